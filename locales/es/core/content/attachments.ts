/**
 * Fotos y archivos en sus registros del diario (docs/decisions/0032): el gemelo de
 * ./attachments.ts (mismas exportaciones, misma forma), que la compilación en español usa en su
 * lugar (docs/decisions/0024-two-languages.md).
 */
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/attachments';

export const attachmentTexts: Translation<typeof en.attachmentTexts> = {
  legend: 'Fotos y archivos',
  intro:
    'Puedes guardar fotos, capturas de pantalla y archivos PDF con este registro (hasta 6, de hasta 25 MB cada uno). Se cierran con llave en este navegador con tu frase de acceso antes de enviarse, igual que tus palabras.',
  choose: 'Añadir una foto o un archivo',
  takePhoto: 'Tomar una foto',
  // Source: W3C HTML Media Capture (https://w3c.github.io/html-media-capture/, checked 2026-11-28): a page only
  // requests the camera and has no "detailed author control over capture"; whether the phone also keeps the
  // photo in its gallery is its own (docs/decisions/0032), so we claim neither way.
  takePhotoNote:
    'Según tu teléfono, una foto que tomes aquí también puede quedar guardada en las fotos de tu teléfono. No podemos controlarlo: revisa tus fotos después y bórrala allí si alguien puede mirarlas.',
  keepLegend: 'Qué guardar de {name}',
  smaller: 'Una copia más pequeña (recomendado)',
  smallerHint:
    'Más pequeña y más rápida de enviar. Deja fuera lo que el teléfono esconde dentro de la imagen: dónde y cuándo se tomó, y qué teléfono la tomó. Si alguien ve la foto, no le dice dónde estabas.',
  original: 'El original',
  originalHint:
    'Más grande, tal como lo guardó tu teléfono. A menudo conserva dónde y cuándo dice el teléfono que se tomó, lo que puede respaldar lo que cuentas que pasó. Cualquiera que tenga el archivo también puede leerlo, incluido dónde estabas.',
  originalOnly:
    'Este navegador no puede hacer una copia más pequeña de esta imagen, así que se guardará el original, con el lugar y la hora que tu teléfono haya guardado en ella.',
  pdfKept: 'Un archivo PDF se guarda tal como está.',
  remove: 'Quitar {name}',
  removeSaved: 'Quitar {name} de este registro',
  tooMany: 'Un registro puede guardar hasta 6 fotos y archivos. Quita uno antes de añadir otro.',
  tooBig: '{name} pesa más de 25 MB, así que no se puede guardar. No se añadió nada.',
  notAllowed: '{name} no es una foto (JPEG, PNG, WebP, HEIC) ni un archivo PDF, así que no se puede guardar.',
  sending: 'Cerrando con llave y enviando {name}…',
  sendFailed: 'No se pudo enviar una foto o un archivo, así que este registro no se guardó. No se guardó nada de él. Vuelve a intentarlo.',
  saved: 'Guardado con este registro',
  noName: 'Foto sin nombre',
  smallerLabel: 'copia más pequeña',
  originalLabel: 'original',
  open: 'Abrir {name}',
  opening: 'Abriendo…',
  openPdf: 'Abrir {name} (PDF, se guarda en tus descargas)',
  pdfDownloaded: '{name} se abrió en este navegador y se pasó a tus descargas. Ahí es un archivo común, sin llave: elimínalo cuando ya no lo necesites.',
  unreadable: 'Este archivo no se pudo leer. Puede estar dañado, o no se guardó en este sitio.',
  thumbnailAlt: 'Foto guardada con este registro: {name}',
  deleteWarning: 'Sus fotos y archivos se eliminan con él.',
  pack: {
    heading: 'Fotos y archivos',
    kept: 'Guardado: {kind}, {size}, añadido el {addedAt}',
    digest: 'SHA-256 del archivo: {digest}',
    receipt: 'Recibo {id}, firmado el {signedAt} con la clave {keyId}',
    noReceipt: 'Este archivo aún no tiene recibo.',
    notDrawn: 'Este archivo no se dibuja aquí (un PDF, o una imagen que el paquete no puede dibujar); su huella digital de arriba lo identifica.',
    unreadable: 'Este archivo no se pudo leer (puede estar dañado o borrado), así que no está en el paquete; su huella digital de arriba lo identifica.',
    howToCheck:
      'Cada foto y archivo tiene la huella digital SHA-256 de exactamente los bytes que ella guardó. Guarda el archivo de los archivos que acompañan al paquete y calcula `sha256sum ARCHIVO`: el mismo valor significa el mismo archivo. Un recibo prueba que esos bytes existían a más tardar a su hora.',
  },
};
