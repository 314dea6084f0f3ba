/**
 * El Diario de reflexión diaria en español: el gemelo de ./journal.ts (mismas exportaciones, misma
 * forma, mismos ids), que la compilación en español usa en su lugar
 * (docs/decisions/0024-two-languages.md).
 *
 * Las mismas reglas que en inglés: las preguntas son invitaciones, nunca exigencias; ninguna le
 * pide explicar, justificar ni revivir nada; siempre puede saltarla. Sin diagnósticos, sin
 * estadísticas, sin juzgar un estado de ánimo. Se le habla de tú, en femenino cuando el adjetivo
 * es de ella ("segura", "agradecida").
 *
 * Los ids (preguntas, estados de ánimo) se guardan en su espacio privado y son los del inglés: una
 * entrada escrita en un idioma muestra su pregunta en el otro. Las palabras de sentimientos se
 * guardan tal como ella las ve, así que una entrada en español las guarda en español.
 */
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/journal';
import { journalGateTexts } from './journal-gate';

// Only types from the English module: a value imported from it could carry its words into the Spanish pages.
export type { IncidentFieldName, JournalPrompt, JournalPromptId } from '@core/content/journal';

export const journalPrompts: Translation<typeof en.journalPrompts> = [
  // Seguridad y compasión hacia sí misma (días 1-3 del camino)
  { id: 'day-1', text: '¿Qué cosa pequeña te ayudó a sobrellevar el día de hoy? Puede ser algo muy pequeño: una taza de té, una canción, un momento de calma.' },
  { id: 'day-2', text: 'Si quieres, escríbete una frase amable, como se la escribirías a una amiga a quien quieres mucho.' },
  { id: 'day-3', text: '¿Dónde, o con quién, te has sentido aunque sea un poco más segura últimamente? Basta con una palabra o un nombre.' },
  // Ponerle nombre a lo que pasó (4-6)
  { id: 'day-4', text: '¿Cómo ha sido el día de hoy para ti, en una palabra o en unas pocas líneas? No hace falta que escribas sobre nada de lo que pasó.' },
  { id: 'day-5', text: '¿Hay algo que has venido cargando y que te gustaría dejar aquí, aunque sea por un rato? Escribe solo lo que te parezca seguro.' },
  { id: 'day-6', text: '¿Qué sabes que es verdad sobre ti, diga lo que diga cualquier otra persona?' },
  // El cuerpo (7-9)
  { id: 'day-7', text: '¿Cómo se siente tu cuerpo ahora mismo? Quizás notes tus hombros, tu respiración, tus manos. Cualquier palabra vale.' },
  { id: 'day-8', text: '¿Qué ayudó hoy a tu cuerpo a descansar o a sentirse un poco más liviano, aunque fuera por un minuto?' },
  { id: 'day-9', text: '¿Hay algo que tu cuerpo podría necesitar mañana: dormir, agua, una caminata, calor? Si quieres, escribe una sola cosa.' },
  // Límites (10-12)
  { id: 'day-10', text: '¿Hubo hoy un momento en que escuchaste lo que necesitabas? ¿Cómo fue?' },
  { id: 'day-11', text: '¿Qué te gustaría tener más en tus días, y qué te gustaría tener menos?' },
  { id: 'day-12', text: 'Si pudieras decir un “no” o un “sí” con total libertad, ¿cuál sería? Puede quedarse aquí, solo para ti.' },
  // Duelo (13-15)
  { id: 'day-13', text: '¿Hay algo que extrañas, o algo que esperabas y que no pasó? Puedes nombrarlo aquí con delicadeza, o dejarlo para otro día.' },
  { id: 'day-14', text: '¿Qué te ha consolado cuando te has sentido triste, en cualquier momento de tu vida?' },
  { id: 'day-15', text: '¿Qué te gustaría decirle a la parte de ti que está cansada? Unas pocas palabras bastan.' },
  // El enojo como información (16-18)
  { id: 'day-16', text: '¿Hubo algo hoy que no te pareció justo? Tienes derecho a notarlo y a escribirlo.' },
  { id: 'day-17', text: 'Cuando algo te altera, ¿qué te ayuda a sentirte estable otra vez? Puede ser un lugar, una persona, un movimiento, un sonido.' },
  { id: 'day-18', text: '¿Qué es importante para ti y quieres proteger?' },
  // Confiar en lo que ella percibe (19-21)
  { id: 'day-19', text: '¿Qué notaste hoy que quieres recordar, tal como lo viste?' },
  { id: 'day-20', text: '¿Hubo un momento en que confiaste en tu propia manera de ver las cosas? ¿Qué te lo dijo?' },
  { id: 'day-21', text: 'Escribe algo que sabes, con tus propias palabras, algo en lo que nadie tiene que estar de acuerdo contigo.' },
  // Alegría (22-24)
  { id: 'day-22', text: '¿Qué te sacó hoy aunque fuera una pequeña sonrisa o un momento de alivio?' },
  { id: 'day-23', text: '¿Qué disfrutabas antes, o qué te gustaría probar? No hay prisa.' },
  { id: 'day-24', text: '¿Por quién o por qué te sientes agradecida hoy, si algo te viene a la mente? Si no se te ocurre nada, también está bien.' },
  // Su yo del futuro (25-27)
  { id: 'day-25', text: 'Imagina una mañana tranquila, en algún momento del futuro. ¿Qué ves ahí?' },
  { id: 'day-26', text: '¿Qué pequeño paso, del tamaño que sea, te gustaría dar esta semana?' },
  { id: 'day-27', text: '¿Qué te gustaría que tu yo del futuro supiera sobre el día de hoy?' },
  // Soberanía (28-30)
  { id: 'day-28', text: '¿Qué decisión, por pequeña que sea, tomaste hoy por ti misma?' },
  { id: 'day-29', text: '¿Qué fortalezas te han traído hasta aquí? Una lista de palabras sueltas está bien.' },
  { id: 'day-30', text: 'Mirando hacia atrás estos días, ¿qué te gustaría llevar contigo?' },
  // Más para los días de en medio
  { id: 'rest-1', text: '¿Cómo sería descansar para ti hoy? Escríbelo, o simplemente descansa.' },
  { id: 'rest-2', text: '¿Hay alguna persona, mascota o lugar que para ti se sienta como cariño? Puedes escribir sobre eso.' },
  { id: 'rest-3', text: '¿Qué hiciste hoy que le agradecerías a una amiga si lo hubiera hecho ella?' },
  { id: 'rest-4', text: 'Si el día de hoy fuera un clima, ¿cuál sería? No hay respuesta correcta.' },
  { id: 'rest-5', text: '¿Qué estás aprendiendo sobre lo que necesitas?' },
  { id: 'rest-6', text: 'Escribe sobre lo que quieras: una idea, una lista, un recuerdo que te guste. Esta página es tuya.' },
];

