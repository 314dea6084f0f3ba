/**
 * The two test-only pseudo-locales (docs/decisions/0035-a-language-is-a-folder.md): every text
 * of the English modules, made recognisably "translated" so a page in them shows at a glance
 * (and to a test) each word that did not go through a text module, and how the layout takes
 * longer words and the other writing direction. Never in the production build: the e2e
 * generates their folders (e2e/pseudo/generate.mjs) and builds them on its own.
 *
 * - qps-ploc (expanded): every letter accented and every vowel doubled, ~40% longer, as long
 *   German or Spanish words are: "Save Sisterhood" → "Šååvéé Šîîšţééŕĥöööö ð".
 * - qps-plocm (mirrored, right-to-left): the same letters, no longer, shown right to left
 *   (U+202E … U+202C) on a page whose <html dir="rtl">.
 *
 * A text is changed only where the Spanish twin says it differently: what stays the same in
 * Spanish (ids, statuses, names, numbers, links) is not a text to translate.
 */
export type PseudoMode = 'expanded' | 'mirrored';

export const PSEUDO_LOCALES = {
  'qps-ploc': { mode: 'expanded', dir: 'ltr', name: 'Ƥšéûðö' },
  'qps-plocm': { mode: 'mirrored', dir: 'rtl', name: 'Ƥšéûðö ɱîŕŕöŕ' },
} as const satisfies Record<string, { mode: PseudoMode; dir: 'ltr' | 'rtl'; name: string }>;

export type PseudoLocale = keyof typeof PSEUDO_LOCALES;

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index]!,
  ]),
);
const VOWELS = new Set([...'aeiouAEIOU']);
const RLO = '\u202e';
const PDF = '\u202c';

function letters(text: string, mode: PseudoMode): string {
  let out = '';
  for (const character of text) {
    const accented = ACCENTED[character];
    if (accented === undefined) out += character;
    else out += mode === 'expanded' && VOWELS.has(character) ? accented + accented.toLowerCase() : accented;
  }
  return out;
}

/**
 * A message in pseudo-language: the words outside `{placeholders}` changed, a placeholder kept
 * as written, and the sub-messages of an ICU plural or select (`{n, plural, one {# day} other
 * {# days}}`) changed in turn.
 */
export function pseudoMessage(message: string, mode: PseudoMode): string {
  let out = '';
  let index = 0;
  while (index < message.length) {
    const open = message.indexOf('{', index);
    if (open === -1) {
      out += letters(message.slice(index), mode);
      break;
    }
    out += letters(message.slice(index, open), mode);
    const close = matchingBrace(message, open);
    if (close === -1) {
      out += letters(message.slice(open), mode);
      break;
    }
    out += pseudoArgument(message.slice(open, close + 1), mode);
    index = close + 1;
  }
  return out;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}' && --depth === 0) return index;
  }
  return -1;
}

/** `{name}` stays; `{n, plural, one {…} other {…}}` keeps its keywords and changes each sub-message. */
function pseudoArgument(argument: string, mode: PseudoMode): string {
  const inner = argument.slice(1, -1);
  if (!/^\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/.test(inner)) return argument;
  let out = '{';
  let index = 1;
  while (index < argument.length - 1) {
    const open = argument.indexOf('{', index);
    if (open === -1 || open >= argument.length - 1) {
      out += argument.slice(index, -1);
      break;
    }
    const close = matchingBrace(argument, open);
    out += argument.slice(index, open + 1) + pseudoMessage(argument.slice(open + 1, close), mode) + '}';
    index = close + 1;
  }
  return `${out}}`;
}

/** A text in the pseudo-language, or the text itself when it is an address, path or e-mail. */
export function pseudoText(text: string, mode: PseudoMode): string {
  if (text.trim() === '' || /^(https?:|mailto:|tel:|sms:|\/|#|data:)/.test(text) || /^[\w.+-]+@[\w.-]+$/.test(text)) return text;
  const changed = pseudoMessage(text, mode);
  return mode === 'mirrored' ? `${RLO}${changed}${PDF}` : changed;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * A module's export in the pseudo-language: each string the Spanish twin says differently is
 * changed; everything else (ids, numbers, the same names) is the English value. A function is
 * left as it is: English words it returns show on the page, which is what the test looks for.
 */
export function pseudoValue(english: unknown, spanish: unknown, mode: PseudoMode, seen = new Map<unknown, unknown>()): unknown {
  if (typeof english === 'string') return typeof spanish === 'string' && spanish !== english ? pseudoText(english, mode) : english;
  if (seen.has(english)) return seen.get(english);
  if (Array.isArray(english)) {
    const out: unknown[] = [];
    seen.set(english, out);
    english.forEach((item, index) => out.push(pseudoValue(item, Array.isArray(spanish) ? spanish[index] : undefined, mode, seen)));
    return Object.isFrozen(english) ? Object.freeze(out) : out;
  }
  if (isPlainObject(english)) {
    const out: Record<string, unknown> = {};
    seen.set(english, out);
    for (const [key, value] of Object.entries(english)) out[key] = pseudoValue(value, isPlainObject(spanish) ? spanish[key] : undefined, mode, seen);
    return out;
  }
  return english;
}

/** Every ASCII word of three letters or more in a text: what a pseudo-locale's page should not show. */
export function englishWords(text: string): string[] {
  return text.match(/[A-Za-z]{3,}/g) ?? [];
}
