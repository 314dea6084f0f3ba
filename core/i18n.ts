/**
 * The two languages of the site (docs/decisions/0024-two-languages.md). English lives at today's
 * paths, Spanish under /es with the same paths after the prefix.
 */
import { locale } from './content/locale';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** The path prefix of each language: English has none. */
export const LOCALE_PREFIX: Record<Locale, string> = { en: '', es: '/es' };

/** The names a language switch shows, each in its own language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/**
 * The shape a Spanish twin must have: the English module's shape with every text widened to
 * `string` (a twin cannot repeat English literals). Numbers, booleans and ids keep their types;
 * the parity test (core/i18n.test.ts) checks that ids, numbers and keys are the same at run time.
 */
export type Translation<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Translation<R>
      : T extends readonly (infer U)[]
        ? readonly Translation<U>[]
        : T extends object
          ? { readonly [K in keyof T]: Translation<T[K]> }
          : T;

/** A path of the site in this build's language: `/tools` → `/es/tools` in the Spanish build. */
export function localePath(path: string): string {
  return pathIn(locale.code, path);
}

/** A path of the site in a given language (the language switch, hreflang, emails). */
export function pathIn(language: Locale, path: string): string {
  const prefix = LOCALE_PREFIX[language];
  if (!prefix || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === prefix || path.startsWith(`${prefix}/`)) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The language of a path of the site, and the path without its language's prefix. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  for (const language of LOCALES) {
    const prefix = LOCALE_PREFIX[language];
    if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) return { locale: language, path: path.slice(prefix.length) || '/' };
  }
  return { locale: 'en', path };
}

/** This build's language. */
export const currentLocale = locale.code as Locale;