/** La escala del ánimo: cinco palabras tranquilas, ninguna un juicio. Se guarda el valor (1-5). */
export const moodLevels: Translation<typeof en.moodLevels> = [
  { value: 1, label: 'Muy bajo' },
  { value: 2, label: 'Bajo' },
  { value: 3, label: 'Ni bien ni mal' },
  { value: 4, label: 'Más o menos bien' },
  { value: 5, label: 'Bien' },
];

/** Palabras de sentimientos que puede elegir (en femenino: hablan de ella); también puede escribir las suyas. */
export const feelingWords: Translation<typeof en.feelingWords> = [
  'tranquila',
  'cansada',
  'esperanzada',
  'triste',
  'ansiosa',
  'aliviada',
  'sola',
  'asustada',
  'enojada',
  'adormecida',
  'orgullosa',
  'confundida',
  'agradecida',
  'abrumada',
  'a salvo',
  'inquieta',
  'sensible',
  'fuerte',
  'en paz',
  'insegura',
];

export const incidentFields: Translation<typeof en.incidentFields> = {
  happenedDate: { label: 'La fecha en que pasó', name: 'La fecha en que pasó', hint: 'Si no sabes el día exacto, elige el más cercano y dilo más abajo.' },
  happenedTime: { label: 'La hora en que pasó (opcional)', name: 'La hora en que pasó', hint: 'Déjalo vacío si no la sabes.' },
  place: { label: 'Dónde pasó (opcional)', name: 'Dónde pasó', hint: 'Por ejemplo: en casa, en el carro, en una calle o en una tienda.' },
  whatHappened: {
    label: 'Qué pasó',
    name: 'Qué pasó',
    hint: 'Con tus propias palabras, tanto o tan poco como te parezca seguro. Ayudan los hechos sencillos: qué se dijo o se hizo, y en qué orden.',
  },
  witnesses: { label: 'Quién lo vio o lo oyó (opcional)', name: 'Quién lo vio o lo oyó', hint: 'Nombres, o una descripción como “una vecina”, o “nadie”.' },
  injuries: { label: 'Lesiones o daños (opcional)', name: 'Lesiones o daños', hint: 'Cualquier lesión o cosa rota, si hay fotos o una nota médica, y dónde se guardan.' },
  actionsTaken: { label: 'Lo que hiciste después (opcional)', name: 'Lo que hiciste después', hint: 'Por ejemplo: llamaste a alguien, fuiste al médico, te fuiste por un tiempo, nada todavía.' },
};

