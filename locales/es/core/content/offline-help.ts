import type { Translation } from '@core/i18n';
import type * as en from '@core/content/offline-help';

/** The Spanish pages kept on her phone, kept by the Spanish site's own worker. */
export const offlineHelpPages: Translation<typeof en.offlineHelpPages> = {
  crisis: '/es/crisis-support',
  stayingSafer: '/es/staying-safer',
  offline: '/es/offline',
  verify: '/es/verify',
};

/** Its own worker (the build refuses two languages sharing one), answering for the Spanish pages only. */
export const SERVICE_WORKER_PATH: Translation<typeof en.SERVICE_WORKER_PATH> = '/es/sw.js';
export const SERVICE_WORKER_SCOPE: Translation<typeof en.SERVICE_WORKER_SCOPE> = '/es/';

export const offlineHelpControl: Translation<typeof en.offlineHelpControl> = {
  title: 'Ayuda en crisis sin señal',
  explanation:
    'Puedes guardar en este teléfono esta página, la página para estar más segura, nuestras dos guías, la página que comprueba un paquete de registros y una página con todos los números de las líneas de ayuda. Así, sin señal, cualquier página de este sitio que abras te muestra esos números. No se guarda nada a menos que tú lo elijas.',
  caution:
    'Cualquier persona que abra el navegador de este teléfono podría encontrar estas páginas. Puedes quitarlas aquí cuando quieras, y el botón de Salida rápida también las quita.',
  keep: 'Guardar la ayuda en crisis en este teléfono',
  remove: 'Quitarla de este teléfono',
  unsupported:
    'Este navegador no puede guardar páginas para usarlas sin señal. Puedes anotar los números de arriba, o guardarlos en tus contactos con un nombre que te parezca seguro.',
  keeping: 'Guardando la ayuda en crisis en este teléfono…',
  kept: 'La ayuda en crisis está guardada en este teléfono. Se abre incluso sin señal.',
  keepFailed: 'No se pudo guardar la ayuda en crisis en este teléfono. Revisa tu conexión e intenta de nuevo.',
  removing: 'Quitándola de este teléfono…',
  removed: 'Listo. Ya no hay nada de este sitio guardado en este teléfono para usar sin señal.',
  removeFailed:
    'No se pudo quitar del todo. Intenta de nuevo, o borra los datos de este sitio en los ajustes de tu navegador.',
  noScript: 'Para guardar la ayuda en crisis en este teléfono hace falta JavaScript, que está desactivado en este navegador.',
};

export const offlinePage: Translation<typeof en.offlinePage> = {
  title: 'Números de crisis',
  lead: 'Estos números son gratuitos y confidenciales. Puedes llamar o enviar un mensaje de texto a cualquier hora.',
  note: 'Si estabas abriendo otra página, necesita conexión. Esta página está aquí incluso sin señal porque elegiste guardar la ayuda en crisis en este teléfono.',
  eyebrow: 'Apoyo en crisis',
  hotlinesHeading: 'Líneas de ayuda',
  moreHeading: 'Más ayuda',
  crisisLink: 'Apoyo en crisis y plan de seguridad',
  stayingSaferLink: 'Más segura en internet',
  guideLink: '{title} (PDF, {sizeKb} KB)',
};
