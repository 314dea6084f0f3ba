/**
 * The Spanish site's passphrase words (core/vault/passphrase.ts): the Spanish list of BIP-39
 * (2,048 words chosen so that no two share their first four letters; package @scure/bip39, MIT,
 * audited), since the Spanish diceware list on npm (diceware-wordlist-sp) is mostly numbers and
 * fragments ("w69", "huifa"); and zxcvbn-ts's Spanish dictionary for the strength check (MIT).
 * Each loads only when she reaches for it.
 */
import type { passphraseLanguage as english } from '@core/content/passphrase-language';

export const passphraseLanguage: typeof english = {
  // Stored decomposed (NFKD, as BIP-39 asks); shown and typed composed ("café").
  words: async () => (await import('@scure/bip39/wordlists/spanish.js')).wordlist.map((word) => word.normalize('NFC')),
  dictionary: async () => (await import('@zxcvbn-ts/language-es-es')).dictionary,
};
