/**
 * The language this build of the site speaks. Every text module in core/content may have a
 * Spanish twin beside it (`x.ts` → `x.es.ts`, same exports, same shape); the Spanish build
 * resolves each import of a text module to its twin, so a page carries only its own language's
 * words (docs/decisions/0024-two-languages.md). The server, which answers both languages, imports
 * both modules by name instead.
 */
export const locale = {
  /** Its BCP 47 tag: `<html lang>`, hreflang, and the database's record of her language. */
  code: 'en',
  /** For dates and numbers (Intl, toLocaleDateString). */
  intl: 'en-US',
  /** What this language's paths start with: '' for English at today's paths, '/es' for Spanish. */
  pathPrefix: '',
  /**
   * How a large sum of money is shown: 'short' as SPEC.md §2 gives it ("$104K", "$3.6 trillion"),
   * or 'full', the whole figure through Intl ("$103,767"), where a short form misleads: a Spanish
   * "billón" is a million million, which many readers in the US take for the English billion.
   */
  largeSums: 'short',
} as const;
