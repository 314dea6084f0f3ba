// Turns guide text into what gets printed: typographic quotes and apostrophes, and only characters
// the PDF's standard fonts can show. The standard 14 fonts (Times, Helvetica) are written with
// WinAnsi encoding (Windows-1252), which has ’ ‘ “ ” – — … • ™ and accented Latin letters but not,
// for example, arrows, maths signs or emoji. Characters it lacks are mapped to a plain equivalent
// below; any other one is an error naming the source line, so nothing is ever silently dropped
// or drawn as an empty box.

/** WinAnsi (Windows-1252) bytes 0x80-0x9F, which differ from Latin-1. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Characters WinAnsi cannot encode, with what to print instead. */
const REPLACEMENTS = new Map([
  ['\u2010', '-'], // hyphen
  ['\u2011', '-'], // non-breaking hyphen
  ['\u2012', '–'], // figure dash
  ['\u2015', '—'], // horizontal bar
  ['\u2212', '-'], // minus sign
  ['\u2009', ' '], // thin space
  ['\u200A', ' '], // hair space
  ['\u202F', ' '], // narrow no-break space
  ['\u2002', ' '],
  ['\u2003', ' '],
  ['\u200B', ''], // zero-width space (invisible anyway)
  ['\u2060', ''], // word joiner
  ['\uFEFF', ''], // byte-order mark
  ['\u2032', '’'], // prime
  ['\u2033', '”'], // double prime
  ['\u2192', '->'],
  ['\u2190', '<-'],
  ['\u2264', '<='],
  ['\u2265', '>='],
  ['\u2260', '!='],
  ['\u2023', '•'],
  ['\u25CF', '•'],
]);

/** @param {string} char one code point */
export function isWinAnsi(char) {
  const code = /** @type {number} */ (char.codePointAt(0));
  if (code >= 0x20 && code <= 0x7e) return true;
  if (code >= 0xa0 && code <= 0xff) return true;
  return WIN_ANSI_EXTRA.includes(char);
}

/**
 * Straight quotes to curly ones: an opening quote follows the start, a space or an opening
 * bracket or dash; everything else closes (which makes every apostrophe a ’, as it should be).
 * @param {string} text
 */
export function curlyQuotes(text) {
  return text
    .replace(/(^|[\s([{—–-])"/g, '$1“')
    .replace(/"/g, '”')
    .replace(/(^|[\s([{—–-“])'/g, '$1‘')
    .replace(/'/g, '’');
}

/**
 * Makes text printable with a standard PDF font, or throws naming where it came from.
 * @param {string} text
 * @param {string} where e.g. "guides/x.md:12"
 */
export function printable(text, where) {
  let out = '';
  for (const char of curlyQuotes(text)) {
    if (isWinAnsi(char)) {
      out += char;
    } else if (REPLACEMENTS.has(char)) {
      out += REPLACEMENTS.get(char);
    } else {
      const code = `U+${(/** @type {number} */ (char.codePointAt(0))).toString(16).toUpperCase().padStart(4, '0')}`;
      throw new Error(
        `${where}: the character "${char}" (${code}) cannot be printed with the PDF's standard fonts; ` +
          'use a plain equivalent or add a mapping in scripts/guides/typography.mjs',
      );
    }
  }
  return out;
}
