/**
 * The resources library as the Spanish site first starts with it: the same five resources, in
 * the same order, as core/content/resources.ts. The migration
 * server/db/migrations/0012_resources_language.sql inserts exactly these rows with language 'es'
 * (a test checks the two agree); the guides point at their Spanish PDFs (/books/<name>.es.pdf).
 */
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/resources';
import type { SeedResource } from '@core/content/resources';

export type { SeedResource } from '@core/content/resources';

/** Typed as the English list's items (not only its shape): the seed test compares them to rows. */
export const seedResources: readonly SeedResource[] = [
  {
    title: 'Hermana, te entiendo',
    description:
      'Una compañía tranquila para cuando empiezas a preguntarte si lo que vives es abuso. Una guía gratuita para leer a tu propio ritmo.',
    type: 'download',
    url: '/books/sis-i-get-it.es.pdf',
  },
  {
    title: '¿Estoy viviendo en S.A.V.E.?',
    description:
      'Una guía privada de reflexión para entender el patrón de aguantar y encontrar el camino de vuelta a ti misma. Se descarga gratis.',
    type: 'download',
    url: '/books/am-i-living-in-save.es.pdf',
  },
  {
    title: 'Consulta gratuita de 30 minutos',
    description:
      'Una conversación gratuita y privada con una coach sobre dónde estás y qué podría ayudarte ahora. Sin costo y sin presión.',
    type: 'coaching',
    url: null,
  },
  {
    title: 'Autoevaluación privada',
    description:
      'Treinta y cinco preguntas, unos 10-15 minutos, para ayudarte a ver con más claridad los patrones de tu relación. Tus respuestas son privadas.',
    type: 'other',
    url: '/es/assessment',
  },
  {
    title: 'Apoyo en crisis',
    description: 'Líneas de ayuda a las que puedes llamar o enviar un mensaje de texto a cualquier hora, de día o de noche, y formas de planear tu seguridad.',
    type: 'other',
    url: '/es/crisis-support',
  },
];

export const resourcesPageHeader: Translation<typeof en.resourcesPageHeader> = {
  eyebrow: 'Recursos',
  title: 'Guías gratuitas y apoyo',
  lead: 'Guías que puedes descargar, acompañamiento (coaching) y lugares donde encontrar apoyo, reunidos en un solo lugar.',
};

export const resourceTypeLabels: Translation<typeof en.resourceTypeLabels> = {
  download: 'Guía gratuita',
  coaching: 'Coaching',
  other: 'En este sitio',
};

export const resourceLibraryTexts: Translation<typeof en.resourceLibraryTexts> = {
  heading: 'Guías, coaching y apoyo',
  intro: 'Todo lo que hay aquí es gratuito. Las guías se descargan en tu dispositivo: si otras personas lo usan, piensa dónde las guardas.',
  unavailableNote: 'No pudimos cargar toda la biblioteca en este momento. Estas guías y la consulta gratuita siempre están aquí.',
  emptyNote: 'Pronto habrá más recursos. Mientras tanto, estas guías y la consulta gratuita están aquí para ti.',
  bookConsultation: 'Reservar una consulta gratuita',
  open: 'Abrir',
  download: 'Descargar',
  pdfSuffix: ' (PDF)',
  notAvailableTitle: 'Ya no está disponible',
  preparingDescription: 'Un momento mientras preparamos tu guía.',
};

export const resourceMessages: Translation<typeof en.resourceMessages> = {
  notFound: 'Ese recurso ya no está disponible. Vuelve a cargar la página para ver la lista actual.',
  preparingTitle: 'Preparando la descarga',
  preparingButton: 'Preparando...',
  startedTitle: 'La descarga comenzó',
  startedDescription: 'Tu descarga ya comenzó. Si otras personas usan este dispositivo, piensa dónde la guardas.',
  joinCommunityTitle: 'Te llevamos a la comunidad',
  joinCommunityDescription: 'Abriendo nuestra plataforma privada de la comunidad...',
};

export const supportCommunityTexts: Translation<typeof en.supportCommunityTexts> = {
  title: 'Comunidad de apoyo',
  description:
    'Una comunidad privada donde las sobrevivientes se animan unas a otras, en la plataforma de una organización aliada. La administra otro servicio, con sus propias reglas de privacidad, y es posible que necesites una cuenta allí.',
  joinLabel: 'Unirme a la comunidad',
};

export const resourcesCrisisPanel: Translation<typeof en.resourcesCrisisPanel> = {
  heading: '¿Necesitas hablar con alguien ahora?',
  beforeEmergency: 'Si estás en peligro inmediato, llama al ',
  afterEmergency: '. La Línea Nacional de Violencia Doméstica es gratuita y atiende de día y de noche: ',
  afterHotline: '.',
  allLines: 'Todas las líneas de crisis',
  crisisPageLink: 'Plan de seguridad y más apoyo en nuestra página de Apoyo en crisis',
};

export const instituteAndPartnerTexts: Translation<typeof en.instituteAndPartnerTexts> = {
  institute: {
    title: 'HeartWork Institute',
    description:
      'Nuestra formación para coaches, educadoras y personas que quieren apoyar bien a las sobrevivientes: un programa de certificación de 5 niveles, parte del Paquete para educadoras. Nuestros programas todavía no tienen acreditación formal, y lo decimos con claridad.',
    linkLabel: 'Ver servicios y formación',
  },
  wealth: {
    title: 'Construir independencia económica',
    description:
      'El dinero puede ser parte de lo que mantiene a una mujer en una relación que le hace daño. Nuestra comunidad aliada ayuda a las mujeres a aprender a crear ahorros, ingresos e independencia. Es un sitio aparte, con sus propias reglas de privacidad.',
    linkLabel: 'Visitar el sitio aliado',
  },
};

export const resourcesNextSteps: Translation<typeof en.resourcesNextSteps> = {
  heading: '¿No sabes por dónde empezar?',
  text: 'La autoevaluación privada puede ayudarte a ponerle nombre a lo que has estado viviendo. Una consulta gratuita es una primera conversación tranquila, sin presión.',
  assessmentLabel: 'Hacer la autoevaluación',
  consultationLabel: 'Reservar una consulta gratuita',
};
