import type { Translation } from '@core/i18n';
import type { locale as english } from '@core/content/locale';
import { LANGUAGE_BY_CODE } from '@core/languages';

export const locale: Translation<typeof english> = LANGUAGE_BY_CODE.es;
