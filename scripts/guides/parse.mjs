// Parses a guide written in the strict Markdown subset described in core/content/guides/README.md:
//
//   line 1   # Title
//   line 2   > Subtitle
//   then     ## Section / ### Subsection headings, paragraphs separated by blank lines,
//            "- " bullets and "- [ ] " checklist items, one item per line.
//
// Anything else (emphasis, links, numbered lists, tables, HTML, code, quotes after line 2,
// indentation, lazy continuation lines...) is an error that names the file and line, so a guide
// can never be printed with stray Markdown in it or with text silently dropped.

/** @typedef {'h2' | 'h3' | 'p' | 'bullet' | 'check'} BlockType */
/** @typedef {{ type: BlockType, text: string, line: number }} Block */
/** @typedef {{ title: string, subtitle: string, blocks: Block[] }} Guide */

export class GuideSyntaxError extends Error {
  /** @param {string} file @param {number} line @param {string} message */
  constructor(file, line, message) {
    super(`${file}:${line}: ${message}`);
    this.name = 'GuideSyntaxError';
    this.file = file;
    this.line = line;
  }
}

/** The last section's title, in each language a guide is written in (English, Spanish). */
const ABOUT_SECTIONS = ['About S.A.V.E. Sisterhood', 'Sobre S.A.V.E. Sisterhood'];

/** Inline Markdown and other syntax the subset does not have, with what to say about it. */
const FORBIDDEN_INLINE = [
  [/\*|__|(^|\W)_\S|\S_(\W|$)/, 'emphasis (* or _) is not part of the guide format'],
  [/`/, 'code (`) is not part of the guide format'],
  [/!?\[[^\]]*\]\([^)]*\)/, 'links and images are not part of the guide format'],
  [/\[|\]/, 'square brackets are only allowed in a "- [ ] " checklist marker'],
  [/<\/?[A-Za-z!]/, 'HTML is not part of the guide format'],
  [/\|/, 'tables (|) are not part of the guide format'],
  [/\\/, 'backslash escapes are not part of the guide format'],
  [/\t/, 'tabs are not allowed; use spaces'],
];

/**
 * @param {string} source the whole Markdown file
 * @param {string} [file] a name for error messages
 * @returns {Guide}
 */
