/**
 * The home page's words in Spanish. Every figure comes from `./statistics`, as in English; the
 * guides link to their Spanish PDFs beside the English ones (public/books/<name>.es.pdf), whose
 * sizes and page counts home.es.test.ts checks.
 */
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/home';

export type { HeadlineStatistic, HomeGuide } from '@core/content/home';

export const homeHero: Translation<typeof en.homeHero> = {
  heading: 'No lo imaginaste. Mereces sanar.',
  intro:
    'Una hermandad para mujeres que se recuperan de relaciones de abuso emocional y violencia: sanar el trauma, romper ciclos y construir una vida propia, a tu ritmo y en privado.',
  assessmentLabel: 'Haz la autoevaluación gratuita',
  assessmentNote: '35 preguntas privadas, unos 10-15 minutos.',
  bookingLabel: 'Reserva una consulta gratuita',
  bookingNote: 'Una conversación gratuita y privada de 30 minutos con una coach.',
};

export const helpNowSection: Translation<typeof en.helpNowSection> = {
  heading: 'Si estás en peligro ahora mismo',
  beforeEmergency: 'Llama al ',
  afterEmergency: '. La Línea Nacional de Violencia Doméstica es gratuita y atiende de día y de noche: ',
  beforeText: ', o ',
  textLink: 'envía START al 88788',
  end: '.',
  worriedLink: '¿Te preocupa otra persona? Qué decir y qué evitar',
};

export const homeGuides: Translation<typeof en.homeGuides> = [
  {
    id: 'sis-i-get-it',
    title: 'Hermana, te entiendo',
    description: 'Una compañía tranquila para cuando empiezas a preguntarte si lo que vives es abuso.',
    href: '/books/sis-i-get-it.es.pdf',
    fileName: 'sis-i-get-it.es.pdf',
    sizeKb: 62,
    pages: 17,
  },
  {
    id: 'am-i-living-in-save',
    title: '¿Estoy viviendo en S.A.V.E.?',
    description: 'Una guía privada de reflexión para entender el patrón de aguantar y encontrar el camino de vuelta a ti misma.',
    href: '/books/am-i-living-in-save.es.pdf',
    fileName: 'am-i-living-in-save.es.pdf',
    sizeKb: 63,
    pages: 18,
  },
];

export const guideFileInfo: Translation<typeof en.guideFileInfo> = 'PDF, {sizeKb} KB, {pages, plural, one {# página} other {# páginas}}';

export const guidesSection: Translation<typeof en.guidesSection> = {
  heading: 'Guías gratuitas',
  intro: 'Dos guías cortas para leer a tu ritmo. Gratis y sin registrarte.',
  download: 'Descargar',
  deviceNote:
    'Un archivo descargado se queda en este dispositivo, por lo general en Descargas, hasta que lo borres. Si alguien más puede revisar este teléfono o esta computadora, piensa dónde lo guardas, o bórralo cuando termines.',
};

export const affirmationSection: Translation<typeof en.affirmationSection> = {
  heading: 'Tu afirmación de hoy',
  buttonLabel: 'Otra afirmación',
  note: 'Léela despacio. Dila en voz alta si puedes.',
};

export const privateToolsSection: Translation<typeof en.privateToolsSection> = {
  heading: 'Herramientas gratuitas y privadas para ti',
  intro:
    'Cinco herramientas para guardar tus registros, planear tu seguridad y cuidarte. Todas son gratuitas: no hay nada que comprar ni nada que desbloquear. Lo que escribes se cifra en tu propio dispositivo, protegido por una frase de acceso que solo tú conoces.',
  tools: [
    {
      id: 'journal',
      path: '/tools/journal',
      name: 'Diario y registros con fecha',
      text: 'Escribe cada día y guarda registros con fecha de lo que pasó, con cada versión guardada, en un PDF que puedes darle a una intercesora o a un abogado.',
    },
    {
      id: 'exit-plan',
      path: '/tools/exit-plan',
      name: 'Plan de salida',
      text: 'Un plan de seguridad en pasos pequeños, tanto si te vas como si por ahora te quedas.',
    },
    {
      id: 'symptom-tracker',
      path: '/tools/symptom-tracker',
      name: 'Registro de síntomas',
      text: 'Observa cómo responde tu cuerpo al estrés y qué lo desencadena, con un informe para tu médico.',
    },
    {
      id: 'affirmations',
      path: '/tools/affirmations',
      name: 'El camino de 30 días',
      text: 'Una afirmación diaria y una pregunta amable, durante treinta días a tu ritmo.',
    },
    {
      id: 'boundary-scripts',
      path: '/tools/boundary-scripts',
      name: 'Guiones para poner límites',
      text: 'Palabras tranquilas para poner un límite, listas para decirlas o enviarlas.',
    },
  ],
  allTools: 'Ver todas las herramientas',
  privateSpaceLink: 'Cómo funciona tu espacio privado',
};

