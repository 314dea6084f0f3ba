import type { Translation } from '@core/i18n';
import type { locale as english } from '@core/content/locale';
import { languageLine, prefixOf } from '@core/languages';

const line = languageLine('es');

export const locale: Translation<typeof english> = { ...line, pathPrefix: prefixOf(line.code) };
