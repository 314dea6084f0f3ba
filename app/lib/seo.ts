import { pageFor, type PageEntry } from '@core/routes';
import { siteConfig } from '@core/site-config';

export const OG_IMAGE_PATH = '/og-image.png';

/** `Page | S.A.V.E. Sisterhood`. */
export function pageTitle(title: string): string {
  return `${title} | ${siteConfig.productName}`;
}

type MetaInput = Pick<PageEntry, 'path' | 'title' | 'description'> & {
  keywords?: string;
  robots?: string;
};

/** One <meta> tag: by name (description, robots, twitter:*) or by property (og:*). */
export type MetaTag = { name: string; content: string } | { property: string; content: string };

/** What the layout puts in <head> for one page. */
export type PageHead = { title: string; canonical: string; meta: MetaTag[] };

/** Title, description, canonical URL, Open Graph and Twitter tags for one page (SPEC.md §2). */
export function buildHead({ path, title, description, keywords, robots = 'index, follow' }: MetaInput): PageHead {
  const url = new URL(path, siteConfig.siteUrl).toString();
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
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
  if (keywords) meta.push({ name: 'keywords', content: keywords });
  return { title: fullTitle, canonical: url, meta };
}

/** The head of a page listed in core/routes.ts. */
export function headFor(path: string): PageHead {
  const page = pageFor(path);
  if (!page) throw new Error(`No page is listed for ${path} in core/routes.ts`);
  return buildHead(page);
}
