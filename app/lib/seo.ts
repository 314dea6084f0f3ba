import type { MetaDescriptor } from 'react-router';
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

/** Title, description, canonical URL, Open Graph and Twitter tags for one page (SPEC.md §2). */
export function buildMeta({ path, title, description, keywords, robots = 'index, follow' }: MetaInput): MetaDescriptor[] {
  const url = new URL(path, siteConfig.siteUrl).toString();
  const image = new URL(OG_IMAGE_PATH, siteConfig.siteUrl).toString();
  const fullTitle = pageTitle(title);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { name: 'author', content: siteConfig.productName },
    { name: 'robots', content: robots },
    { tagName: 'link', rel: 'canonical', href: url },
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
  if (keywords) tags.push({ name: 'keywords', content: keywords });
  return tags;
}

/** Meta tags for a page listed in core/routes.ts. */
export function metaFor(path: string): MetaDescriptor[] {
  const page = pageFor(path);
  if (!page) throw new Error(`No page is listed for ${path} in core/routes.ts`);
  return buildMeta(page);
}
