/**
 * Text for PDFs drawn with pdf-lib's standard fonts (Helvetica, WinAnsi): what those fonts can
 * encode, and wrapping to a width. Shared by every PDF made in her browser (the assessment
 * results, the symptom report, ...), so each says the same about characters it cannot draw.
 */
const asciiReplacements: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u2032': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2033': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u2122': '(TM)',
  '\u00AE': '(R)',
  '\u00A9': '(C)',
  '\u2022': '-',
  '\u00A0': ' ',
  '\u2009': ' ',
  '\u202F': ' ',
  '\u200B': '',
};

/**
 * Text that the standard Helvetica font (WinAnsi) can draw: typographic quotes, dashes and
 * symbols become their ASCII equivalents, line breaks become spaces, and anything else outside
 * printable ASCII and Latin-1 is dropped.
 */
export function pdfSafeText(text: string): string {
  let out = '';
  for (const char of text) {
    const replaced = asciiReplacements[char];
    if (replaced !== undefined) {
      out += replaced;
      continue;
    }
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n' || char === '\r' || char === '\t') out += ' ';
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff)) out += char;
  }
  return out;
}

/** The last character of `text` (a surrogate pair whole). */
function lastCharacter(text: string): string {
  const code = text.charCodeAt(text.length - 1);
  return code >= 0xdc00 && code <= 0xdfff && text.length > 1 ? text.slice(-2) : text.slice(-1);
}

/**
 * Splits text into lines no wider than `maxWidth` (a single over-long word is cut). `widthOf` is
 * a font's width: each character's, plus the kerning of each pair (as pdf-lib measures). A line is
 * not measured whole for every word it takes (a record pack measured each line some ten times
 * over: issue 27, docs/benchmarks.md): the width a word adds is its own after a space, plus the
 * kerning of the line's last character with that space; a sum that comes within a hair of
 * `maxWidth` is measured whole, so the lines are exactly those of measuring every candidate whole.
 */
export function wrapText(text: string, maxWidth: number, widthOf: (text: string) => number): string[] {
  const words = text.split(/\s+/).filter((word) => word !== '');
  const lines: string[] = [];
  const space = widthOf(' ');
  const kernings = new Map<string, number>();
  const kerningBeforeSpace = (character: string) => {
    let kerning = kernings.get(character);
    if (kerning === undefined) {
      kerning = widthOf(`${character} `) - widthOf(character) - space;
      kernings.set(character, kerning);
    }
    return kerning;
  };
  const hair = 1e-6 * Math.max(1, Math.abs(maxWidth));
  let line = '';
  let lineWidth = 0;
  for (const word of words) {
    const candidate = line === '' ? word : `${line} ${word}`;
    let candidateWidth = line === '' ? widthOf(word) : lineWidth + kerningBeforeSpace(lastCharacter(line)) + widthOf(` ${word}`);
    if (line !== '' && Math.abs(candidateWidth - maxWidth) <= hair) candidateWidth = widthOf(candidate);
    if (candidateWidth <= maxWidth) {
      line = candidate;
      lineWidth = candidateWidth;
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
    lineWidth = widthOf(rest);
  }
  if (line !== '') lines.push(line);
  return lines;
}
