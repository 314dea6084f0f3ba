import type { Translation } from '@core/i18n';
import type { locale as english } from '@core/content/locale';

export const locale: Translation<typeof english> = {
  code: 'es',
  intl: 'es-US',
  pathPrefix: '/es',
  largeSums: 'full',
};
