import type { Translation } from '@core/i18n';
import type * as en from '@core/content/ui';

export const uiTexts: Translation<typeof en.uiTexts> = {
  close: 'Cerrar',
  opensInNewTab: ' (se abre en una pestaña nueva)',
  callNumber: (number) => `Llama al ${number}`,
  required: ' (obligatorio)',
};
