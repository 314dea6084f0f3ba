/** La página que comprueba un paquete de registros (/es/verify): sus palabras. */
import type { Translation } from '@core/i18n';
import type { verifyTexts as en } from '@core/content/verify';

export const verifyTexts: Translation<typeof en> = {
  eyebrow: 'Paquetes de registros',
  title: 'Comprobar un paquete de registros',
  intro:
    'Un paquete de registros creado en el diario viene con un archivo complementario (notas-….json), guardado junto al PDF y adjunto dentro de él. Elige ese archivo aquí para ver, registro por registro, si cada registro es exactamente lo que firmó el sitio, y cuándo.',
  sendsNothing: 'El archivo se lee solo en este dispositivo. No se envía nada a ningún lugar.',
  fileLabel: 'El archivo complementario (.json)',
  fileHint: 'La mayoría de los lectores de PDF muestran el archivo adjunto en "Archivos adjuntos": guárdalo y luego elígelo aquí.',
  checking: 'Comprobando el archivo...',
  notManifest: 'Este archivo no es el archivo complementario de un paquete de registros. Elige el archivo .json guardado junto al PDF, o adjunto dentro de él. No se envió nada.',
  tooLarge: 'Este archivo es demasiado grande para ser el archivo complementario de un paquete de registros. Elige el archivo .json guardado junto al PDF.',
  couldNotCheck: 'Este navegador no pudo comprobar las firmas (necesita una versión reciente). Inténtalo en un navegador actualizado.',
  resultsTitle: 'Lo que encontró la comprobación',
  summary: '{checked} de {total} registros no han cambiado desde que el sitio los firmó.',
  madeAt: 'Paquete creado el {madeAt}.',
  packDigestDiffers: 'La huella digital del paquete no coincide con sus registros: la lista de registros se cambió después de crear el paquete.',
  recordHeading: 'Registro {n}',
  happened: 'Cuándo pasó, según lo escrito: {date}',
  checked: 'Sin cambios. Cada versión coincide con un recibo firmado por el sitio, con su clave para esa fecha.',
  changed: 'Cambiado. Este registro no es lo que firmó el sitio: se cambió, se quitó o se agregó una palabra, una fecha o una versión después de la firma.',
  unsigned: 'Algunas versiones no tienen recibo. Su texto coincide con sus huellas digitales, pero nada muestra cuándo se escribieron.',
  versionLine: 'Versión {n}, guardada el {savedAt} (el reloj del teléfono en que se escribió):',
  versionValid: 'firmada por el sitio el {signedAt} (el reloj del sitio).',
  versionNoReceipt: 'sin recibo.',
  versionChanged: 'no coincide con lo que se firmó.',
  versionBadKey: 'su recibo no está firmado con la clave del sitio para esa fecha.',
  provesTitle: 'Qué prueba esto, y qué no',
  proves: [
    'Un registro marcado sin cambios existía, palabra por palabra y con todas sus versiones anteriores, a más tardar a la hora de su recibo, y no se ha modificado desde entonces.',
    'No prueba que los hechos pasaron como están escritos, ni quién los escribió. Que un tribunal, la policía o cualquier otra persona acepte un registro depende de ellos y de la ley del lugar donde estás.',
  ],
  keysNote: 'Las claves públicas del sitio, con las fechas en que se usó cada una, están incluidas en esta página y publicadas en {keysPath}.',
  another: 'Comprobar otro archivo',
};