export const symptomsSection: Translation<typeof en.symptomsSection> = {
  heading: '¿Algo de esto te resulta familiar?',
  intro: 'Muchas mujeres que han vivido abuso emocional notan algunas de estas señales. Quizás te reconozcas en unas pocas, en todas o en ninguna.',
  signs: [
    { title: 'Dudar de ti misma', text: 'Repasas conversaciones y te preguntas si las recuerdas bien.' },
    { title: 'Caminar sobre cáscaras de huevo', text: 'Planeas qué decir, y cuándo, para mantener la paz.' },
    { title: 'Cargarlo en el cuerpo', text: 'Dolores de cabeza, un nudo en el estómago, el pecho apretado o noches sin dormir.' },
    { title: 'Adormecerte', text: 'Sentirte apagada o lejos, como si tus propios sentimientos se hubieran quedado en silencio.' },
    { title: 'Perderte a ti misma', text: 'Tus amistades, tus intereses y la persona que eras se sienten fuera de tu alcance.' },
    { title: 'Aferrarte a la esperanza', text: 'Esperar que las cosas vuelvan a ser como al principio.' },
  ],
  note: 'Notar estas señales no es un diagnóstico, y no significa que haya algo malo en ti. Significa que lo que vives merece atención, y que mereces apoyo.',
  linkLabel: 'Haz la autoevaluación privada',
};

export const recoveryPath: Translation<typeof en.recoveryPath> = {
  heading: 'El camino de sobrevivir a ser dueña de tu vida',
  intro: 'Sanar no es una línea recta. Estos cuatro pasos le dan forma, y puedes recorrerlos a tu propio ritmo.',
  stepLabel: 'Paso {number}: ',
  steps: [
    { name: 'Reconocimiento', text: 'Ponerle nombre a lo que has vivido y creerte a ti misma.' },
    { name: 'Recuperación', text: 'Cuidar tu cuerpo y tu mente, y encontrar personas y lugares seguros.' },
    { name: 'Reivindicación', text: 'Volver a tomar tu voz, tus límites y tus decisiones.' },
    { name: 'Florecimiento', text: 'Construir una vida, un sustento y un legado que sean tuyos.' },
  ],
};

export const partnershipSection: Translation<typeof en.partnershipSection> = {
  heading: 'Nuestra comunidad aliada',
  text: 'Trabajamos con una comunidad privada en línea donde sobrevivientes y personas que las apoyan aprenden, comparten y crecen juntas. Funciona en otro sitio web, que tiene sus propias reglas de privacidad.',
  linkLabel: 'Visita nuestra comunidad aliada',
};

export const headlineStatistics: Translation<typeof en.headlineStatistics> = [
  { id: 'ipv-lifetime', label: 'de las mujeres viven violencia de pareja en algún momento de su vida' },
  { id: 'psychological-aggression', label: 'de las mujeres viven agresión psicológica de una pareja' },
  { id: 'lifetime-cost', label: 'de costo de la violencia de pareja a lo largo de la vida, por mujer' },
  { id: 'recovery-time', label: 'de tiempo promedio para recuperarse (cada camino es distinto)' },
];

export const statisticsSection: Translation<typeof en.statisticsSection> = {
  heading: 'No estás sola, ni mucho menos',
  sourceNote: 'Cifras de investigaciones sobre la violencia de pareja en los Estados Unidos.',
  linkLabel: 'Ver más estadísticas',
};

export const messageBox: Translation<typeof en.messageBox> = {
  heading: 'Envíanos un mensaje',
  intro: 'Una pregunta, lo que estás viviendo o lo que te ayudaría: escríbenos y te responderemos por correo electrónico.',
  safetyNote: 'Usa un correo electrónico que solo tú puedas leer, y comparte solo lo que te parezca seguro escribir.',
  nameLabel: 'Tu nombre',
  nameHint: 'Basta con tu nombre de pila o un apodo.',
  emailLabel: 'Correo electrónico para nuestra respuesta',
  messageLabel: 'Tu mensaje',
  messageHint: 'Presiona Enter para enviar. Shift+Enter empieza una línea nueva.',
  sendLabel: 'Enviar mensaje',
  sendingLabel: 'Enviando...',
};
