/**
 * El generador de guiones para poner límites en español (gemelo de ./boundary-scripts.ts): los
 * mismos ocho comportamientos y tres tonos, con guiones escritos como los diría una mujer, no
 * traducidos palabra por palabra. Cada guion lleva `{situation}` una sola vez, en la forma
 * "Cuando {situation}, ...", para que se lea bien con una frase corta como
 * "me dijiste que estaba exagerando con lo del dinero". El guion no da por hecho el género de la
 * otra persona ("cuando quieras hablar", "entre tú y yo").
 */
import { hotlines } from '@core/constants';
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/boundary-scripts';
import type { BoundaryBehavior, BoundaryToneOption } from '@core/content/boundary-scripts';

export {
  DEFAULT_TONE,
  SITUATION_PLACEHOLDER,
  boundaryBehaviorIds,
  boundaryToneIds,
  isBoundaryBehaviorId,
  isBoundaryTone,
  type BoundaryBehaviorId,
  type BoundaryTone,
} from '@core/content/boundary-ids';
export type { BoundaryBehavior, BoundaryScriptTemplates, BoundaryToneOption } from '@core/content/boundary-scripts';

export const boundaryTones: readonly BoundaryToneOption[] = [
  { id: 'simple', label: 'Sencillo', description: 'Tranquilo y breve. Dice cómo te sentiste y lo que necesitas.' },
  { id: 'firm', label: 'Firme', description: 'Un límite claro, y lo que harás si no se respeta.' },
  { id: 'exit', label: 'Salida', description: 'Termina la conversación o el contacto con calma, para que puedas alejarte de forma segura.' },
];

/** Va con cada guion de salida: nunca tiene que decírselo a alguien que podría hacerle daño. */
export const EXIT_SAFETY_NOTE = `Si crees que esa persona podría volverse violenta, vete primero y dilo después, o no lo digas nunca. Tu seguridad es lo primero. La Línea Nacional de Violencia Doméstica (${hotlines.domesticViolence.display}) puede ayudarte a hacer un plan. Si estás en peligro ahora, llama al ${hotlines.emergency.display}.`;

/** Se muestra junto al generador, con cualquier tono. */
export const GENERAL_SAFETY_NOTE =
  'Nunca tienes que decir nada de esto en voz alta. Si hablar podría ponerte en riesgo, guarda estas palabras para ti y pon tu seguridad primero.';

/** Un ejemplo de situación para el campo de texto, en la forma que esperan los guiones. */
export const SITUATION_EXAMPLE = 'me dijiste que estaba exagerando con lo del dinero';

/**
 * Cómo entran sus palabras en un guion en español (core/boundary-script.ts). Si ella empieza con
 * "Cuando", no se repite; las palabras comunes del comienzo de una frase van en minúscula
 * ("Cuando Me dijiste..." se lee mejor "Cuando me dijiste..."), y una palabra con mayúscula que no
 * está en la lista ni es una forma verbal conocida se trata como un nombre ("Carlos", "Mamá").
 * Ninguna palabra española va siempre con mayúscula: `alwaysCapital` no coincide con nada.
 * No se usa la terminación -ía (María, Lucía) ni -ando (Fernando, Orlando): son nombres comunes.
 */
