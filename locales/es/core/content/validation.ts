import type { Translation } from '@core/i18n';
import type * as en from '@core/content/validation';

export const commonMessages: Translation<typeof en.commonMessages> = {
  tooLong: 'Escribe menos de {max, number} caracteres aquí.',
  emailMissing: 'Escribe tu correo electrónico.',
  emailTooLong: 'Ese correo electrónico es demasiado largo.',
  emailInvalid: 'Escribe un correo electrónico válido.',
  nameMissing: 'Escribe tu nombre.',
};

export const communityFieldMessages: Translation<typeof en.communityFieldMessages> = {
  nameMissing: 'Escribe tu nombre, o elige publicar de forma anónima.',
  emailMissing: 'Escribe tu correo electrónico, o elige publicar de forma anónima.',
  nameTooLong: 'Escribe tu nombre con menos de {max, number} caracteres.',
  anonymous: 'Indica si quieres publicar de forma anónima.',
  title: 'Ponle un título a tu publicación.',
  content: 'Escribe tu publicación.',
  category: 'Elige una categoría.',
  tagNotText: 'Cada etiqueta debe ser texto.',
  tagBlank: 'Las etiquetas no pueden estar vacías.',
  tagTooLong: 'Escribe cada etiqueta con menos de {max, number} caracteres.',
  tagsNotList: 'Las etiquetas deben ser una lista.',
  tooManyTags: 'Usa {max, number} etiquetas como máximo.',
};

export const communityMessages: Translation<typeof en.communityMessages> = {
  missingTitle: 'Falta información',
  missingDescription: 'Escribe un título y el contenido',
  createdTitle: '¡Publicación creada!',
  createdAnonymousDescription:
    'Tu publicación se compartirá de forma anónima. Está esperando revisión y aparecerá en la comunidad cuando se apruebe.',
  createdNamedDescription:
    'Tu publicación se compartirá con tu nombre. Está esperando revisión y aparecerá en la comunidad cuando se apruebe.',
  failedTitle: 'Error',
  failedDescription: 'No se pudo crear la publicación. Intenta de nuevo.',
  postingAnonymously: 'Publicas de forma anónima',
  postingWithName: 'Publicas con tu nombre',
  toggleForm: 'Comparte tu historia o haz una pregunta',
};

export const contactFieldMessages: Translation<typeof en.contactFieldMessages> = {
  donationType: 'Elige de la lista lo que te interesa donar.',
  message: 'Escribe tu mensaje.',
  subject: 'Envía el mensaje desde el formulario de contacto.',
};

export const contactMessages: Translation<typeof en.contactMessages> = {
  missingTitle: 'Falta información',
  missingDescription: 'Completa todos los campos obligatorios.',
  failedTitle: 'Error',
  failedDescription: 'No se pudo enviar el mensaje. Intenta de nuevo.',
  sentTitle: '¡Mensaje enviado!',
  sentDescription: 'Gracias por tu interés en apoyar el movimiento. Nuestro equipo se pondrá en contacto contigo pronto.',
  sendingButton: 'Enviando...',
  homeSentTitle: 'Mensaje enviado',
  homeSentDescription: 'Te responderemos pronto. Si necesitas apoyo ahora mismo, llama al 1-800-799-7233.',
  rateLimitedDescription: 'Enviaste varios mensajes en poco tiempo. Espera un minuto y vuelve a intentarlo.',
};

export const rateLimitMessages: Translation<typeof en.rateLimitMessages> = {
  tooManyRequests: 'Demasiadas solicitudes. Espera un minuto y vuelve a intentarlo.',
  tooManyAttempts: 'Demasiados intentos con este correo o desde esta conexión. Espera 15 minutos y vuelve a intentarlo.',
};

export const toolFieldMessages: Translation<typeof en.toolFieldMessages> = {
  passphraseMissing: 'Escribe tu frase de acceso privada.',
  passphraseTooLong: 'Tu frase de acceso debe tener menos de {max, number} caracteres.',
  passphraseTooShort: 'Tu frase de acceso necesita al menos {min, number} caracteres.',
  day: 'Elige un día del 1 al {last, number}.',
  reflectionTooLong: 'Escribe tu reflexión con menos de {max, number} caracteres.',
  completeOnly: 'Solo se puede completar un día.',
  behavior: 'Elige una de las ocho conductas.',
  situationTooLong: 'Describe la situación con menos de {max, number} caracteres.',
  scriptMissing: 'Crea un guion antes de guardarlo.',
  scriptTooLong: 'El guion debe tener menos de {max, number} caracteres.',
  tone: 'Elige sencillo, firme o salida.',
};

export const vaultFieldMessages: Translation<typeof en.vaultFieldMessages> = {
  currentPassphrase: 'Escribe tu frase de acceso actual.',
  confirmPassphrase: 'Escribe otra vez la nueva frase de acceso.',
  passphrasesDiffer: 'Las dos frases de acceso nuevas no son iguales. Escríbelas otra vez.',
  autoLock: 'Elige 5, 15 o 30 minutos.',
  passphraseAgain: 'Escribe otra vez tu frase de acceso.',
  oldPassphrase: 'Escribe la frase de acceso que usabas con las herramientas antiguas.',
};

