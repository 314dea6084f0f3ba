import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { wrapText } from './pdf-text';

/** Wrapping as it was first written: every candidate line measured whole. */
function wrapMeasuringWhole(text: string, maxWidth: number, widthOf: (text: string) => number): string[] {
  const words = text.split(/\s+/).filter((word) => word !== '');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (widthOf(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    let rest = word;
    while (widthOf(rest) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && widthOf(rest.slice(0, cut)) > maxWidth) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line !== '') lines.push(line);
  return lines;
}

describe('wrapText', () => {
  it('makes exactly the lines of measuring each candidate whole, with Helvetica and its kerning, also at the exact edge', async () => {
    const doc = await PDFDocument.create();
    const fonts = [await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold), await doc.embedFont(StandardFonts.Courier)];
    // Kerning pairs around spaces and inside words (AV, Ty, "Y ", "r."), a long word to cut, Latin-1.
    const words = ['AVATAR', 'Type', 'Yo,', 'W.', 'r.', 'fly', 'LT', 'P.', 'année', 'señora', "don't", 'Supercalifragilisticexpialidocious-and-more', 'y', 'To', 'V', 'a', 'Lw'];
    let seed = 7;
    const random = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
    for (let run = 0; run < 100; run += 1) {
      const font = fonts[run % fonts.length]!;
      const size = [9, 9.5, 11, 14, 22][run % 5]!;
      const text = Array.from({ length: 5 + Math.floor(random() * 60) }, () => words[Math.floor(random() * words.length)]).join(' ');
      const widthOf = (part: string) => font.widthOfTextAtSize(part, size);
      const expected = wrapMeasuringWhole(text, 50 + random() * 450, widthOf);
      // The same width again, and the width of each expected line: the edge itself.
      const widths = [50 + random() * 450, ...expected.map((line) => font.widthOfTextAtSize(line, size))];
      for (const maxWidth of widths) {
        expect(wrapText(text, maxWidth, widthOf)).toEqual(wrapMeasuringWhole(text, maxWidth, widthOf));
      }
    }
  });

  it('measures a paragraph in a fraction of the characters that measuring every candidate whole did', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const paragraph = 'A record of a few lines, number 42, edited. '.repeat(12);
    const counted = (wrap: typeof wrapText) => {
      let characters = 0;
      wrap(paragraph, 500, (part) => {
        characters += part.length;
        return font.widthOfTextAtSize(part, 11);
      });
      return characters;
    };
    expect(counted(wrapText) * 4).toBeLessThan(counted(wrapMeasuringWhole));
  });

  it('keeps its simple cases', () => {
    const width = (text: string) => text.length;
    expect(wrapText('one two three four', 9, width)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('abcdefghijkl', 5, width)).toEqual(['abcde', 'fghij', 'kl']);
    expect(wrapText('   ', 5, width)).toEqual([]);
  });
});
