/**
 * The one line that offers the other language when her browser prefers it (issue 20): written
 * in the language it offers, so it is the only text a page carries in both languages, and so
 * this module has no twin. It is a suggestion, never a redirect: a shared phone may be set to
 * someone else's language.
 */
import type { Locale } from '../i18n';

export const languageSuggestion: Record<Locale, { text: string; link: string }> = {
  en: { text: 'Do you read English more easily?', link: 'Read this page in English' },
  es: { text: '¿Lees mejor en español?', link: 'Lee esta página en español' },
};
