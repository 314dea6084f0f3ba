import { locale } from '@core/content/locale';
import { LOCALE_NAMES, LOCALES, pathIn, type Locale } from '@core/i18n';
import { pageFor } from '@core/route-lookup';
import type { PageEntry } from '@core/routes';
import { siteConfig } from '@core/site-config';

export const OG_IMAGE_PATH = '/og-image.png';

/** `Page | S.A.V.E. Sisterhood`. */
export function pageTitle(title: string): string {
  return `${title} | ${siteConfig.productName}`;
}

type MetaInput = Pick<PageEntry, 'path' | 'title' | 'description'> & {
  keywords?: string;
  robots?: string;
  /**
   * Whether the page exists in every language at the same path (docs/decisions/0024). The 404
   * and the coach's console do not: they name no alternates, and the language switch on them
   * goes to the other language's home page.
   */
  translated?: boolean;
};

/** One <meta> tag: by name (description, robots, twitter:*) or by property (og:*). */
export type MetaTag = { name: string; content: string } | { property: string; content: string };

/** The same page in a language: hreflang alternates and the language switch. */
export type PageLanguage = { locale: Locale; name: string; href: string; url: string };

/** What the layout puts in <head> for one page. */
export type PageHead = {
  title: string;
  canonical: string;
  meta: MetaTag[];
  /** <html lang>. */
  lang: Locale;
  /** <html dir>: the language's writing direction (core/languages.ts). */
  dir: 'ltr' | 'rtl';
  /** The page in each language (hreflang alternates; empty for a page in one language only). */
  alternates: PageLanguage[];
  /** Where the language switch takes her: this page in each other language. */
  otherLanguages: PageLanguage[];
};

/** Title, description, canonical URL, Open Graph and Twitter tags for one page (SPEC.md §2). */
export function buildHead({ path, title, description, keywords, robots = 'index, follow', translated = true }: MetaInput): PageHead {
  const lang = locale.code;
  const languageOf = (other: Locale): PageLanguage => {
    const href = pathIn(other, translated ? path : '/');
    return { locale: other, name: LOCALE_NAMES[other], href, url: new URL(href, siteConfig.siteUrl).toString() };
  };
  const url = new URL(pathIn(lang, path), siteConfig.siteUrl).toString();
  const image = new URL(OG_IMAGE_PATH, siteConfig.siteUrl).toString();
  const fullTitle = pageTitle(title);
  const meta: MetaTag[] = [
    { name: 'description', content: description },
    { name: 'author', content: siteConfig.productName },
    { name: 'robots', content: robots },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:site_name', content: siteConfig.productName },
    { property: 'og:locale', content: locale.intl.replace('-', '_') },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
  if (keywords) meta.push({ name: 'keywords', content: keywords });
  return {
    title: fullTitle,
    canonical: url,
    meta,
    lang,
    dir: locale.dir,
    alternates: translated ? LOCALES.map(languageOf) : [],
    otherLanguages: LOCALES.filter((other) => other !== lang).map(languageOf),
  };
}

/** The head of a page listed in core/routes.ts. */
export function headFor(path: string): PageHead {
  const page = pageFor(path);
  if (!page) throw new Error(`No page is listed for ${path} in core/routes.ts`);
  return buildHead(page);
}
