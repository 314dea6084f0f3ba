/**
 * The text flow shared by every PDF made in her browser (the assessment results, the exit plan,
 * the symptom report, the journal and its record pack): a US Letter page with plain metadata,
 * wrapped lines in the standard fonts, a new page when one is full, and headings kept with what
 * follows them. Each PDF keeps only its own words and spacing.
 *
 * pdf-lib is imported here only as types; the library itself loads when a PDF is made
 * (`createPdfWriter`), so a page that imports this module does not load it up front.
 */
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { pdfSafeText, wrapText } from './pdf-text';

export type PdfFonts = { regular: PDFFont; bold: PDFFont; mono: PDFFont };
export type PdfColors = { ink: RGB; muted: RGB; accent: RGB };

export type PdfWriteOptions = {
  font?: PDFFont;
  size?: number;
  color?: RGB;
  /** From the left margin, in points. */
  indent?: number;
  gapAfter?: number;
  /** Drawn in the margin of the indent, before the first line, in the text's font and color (a dash). */
  bullet?: string;
  /** Drawn in bold accent before the first line, the text following it (a tick box such as "[Done]"). */
  label?: string;
};

export type PdfHeadingOptions = {
  size?: number;
  /** Space above the heading. */
  before?: number;
  after?: number;
  /** The room it needs below it, or it starts a new page: the heading and about two lines of what follows. */
  keep?: number;
  /** No space above it when it starts a page. */
  flushAtPageTop?: boolean;
};

export type PdfWriter = {
  fonts: PdfFonts;
  colors: PdfColors;
  /** Writes wrapped text (made drawable by pdfSafeText), starting a new page whenever one is full. */
  write: (text: string, options?: PdfWriteOptions) => void;
  heading: (text: string, options?: PdfHeadingOptions) => void;
  /** Moves down by `points`. */
  gap: (points: number) => void;
  /** Starts a new page unless `needed` points still fit on this one. */
  room: (needed: number) => void;
  /** Starts a new page unless nothing is written on this one yet. */
  pageBreak: () => void;
  /** Writes `label(page, pages)` at the foot of every page (call once, after the last line). */
  numberPages: (label: (page: number, pages: number) => string) => void;
  /** Draws a JPEG or PNG at most the text's width and `maxHeight` points tall, on a new page when it does not fit. */
  image: (bytes: Uint8Array, type: 'jpeg' | 'png', maxHeight?: number) => Promise<void>;
  /** Attaches a file inside the PDF (readers list it under attachments). */
  attach: (bytes: Uint8Array, fileName: string, mimeType: string, description: string) => Promise<void>;
  save: () => Promise<Uint8Array>;
};

const pageSize: [number, number] = [612, 792];
const margin = 56;
const width = pageSize[0] - margin * 2;

/**
 * A new document titled `title` (also its creator and producer; author, subject and keywords left
 * empty, so the file says nothing about her or the site), dated `date`. `lineSpacing` is a line's
 * height as a multiple of its font size; `mono` embeds Courier too (for digests).
 */
export async function createPdfWriter(title: string, date: Date, { lineSpacing = 1.4, mono = false } = {}): Promise<PdfWriter> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setSubject('');
  doc.setAuthor('');
  doc.setKeywords([]);
  doc.setCreator(title);
  doc.setProducer(title);
  doc.setCreationDate(date);
  doc.setModificationDate(date);

  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  // Embedded only where it is used: an unused font would still be written into the file.
  const fonts: PdfFonts = { regular, bold, mono: mono ? await doc.embedFont(StandardFonts.Courier) : regular };
  const colors: PdfColors = { ink: rgb(0.18, 0.1, 0.16), muted: rgb(0.38, 0.3, 0.35), accent: rgb(0.42, 0.18, 0.36) };

  let page = doc.addPage(pageSize);
  let y = pageSize[1] - margin;
  let fresh = true;

  // pdf-lib's drawText with a `font` adds two new entries to the page's font dictionary on every
  // call (setting the font, then setting the old one back), each found by a scan of the entries
  // already there: a record pack of 100 records spent seconds of a slow phone on it (issue 27,
  // docs/benchmarks.md). The font is set here only when it changes on that page.
  const pageFonts = new WeakMap<PDFPage, PDFFont>();
  const drawText = (target: PDFPage, text: string, font: PDFFont, at: { x: number; y: number; size: number; color: RGB }) => {
    if (pageFonts.get(target) !== font) {
      target.setFont(font);
      pageFonts.set(target, font);
    }
    target.drawText(text, at);
  };

  const newPage = () => {
    page = doc.addPage(pageSize);
    y = pageSize[1] - margin;
    fresh = true;
  };
  const room = (needed: number) => {
    if (y - needed < margin) newPage();
  };

  const write = (text: string, options: PdfWriteOptions = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 11;
    const color = options.color ?? colors.ink;
    const indent = options.indent ?? 0;
    const labelWidth = options.label ? font.widthOfTextAtSize(`${options.label} `, size) : 0;
    const lineHeight = size * lineSpacing;
    const lines = wrapText(pdfSafeText(text), width - indent - labelWidth, (line) => font.widthOfTextAtSize(line, size));
    lines.forEach((line, index) => {
      room(lineHeight);
      y -= lineHeight;
      if (index === 0 && options.bullet !== undefined) drawText(page, options.bullet, font, { x: margin + 2, y, size, color });
      if (index === 0 && options.label) drawText(page, options.label, bold, { x: margin + indent, y, size, color: colors.accent });
      drawText(page, line, font, { x: margin + indent + labelWidth, y, size, color });
      fresh = false;
    });
    y -= options.gapAfter ?? 0;
  };

  const heading = (text: string, { size = 13, before = 8, after = 4, keep = 60, flushAtPageTop = false }: PdfHeadingOptions = {}) => {
    room(keep);
    if (!(flushAtPageTop && fresh)) y -= before;
    write(text, { font: bold, size, color: colors.accent, gapAfter: after });
  };

  return {
    fonts,
    colors,
    write,
    heading,
    gap: (points) => {
      y -= points;
    },
    room,
    pageBreak: () => {
      if (!fresh) newPage();
    },
    numberPages: (label) => {
      const all = doc.getPages();
      all.forEach((each, index) => {
        const text = pdfSafeText(label(index + 1, all.length));
        const size = 9;
        drawText(each, text, regular, { x: (pageSize[0] - regular.widthOfTextAtSize(text, size)) / 2, y: margin / 2, size, color: colors.muted });
      });
    },
    image: async (bytes, type, maxHeight = 420) => {
      const embedded = type === 'jpeg' ? await doc.embedJpg(bytes) : await doc.embedPng(bytes);
      const scale = Math.min(1, width / embedded.width, maxHeight / embedded.height);
      const drawn = { width: embedded.width * scale, height: embedded.height * scale };
      room(drawn.height + 4);
      y -= drawn.height;
      page.drawImage(embedded, { x: margin, y, ...drawn });
      y -= 4;
      fresh = false;
    },
    attach: (bytes, fileName, mimeType, description) => doc.attach(bytes, fileName, { mimeType, description, creationDate: date, modificationDate: date }),
    save: () => doc.save(),
  };
}
