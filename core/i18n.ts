/**
 * The languages of the site (docs/decisions/0024-two-languages.md, 0035-a-language-is-a-folder.md):
 * one line each in core/languages.ts. The default language lives at today's paths, every other
 * one under /<code> with the same paths after the prefix.
 */
import { locale } from './content/locale';
import { LANGUAGES, prefixOf, type Locale } from './languages';

export type { Locale } from './languages';

/** The codes of the site's languages, the default one first (a tuple, for z.enum). */
export const LOCALES = LANGUAGES.map((language) => language.code) as unknown as readonly [Locale, ...Locale[]];

/** The path prefix of each language: the default one has none. */
export const LOCALE_PREFIX = Object.fromEntries(LANGUAGES.map((language) => [language.code, prefixOf(language.code)])) as Record<Locale, string>;

/** The names a language switch shows, each in its own language. */
export const LOCALE_NAMES = Object.fromEntries(LANGUAGES.map((language) => [language.code, language.name])) as Record<Locale, string>;

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
  return withPrefix(locale.pathPrefix, path);
}

/** A path of the site in a given language (the language switch, hreflang, emails). */
export function pathIn(language: Locale, path: string): string {
  return withPrefix(LOCALE_PREFIX[language], path);
}

function withPrefix(prefix: string, path: string): string {
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
  return { locale: LOCALES[0], path };
}

/** This build's language. */
export const currentLocale = locale.code as Locale;