export const situationGrammar: Translation<typeof en.situationGrammar> = {
  introducer: 'cuando',
  repeatedIntroducer: '(?:cuando|cada vez que|siempre que)',
  alwaysCapital: '(?!)',
  verbEndings: '(?:aste|iste|aron|ieron|ó|aba|abas|aban|ían|iendo)',
  ordinaryWords: [
    'tú tu tus te ti contigo usted ustedes él ella ellos ellas ello lo la los las le les se su sus suyo suya',
    'yo me mi mis mí conmigo nosotros nosotras nos nuestro nuestra nuestros nuestras',
    'el un una unos unas este esta estos estas ese esa esos esas eso esto aquel aquella ahí allí allá',
    'alguien algo alguno alguna algunos algunas nadie nada ninguno ninguna todo toda todos todas cada',
    'otro otra otros otras uno dos tres varios varias muchos muchas mucho mucha poco poca',
    'en a al de del con sin por para sobre tras desde hasta durante antes después mientras si porque',
    'como que y e o u pero ni ya luego entonces también tampoco incluso solo sólo todavía aún',
    'no nunca siempre jamás ahora hoy anoche ayer mañana anteayer otra vez recién últimamente',
    'finalmente de repente cuando cuándo qué quién quien cómo dónde donde cuál cual',
    'tarde noche semana fin mes año día',
    'dijiste dijo dijeron hiciste hizo hicieron fuiste fue fueron dejaste dejó tomaste tomó',
    'llamaste llamó gritaste gritó ignoraste ignoró preguntaste preguntó mandaste mandó enviaste envió',
    'rompiste rompió tiraste tiró leíste leyó viste vio oíste oyó culpaste culpó negaste negó',
    'prometiste prometió empezaste empezó volviste volvió llegaste llegó saliste salió',
    'es era está estaba estás estabas son eran estoy estuve hay había has ha han he',
    'tienes tiene tenías tenía puedes puede podías podía sigues sigue dices dice haces hace',
    'quieres quiere quisiste quiso vas va vamos voy',
  ].join(' '),
};

/** Se muestra cuando su descripción está vacía (o es solo puntuación). */
export const BLANK_SITUATION_MESSAGE = 'Describe la situación, por favor.';

