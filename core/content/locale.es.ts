import type { Translation } from '../i18n';
import type { locale as english } from './locale';

export const locale: Translation<typeof english> = {
  code: 'es',
  intl: 'es-US',
  pathPrefix: '/es',
  largeSums: 'full',
};
