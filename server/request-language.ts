/**
 * The language a request asks to be answered in (docs/decisions/0045): the first language of its
 * `Accept-Language` that the site speaks (core/languages.ts, by exact tag or by its primary
 * subtag: `es-MX` is `es`), weighted by `q`; the default language when it names none. The site's
 * own pages send their page's language (app/lib/api.ts), so a page in Spanish is answered in
 * Spanish whatever the browser's own setting. Read, never logged (docs/decisions/0020).
 */
import type { FastifyRequest } from 'fastify';
import { LOCALES } from '@core/i18n';
import { DEFAULT_LOCALE, type Locale } from '@core/languages';

/** The site's language an `Accept-Language` value prefers, or the default language. */
export function languageFromHeader(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const wanted = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((choice) => choice.tag !== '' && Number.isFinite(choice.q) && choice.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of wanted) {
    const exact = LOCALES.find((code) => code.toLowerCase() === tag);
    if (exact) return exact;
    const primary = LOCALES.find((code) => code.toLowerCase() === tag.split('-')[0]);
    if (primary) return primary;
  }
  return DEFAULT_LOCALE;
}

/** The language to answer a request in. */
export function languageOf(request: Pick<FastifyRequest, 'headers'>): Locale {
  const header = request.headers['accept-language'];
  return languageFromHeader(Array.isArray(header) ? header[0] : header);
}
