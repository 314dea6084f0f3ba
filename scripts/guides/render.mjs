// Lays a parsed guide out on US Letter pages and writes it as a PDF with pdf-lib:
//
//   page 1      title page: the brand, the title and subtitle, a gentle line and a safety note
//   page 2      contents, each entry a link to its section
//   pages 3...  the text: headings, ragged-right paragraphs, bullets, checklist boxes, and a
//               footer with the short title and "Page N of M" (on every page but the first)
//
// Only the standard PDF fonts are used (Times for reading, Helvetica for headings), so nothing is
// downloaded or read from the machine and the file stays small; their WinAnsi encoding has every
// Spanish letter and sign (á é í ó ú ü ñ ¿ ¡), so the Spanish guides print with them too. The words
// around the text come in the guide's language from ./chrome.mjs. Nothing depends on the clock or
// on chance: the dates are passed in and pdf-lib writes no random ids, so the same text always
// gives the same bytes.
import {
  PDFDocument,
  PDFHexString,
  PDFName,
  StandardFonts,
  beginText,
  endText,
  moveText,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingColor,
  setFontAndSize,
  showText,
} from 'pdf-lib';
import { GUIDE_CHROME } from './chrome.mjs';
import { printable } from './typography.mjs';

/** @typedef {import('./parse.mjs').Guide} Guide */
/** @typedef {import('./parse.mjs').Block} Block */
/** @typedef {import('pdf-lib').PDFFont} PDFFont */
/** @typedef {import('pdf-lib').PDFPage} PDFPage */
/** @typedef {import('pdf-lib').RGB} RGB */

/**
 * @typedef {object} RenderContext
 * @property {string} file the guide's source path, for error messages
 * @property {string} siteName e.g. "S.A.V.E. Sisterhood"
 * @property {string} tagline
 * @property {string} siteHost e.g. "savesisterhood.org"
 * @property {{ emergency: string, hotline: string, hotlineText: string }} help crisis lines as
 *   core/constants.ts displays them: "911", "1-800-799-7233", "Text START to 88788"
 * @property {string[]} emphasis crisis numbers to print in bold wherever they appear
 * @property {Date} date creation and modification date written into the file
 * @property {'en' | 'es'} [locale] the language of the guide and of the words printed around it
 *   (scripts/guides/chrome.mjs); English when not given
 */

const PAGE_WIDTH = 612; // US Letter, in points
const PAGE_HEIGHT = 792;
const LEFT = 90;
const RIGHT = PAGE_WIDTH - 90;
const TEXT_WIDTH = RIGHT - LEFT;
const CONTENT_TOP = PAGE_HEIGHT - 80;
const CONTENT_BOTTOM = 86;
const FOOTER_BASELINE = 50;

