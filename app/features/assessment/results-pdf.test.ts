import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { criticalTier } from '@core/content/assessment-tiers';
import { hotlines } from '@core/constants';
import { buildResultsPdf, pdfSafeText, pdfTitle, resultsFileName, wrapText } from './results-pdf';

describe('results PDF', () => {
  it('maps typographic characters Helvetica cannot encode to ASCII', () => {
    expect(pdfSafeText('S.A.V.E.™ it’s “fine” – ok — yes… •\u00a0é')).toBe('S.A.V.E.(TM) it\'s "fine" - ok - yes... - é');
    expect(pdfSafeText('line\nbreak 😊 ✓')).toBe('line break  ');
  });

  it('wraps text to the width, cutting only words longer than a line', () => {
    const width = (text: string) => text.length;
    expect(wrapText('one two three four', 9, width)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('abcdefghijkl', 5, width)).toEqual(['abcde', 'fghij', 'kl']);
    expect(wrapText('   ', 5, width)).toEqual([]);
  });

  it('has a discreet file name with the local date', () => {
    expect(resultsFileName(new Date(2026, 10, 21, 23, 30))).toBe('wellbeing-notes-2026-11-21.pdf');
  });

  it('builds a real PDF with a neutral title, over more than one page when needed', async () => {
    const long = { ...criticalTier, recommendations: Array.from({ length: 60 }, (_, i) => `${i + 1}. ${criticalTier.recommendations[i % 10]!}`) };
    const bytes = await buildResultsPdf({
      result: { ...long, score: 140, maxScore: 140, displayPercentage: 100 },
      crisisLines: [hotlines.emergency, hotlines.domesticViolence, hotlines.domesticViolenceText],
      date: new Date(2026, 10, 21),
    });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(pdfTitle);
    expect(doc.getTitle()?.toLowerCase()).not.toMatch(/abuse|violence|assessment/);
    expect(doc.getPageCount()).toBeGreaterThan(1);
  });
});
