import type { Translation } from '@core/i18n';
import type * as en from '@core/content/plain-export';

export const plainExportTexts: Translation<typeof en.plainExportTexts> = {
  title: 'Este archivo no estará cerrado con llave',
  description:
    'Se guarda como un archivo común en tus descargas: cualquier persona que use este dispositivo, o que encuentre el archivo, puede abrirlo y leerlo. Muévelo a un lugar seguro o elimínalo cuando ya no lo necesites ahí.',
  cancel: 'Ahora no',
  confirm: 'Descargarlo',
};
