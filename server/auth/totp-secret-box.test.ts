import { describe, expect, it } from 'vitest';
import { newTotpSecret } from './second-factor';
import { TotpSecretBox, TotpSecretUnreadableError } from './totp-secret-box';

const KEY = 'a-totp-encryption-key-of-forty-characters';

describe('TotpSecretBox', () => {
  it('seals a secret so that only the same key, for the same admin, opens it; every seal differs', () => {
    const box = new TotpSecretBox(KEY);
    const secret = newTotpSecret();
    const sealed = box.seal(7, secret);
    expect(sealed).not.toContain(secret);
    expect(TotpSecretBox.isSealed(sealed)).toBe(true);
    expect(TotpSecretBox.isSealed(secret)).toBe(false);
    expect(box.seal(7, secret)).not.toBe(sealed);
    expect(box.open(7, sealed)).toBe(secret);
    expect(new TotpSecretBox(KEY).open(7, sealed)).toBe(secret);
  });

  it('refuses a wrong key, another admin\'s row, and any change to the stored text', () => {
    const box = new TotpSecretBox(KEY);
    const sealed = box.seal(7, newTotpSecret());
    expect(() => new TotpSecretBox(`${KEY}!`).open(7, sealed)).toThrow(TotpSecretUnreadableError);
    expect(() => box.open(8, sealed)).toThrow(TotpSecretUnreadableError);
    const [prefix, nonce, body] = sealed.split('.') as [string, string, string];
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    for (const tampered of [
      `${prefix}.${flip(nonce, 3)}.${body}`,
      `${prefix}.${nonce}.${flip(body, 2)}`,
      `${prefix}.${nonce}.${flip(body, body.length - 3)}`,
      `${prefix}.${nonce}.${body.slice(0, -4)}`,
      `${prefix}.${nonce}`,
      `${prefix}.${nonce}.${body}.x`,
      'v2.abc.def',
      'JBSWY3DPEHPK3PXP',
    ]) {
      expect(() => box.open(7, tampered), tampered).toThrow(TotpSecretUnreadableError);
    }
  });
});