/** Los nombres de archivo ({day}: AAAA-MM-DD, el día local en que se hizo): sencillos, no dicen nada de lo que contienen. */
export const journalFileNames: Translation<typeof en.journalFileNames> = {
  recordPack: 'notas-{day}.pdf',
  recordManifest: 'notas-{day}.json',
  journalPdf: 'diario-{day}.pdf',
  journalJson: 'diario-{day}.json',
};

export const journalTexts: Translation<typeof en.journalTexts> = {
  ...journalGateTexts,

  dates: {
    at: '{day} a las {time}',
    timeNotGiven: '{day}, sin hora indicada',
  },

  about: {
    mood: 'Estado de ánimo: {value} {word}',
    feelings: 'Sentimientos: {words}',
    prompt: 'Pregunta: {text}',
  },

  today: {
    title: 'Hoy',
    affirmationCaption: 'La afirmación de hoy',
    fromJourneyCaption: 'Afirmación del día {day} de tu camino',
    promptCaption: 'La pregunta de hoy',
    anotherPrompt: 'Ver otra pregunta',
    journeyNote: 'Vienes del día {day} de tu Camino de 30 días.',
    affirmationWhy:
      'La afirmación sigue tu Camino de 30 días: es la del día en que vas. Antes de que empieces el camino, cambia con el calendario.',
  },

  write: {
    title: 'Escribir una entrada',
    editTitle: 'Editar esta entrada',
    onlySafe: 'Escribe solo lo que te parezca seguro dejar por escrito. Todos los campos son opcionales, salvo unas pocas palabras tuyas, y puedes parar cuando quieras.',
    usePrompt: 'Responder a la pregunta de hoy con esta entrada',
    moodLegend: '¿Cómo te sientes? (opcional)',
    moodNone: 'Prefiero no decirlo',
    feelingsLegend: 'Palabras para lo que sientes (opcional)',
    feelingsHint: 'Elige las que encajen, o ninguna.',
    ownFeelingLabel: 'Agrega un sentimiento con tus propias palabras',
    ownFeelingAdd: 'Agregar',
    removeFeeling: 'Quitar {word}',
    textLabel: 'Tu entrada',
    textHint: 'Una palabra, una línea o una página: lo que quieras.',
    save: 'Guardar entrada',
    saving: 'Guardando...',
    cancel: 'Cancelar',
    markIncident: 'Guardar esto como un registro con fecha de algo que pasó',
    markIncidentHint:
      'Un registro con fecha guarda cuándo pasó, dónde, qué pasó, quién lo vio, cualquier lesión y lo que hiciste. Cada cambio agrega una versión nueva; las versiones anteriores se conservan y no se pueden cambiar. Puedes poner los registros que elijas en un PDF para una intercesora, un abogado o una corte.',
    incidentLegend: 'El registro de lo que pasó',
    whatHappenedRequired: 'Escribe qué pasó, aunque sea en pocas palabras, o desmarca la casilla del registro.',
    today: 'Hoy',
  },

  saved: { title: 'Entrada guardada', description: 'Tu entrada se guarda en privado, solo para ti.' },
  savedVersion: {
    title: 'Registro guardado',
    description: 'Se agregó una versión nueva. Este registro tiene ahora {count, plural, one {# versión} other {# versiones}}; las anteriores se conservan.',
  },
  keptBoth: {
    title: 'Entrada guardada',
    description: 'Mientras tanto, esta entrada también se cambió en otro dispositivo. Se conservan las dos versiones, una al lado de la otra.',
  },
  unchanged: { title: 'Nada cambió', description: 'Esta entrada es igual que antes, así que no se agregó ninguna versión nueva.' },
  notSaved: { title: 'No se guardó', description: 'Tu entrada no se pudo guardar en este momento. Sigue aquí, así que puedes intentar de nuevo.' },
  tooLong:
    'Este registro y sus versiones anteriores, juntos, son demasiado largos para guardarse en una sola entrada (el límite es de 128 KB una vez cifrado). No se cambió nada. Puedes acortar esta versión, o empezar un registro nuevo que haga referencia a este.',

  list: {
    title: 'Tus entradas',
    empty: 'Todavía no hay entradas. Cuando guardes una, aparecerá aquí, la más reciente primero.',
    count: '{count, plural, one {# entrada} other {# entradas}}',
    written: 'Escrito el',
    edited: 'Último cambio el',
    edit: 'Editar',
    delete: 'Eliminar',
    incidentBadge: 'Registro con fecha',
    versions: '{count, plural, one {# versión} other {# versiones}}',
    showHistory: 'Ver versiones anteriores',
    historyTitle: 'Versiones anteriores (se conservan tal como se guardaron)',
    versionHeading: 'Versión {n} de {total}, guardada el {savedAt}',
    latest: '(la versión actual)',
    fromJourney: 'Del día {day} de tu camino',
    // Short: a button does not wrap, and a 320 px phone must fit it.
    showMore: 'Ver {next, plural, other {# más}} ({rest} sin mostrar)',
  },

  deleteDialog: {
    title: '¿Eliminar esta entrada?',
    body: 'Se borrará de tu espacio privado en todos tus dispositivos. Esto no se puede deshacer.',
    incidentBody:
      'Este es un registro con fecha: el registro y todas sus versiones anteriores se borrarán de tu espacio privado en todos tus dispositivos. Esto no se puede deshacer.',
    keep: 'Conservarla',
    confirm: 'Eliminar entrada',
    deleting: 'Eliminando...',
    notDeleted: 'No se eliminó',
    done: { title: 'Entrada eliminada', description: 'La entrada se borró de tu espacio privado.' },
    failed: 'La entrada no se pudo eliminar en este momento. Sigue ahí; intenta de nuevo.',
  },

  patterns: {
    title: 'Patrones',
    intro: 'Lo que has anotado, contado tal cual. Son tus propias palabras y decisiones, no un diagnóstico, y no hay un estado de ánimo correcto ni incorrecto.',
    moodTitle: 'Tu estado de ánimo con el tiempo',
    moodDescription: 'El estado de ánimo que elegiste en cada entrada, de 1 (Muy bajo) a 5 (Bien). Las entradas sin estado de ánimo no se incluyen.',
    moodNone: 'Todavía no hay estados de ánimo. Cuando elijas uno en una entrada, aparecerá aquí.',
    showTable: 'Ver como tabla',
    tableDate: 'Fecha',
    tableMood: 'Estado de ánimo',
    feelingsTitle: 'Los sentimientos que más nombraste',
    feelingsNone: 'Todavía no hay palabras de sentimientos.',
    times: '{count, plural, one {# vez} other {# veces}}',
    chartLine: 'Estado de ánimo',
    chartSummary:
      'Tu estado de ánimo con el tiempo: {count, plural, one {# entrada} other {# entradas}} con estado de ánimo, del {from} al {to}. {counts}.',
  },

  exportImport: {
    title: 'Guarda una copia, o recupera una',
    intro:
      'Los archivos se crean en este dispositivo y nunca se envían a ningún lugar. Un archivo que descargas no está cifrado: guárdalo donde solo tú puedas llegar, y bórralo cuando ya no lo necesites.',
    json: 'Descargar mi diario (JSON)',
    pdf: 'Descargar mi diario (PDF)',
    importLabel: 'Recuperar un archivo del diario (JSON)',
    importHint: 'Las entradas que ya están en tu diario no se agregan dos veces.',
    importing: 'Recuperando tus entradas...',
    imported:
      '{added, plural, one {Se agregó # entrada} other {Se agregaron # entradas}}{skipped, plural, =0 {} one {; # ya estaba aquí y se dejó tal como estaba} other {; # ya estaban aquí y se dejaron tal como estaban}}.',
    importNothing: 'Todas las entradas de este archivo ya están en tu diario. No se agregó nada.',
    importInvalid: 'Este archivo no es un archivo del diario de este sitio, o fue modificado. No se agregó nada.',
    importPartial: '{added, plural, one {Se agregó # entrada} other {Se agregaron # entradas}} antes de que algo fallara. Intenta de nuevo: las entradas que ya se agregaron no se agregan dos veces.',
    downloaded: 'Se guardó en tus descargas como {fileName}.',
    pdfFailed: 'El PDF no se pudo crear en este momento. Intenta de nuevo.',
    notMade: 'No se creó',
  },

  pack: {
    title: 'Paquete de registros para una intercesora, un abogado o una corte',
    intro:
      'Elige los registros con fecha que quieres poner en un PDF. Se crea en este dispositivo y nunca se envía a ningún lugar. Cada registro lleva una huella digital: una marca de su texto que cambia si cambia un solo carácter.',
    none: 'Todavía no hay registros con fecha. Marca una entrada como registro con fecha para incluirla aquí.',
    chooseLegend: 'Registros que quieres incluir',
    nameLabel: 'Nombre para la portada (opcional)',
    nameHint: 'Tu nombre, o déjalo vacío. Solo se imprime en la portada.',
    make: 'Crear el paquete (PDF)',
    making: 'Creando el PDF...',
    chooseOne: 'Elige al menos un registro.',
    made: 'Tu paquete de {count, plural, one {# registro} other {# registros}} se guardó en tus descargas como {fileName}.',
    failed: 'El paquete de registros no se pudo crear en este momento. Intenta de nuevo.',
    companion: 'Su archivo complementario, {fileName}, va adjunto dentro del PDF; guárdalo también junto al PDF con el botón de abajo. Quien revise el paquete puede abrirlo en la página "{verifyTitle}" de este sitio.',
    saveCompanion: 'Guardar el archivo complementario ({fileName})',
    chooseHint: 'Todos los registros están elegidos. Desmarca los que quieras dejar fuera.',
    notMade: 'No se creó',
  },

  receipts: {
    noReceiptYet: 'Todavía sin recibo',
    noReceiptHint: 'El sitio no pudo firmar esta versión cuando se guardó. Está guardada de todos modos; el diario lo vuelve a pedir la próxima vez que lo abras.',
    savedWithoutReceipt: {
      title: 'Guardado, todavía sin recibo',
      description: 'Tu registro está guardado. El sitio no pudo firmarlo en este momento, así que todavía no tiene recibo: el diario lo vuelve a pedir la próxima vez que lo abras.',
    },
  },

  pdf: {
    journalTitle: 'Mi diario',
    packTitle: 'Registro de hechos',
    preparedFor: 'Preparado para:',
    noName: 'Sin nombre',
    period: 'Período de los registros:',
    periodRange: 'del {from} al {to}',
    madeOn: 'Fecha de creación:',
    recordCount: 'Número de registros:',
    packDigest: 'Huella digital de todo el paquete (SHA-256):',
    happened: 'Cuándo pasó:',
    written: 'Escrito por primera vez:',
    lastEdited: 'Último cambio:',
    notEdited: 'Sin cambios desde que se escribió',
    versions: 'Versiones conservadas:',
    firstStored: 'Guardado por primera vez en el servidor (hora del servidor):',
    digest: 'Huella digital de este registro (SHA-256):',
    place: 'Dónde:',
    whatHappened: 'Qué pasó:',
    witnesses: 'Quién lo vio o lo oyó:',
    injuries: 'Lesiones o daños:',
    actionsTaken: 'Lo que hizo después:',
    notGiven: 'No se indicó',
    ownRecord: 'Este es un registro personal, con las palabras de la persona que lo escribió. No es un diagnóstico ni una conclusión legal.',
    unencodable:
      'Algunos caracteres de este registro (como emojis o letras fuera de los alfabetos de Europa occidental) no se pueden dibujar con la fuente de este PDF y aquí se omiten. La huella digital es del texto exactamente como se escribió, que el archivo del diario (JSON) conserva.',
    recordHeading: 'Registro {n} de {total}',
    pageNumber: 'Página {page} de {pages}',
    versionsTitle: 'Todas las versiones, de la más antigua a la más reciente',
    versionHeading: 'Versión {n} de {total}',
    versionSaved: 'Guardada: {savedAt} (el reloj de su dispositivo, que ella ajusta)',
    versionDigest: 'Huella digital del texto de esta versión (SHA-256):',
    historyDigest: 'Huella digital de esta versión con todas las anteriores (lo que firma el recibo):',
    receiptSigned: 'Recibo: firmado por el sitio el {signedAt} (el reloj del sitio, UTC), recibo {id}, clave {keyId}. Firma:',
    noReceipt: 'Sin recibo: no se pudo llegar al sitio cuando se guardó esta versión. Nada muestra cuándo se escribió esta versión.',
    firstVersion: 'La primera versión.',
    changesTitle: 'Qué cambió desde la versión {n}:',
    changedFrom: '{field}: cambió de "{from}" a "{to}".',
    fieldAdded: '{field}: se agregó "{to}".',
    fieldRemoved: '{field}: se quitó (era "{from}").',
    wordsAdded: '{field}: palabras agregadas: "{words}".',
    wordsRemoved: '{field}: palabras quitadas: "{words}".',
    notAnyMore: '(nada)',
    companionTitle: 'Cómo comprobar los recibos',
    companion: [
      'Una versión de arriba con recibo fue firmada por el sitio, con su propia clave: su huella digital y la hora en que el sitio la recibió. Solo se envió la huella, nunca las palabras, así que el sitio nunca supo lo que se escribió.',
      'Este PDF lleva un archivo complementario, {fileName}, adjunto dentro de él (la mayoría de los lectores de PDF lo muestran entre los archivos adjuntos) y ofrecido a su lado. En {verifyUrl}, elige ese archivo: la página comprueba, registro por registro, cada huella digital y cada recibo con las claves del sitio, en el navegador, sin enviar nada. Las claves, con las fechas en que se usó cada una, están publicadas en {keysUrl}.',
      'Qué prueba un recibo válido: que este texto exacto, con todas las versiones anteriores del registro, existía a más tardar a la hora de su recibo, y que no se ha cambiado desde entonces.',
      'Qué no prueba: que los hechos pasaron como están escritos, quién lo escribió, ni que un tribunal lo vaya a aceptar. Que un tribunal, la policía o cualquier otra entidad acepte este registro depende de ellos y de la ley del lugar donde estás.',
    ],
    seeLastPage: '{title}: consulta la última página.',
    digestsInOrder: 'Las huellas digitales de este paquete, en orden:',
    howToCheckTitle: 'Cómo comprobar las huellas digitales',
    howToCheck: [
      'Una huella digital (SHA-256) es como la huella del texto de un registro. Cualquier persona puede volver a calcularla a partir del texto; si se hubiera cambiado aunque fuera un solo carácter, la huella sería completamente distinta. Muestra si un registro es igual que cuando se creó este paquete. No prueba cuándo ni quién escribió el registro.',
      'Qué se calcula para cada registro: el texto de su versión más reciente como un objeto JSON con exactamente estas claves, en este orden, y sin espacios entre las partes: happenedDate, happenedTime, place, whatHappened, witnesses, injuries, actionsTaken. Cada valor es una cadena de texto tal como ella la escribió (una cadena vacía cuando no se indicó). El objeto se escribe como lo escribe JSON.stringify de JavaScript, y se codifica en UTF-8. La huella se imprime en hexadecimal en minúsculas.',
      'Qué se calcula para todo el paquete: las huellas de los registros en el orden en que aparecen en este paquete, cada una seguida de un salto de línea (line feed), codificadas en UTF-8.',
      `Para comprobarlo con una computadora: en el archivo del diario (JSON) descargado desde el diario, cada registro con fecha tiene un campo “canonical” que contiene exactamente el texto del que se calcula la huella. Con las herramientas gratuitas jq y sha256sum, el comando jq -j '.entries[] | select(.incident.sha256 == “HUELLA”) | .incident.canonical' diario.json | sha256sum (con la huella del registro en lugar de HUELLA) la vuelve a calcular a partir del texto del registro: imprime la misma huella si no se cambió nada. Para todo el paquete, printf “%s\\n” seguido de las huellas de los registros en el orden del paquete, enviado a sha256sum, imprime la huella del paquete.`,
      'Si una corte, un agente de policía o cualquier otra institución acepta este registro, y cuánto peso le da, depende de esa corte y de la ley del lugar donde estás. Una intercesora o un abogado puede decirte qué se necesita donde vives.',
    ],
  },
};
