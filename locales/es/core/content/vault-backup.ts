import type { Translation } from '@core/i18n';
import type * as en from '@core/content/vault-backup';

export const backupTexts: Translation<typeof en.backupTexts> = {
  title: 'Copia de seguridad',
  intro:
    'Una copia de seguridad es un solo archivo con todo tu espacio privado, todavía cerrado con tu frase de acceso: solo se abre en un espacio privado abierto con el mismo correo electrónico y la misma frase de acceso. Es tan segura como tu frase de acceso. Si olvidas la frase de acceso, nadie puede abrirla.',
  save: 'Guardar una copia de seguridad cifrada',
  saving: 'Tu navegador está guardando {fileName}. Guárdala en un lugar seguro.',
  restoreLabel: 'Restaurar una copia de seguridad',
  restoreHint: 'Elige un archivo de copia de seguridad. Las entradas que ya tienes no se agregan dos veces; donde son distintas, se conservan las dos.',
  restoring: 'Restaurando tu copia de seguridad...',
  restoredOne: 'Se agregó una entrada de tu copia de seguridad.',
  restoredMany: 'Se agregaron {count} entradas de tu copia de seguridad.',
  restoredNothing: 'Todo lo que hay en esta copia de seguridad ya está en tu espacio privado. No se agregó nada.',
  wrongPassphrase:
    'Esta copia de seguridad no se pudo abrir con esta frase de acceso, o fue modificada. No se agregó nada. Solo se abre en un espacio privado abierto con el mismo correo electrónico y la misma frase de acceso que cuando se guardó.',
  invalid: 'Este archivo no es una copia de seguridad de un espacio privado de este sitio. No se agregó nada.',
  failed: 'No pudimos comunicarnos con el servidor en este momento, así que no se restauró nada. Intenta de nuevo.',
};
