/**
 * The languages of the site, one line each (docs/decisions/0035-a-language-is-a-folder.md). A
 * language is this line and its folder of twins, locales/<code>/ (each text module's path in
 * it); the first line is the default language, at today's paths, and every other one is built
 * on its own and served under /<code>. This list drives the build (scripts/locale-build-config.mjs),
 * the server's pages and 404s, hreflang, the language switch, the API's language field and the
 * twin parity test (core/i18n.test.ts), and the server's texts and answers (server/texts.ts,
 * server/request-language.ts). The database stores a language tag of any code (its checks are of
 * the shape), so a new language needs no migration (docs/decisions/0045).
 */
export type LanguageLine = {
  /** Its BCP 47 tag: `<html lang>`, hreflang, its folder locales/<code>/, its path prefix /<code>, and the database's record of her language. */
  readonly code: string;
  /** Its name in itself, as the language switch and the coach's console show it. */
  readonly name: string;
  /** Its writing direction: `<html dir>`; the layout is written in logical CSS, so it mirrors. */
  readonly dir: 'ltr' | 'rtl';
  /** For dates and numbers (Intl, toLocaleDateString). */
  readonly intl: string;
  /**
   * How a large sum of money is shown: 'short' as SPEC.md §2 gives it ("$104K", "$3.6 trillion"),
   * or 'full', the whole figure through Intl ("$103,767"), where a short form misleads: a Spanish
   * "billón" is a million million, which many readers in the US take for the English billion.
   */
  readonly largeSums: 'short' | 'full';
  /**
   * Where the quick exit sends a visitor: a neutral, common site that is unremarkable in a
   * browser history, in the page's language. REVIEW (README "Review before launch") if the
   * owner prefers others. English: BBC weather. Spanish: The Weather Channel's US Spanish
   * edition, so leaving looks like checking the weather in her own language.
   */
  readonly quickExitUrl: string;
};

export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr', intl: 'en-US', largeSums: 'short', quickExitUrl: 'https://www.bbc.co.uk/weather' },
  { code: 'es', name: 'Español', dir: 'ltr', intl: 'es-US', largeSums: 'full', quickExitUrl: 'https://weather.com/es-US' },
] as const satisfies readonly LanguageLine[];

/** A language of the site: 'en' | 'es'. */
export type Locale = (typeof LANGUAGES)[number]['code'];

/** The default language: its pages are at today's paths, with no prefix. */
export const DEFAULT_LOCALE: Locale = LANGUAGES[0].code;

/** A language's line. */
export function languageLine(code: Locale): (typeof LANGUAGES)[number] {
  return LANGUAGES.find((language) => language.code === code)!;
}

/** What a language's paths start with: '' for the default language, '/<code>' for every other. */
export function prefixOf(code: string): string {
  return code === DEFAULT_LOCALE ? '' : `/${code}`;
}

type LineOf<C extends Locale> = Extract<(typeof LANGUAGES)[number], { code: C }>;

/**
 * Each language's line with its path prefix, by code: what that language's `locale` text module
 * says (core/content/locale.ts and its twins hold only `LANGUAGE_BY_CODE.<code>`, ADR 0036).
 */
export const LANGUAGE_BY_CODE = Object.fromEntries(LANGUAGES.map((language) => [language.code, { ...language, pathPrefix: prefixOf(language.code) }])) as {
  readonly [C in Locale]: LineOf<C> & { readonly pathPrefix: string };
};
