/**
 * Tests only: reads a PDF the page made (pdfjs, as a person's viewer would) into its text, each
 * page's text, its page count and its title, so a test asserts what she would read in it.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfReading = {
  /** The whole document's text, pages joined, spaces collapsed. */
  text: string;
  pageTexts: string[];
  pageCount: number;
  title: unknown;
};

export async function pdfText(bytes: Uint8Array): Promise<PdfReading> {
  const doc = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const pageTexts: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pageTexts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const { info } = (await doc.getMetadata()) as { info: { Title?: unknown } };
  const pageCount = doc.numPages;
  await doc.destroy();
  return { text: pageTexts.join(' ').replace(/\s+/g, ' '), pageTexts, pageCount, title: info.Title };
}
