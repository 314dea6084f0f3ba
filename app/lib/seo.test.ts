import { describe, expect, it } from 'vitest';
import { pages } from '@core/routes';
import { buildHead, headFor, pageTitle } from './seo';

describe('page meta', () => {
  it('titles every page "Page | S.A.V.E. Sisterhood"', () => {
    expect(pageTitle('Services')).toBe('Services | S.A.V.E. Sisterhood');
  });

  it('gives canonical, Open Graph, Twitter and robots tags with the og image', () => {
    const head = buildHead({ path: '/services', title: 'Services', description: 'Coaching.' });
    expect(head.title).toBe('Services | S.A.V.E. Sisterhood');
    expect(head.canonical).toBe('https://savesisterhood.org/services');
    expect(head.meta).toContainEqual({ property: 'og:url', content: 'https://savesisterhood.org/services' });
    expect(head.meta).toContainEqual({ property: 'og:image', content: 'https://savesisterhood.org/og-image.png' });
    expect(head.meta).toContainEqual({ property: 'og:type', content: 'website' });
    expect(head.meta).toContainEqual({ property: 'og:site_name', content: 'S.A.V.E. Sisterhood' });
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(head.meta).toContainEqual({ name: 'robots', content: 'index, follow' });
  });

  it('has a distinct title and description for every page', () => {
    const titles = new Set(pages.map((page) => page.title));
    const descriptions = new Set(pages.map((page) => page.description));
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
    for (const page of pages) expect(headFor(page.path).meta.length).toBeGreaterThan(10);
  });

  it('refuses a path that is not a listed page', () => {
    expect(() => headFor('/nowhere')).toThrow('No page is listed for /nowhere');
  });
});
