import { readFileSync, statSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../message-format';
import { researchFigures } from './statistics';
import { guideFileInfo, headlineStatistics, homeGuides, recoveryPath } from './home';
import { headlineValue } from '../headline-figures';

const publicFile = (href: string) => new URL(`../../public${href}`, import.meta.url);

describe('home guides', () => {
  it('are the two free guides, each titled as its text', () => {
    expect(homeGuides.map((guide) => guide.href)).toEqual(['/books/sis-i-get-it.pdf', '/books/am-i-living-in-save.pdf']);
    for (const guide of homeGuides) {
      const markdown = readFileSync(new URL(`./guides/${guide.id}.md`, import.meta.url), 'utf8');
      expect(markdown.split('\n', 1)[0]).toBe(`# ${guide.title}`);
      expect(guide.href).toBe(`/books/${guide.fileName}`);
    }
  });

  it('state the size and page count of the committed PDFs', async () => {
    for (const guide of homeGuides) {
      const path = publicFile(guide.href);
      expect(Math.round(statSync(path).size / 1000), `${guide.href} size (run the guide generator? update sizeKb)`).toBe(guide.sizeKb);
      const pdf = await PDFDocument.load(readFileSync(path), { updateMetadata: false });
      expect(pdf.getPageCount(), `${guide.href} pages`).toBe(guide.pages);
    }
  });

  it('describe the file plainly', () => {
    expect(formatMessage(guideFileInfo, { sizeKb: 59, pages: 16 })).toBe('PDF, 59 KB, 16 pages');
  });
});

describe('home headline statistics', () => {
  it('show only SPEC.md figures, from the statistics defaults', () => {
    const { realWorldData } = researchFigures;
    expect(headlineStatistics.map((stat) => headlineValue(stat.id))).toEqual([
      `${realWorldData.intimatePartnerViolenceLifetime}%`,
      `${realWorldData.psychologicalAggressionLifetime}%`,
      '$104K',
      `${realWorldData.averageRecoveryTimeMonths} months`,
    ]);
    expect(headlineStatistics.map((stat) => headlineValue(stat.id))).toEqual(['41%', '47.1%', '$104K', '18 months']);
  });
});

describe('recovery path', () => {
  it('has the four steps of SPEC.md in order', () => {
    expect(recoveryPath.steps.map((step) => step.name)).toEqual(['Recognition', 'Recovery', 'Reclamation', 'Thriving']);
  });
});