export const boundaryBehaviors: readonly BoundaryBehavior[] = [
  {
    id: 'gaslighting',
    name: 'Luz de gas (gaslighting)',
    description:
      'La luz de gas es cuando alguien intenta hacerte dudar de tu memoria, de lo que sientes o de lo que es real. Con el tiempo, puede hacer que dudes de ti misma una y otra vez.',
    examples: ['“Eso nunca pasó.”', '“Eres demasiado sensible.”', '“Lo estás recordando mal.”', '“Todos piensan que estás loca.”'],
    scripts: {
      simple: 'Cuando {situation}, dudé de mí misma. Sé lo que recuerdo, y voy a confiar en eso.',
      firm: 'Cuando {situation}, eso no coincidía con lo que vi y escuché. Confío en mi memoria. Si sigues diciéndome que no pasó, voy a terminar esta conversación y me voy a ir a otro cuarto.',
      exit: 'Cuando {situation}, supe que necesitaba una pausa. Me voy a retirar ahora. Hoy no tenemos que seguir hablando de esto.',
    },
    safetyNote: EXIT_SAFETY_NOTE,
  },
  {
    id: 'negging',
    name: 'Críticas disfrazadas (negging)',
    description:
      'Son críticas disfrazadas de halago o de broma. Poco a poco pueden desgastar la forma en que te ves a ti misma.',
    examples: [
      '“Serías bonita si bajaras de peso.”',
      '“Eres lista, para ser alguien como tú.”',
      '“Qué valiente ponerte ese vestido a tu edad.”',
      '“Era solo una broma. No seas tan sensible.”',
    ],
    scripts: {
      simple: 'Cuando {situation}, me dolió. Ese tipo de comentarios no me dan risa.',
      firm: 'Cuando {situation}, lo sentí como una humillación. No me voy a quedar en conversaciones donde se burlan de mí. Si vuelve a pasar, me voy a ir.',
      exit: 'Cuando {situation}, decidí que no quiero seguir con esta conversación. Me voy ahora.',
    },
    safetyNote: EXIT_SAFETY_NOTE,
  },
  {
    id: 'stonewalling',
    name: 'Ley del hielo',
    description:
      'La ley del hielo es cuando alguien se cierra y no te habla ni te responde, a veces durante horas o días. Puede hacerte sentir excluida y con los nervios de punta.',
    examples: [
      'Deja de hablarte y no te responde.',
      'Se va en medio de una conversación.',
      'Ignora tus mensajes durante días.',
      'Dice “Como quieras” y te da la espalda.',
    ],
    scripts: {
      simple: 'Cuando {situation}, me sentí excluida. Aquí estoy para hablar cuando quieras.',
      firm: 'Cuando {situation}, me sentí ignorada. Quiero que hablemos las cosas. Si no quieres hablar, voy a hacer mis propios planes y no voy a esperar.',
      exit: 'Cuando {situation}, vi que no puedo obligarte a hablar. Por ahora voy a dejar de intentarlo y voy a cuidarme.',
    },
    safetyNote: EXIT_SAFETY_NOTE,
  },
  {
    id: 'victim-playing',
    name: 'Hacerse la víctima',
    description:
      'Es cuando alguien que hizo daño actúa como si fuera quien está sufriendo. La atención se aleja de lo que hizo y se pone en sus sentimientos.',
    examples: [
      '“¿Después de todo lo que hago por ti, así me tratas?”',
      '“Siempre me haces quedar como el malo.”',
      '“Entonces supongo que soy una persona horrible.”',
      '“Mira lo mal que me pusiste.”',
    ],
    scripts: {
      simple: 'Cuando {situation}, lo que dije se perdió. Lo que yo siento también merece ser escuchado.',
      firm: 'Cuando {situation}, lo que me preocupa quedó de lado. Tus sentimientos importan, y los míos también. Si no podemos hablar de lo que planteé, voy a terminar esta conversación por ahora.',
      exit: 'Cuando {situation}, me di cuenta de que estábamos dando vueltas en círculos. Voy a parar aquí y tomarme un tiempo para mí.',
    },
    safetyNote: EXIT_SAFETY_NOTE,
  },
  {
    id: 'deflection',
    name: 'Desviar la culpa',
    description:
      'Es cuando alguien esquiva su responsabilidad cambiando de tema o echándote la culpa a ti. Puedes salir de la conversación sintiendo que tú hiciste algo mal.',
    examples: [
      '“¿Y qué me dices de la vez que tú lo hiciste?”',
      '“La que tiene el problema eres tú.”',
      '“¿Por qué sacas esto ahora?”',
      'Cambia el tema a tus errores del pasado.',
    ],
    scripts: {
      simple: 'Cuando {situation}, el tema cambió. Me gustaría que sigamos con lo que yo planteé.',
      firm: 'Cuando {situation}, la atención pasó a mí. Podemos hablar de mi parte en otro momento. Ahora estoy hablando de esto, nada más. Si no podemos quedarnos en este tema, voy a terminar la conversación.',
      exit: 'Cuando {situation}, me di cuenta de que esta conversación no va a ningún lado. Voy a parar ahora y tomarme un descanso.',
    },
    safetyNote: EXIT_SAFETY_NOTE,
  },
  {
    id: 'love-bombing',
    name: 'Bombardeo de amor (love bombing)',
    description:
      'El bombardeo de amor es una avalancha de atención, regalos o grandes promesas, muchas veces muy al principio o justo después de un momento doloroso. Puede hacer difícil ir más despacio y pensar con claridad.',
    examples: [
      '“Nunca había sentido esto por nadie.”',
      'Te manda grandes regalos justo después de un momento doloroso.',
      '“Vivamos juntos. Estamos hechos el uno para el otro.”',
      'Te llama y te escribe sin parar.',
    ],
    scripts: {
      simple: 'Cuando {situation}, sentí que era mucho, y muy rápido. Me gustaría ir más despacio.',
      firm: 'Cuando {situation}, sentí que era demasiado, demasiado pronto. Yo decido mi propio ritmo. Si la presión sigue, voy a tomar más distancia.',
      exit: 'Cuando {situation}, supe que necesitaba espacio para pensar. Voy a tomarme un tiempo sin hablar.',
    },
    safetyNote: EXIT_SAFETY_NOTE,
  },
  {
    id: 'triangulation',
    name: 'Triangulación',
    description:
      'La triangulación es cuando alguien mete a otra persona en tu relación para hacerte sentir celosa, insegura o en desventaja. Puede ser una expareja, una amistad o alguien de la familia.',
    examples: [
      '“Mi ex nunca se quejaba de esto.”',
      '“Hasta mi mamá piensa que eres una exagerada.”',
      'Coquetea con otra persona delante de ti.',
      '“Todos están de acuerdo conmigo, no contigo.”',
    ],
    scripts: {
      simple: 'Cuando {situation}, me sentí comparada. Me gustaría dejar a otras personas fuera de esto.',
      firm: 'Cuando {situation}, otra persona terminó metida en nuestro problema. De esto solo voy a hablar entre tú y yo. Si se sigue metiendo a otras personas, me voy a retirar de la conversación.',
      exit: 'Cuando {situation}, vi que esta no es una conversación justa para mí. Voy a parar aquí y retirarme.',
    },
    safetyNote: EXIT_SAFETY_NOTE,
  },
  {
    id: 'future-faking',
    name: 'Falsas promesas (future faking)',
    description:
      'Son grandes promesas sobre el futuro para mantenerte cerca, sin pasos reales para cumplirlas. Esas promesas pueden tenerte esperando y con ilusiones.',
    examples: [
      '“Las cosas van a cambiar, te lo prometo.”',
      '“El año que viene compramos una casa.”',
      '“Voy a buscar ayuda. Pero no te vayas.”',
      '“Cuando se calme el trabajo, voy a cambiar.”',
    ],
    scripts: {
      simple: 'Cuando {situation}, escuché una promesa. Voy a fijarme en lo que pasa, no solo en lo que se dice.',
      firm: 'Cuando {situation}, escuché otra promesa más. De ahora en adelante, voy a tomar mis decisiones según lo que haces, no según lo que dices.',
      exit: 'Cuando {situation}, supe que necesitaba tiempo para pensar en lo que yo quiero. Ahora voy a tomar un poco de distancia.',
    },
    safetyNote: EXIT_SAFETY_NOTE,
  },
];