export const vaultMessages: Translation<typeof en.vaultMessages> = {
  signedOut: 'Primero desbloquea tu espacio privado con tu correo electrónico y tu frase de acceso.',
  recordTooLarge:
    'Esta entrada es demasiado grande para guardarla (el límite es de 128 KB una vez cifrada). Acórtala y vuelve a intentarlo.',
  vaultFull: 'Tu espacio privado está lleno (el límite es de 10 MB). Elimina algunas entradas antes de guardar más.',
  tooManyRecords: 'Tu espacio privado ya guarda todas las entradas que puede (5,000). Elimina algunas antes de guardar más.',
  conflict: 'Esta entrada se cambió en otro dispositivo después de que la abriste.',
  rekeyWrongCurrent: 'Tu frase de acceso actual no abre este espacio. Escríbela otra vez.',
  rekeySamePassphrase: 'La nueva frase de acceso abre el mismo espacio que la actual. Elige otra distinta.',
  rekeyTargetInUse: 'Ya hay algo guardado con la nueva frase de acceso. Elige otra distinta.',
  rekeyStale:
    'Tus entradas cambiaron en otro dispositivo mientras cambiabas tu frase de acceso. No se cambió nada: vuelve a intentarlo.',
  migrationTokenInvalid: 'Este traslado de tus entradas anteriores ya no es válido. Vuelve a pedirlo.',
  migrationChanged: 'Tus entradas anteriores cambiaron desde que se leyeron. Vuelve a pedir el traslado.',
  legacyToolsEnded: 'El traslado de entradas de las herramientas antiguas terminó, y sus copias se borraron.',
  writeBudgetSpent:
    'Hoy se ha guardado mucho desde esta conexión, así que guardar está en pausa hasta mañana. Todo lo que ya está en tu espacio privado está a salvo, y aún puedes leer y eliminar entradas.',
  storageFull:
    'Nuestro almacenamiento está lleno en este momento, así que no se puede guardar nada nuevo. Todo lo que ya está en tu espacio privado está a salvo, y aún puedes leer y eliminar entradas. Vuelve a intentarlo más tarde.',
  filesFull:
    'Tu espacio privado está lleno: guarda hasta 100 MB, con fotos y archivos. Este archivo no se añadió. Elimina algunas fotos o entradas antes de añadir más.',
  fileTooLarge: 'Este archivo es demasiado grande para guardarlo (el límite es de 25 MB). No se añadió nada.',
  fileChunkInvalid: 'Esta parte de un archivo no se pudo recibir: no es una parte cifrada de un archivo. No se añadió nada.',
  fileMissing: 'Este archivo no está en tu espacio privado.',
};

export const receiptMessages: Translation<typeof en.receiptMessages> = {
  digest: 'Envía la huella digital como 64 caracteres hexadecimales en minúscula.',
};

export const journalFieldMessages: Translation<typeof en.journalFieldMessages> = {
  dateMissing: 'Elige la fecha en que pasó.',
  dateInvalid: 'Elige la fecha en que pasó (la más cercana que sepas).',
  time: 'Elige una hora, o déjala vacía.',
  placeMissing: 'Escribe dónde pasó.',
  placeTooLong: 'Escribe dónde pasó con menos de {max, number} caracteres.',
  whatHappenedMissing: 'Escribe qué pasó.',
  whatHappenedTooLong: 'Escribe qué pasó con menos de {max, number} caracteres.',
  whatHappenedEmpty: 'Escribe qué pasó, aunque sea en pocas palabras.',
  witnessesMissing: 'Escribe quién lo vio o lo oyó.',
  witnessesTooLong: 'Escribe quién lo vio o lo oyó con menos de {max, number} caracteres.',
  injuriesMissing: 'Escribe las lesiones o los daños.',
  injuriesTooLong: 'Escribe las lesiones o los daños con menos de {max, number} caracteres.',
  actionsMissing: 'Escribe qué hiciste después.',
  actionsTooLong: 'Escribe qué hiciste después con menos de {max, number} caracteres.',
  feelingMissing: 'Escribe un sentimiento.',
  feelingTooLong: 'Escribe cada sentimiento con menos de {max, number} caracteres.',
  mood: 'Elige un estado de ánimo del 1 al 5.',
  seriousness: 'Elige qué tan grave fue, del 1 al 5, o déjalo vacío.',
  tooManyFeelings: 'Elige {max, number} sentimientos como máximo.',
  textMissing: 'Escribe tu entrada.',
  textTooLong: 'Escribe tu entrada con menos de {max, number} caracteres.',
  prompt: 'Esa pregunta no es válida.',
  empty: 'Escribe algo antes de guardar: basta con una palabra.',
};

export const symptomFieldMessages: Translation<typeof en.symptomFieldMessages> = {
  choice: 'Esa opción no es válida.',
  symptomMissing: 'Escribe el síntoma.',
  symptomTooLong: 'Escribe el síntoma con menos de {max, number} caracteres.',
  momentMissing: 'Escribe el momento.',
  momentTooLong: 'Escribe el momento con menos de {max, number} caracteres.',
  intensityMissing: 'Elige qué tan fuerte fue, del {min, number} al {max, number}.',
  intensityWhole: 'Elige un número entero del {min, number} al {max, number}.',
  intensityRange: 'Elige un número del {min, number} al {max, number}.',
  when: 'Elige cuándo pasó.',
  tooManyMoments: 'Elige {max, number} momentos como máximo.',
  notesMissing: 'Escribe tus notas.',
  notesTooLong: 'Escribe tus notas con menos de {max, number} caracteres.',
  symptomOrOwn: 'Elige un síntoma de la lista, o escríbelo con tus propias palabras.',
  symptomChoose: 'Por favor, elige lo que sentiste, o elige “Con mis propias palabras”.',
  ownSymptomMissing: 'Por favor, escribe con tus propias palabras lo que sentiste.',
};

export const exitPlanFieldMessages: Translation<typeof en.exitPlanFieldMessages> = {
  noteMissing: 'Escribe tu nota.',
  noteTooLong: 'Escribe esta nota con menos de {max, number} caracteres.',
};

export const shareFieldMessages: Translation<typeof en.shareFieldMessages> = {
  chooseOne: 'Elige al menos uno para compartir.',
  code: 'Escribe los seis dígitos del código.',
};
