import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFPage } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { hotlines } from '../core/constants';
import { siteConfig } from '../core/site-config';
import { EDITION_DATE, GUIDE_LOCALES, GUIDE_SLUGS, OUTPUT_DIR, SOURCE_DIR, guideFiles, makeGuide } from './guides/make.mjs';
import { countWords, parseGuide } from './guides/parse.mjs';

const tempDir = mkdtempSync(join(tmpdir(), 'guides-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

/** Undo the typographic quotes the PDF prints, to compare with the Markdown. */
const plain = (text: string) => text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();

/** WinAnsi (Windows-1252) bytes 0x80-0x9F; the rest are Latin-1. */
const WIN_ANSI_80 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const winAnsi = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_80[byte - 0x80] : String.fromCharCode(byte))).join('');

/**
 * The text a page draws, one line per text object: every string shown with Tj, decoded from the
 * standard fonts' WinAnsi encoding. Enough for the simple content pdf-lib writes; not a general
 * PDF text extractor.
 */
function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  const decoder = new TextDecoder('latin1');
  const lines: string[] = [];
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) continue;
    const operators = decoder.decode(decodePDFRawStream(stream).decode());
    for (const [block] of operators.matchAll(/\bBT\b[\s\S]*?\bET\b/g)) {
      const shown = [...block.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map(([, hex = '']) => winAnsi(Buffer.from(hex, 'hex')));
      lines.push(shown.join(''));
    }
  }
  return lines.join('\n');
}

/** What each language's PDF prints around the text, as a reader sees it. */
const printed = {
  en: { deleteIt: 'delete it after reading', contents: 'Contents', page: (n: number, of: number) => `Page ${n} of ${of}` },
  es: { deleteIt: 'bórralo después de leerlo', contents: 'Contenido', page: (n: number, of: number) => `Página ${n} de ${of}` },
};

const guides = GUIDE_LOCALES.flatMap((locale) => GUIDE_SLUGS.map((slug) => ({ slug, locale, ...guideFiles(slug, locale) })));

it('every guide has a Spanish twin, committed as public/books/<name>.es.pdf', () => {
  expect(guides.filter((guide) => guide.locale === 'es').map((guide) => guide.output)).toEqual(GUIDE_SLUGS.map((slug) => `${slug}.es.pdf`));
});

describe.each(guides)('the guide $source', ({ locale, source: sourceFile, output }) => {
  const sourcePath = join(SOURCE_DIR, sourceFile);
  const committedPath = join(OUTPUT_DIR, output);
  const words = printed[locale];
  const source = readFileSync(sourcePath, 'utf8');
  const guide = parseGuide(source, sourcePath);

  it('has at least 2,000 words and gives the crisis numbers as core/constants.ts does', () => {
    expect(countWords(source)).toBeGreaterThanOrEqual(2000);
    expect(source).toContain(hotlines.domesticViolence.display);
    expect(hotlines.lifelineCall.display).toContain('988');
    expect(source).toMatch(/\b988\b/);
    expect(source).toContain(hotlines.emergency.display);
  });

  it('is committed as a PDF of at least 6 pages with its title, author and fixed date', async () => {
    const pdf = await PDFDocument.load(readFileSync(committedPath), { updateMetadata: false });
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(6);
    expect(plain(pdf.getTitle() ?? '')).toBe(guide.title);
    expect(plain(pdf.getSubject() ?? '')).toBe(guide.subtitle);
    expect(pdf.getAuthor()).toBe(siteConfig.productName);
    expect(pdf.getCreationDate()?.toISOString()).toBe(EDITION_DATE.toISOString());

    const [titlePage, contentsPage, firstPage] = pdf.getPages() as [PDFPage, PDFPage, PDFPage];
    const title = plain(pageText(titlePage));
    expect(title).toContain(siteConfig.productName);
    expect(title).toContain(guide.title);
    expect(title).toContain(guide.subtitle);
    expect(title).toContain(words.deleteIt);
    expect(title).toContain(hotlines.domesticViolence.display);
    const contents = plain(pageText(contentsPage));
    expect(contents).toContain(words.contents);
    const firstSection = guide.blocks.find((block) => block.type === 'h2')?.text ?? '';
    expect(contents).toContain(plain(firstSection));
    expect(plain(pageText(firstPage))).toContain(plain(firstSection));
    expect(plain(pageText(firstPage))).toContain(words.page(3, pdf.getPageCount()));
    const lastPage = plain(pageText(pdf.getPage(pdf.getPageCount() - 1)));
    expect(lastPage).toContain(words.page(pdf.getPageCount(), pdf.getPageCount()));
  });

  it('matches what npm run guides generates from the text now', async () => {
    const fresh = join(tempDir, output);
    await makeGuide(sourcePath, fresh);
    const same = readFileSync(fresh).equals(readFileSync(committedPath));
    expect(same, `public/books/${output} is out of date with its text: run npm run guides and commit the PDF`).toBe(true);
    expect(readFileSync(committedPath).length).toBeLessThan(300 * 1024);
  });
});

