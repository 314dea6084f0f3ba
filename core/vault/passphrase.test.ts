import { describe, expect, it } from 'vitest';
import { passphraseLists } from './passphrase-lists';

const { en: english, es: spanish } = passphraseLists;
import { MIN_PASSPHRASE_SCORE, SUGGESTED_WORDS, passphraseStrength, suggestFrom, suggestPassphrase, uniformIndex } from './passphrase';

/** A stand-in for crypto.getRandomValues that hands out these values in turn. */
function values(...sequence: number[]) {
  return (into: Uint32Array) => {
    into[0] = sequence.shift()!;
    return into;
  };
}

describe('suggesting a passphrase', () => {
  it('draws without modulo bias: a value past the last whole multiple of the list is drawn again', () => {
    // For 7,776 words, values from the last whole multiple of 7,776 below 2^32 up are drawn again.
    const limit = Math.floor(2 ** 32 / 7776) * 7776;
    expect(uniformIndex(7776, values(limit, 2 ** 32 - 1, 7777))).toBe(1);
    expect(uniformIndex(7776, values(limit - 1))).toBe((limit - 1) % 7776);
    expect(uniformIndex(2048, values(2 ** 32 - 1))).toBe(2047);
    expect(() => uniformIndex(0)).toThrow(RangeError);
  });

  it('suggests five words of the English EFF list, different each time, drawn with crypto.getRandomValues', async () => {
    const words = await english.words();
    expect(words).toHaveLength(7776);
    expect(new Set(words).size).toBe(7776);
    const first = await suggestPassphrase();
    const second = await suggestPassphrase();
    expect(first.split(' ')).toHaveLength(SUGGESTED_WORDS);
    for (const word of first.split(' ')) expect(words).toContain(word);
    expect(first).not.toBe(second);
    // Every word of a small list turns up: the draw reaches the whole list.
    const seen = new Set(Array.from({ length: 200 }, () => suggestFrom(['a', 'b', 'c', 'd'], 1)));
    expect([...seen].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(() => suggestFrom(['a', 'a'])).toThrow();
  });

  it('the Spanish list is the 2,048 distinct words of BIP-39 in Spanish', async () => {
    const words = await spanish.words();
    expect(words).toHaveLength(2048);
    expect(new Set(words).size).toBe(2048);
    expect(words.every((word) => /^[a-zñáéíóúü]+$/.test(word))).toBe(true);
  });
});

describe('the strength check', () => {
  it('refuses password1 and other easy ones, and takes a few unusual words and every suggestion', async () => {
    for (const weak of ['password1', 'iloveyou123', 'qwertyuiop', 'sunshine2020', 'maya.example']) {
      expect((await passphraseStrength(weak, 'maya@example.org')).strong, weak).toBe(false);
    }
    for (const strong of ['river stones at dawn', 'lantern harbor velvet orchard', await suggestPassphrase()]) {
      const result = await passphraseStrength(strong, 'maya@example.org');
      expect(result.strong, strong).toBe(true);
      expect(result.score).toBeGreaterThanOrEqual(MIN_PASSPHRASE_SCORE);
    }
    // Her email's own words are the first a guesser tries.
    expect((await passphraseStrength('maya example', 'maya@example.org')).strong).toBe(false);
  });
});
