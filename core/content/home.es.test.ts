/** The Spanish home page's guides link to the Spanish PDFs, with their true sizes and page counts. */
import { readFileSync, statSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../message-format';
import { guideFileInfo, headlineStatistics, homeGuides } from '../../locales/es/core/content/home';
import { locale as spanishLocale } from '../../locales/es/core/content/locale';
import { statisticsTexts as spanishStatistics } from '../../locales/es/core/content/statistics';
import { headlineValue } from '../headline-figures';
import type { HeadlineStatisticId } from './home';

describe('home guides in Spanish', () => {
  it('are the Spanish guides, each titled as its text', () => {
    expect(homeGuides.map((guide) => guide.href)).toEqual(['/books/sis-i-get-it.es.pdf', '/books/am-i-living-in-save.es.pdf']);
    for (const guide of homeGuides) {
      const markdown = readFileSync(new URL(`./guides/${guide.id}.es.md`, import.meta.url), 'utf8');
      expect(markdown.split('\n', 1)[0]).toBe(`# ${guide.title}`);
      expect(guide.href).toBe(`/books/${guide.fileName}`);
    }
  });

  it('state the size and page count of the committed PDFs', async () => {
    for (const guide of homeGuides) {
      const path = new URL(`../../public${guide.href}`, import.meta.url);
      expect(Math.round(statSync(path).size / 1000), `${guide.href} size (run the guide generator? update sizeKb)`).toBe(guide.sizeKb);
      const pdf = await PDFDocument.load(readFileSync(path), { updateMetadata: false });
      expect(pdf.getPageCount(), `${guide.href} pages`).toBe(guide.pages);
    }
    expect(formatMessage(guideFileInfo, { sizeKb: 62, pages: 17 }, 'es-US')).toBe('PDF, 62 KB, 17 páginas');
  });

  it('show the English figures, the lifetime cost in full (es-US), not as "$104K"', () => {
    const values = headlineStatistics.map((stat) => headlineValue(stat.id as HeadlineStatisticId, spanishLocale, spanishStatistics.months));
    expect(values).toEqual(['41%', '47.1%', '$103,767', '18 meses']);
  });
});