/** @param {string} hex "#rrggbb" */
function color(hex) {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

// The site's palette (scripts/make-icons.mjs), with a muted ink for small print.
const PLUM = color('#6b2d5c');
const ROSE = color('#e8a1b8');
const ROSE_DEEP = color('#c2577a');
const CREAM = color('#fdf8f6');
const INK = color('#2a1f2d');
const MUTED = color('#5c5360');

// The site's heart mark from scripts/make-icons.mjs, in its 100 x 100 box.
const HEART =
  'M50 80 C 38 71.5, 19 58, 19 40.5 C 19 30, 26.5 23, 35.5 23 C 42 23, 47.5 26.5, 50 33 ' +
  'C 52.5 26.5, 58 23, 64.5 23 C 73.5 23, 81 30, 81 40.5 C 81 58, 62 71.5, 50 80 Z';

/**
 * @typedef {object} Fonts
 * @property {PDFFont} serif
 * @property {PDFFont} serifBold
 * @property {PDFFont} serifItalic
 * @property {PDFFont} sans
 * @property {PDFFont} sansBold
 */

/**
 * @typedef {object} TextStyle
 * @property {keyof Fonts} font
 * @property {keyof Fonts} [bold] the font for emphasised crisis numbers
 * @property {number} size
 * @property {number} leading distance between baselines
 * @property {RGB} color
 */

/** @type {Record<'body' | 'h2' | 'h3', TextStyle>} */
const STYLES = {
  body: { font: 'serif', bold: 'serifBold', size: 12, leading: 17.5, color: INK },
  h2: { font: 'sansBold', size: 18, leading: 23, color: PLUM },
  h3: { font: 'sansBold', size: 13, leading: 18, color: PLUM },
};

/** @typedef {{ text: string, bold: boolean }} Segment */
/** @typedef {{ segments: Segment[], width: number }} Word */
/** @typedef {{ words: Word[], width: number }} TextLine */

const LEADING_PUNCTUATION = /^[(“‘"']+/;
const TRAILING_PUNCTUATION = /[.,;:!?)”’"']+$/;

/**
 * Splits printable text into words; a crisis number (without the punctuation around it) becomes
 * a bold segment so it stands out to someone scanning the page.
 * @param {string} text @param {Set<string>} emphasis
 * @returns {Segment[][]}
 */
function splitWords(text, emphasis) {
  return text
    .split(/ +/)
    .filter(Boolean)
    .map((word) => {
      const lead = LEADING_PUNCTUATION.exec(word)?.[0] ?? '';
      const trail = TRAILING_PUNCTUATION.exec(word.slice(lead.length))?.[0] ?? '';
      const core = word.slice(lead.length, word.length - trail.length);
      if (!emphasis.has(core)) return [{ text: word, bold: false }];
      return [
        { text: lead, bold: false },
        { text: core, bold: true },
        { text: trail, bold: false },
      ].filter((s) => s.text);
    });
}

/**
 * Greedy ragged-right line breaking at spaces (hyphenated words and numbers are never split).
 * @param {Segment[][]} words @param {TextStyle} style @param {Fonts} fonts @param {number} width
 * @returns {TextLine[]}
 */
function wrap(words, style, fonts, width) {
  const regular = fonts[style.font];
  const bold = fonts[style.bold ?? style.font];
  const space = regular.widthOfTextAtSize(' ', style.size);
  /** @type {TextLine[]} */
  const lines = [];
  /** @type {TextLine | null} */
  let line = null;
  for (const segments of words) {
    const word = {
      segments,
      width: segments.reduce((sum, s) => sum + (s.bold ? bold : regular).widthOfTextAtSize(s.text, style.size), 0),
    };
    if (line && line.width + space + word.width <= width) {
      line.words.push(word);
      line.width += space + word.width;
    } else {
      line = { words: [word], width: word.width };
      lines.push(line);
    }
  }
  return lines;
}

/** @type {WeakMap<PDFPage, Map<PDFFont, PDFName>>} each page's resource name for each font */
const fontKeys = new WeakMap();

/** @param {PDFPage} page @param {PDFFont} font */
function fontKey(page, font) {
  let keys = fontKeys.get(page);
  if (!keys) fontKeys.set(page, (keys = new Map()));
  let key = keys.get(font);
  if (!key) keys.set(font, (key = page.node.newFontDictionary(font.name, font.ref)));
  return key;
}

/**
 * Draws one line as a single text object, switching font between runs (neighbouring words of
 * the same font are one run: smaller files, and text that copies and searches as phrases).
 * Within one text object each run starts where the viewer finished drawing the previous one, so
 * a viewer that substitutes fonts of slightly different widths for the unembedded standard fonts
 * never overlaps a bold crisis number with the word before it.
 * @param {PDFPage} page @param {TextLine} line @param {number} x @param {number} baseline
 * @param {TextStyle} style @param {Fonts} fonts
 */
function drawLine(page, line, x, baseline, style, fonts) {
  /** @type {{ text: string, bold: boolean }[]} */
  const runs = [];
  line.words.forEach((word, index) => {
    word.segments.forEach((segment, k) => {
      const text = (index > 0 && k === 0 ? ' ' : '') + segment.text;
      const last = runs.at(-1);
      if (last && last.bold === segment.bold) last.text += text;
      else runs.push({ text, bold: segment.bold });
    });
  });
  const operators = [pushGraphicsState(), setFillingColor(style.color), beginText(), moveText(x, baseline)];
  for (const run of runs) {
    const font = fonts[run.bold ? (style.bold ?? style.font) : style.font];
    operators.push(setFontAndSize(fontKey(page, font), style.size), showText(font.encodeText(run.text)));
  }
  operators.push(endText(), popGraphicsState());
  page.pushOperators(...operators);
}

/** Where the baseline sits below the top of a line box. */
const baselineOffset = (/** @type {TextStyle} */ style) => (style.leading - style.size) / 2 + style.size * 0.78;

/**
 * One printed line of the body, as the paginator sees it.
 * @typedef {object} BodyLine
 * @property {number} height
 * @property {number} spaceBefore dropped when the line starts a page
 * @property {boolean} canBreakBefore may a page end just before this line?
 * @property {string} [section] set on the first line of a "##" heading
 * @property {(page: PDFPage, top: number) => void} draw
 */

/**
 * The space above a block, from what comes before it.
 * @param {Block} block @param {Block | undefined} previous
 */
function spaceBefore(block, previous) {
  if (!previous) return 0;
  if (block.type === 'h2') return 30;
  if (block.type === 'h3') return previous.type === 'h2' ? 12 : 20;
  if (previous.type === 'h2') return 16; // room for the rule under the heading
  if (previous.type === 'h3') return 5;
  if (block.type === 'p') return 10;
  if (previous.type === block.type) return block.type === 'check' ? 7 : 5;
  return 8;
}

/**
 * Turns the guide's blocks into printed lines with their spacing and break rules:
 * - a heading is kept with at least 2 lines of what follows it (never alone at a page bottom);
 * - a paragraph that introduces a list (ending with ":") is kept with the first item;
 * - a block of 3 lines or fewer is never split, and a longer one leaves at least 2 lines on
 *   each page (no widows or orphans).
 * @param {Guide} guide @param {RenderContext} context @param {Fonts} fonts
 * @returns {BodyLine[]}
 */
function layoutBody(guide, context, fonts) {
  const emphasis = new Set(context.emphasis);
  /** @type {BodyLine[]} */
  const out = [];
  let linesSinceHeading = Infinity;
  guide.blocks.forEach((block, index) => {
    const previous = guide.blocks[index - 1];
    const text = printable(block.text, `${context.file}:${block.line}`);
    const style = block.type === 'h2' || block.type === 'h3' ? STYLES[block.type] : STYLES.body;
    const indent = block.type === 'bullet' ? 18 : block.type === 'check' ? 22 : 0;
    const lines = wrap(splitWords(text, emphasis), style, fonts, TEXT_WIDTH - indent);
    const keptWithPrevious =
      previous !== undefined && (previous.type === 'h2' || previous.type === 'h3' || (previous.type === 'p' && previous.text.endsWith(':')));
    const splittable = lines.length >= 4;
    const isHeading = block.type === 'h2' || block.type === 'h3';
    lines.forEach((line, k) => {
      const allowed = k === 0 ? !keptWithPrevious : splittable && !isHeading && k >= 2 && lines.length - k >= 2;
      out.push({
        height: style.leading,
        spaceBefore: k === 0 ? spaceBefore(block, previous) : 0,
        canBreakBefore: allowed && linesSinceHeading >= 2,
        section: block.type === 'h2' && k === 0 ? text : undefined,
        draw(page, top) {
          const baseline = top - baselineOffset(style);
          if (k === 0 && block.type === 'bullet') {
            page.drawCircle({ x: LEFT + 5.5, y: baseline + style.size * 0.3, size: 2.1, color: ROSE_DEEP });
          }
          if (k === 0 && block.type === 'check') {
            page.drawRectangle({ x: LEFT + 1, y: baseline - 1, width: 10, height: 10, borderColor: PLUM, borderWidth: 0.9 });
          }
          drawLine(page, line, LEFT + indent, baseline, style, fonts);
          if (block.type === 'h2' && k === lines.length - 1) {
            page.drawLine({ start: { x: LEFT, y: baseline - 9 }, end: { x: LEFT + 40, y: baseline - 9 }, thickness: 2, color: ROSE });
          }
        },
      });
      linesSinceHeading = isHeading ? 0 : linesSinceHeading + 1;
    });
  });
  return out;
}

/**
 * Fills pages from the top, ending each page at the last place a break is allowed.
 * @param {BodyLine[]} lines
 * @returns {{ line: BodyLine, top: number }[][]}
 */
function paginate(lines) {
  const pages = [];
  let start = 0;
  while (start < lines.length) {
    /** @type {{ line: BodyLine, top: number }[]} */
    const placed = [];
    let y = CONTENT_TOP;
    let next = start;
    while (next < lines.length) {
      const line = /** @type {BodyLine} */ (lines[next]);
      const gap = next === start ? 0 : line.spaceBefore;
      if (placed.length > 0 && y - gap - line.height < CONTENT_BOTTOM) break;
      y -= gap;
      placed.push({ line, top: y });
      y -= line.height;
      next += 1;
    }
    if (next < lines.length) {
      let end = next;
      while (end > start + 1 && !lines[end]?.canBreakBefore) end -= 1;
      if (!lines[end]?.canBreakBefore) end = next; // nowhere better: break where the page is full
      placed.length = end - start;
    }
    pages.push(placed);
    start += placed.length;
  }
  return pages;
}

/**
 * Draws wrapped text from a top edge and returns the y below it.
 * @param {PDFPage} page @param {string} text @param {TextStyle} style @param {Fonts} fonts
 * @param {{ x: number, top: number, width: number, emphasis?: Set<string> }} box
 */
function drawParagraph(page, text, style, fonts, { x, top, width, emphasis = new Set() }) {
  let y = top;
  for (const line of wrap(splitWords(text, emphasis), style, fonts, width)) {
    drawLine(page, line, x, y - baselineOffset(style), style, fonts);
    y -= style.leading;
  }
  return y;
}

/** @param {PDFPage} page @param {Guide} guide @param {RenderContext} context @param {Fonts} fonts */
function drawTitlePage(page, guide, context, fonts) {
  const where = `${context.file}:1`;
  const emphasis = new Set(context.emphasis);

  // The brand: the heart mark, the site's name and its tagline.
  const scale = 0.62;
  page.drawSvgPath(HEART, { x: LEFT - 19 * scale, y: CONTENT_TOP + 23 * scale, scale, color: ROSE_DEEP });
  const brandX = LEFT + 62 * scale + 12;
  page.drawText(printable(context.siteName, where), { x: brandX, y: CONTENT_TOP - 14, size: 14, font: fonts.sansBold, color: PLUM });
  page.drawText(printable(context.tagline, where), { x: brandX, y: CONTENT_TOP - 30, size: 10, font: fonts.sans, color: ROSE_DEEP });
  page.drawLine({ start: { x: LEFT, y: CONTENT_TOP - 56 }, end: { x: RIGHT, y: CONTENT_TOP - 56 }, thickness: 0.75, color: ROSE });

  // The title block, a little above the middle of the page.
  let y = 560;
  const chrome = GUIDE_CHROME[context.locale ?? 'en'];
  page.drawText(printable(chrome.freeGuide, where), { x: LEFT, y, size: 11, font: fonts.sansBold, color: ROSE_DEEP });
  y -= 22;
  y = drawParagraph(page, printable(guide.title, where), { font: 'serifBold', size: 38, leading: 44, color: PLUM }, fonts, {
    x: LEFT,
    top: y,
    width: TEXT_WIDTH,
  });
  y -= 10;
  y = drawParagraph(page, printable(guide.subtitle, `${context.file}:2`), { font: 'serifItalic', size: 16, leading: 22, color: INK }, fonts, {
    x: LEFT,
    top: y,
    width: TEXT_WIDTH - 30,
  });
  y -= 22;
  page.drawLine({ start: { x: LEFT, y }, end: { x: LEFT + 40, y }, thickness: 2, color: ROSE });
  y -= 16;
  drawParagraph(
    page,
    printable(chrome.gentle, where),
    { font: 'serifItalic', size: 13, leading: 19, color: PLUM },
    fonts,
    { x: LEFT, top: y, width: TEXT_WIDTH - 40 },
  );

  // The safety note, in a soft box at the foot of the page.
  const pad = 16;
  const noteStyle = /** @type {TextStyle} */ ({ font: 'sans', bold: 'sansBold', size: 9.5, leading: 13.5, color: INK });
  const note = [chrome.safetyFile, chrome.safetyHelp(context.help)].map((text) => printable(text, where));
  const noteLines = note.map((text) => wrap(splitWords(text, emphasis), noteStyle, fonts, TEXT_WIDTH - 2 * pad).length);
  const boxHeight = pad + 16 + noteLines.reduce((sum, n) => sum + n * noteStyle.leading + 6, -6) + pad;
  const boxBottom = CONTENT_BOTTOM + 4;
  page.drawRectangle({ x: LEFT, y: boxBottom, width: TEXT_WIDTH, height: boxHeight, color: CREAM, borderColor: ROSE, borderWidth: 1 });
  let noteTop = boxBottom + boxHeight - pad;
  page.drawText(printable(chrome.safetyHeading, where), { x: LEFT + pad, y: noteTop - 10, size: 10.5, font: fonts.sansBold, color: PLUM });
  noteTop -= 16;
  for (const text of note) {
    noteTop = drawParagraph(page, text, noteStyle, fonts, { x: LEFT + pad, top: noteTop, width: TEXT_WIDTH - 2 * pad, emphasis }) - 6;
  }
  page.drawText(printable(context.siteHost, where), { x: LEFT, y: FOOTER_BASELINE, size: 9, font: fonts.sans, color: MUTED });
}

/**
 * @param {PDFPage} page
 * @param {{ title: string, pageNumber: number, target: PDFPage, top: number }[]} entries
 * @param {RenderContext} context @param {Fonts} fonts @param {PDFDocument} doc
 */
function drawContentsPage(page, entries, context, fonts, doc) {
  const chrome = GUIDE_CHROME[context.locale ?? 'en'];
  const heading = STYLES.h2;
  const headingBaseline = CONTENT_TOP - baselineOffset(heading);
  page.drawText(printable(chrome.contents, context.file), { x: LEFT, y: headingBaseline, size: heading.size, font: fonts[heading.font], color: heading.color });
  page.drawLine({ start: { x: LEFT, y: headingBaseline - 9 }, end: { x: LEFT + 40, y: headingBaseline - 9 }, thickness: 2, color: ROSE });

  const size = 12;
  const numberColumn = Math.max(...entries.map((entry) => fonts.serif.widthOfTextAtSize(String(entry.pageNumber), size)));
  let baseline = headingBaseline - 44;
  for (const entry of entries) {
    const number = String(entry.pageNumber);
    const numberWidth = fonts.serif.widthOfTextAtSize(number, size);
    const titleWidth = fonts.serif.widthOfTextAtSize(entry.title, size);
    page.drawText(entry.title, { x: LEFT, y: baseline, size, font: fonts.serif, color: INK });
    page.drawText(number, { x: RIGHT - numberWidth, y: baseline, size, font: fonts.serif, color: INK });
    // Dot leaders, on a 6-point grid so the dots of every entry line up in columns.
    for (let x = LEFT + Math.ceil((titleWidth + 7) / 6) * 6; x <= RIGHT - numberColumn - 8; x += 6) {
      page.drawCircle({ x, y: baseline + 2, size: 0.7, color: MUTED });
    }
    // The whole entry is a link to its section.
    const link = doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [LEFT, baseline - 6, RIGHT, baseline + 14],
      Border: [0, 0, 0],
      Dest: [entry.target.ref, 'XYZ', null, entry.top, null],
    });
    page.node.addAnnot(doc.context.register(link));
    baseline -= 26;
  }

  baseline -= 14;
  drawParagraph(
    page,
    printable(chrome.contentsNote(context.help.emergency), context.file),
    { font: 'serifItalic', bold: 'serifBold', size: 11.5, leading: 16, color: PLUM },
    fonts,
    { x: LEFT, top: baseline, width: TEXT_WIDTH, emphasis: new Set(context.emphasis) },
  );
}

/**
 * Adds the sections as bookmarks, so a reader can jump around from the viewer's sidebar.
 * @param {PDFDocument} doc @param {{ title: string, target: PDFPage, top: number }[]} entries
 */
function addOutline(doc, entries) {
  const { context } = doc;
  const outlineRef = context.nextRef();
  const refs = entries.map(() => context.nextRef());
  entries.forEach((entry, index) => {
    const item = context.obj({
      Title: PDFHexString.fromText(entry.title),
      Parent: outlineRef,
      Dest: [entry.target.ref, 'XYZ', null, entry.top, null],
    });
    if (index > 0) item.set(PDFName.of('Prev'), /** @type {import('pdf-lib').PDFRef} */ (refs[index - 1]));
    if (index < refs.length - 1) item.set(PDFName.of('Next'), /** @type {import('pdf-lib').PDFRef} */ (refs[index + 1]));
    context.assign(/** @type {import('pdf-lib').PDFRef} */ (refs[index]), item);
  });
  context.assign(
    outlineRef,
    context.obj({ Type: 'Outlines', First: refs[0] ?? null, Last: refs.at(-1) ?? null, Count: refs.length }),
  );
  doc.catalog.set(PDFName.of('Outlines'), outlineRef);
}

/**
 * @param {Guide} guide
 * @param {RenderContext} context
 * @returns {Promise<Uint8Array>}
 */
export async function renderGuide(guide, context) {
  const chrome = GUIDE_CHROME[context.locale ?? 'en'];
  const doc = await PDFDocument.create({ updateMetadata: false });
  /** @type {Fonts} */
  const fonts = {
    serif: await doc.embedFont(StandardFonts.TimesRoman),
    serifBold: await doc.embedFont(StandardFonts.TimesRomanBold),
    serifItalic: await doc.embedFont(StandardFonts.TimesRomanItalic),
    sans: await doc.embedFont(StandardFonts.Helvetica),
    sansBold: await doc.embedFont(StandardFonts.HelveticaBold),
  };

  const title = printable(guide.title, `${context.file}:1`);
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(context.siteName);
  doc.setSubject(printable(guide.subtitle, `${context.file}:2`));
  doc.setKeywords([chrome.keywords]);
  doc.setCreator(`${context.siteName} guide generator (scripts/make-guides.mjs)`);
  doc.setProducer('pdf-lib');
  doc.setLanguage(chrome.language);
  doc.setCreationDate(context.date);
  doc.setModificationDate(context.date);

  const titlePage = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const contentsPage = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const bodyPages = paginate(layoutBody(guide, context, fonts));
  const pages = [titlePage, contentsPage];
  /** @type {{ title: string, pageNumber: number, target: PDFPage, top: number }[]} */
  const sections = [];
  for (const placed of bodyPages) {
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    pages.push(page);
    for (const { line, top } of placed) {
      line.draw(page, top);
      if (line.section) sections.push({ title: line.section, pageNumber: pages.length, target: page, top: Math.round(top + 12) });
    }
  }

  drawTitlePage(titlePage, guide, context, fonts);
  drawContentsPage(contentsPage, sections, context, fonts, doc);
  addOutline(doc, sections);

  pages.forEach((page, index) => {
    if (index === 0) return;
    page.drawLine({ start: { x: LEFT, y: FOOTER_BASELINE + 14 }, end: { x: RIGHT, y: FOOTER_BASELINE + 14 }, thickness: 0.5, color: ROSE });
    page.drawText(title, { x: LEFT, y: FOOTER_BASELINE, size: 9, font: fonts.sans, color: MUTED });
    const label = printable(chrome.page(index + 1, pages.length), context.file);
    const width = fonts.sans.widthOfTextAtSize(label, 9);
    page.drawText(label, { x: RIGHT - width, y: FOOTER_BASELINE, size: 9, font: fonts.sans, color: MUTED });
  });

  return doc.save();
}
