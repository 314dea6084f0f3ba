/**
 * Strong passphrases, made easy (issue 25; docs/decisions/0015): a suggestion of five words
 * drawn with crypto.getRandomValues from a well-kept list of her language, and a strength check
 * (zxcvbn-ts with its language dictionaries) that a new space and a passphrase change must pass.
 * Existing spaces still open with whatever passphrase made them: the check is never applied at
 * unlock. Both load only when she reaches for them (dynamic imports), never with a page.
 */
import { locale } from '../content/locale';
import { passphraseLists } from './passphrase-lists';

/** This build's language's lists (the Spanish build's `locale` is Spanish). */
const passphraseLanguage = passphraseLists[locale.code];

/** Words in a suggestion: 5 from the EFF list (7,776 words) are about 64 bits; from a 2,048-word list, 55. */
export const SUGGESTED_WORDS = 5;

/**
 * The lowest zxcvbn score a new passphrase needs: 3 means about 10^8 guesses or more. Each
 * guess costs a thief one Argon2id (32 MiB, 3 passes), so that is years of one machine's work;
 * "password1" scores 0.
 */
export const MIN_PASSPHRASE_SCORE = 3;

/** A uniform index below `size` from crypto.getRandomValues: values past the last whole multiple are drawn again (no modulo bias). */
export function uniformIndex(size: number, random: (into: Uint32Array) => Uint32Array = (into) => globalThis.crypto.getRandomValues(into)): number {
  if (!Number.isInteger(size) || size < 1 || size > 2 ** 32) throw new RangeError('A list to draw from holds 1 to 2^32 items.');
  const limit = Math.floor(2 ** 32 / size) * size;
  const draw = new Uint32Array(1);
  for (;;) {
    const value = random(draw)[0]!;
    if (value < limit) return value % size;
  }
}

/** Five words, each drawn uniformly from the list, joined by spaces. */
export function suggestFrom(words: readonly string[], count = SUGGESTED_WORDS, random?: (into: Uint32Array) => Uint32Array): string {
  if (new Set(words).size !== words.length) throw new Error('The word list repeats a word.');
  return Array.from({ length: count }, () => words[uniformIndex(words.length, random)]!).join(' ');
}

/** "Suggest one": five words from her language's list (loaded now). */
export async function suggestPassphrase(): Promise<string> {
  return suggestFrom(await passphraseLanguage.words());
}

type Checker = (passphrase: string, userInputs: string[]) => { score: number };
let checker: Promise<Checker> | undefined;

async function loadChecker(): Promise<Checker> {
  const [{ ZxcvbnFactory }, common, language] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    passphraseLanguage.dictionary(),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...language },
    graphs: common.adjacencyGraphs,
  });
  return (passphrase, userInputs) => zxcvbn.check(passphrase, userInputs);
}

/**
 * Whether a passphrase is strong enough for a new space or a change: zxcvbn's score with her
 * email's parts as words a guesser would try first. Answers the score too (0-4).
 */
export async function passphraseStrength(passphrase: string, email = ''): Promise<{ strong: boolean; score: number }> {
  const check = await (checker ??= loadChecker());
  const userInputs = email.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((part) => part.length > 2);
  const { score } = check(passphrase.normalize('NFC'), userInputs);
  return { strong: score >= MIN_PASSPHRASE_SCORE, score };
}
