import type { Translation } from '@core/i18n';
import type * as en from '@core/content/vault-backup';

export const backupTexts: Translation<typeof en.backupTexts> = {
  title: 'Copia de seguridad',
  intro:
    'Una copia de seguridad es un solo archivo con todo tu espacio privado, con tus fotos y archivos, todavía cerrado con tu frase de acceso: solo se abre en un espacio privado abierto con el mismo correo electrónico y la misma frase de acceso. Es tan segura como tu frase de acceso. Si olvidas la frase de acceso, nadie puede abrirla.',
  save: 'Guardar una copia de seguridad cifrada',
  size: 'Con tus fotos y archivos, el archivo ocupará unos {size}.',
  preparing: 'Preparando tu copia de seguridad...',
  saving: 'Tu navegador está guardando {fileName} ({size}). Guárdala en un lugar seguro.',
  saveFailed: 'No pudimos comunicarnos con el servidor en este momento, así que no se guardó ninguna copia de seguridad. Intenta de nuevo.',
  restoreLabel: 'Restaurar una copia de seguridad',
  restoreHint:
    'Elige un archivo de copia de seguridad. Las entradas que ya tienes no se agregan dos veces; donde son distintas, se conservan las dos. Las fotos y archivos que ya tienes no se envían de nuevo.',
  restoring: 'Restaurando tu copia de seguridad...',
  restoredOne: 'Se agregó una entrada de tu copia de seguridad.',
  restoredMany: 'Se agregaron {count} entradas de tu copia de seguridad.',
  restoredFilesToo: '{count, plural, one {Con ellas volvió una foto o archivo.} other {Con ellas volvieron # fotos o archivos.}}',
  restoredFilesOnly:
    '{count, plural, one {Tus entradas ya estaban aquí. Se recuperó una foto o archivo de tu copia de seguridad.} other {Tus entradas ya estaban aquí. Se recuperaron # fotos o archivos de tu copia de seguridad.}}',
  restoredNothing: 'Todo lo que hay en esta copia de seguridad ya está en tu espacio privado. No se agregó nada.',
  tooBig:
    'Esta copia de seguridad necesita unos {needed} de espacio y a tu espacio privado le quedan {free}, así que no se agregó nada. Borrar entradas, fotos o archivos que ya no necesitas libera espacio; luego intenta de nuevo.',
  wrongPassphrase:
    'Esta copia de seguridad no se pudo abrir con esta frase de acceso, o fue modificada. No se agregó nada. Solo se abre en un espacio privado abierto con el mismo correo electrónico y la misma frase de acceso que cuando se guardó.',
  invalid: 'Este archivo no es una copia de seguridad de un espacio privado de este sitio. No se agregó nada.',
  failed: 'No pudimos comunicarnos con el servidor en este momento, así que no se restauró nada. Intenta de nuevo.',
};
