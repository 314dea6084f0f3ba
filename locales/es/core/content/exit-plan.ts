/**
 * El Planificador de estrategia de salida en español: the Spanish twin of ./exit-plan.ts (same
 * exports, same ids in the same order; docs/decisions/0024-two-languages.md). Ids are stored in
 * her vault, so they stay exactly as in English; only the words change. Crisis numbers are
 * written exactly as in English.
 */
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/exit-plan';
import type { ExitPlanPhase } from '@core/content/exit-plan';

// Values come from where English takes them, never from the English module: the Spanish page
// must not carry the English words along.
export type { ExitPlanPhaseId } from '@core/contracts/exit-plan';
export type { ExitPlanGroup, ExitPlanNoteTopic, ExitPlanPhase, ExitPlanStep } from '@core/content/exit-plan';

const keepItShort = 'Escribe solo lo que te parezca seguro escribir. Basta con unas iniciales o una palabra que solo tú entiendas.';

export const exitPlanPhases: readonly ExitPlanPhase[] = [
  {
    id: 'safety',
    name: 'Planificación de seguridad',
    intro: 'Pequeñas cosas, preparadas en silencio, que facilitan pedir ayuda o salir si lo necesitas. Haz solo lo que sea seguro para ti.',
    groups: [
      {
        title: 'Contactos de emergencia',
        steps: [
          {
            id: 'trusted-people',
            text: 'Elige a una o dos personas de confianza a quienes puedas llamar o acudir en una emergencia.',
          },
          {
            id: 'code-word',
            text: 'Acuerda con una persona de confianza una palabra clave que signifique “necesito ayuda, por favor llama al 911” o “ven ahora”.',
          },
          {
            id: 'numbers-by-heart',
            text: 'Apréndete de memoria los números que más necesitarías, por si te quitan o te rompen el teléfono.',
          },
          {
            id: 'talk-to-advocate',
            text: 'Habla de tu plan con una intercesora (advocate). La línea de ayuda que aparece abajo puede ayudarte a hacer uno, gratis y a cualquier hora.',
          },
        ],
      },
      {
        title: 'Documentos',
        steps: [
          {
            id: 'list-documents',
            text: 'Haz una lista de los papeles que necesitarías: identificación, actas de nacimiento, tarjetas del Seguro Social, pasaportes, documentos migratorios, contrato de alquiler o escritura, tarjetas de seguro y médicas, y cualquier orden de protección.',
          },
          {
            id: 'copies-safe',
            text: 'Guarda copias (en papel o en fotos) donde él no pueda llegar: con una persona de confianza, en el trabajo o en una cuenta que solo tú puedas abrir.',
          },
          {
            id: 'bag-ready',
            text: 'Si es seguro hacerlo, prepara una bolsa con copias de tus documentos, llaves de repuesto, algo de dinero en efectivo, medicinas, un cargador de teléfono y una muda de ropa, y déjala con alguien de confianza.',
          },
        ],
      },
      {
        title: 'Lugares seguros',
        steps: [
          {
            id: 'safer-rooms',
            text: 'Ten presente qué habitaciones de la casa tienen salida. Si empieza una discusión, trata de no quedarte en la cocina, el baño ni en ningún lugar donde haya armas.',
          },
          {
            id: 'places-to-go',
            text: 'Ten en mente algunos lugares a los que podrías ir a cualquier hora: la casa de una amiga o de un familiar, un refugio o un lugar público abierto toda la noche.',
          },
          {
            id: 'route',
            text: 'Piensa bien cómo llegarías: el camino y el medio de transporte.',
          },
          {
            id: 'children-pets',
            text: 'Si tienes hijos o mascotas, planea también para ellos: adónde irían los niños, quién podría cuidar a una mascota y qué refugios aceptan mascotas.',
          },
        ],
      },
    ],
    notes: [
      { id: 'contacts', label: 'Personas a las que puedo llamar', hint: keepItShort },
      {
        id: 'documents',
        label: 'Dónde guardo mis documentos',
        hint: keepItShort,
      },
      { id: 'safe-place', label: 'Un lugar seguro al que puedo ir', hint: keepItShort },
      {
        id: 'code-words',
        label: 'Palabras clave y lo que significan',
        hint: keepItShort,
      },
    ],
  },
  {
    id: 'healing',
    name: 'Sanación y recuperación',
    intro: 'La sanación lleva su propio tiempo. Estos pasos tratan del apoyo, el descanso y de ser amable contigo misma en el camino.',
    groups: [
      {
        title: null,
        steps: [
          {
            id: 'one-safe-person',
            text: 'Piensa en una persona o un grupo con quien te sientas segura y escuchada.',
          },
          {
            id: 'counselor',
            text: 'Busca una consejera o un grupo de apoyo que entienda el abuso. La línea de ayuda puede ayudarte a encontrar uno cerca de ti.',
          },
          {
            id: 'hard-day-plan',
            text: 'Escribe qué te ayuda en un día difícil: a quién llamar, adónde ir, qué te calma.',
          },
          {
            id: 'daily-kindness',
            text: 'Elige cada día una pequeña cosa que sea solo para ti: un paseo, una canción, una bebida caliente.',
          },
          {
            id: 'body-care',
            text: 'Cuida tu cuerpo en lo que puedas: sueño, comida, agua y una visita al médico cuando te sientas lista.',
          },
          {
            id: 'reflect',
            text: 'Si te ayuda, escribe cómo te sientes, o prueba el Camino de 30 días de afirmaciones, un día a la vez.',
          },
          {
            id: 'boundary',
            text: 'Practica un límite que quieras mantener, con palabras que te suenen bien.',
          },
        ],
      },
    ],
    notes: [{ id: 'what-helps', label: 'Lo que me ayuda', hint: keepItShort }],
  },
  {
    id: 'financial',
    name: 'Independencia económica',
    intro: 'Tener tu propio dinero puede darte más opciones. Ve al ritmo que sea seguro para ti; un paso pequeño también cuenta.',
    groups: [
      {
        title: 'Cuentas bancarias',
        steps: [
          {
            id: 'own-account',
            text: 'Piensa en abrir una cuenta solo a tu nombre, en un banco que él no use, con los estados de cuenta enviados a un lugar seguro.',
          },
          {
            id: 'set-aside',
            text: 'Si es seguro hacerlo, aparta un poco de dinero donde solo tú puedas llegar, aunque sea una cantidad pequeña cada vez.',
          },
          {
            id: 'new-passwords',
            text: 'Cambia las contraseñas y los PIN de tus cuentas en un dispositivo al que él no tenga acceso, y no se los compartas a nadie.',
          },
        ],
      },
      {
        title: 'Reparación del crédito',
        steps: [
          {
            id: 'credit-report',
            text: 'Pide tus informes de crédito gratuitos y busca cuentas o deudas que tú no abriste.',
          },
          {
            id: 'joint-debts',
            text: 'Haz una lista de las cuentas, tarjetas y préstamos compartidos, y a nombre de quién está cada uno.',
          },
          {
            id: 'debt-help',
            text: 'Si abrieron deudas a tu nombre sin tu consentimiento, pregunta a una intercesora o a una oficina de asistencia legal qué puedes hacer.',
          },
        ],
      },
      {
        title: 'Fuentes de ingresos',
        steps: [
          {
            id: 'monthly-needs',
            text: 'Escribe lo que necesitarías cada mes: vivienda, comida, transporte, teléfono, cuidado de los niños.',
          },
          {
            id: 'income-list',
            text: 'Haz una lista de los ingresos que tienes o podrías tener: trabajo, beneficios, apoyo de tu familia.',
          },
          {
            id: 'ask-about-help',
            text: 'Pregunta a una intercesora por las ayudas que podrías recibir, como asistencia para vivienda o alimentos.',
          },
          {
            id: 'work-papers',
            text: 'Guarda copias de tus talones de pago, tus declaraciones de impuestos y tu historial de trabajo junto con tus otros documentos.',
          },
        ],
      },
    ],
    notes: [
      {
        id: 'money',
        label: 'Mis notas sobre dinero',
        hint: 'Nunca escribas aquí contraseñas ni números PIN. Escribe solo lo que te parezca seguro escribir.',
      },
    ],
  },
  {
    id: 'business',
    name: 'Creación de un negocio',
    intro: 'Lo que ya sabes hacer tiene valor. Esta fase trata de descubrirlo y de probar una idea pequeña.',
    groups: [
      {
        title: 'Inventario de tus habilidades',
        steps: [
          {
            id: 'list-skills',
            text: 'Haz una lista de lo que haces bien, con o sin pago: cuidar, organizar, cocinar, escuchar, arreglar, enseñar.',
          },
          {
            id: 'ask-others',
            text: 'Pregunta a alguien de confianza para qué suele buscarte la gente.',
          },
        ],
      },
      {
        title: 'Ideas de negocio',
        steps: [
          {
            id: 'three-ideas',
            text: 'Escribe tres ideas que aprovechen tus habilidades, por pequeñas que sean.',
          },
          {
            id: 'try-one',
            text: 'Elige una idea y pregunta a algunas personas si pagarían por ella.',
          },
          {
            id: 'free-help',
            text: 'Busca ayuda local gratuita, como una biblioteca, un colegio comunitario o un centro de apoyo a pequeños negocios.',
          },
        ],
      },
      {
        title: 'Herramientas de automatización con IA',
        steps: [
          {
            id: 'one-tool',
            text: 'Prueba una herramienta gratuita que te ahorre tiempo, como un calendario compartido, una aplicación de facturación o un asistente de escritura con IA.',
          },
          {
            id: 'own-logins',
            text: 'Abre tus cuentas de trabajo con un correo electrónico y contraseñas que solo tú conozcas.',
          },
        ],
      },
    ],
    notes: [{ id: 'ideas', label: 'Mis habilidades e ideas', hint: keepItShort }],
  },
  {
    id: 'wealth',
    name: 'Patrimonio y legado',
    intro: 'Mirando más adelante: seguridad para ti y lo que quieres dejar a otras personas.',
    groups: [
      {
        title: 'Inversión',
        steps: [
          {
            id: 'cushion',
            text: 'Reúne poco a poco un pequeño fondo para emergencias.',
          },
          {
            id: 'learn-basics',
            text: 'Aprende lo básico sobre ahorrar e invertir en fuentes gratuitas que no te vendan nada, como tu biblioteca.',
          },
          {
            id: 'take-time',
            text: 'Antes de una decisión grande de dinero, tómate tu tiempo y consulta a alguien que no gane nada con lo que elijas.',
          },
        ],
      },
      {
        title: 'Sanación entre generaciones',
        steps: [
          {
            id: 'talk-with-children',
            text: 'Cuando estén listos, habla con tus hijos sobre relaciones amables y seguras.',
          },
          {
            id: 'write-lessons',
            text: 'Escribe lo que has aprendido, para ti o para alguien que venga después de ti.',
          },
          {
            id: 'give-back',
            text: 'Cuando te sientas lista, piensa en cómo podrías ayudar a otra mujer a encontrar su camino.',
          },
        ],
      },
    ],
    notes: [{ id: 'goals', label: 'Mis metas', hint: keepItShort }],
  },
  {
    id: 'staying',
    name: 'Más segura mientras te quedas',
    intro:
      'Irse no es el único camino, y no siempre es el más seguro en este momento. Muchas mujeres se quedan, por un tiempo o por razones propias. Estos pasos pueden hacer las cosas un poco más seguras mientras tanto. Tú decides qué te sirve.',
    groups: [
      {
        title: null,
        steps: [
          {
            id: 'warning-signs',
            text: 'Fíjate en lo que suele pasar antes de que las cosas empeoren, para que puedas pensar con tiempo dónde estar.',
          },
          {
            id: 'room-with-exit',
            text: 'Si empieza una discusión, trata de ir a una habitación con salida, lejos de la cocina, del baño y de cualquier lugar donde haya armas.',
          },
          {
            id: 'neighbour',
            text: 'Si te parece seguro, pide a una vecina o un vecino que llame al 911 si oye gritos o algo que le preocupe.',
          },
          {
            id: 'phone-ready',
            text: 'Mantén tu teléfono cargado y aprende a llamar al 911 rápidamente.',
          },
          {
            id: 'things-with-friend',
            text: 'Deja con alguien de confianza copias de tus documentos, algo de dinero en efectivo, llaves de repuesto y tus medicinas, por si necesitas irte de prisa.',
          },
          {
            id: 'children-plan',
            text: 'Si tienes hijos, enséñales un lugar seguro adonde ir y cómo llamar al 911, y diles que protegerte nunca es tarea de ellos.',
          },
          {
            id: 'private-device',
            text: 'Usa un dispositivo al que él no tenga acceso para todo lo privado, y lee nuestra página sobre cómo estar más segura en internet.',
          },
          {
            id: 'something-yours',
            text: 'Conserva algo que sea solo tuyo: una amistad, una rutina, un plan propio.',
          },
          {
            id: 'advocate',
            text: 'Habla con una intercesora, aunque no pienses irte. La línea de ayuda también apoya a las mujeres que se quedan.',
          },
        ],
      },
    ],
    notes: [{ id: 'safety-notes', label: 'Mis notas de seguridad', hint: keepItShort }],
  },
];