/** El comportamiento con este id, o undefined si no hay ninguno. */
export function getBoundaryBehavior(id: string): BoundaryBehavior | undefined {
  return boundaryBehaviors.find((behavior) => behavior.id === id);
}

export const boundaryToolTexts: Translation<typeof en.boundaryToolTexts> = {
  heading: 'Escribe un guion para poner un límite',
  behaviorLabel: '¿Qué está pasando?',
  behaviorHint: 'Elige el patrón que mejor encaje. Abajo verás lo que significa.',
  chooseBehavior: 'Elige un comportamiento',
  soundsLike: 'Puede sonar así:',
  situationLabel: 'Describe la situación',
  situationHint: (example) => `Funciona mejor una línea corta, como si terminaras la frase “Cuando…”, por ejemplo: “${example}”.`,
  toneLegend: 'Tono',
  generate: 'Crear el guion',
  resultHeading: 'Tu guion',
  resultMeta: (behavior, tone) => `${behavior} · Tono: ${tone}`,
  saving: 'Guardando...',
  saved: 'Guardado',
  save: 'Guardar el guion',
  tryAgainHint: 'Puedes cambiar las palabras, el comportamiento o el tono arriba y crear el guion otra vez.',
  couldNotWrite: 'No se pudo crear el guion',
  savedToast: { title: '¡Guion guardado!', description: 'Está en tus guiones guardados, en privado, solo para ti.' },
  notSavedToast: {
    title: 'No se guardó',
    description: 'No se pudo guardar el guion en este momento. Sigue aquí, así que puedes intentar de nuevo o copiarlo.',
  },
  savedHeading: 'Tus guiones guardados',
  noSavedScripts: 'Todavía no tienes guiones guardados. Los que guardes aparecerán aquí, del más reciente al más antiguo.',
  savedOn: 'Guardado el',
  situation: 'Situación:',
  delete: 'Eliminar',
  deleteTitle: '¿Eliminar este guion?',
  deleteDescription: (behavior, date) => `Tu guion sobre “${behavior}”, guardado el ${date}, se borrará. Esto no se puede deshacer.`,
  keep: 'Conservarlo',
  deleting: 'Eliminando...',
  deleteScript: 'Eliminar el guion',
  deletedToast: { title: 'Guion eliminado', description: 'Ese guion se borró.' },
  notDeletedToast: {
    title: 'No se eliminó',
    description: 'No se pudo eliminar el guion en este momento, así que sigue guardado. Intenta de nuevo, por favor.',
  },
  copy: 'Copiar',
  copied: 'Copiado',
  copiedToast: { title: '¡Copiado!', description: 'El guion se copió al portapapeles.' },
  copyFailedToast: {
    title: 'No se pudo copiar',
    description: 'Este navegador no nos dejó copiar el guion. Puedes seleccionar el texto y copiarlo tú misma.',
  },
};