describe('the Spanish guides', () => {
  it.each(GUIDE_SLUGS)('%s.es.pdf is written in Spanish, with its letters and signs printed as they are', async (slug) => {
    const pdf = await PDFDocument.load(readFileSync(join(OUTPUT_DIR, `${slug}.es.pdf`)), { updateMetadata: false });
    const guide = parseGuide(readFileSync(join(SOURCE_DIR, `${slug}.es.md`), 'utf8'));
    const [titlePage, contentsPage, firstPage] = pdf.getPages() as [PDFPage, PDFPage, PDFPage];
    expect(plain(pageText(titlePage))).toContain('Una guía gratuita');
    expect(plain(pageText(titlePage))).toContain('envía START al 88788');
    expect(plain(pageText(contentsPage))).toContain('Sobre S.A.V.E. Sisterhood');
    expect(pageText(firstPage).split('\n')[0]).toMatch(/^Antes de (leer|empezar)$/);
    const everything = pdf.getPages().map(pageText).join('\n');
    for (const sign of ['á', 'é', 'í', 'ó', 'ú', 'ñ', '¿']) expect(everything, sign).toContain(sign);
    expect(everything).not.toMatch(/\bPage \d|Contents|delete it after reading/);
    // The English title once, after the Spanish one (docs/glossary-es.md).
    const english = plain(parseGuide(readFileSync(join(SOURCE_DIR, `${slug}.md`), 'utf8')).title);
    expect(everything.split(english).length - 1).toBe(1);
    expect(guide.blocks[guide.blocks.findIndex((block) => block.type === 'p')]?.text).toContain(`(en inglés, ${english})`);
  });
});

describe('the guide format', () => {
  const valid = [
    '# Title',
    '> Subtitle',
    '',
    ...Array.from({ length: 7 }, (_, i) => [`## Section ${'ABCDEFG'[i]}`, '', 'Some text.', '']).flat(),
    '## About S.A.V.E. Sisterhood',
    '',
    'Text.',
  ];

  it('parses headings, paragraphs, bullets and checklist items', () => {
    const guide = parseGuide([...valid, '', '- a bullet', '- [ ] a box'].join('\n'));
    expect(guide.title).toBe('Title');
    expect(guide.subtitle).toBe('Subtitle');
    expect(guide.blocks.at(-2)).toEqual({ type: 'bullet', text: 'a bullet', line: 36 });
    expect(guide.blocks.at(-1)).toEqual({ type: 'check', text: 'a box', line: 37 });
  });

  it.each([
    ['Some **bold** text.', /emphasis/],
    ['1. a numbered item', /numbered lists/],
    ['A [link](https://example.com).', /links/],
    ['  indented', /indented/],
    ['- [x] done', /checklist item/],
    ['#### Deep heading', /headings are not part/],
    ['<b>html</b>', /HTML/],
  ])('rejects %j with the line number', (line, message) => {
    const lines = [...valid];
    lines.splice(5, 1, line);
    expect(() => parseGuide(lines.join('\n'), 'x.md')).toThrow(message);
    expect(() => parseGuide(lines.join('\n'), 'x.md')).toThrow(/^x\.md:6: /);
  });
});