export const exitPlanTexts: Translation<typeof en.exitPlanTexts> = {
  page: {
    eyebrow: 'Herramientas de sanación',
    title: 'Planificador de estrategia de salida',
    lead: 'Planea tu seguridad y tus próximos pasos, un paso pequeño a la vez, tanto si te vas como si por ahora te quedas. Tu plan se guarda en privado, protegido por tu propia frase de acceso.',
  },
  gateTitle: 'Abre tu plan',
  gateDescription: 'Escribe tu correo electrónico y tu frase de acceso privada para abrir tu plan, los pasos que marcaste y tus notas privadas.',
  unlockedTitle: 'Tu plan está desbloqueado',
  loading: 'Cargando tu plan...',
  safeNow: {
    title: '¿Es seguro usar esto ahora?',
    text: 'Si alguien pudiera ver tu pantalla o entrar, puedes salir de inmediato: usa el botón “Salida rápida” de arriba, presiona la tecla Esc o presiona la tecla Shift tres veces. Se abrirá una página del clima. No puede borrar tu historial de navegación.',
    linkText: 'Cómo estar más segura en este dispositivo',
  },
  intro:
    'Cada paso es opcional. Marca lo que ya hiciste, sáltate lo que no encaje con tu vida y vuelve cuando quieras. Tanto si piensas irte como si por ahora te quedas, este plan es tuyo.',
  pathsLabel: 'Formas de usar este plan',
  fivePhases: 'Las cinco fases',
  stayingPath: 'Más segura mientras te quedas',
  overall: 'Tu progreso',
  progress: '{done} de {total, plural, one {# paso hecho} other {# pasos hechos}}',
  stepsOf: 'Pasos de {phase}',
  notesWritten: '{count, plural, =0 {Todavía no hay ninguna. } one {# escrita. } other {# escritas. }}',
  notesToggle: 'Notas privadas',
  notesHiddenHint: 'Ocultas hasta que las abras, por si alguien echa un vistazo a tu pantalla.',
  crisisTitle: 'Si necesitas ayuda ahora',
  crisisIntro: 'Gratis, confidencial y disponible de día y de noche.',
  saveNote: 'Guardar nota',
  saving: 'Guardando...',
  saved: 'Guardado',
  notSavedTitle: 'No se guardó',
  stepNotSaved: 'Este paso no se pudo guardar en este momento. Por favor, intenta de nuevo.',
  noteNotSaved: 'Tu nota no se pudo guardar en este momento. Sigue aquí, así que puedes intentar de nuevo.',
  keptBoth: 'Esto también se cambió mientras tanto en otro dispositivo. Se guardaron las dos versiones.',
  otherVersion: 'También guardada, desde otro dispositivo',
  removeOtherVersion: 'Eliminar esta versión',
  doneOn: 'Hecho el',
  printable: {
    title: 'Un plan para imprimir',
    intro: 'Puedes crear un PDF de tu plan para imprimirlo o guardarlo. Se crea aquí, en tu navegador, y no se envía a ningún sitio.',
    warning:
      'Otra persona podría encontrar un plan impreso o guardado. Créalo solo si tienes un lugar seguro donde guardarlo, y piensa si conviene dejar fuera tus notas privadas.',
    includeNotes: 'Incluir mis notas privadas',
    make: 'Crear el PDF',
    making: 'Creando el PDF...',
    made: 'Tu PDF se creó. Mira dónde lo guardó tu navegador, y muévelo o bórralo si otra persona usa este dispositivo.',
    failed: 'El PDF no se pudo crear en este momento. Por favor, intenta de nuevo.',
    notMade: 'No se creó el PDF',
  },
  pdf: {
    /** Neutral: the file and its title may be seen by someone else. */
    title: 'Mi plan',
    made: 'Creado el',
    notes: 'Mis notas',
    done: 'Hecho',
    toDo: 'Pendiente',
    footer: 'Cada paso es opcional. Tú decides qué encaja con tu vida.',
    charactersLeftOut: '(Algunos caracteres de esta nota no se pueden mostrar en un PDF y se dejaron fuera.)',
    crisisLine: '{name}: {line}',
    callNumber: 'llama al {number}',
  },
};