export function parseGuide(source, file = 'guide.md') {
  const lines = source.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  /** @param {number} index 0-based @param {string} message */
  const fail = (index, message) => {
    throw new GuideSyntaxError(file, index + 1, message);
  };

  const titleMatch = /^# (\S.*)$/.exec(lines[0] ?? '');
  if (!titleMatch) fail(0, 'line 1 must be the title: "# Title"');
  const subtitleMatch = /^> (\S.*)$/.exec(lines[1] ?? '');
  if (!subtitleMatch) fail(1, 'line 2 must be the subtitle: "> Subtitle"');

  /** @type {Block[]} */
  const blocks = [];
  /** @type {Block | null} the paragraph being collected, if any */
  let paragraph = null;
  /** the kind of the previous non-blank line, to catch lazy continuation of list items */
  let previous = 'subtitle';

  for (let i = 2; i < lines.length; i++) {
    const raw = /** @type {string} */ (lines[i]);
    const line = raw.replace(/ +$/, '');
    if (line === '') {
      paragraph = null;
      previous = 'blank';
      continue;
    }
    if (/^\s/.test(line)) fail(i, 'lines must not be indented (nested lists and code blocks are not part of the format)');

    for (const [pattern, message] of FORBIDDEN_INLINE) {
      // The checklist marker is the one place brackets are allowed (a wrong one is reported below).
      const text = /^- \[.\] /.test(line) ? line.slice(6) : line;
      if (/** @type {RegExp} */ (pattern).test(text)) fail(i, /** @type {string} */ (message));
    }

    let match;
    if ((match = /^(#{1,6})(\s*)(.*)$/.exec(line))) {
      const [, hashes, space, text] = /** @type {[string, string, string, string]} */ (/** @type {unknown} */ (match));
      if (hashes.length === 1) fail(i, 'only line 1 may be a "# " title; sections use "## "');
      if (hashes.length > 3) fail(i, `"${hashes}" headings are not part of the format; use "## " or "### "`);
      if (space !== ' ' || text.trim() === '') fail(i, `a heading is "${hashes} " followed by its text`);
      if (hashes.length === 3 && !blocks.some((b) => b.type === 'h2')) fail(i, 'a "### " subsection must come after a "## " section');
      if (previous !== 'blank') fail(i, 'a heading needs a blank line before it');
      blocks.push({ type: hashes.length === 2 ? 'h2' : 'h3', text, line: i + 1 });
      paragraph = null;
      previous = 'heading';
      continue;
    }
    if (line.startsWith('>')) fail(i, 'block quotes are only allowed on line 2, for the subtitle');
    if (/^\d+[.)]\s/.test(line)) fail(i, 'numbered lists are not part of the format; use "- " bullets');
    if (/^[*+]\s/.test(line)) fail(i, 'bullets start with "- ", not "* " or "+ "');
    if (/^(-{3,}|_{3,}|\*{3,})$/.test(line)) fail(i, 'horizontal rules are not part of the format');

    if (line.startsWith('-')) {
      if ((match = /^- \[ \] (\S.*)$/.exec(line))) {
        blocks.push({ type: 'check', text: /** @type {string} */ (match[1]), line: i + 1 });
      } else if (/^- \[/.test(line)) {
        fail(i, 'a checklist item is "- [ ] " followed by its text (ticked boxes are not part of the format)');
      } else if ((match = /^- (\S.*)$/.exec(line))) {
        blocks.push({ type: 'bullet', text: /** @type {string} */ (match[1]), line: i + 1 });
      } else {
        fail(i, 'a bullet is "- " followed by its text');
      }
      if (previous === 'paragraph') fail(i, 'a list needs a blank line between it and the paragraph before it');
      paragraph = null;
      previous = 'item';
      continue;
    }

    // Plain text: a paragraph, or the next line of the paragraph being collected.
    if (previous === 'item') fail(i, 'list items are one line each; this text continues a list item (add a blank line to start a paragraph)');
    if (previous === 'heading') fail(i, 'a heading needs a blank line after it');
    if (!blocks.some((b) => b.type === 'h2')) fail(i, 'text before the first "## " section is not part of the format');
    if (paragraph) {
      paragraph.text += ` ${line}`;
    } else {
      paragraph = { type: 'p', text: line, line: i + 1 };
      blocks.push(paragraph);
    }
    previous = 'paragraph';
  }

  const sections = blocks.filter((b) => b.type === 'h2');
  if (sections.length < 8 || sections.length > 14) {
    fail(lines.length - 1, `a guide has 8 to 14 "## " sections; this one has ${sections.length}`);
  }
  const last = /** @type {Block} */ (sections.at(-1));
  if (!ABOUT_SECTIONS.includes(last.text)) {
    fail(last.line - 1, `the last section must be ${ABOUT_SECTIONS.map((title) => `"## ${title}"`).join(' or ')}`);
  }
  blocks.forEach((block, index) => {
    const next = blocks[index + 1];
    if ((block.type === 'h2' || block.type === 'h3') && (!next || next.type === 'h2' || (block.type === 'h3' && next.type === 'h3'))) {
      fail(block.line - 1, 'a heading must be followed by some text');
    }
  });

  return {
    title: (titleMatch?.[1] ?? '').trim(),
    subtitle: (subtitleMatch?.[1] ?? '').trim(),
    blocks,
  };
}

/** Counts words the way a reader would: runs of letters or digits, with inner ' and -. */
export function countWords(/** @type {string} */ text) {
  return (text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []).length;
}
