import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('hashPassword / verifyPassword', () => {
  it('stores scrypt parameters, a 16-byte salt and a 32-byte key, never the passphrase', async () => {
    const stored = await hashPassword('correct horse battery');
    const parts = stored.split('$');
    expect(parts.slice(0, 4)).toEqual(['scrypt', '15', '8', '1']);
    expect(Buffer.from(parts[4] ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(parts[5] ?? '', 'base64url')).toHaveLength(32);
    expect(stored).not.toContain('correct horse');
  });

  it('verifies the same passphrase and refuses any other', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash, so the same passphrase never gives the same stored value', async () => {
    const [first, second] = await Promise.all([hashPassword('same passphrase'), hashPassword('same passphrase')]);
    expect(first).not.toBe(second);
    expect(await verifyPassword('same passphrase', second ?? '')).toBe(true);
  });

  it('treats composed and decomposed accents as the same passphrase', async () => {
    const stored = await hashPassword('caf\u00e9 au lait');
    expect(await verifyPassword('cafe\u0301 au lait', stored)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['plain text', 'correct horse battery'],
    ['another algorithm', 'bcrypt$15$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['an absurd cost', 'scrypt$40$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a short hash', 'scrypt$15$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA'],
  ])('never matches a stored value that is %s', async (_label, stored) => {
    expect(await verifyPassword('correct horse battery', stored)).toBe(false);
  });
});
