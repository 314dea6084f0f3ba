import { describe, expect, it } from 'vitest';
import { type ShareBundle, ShareBundleError, openShareBundle, sealShareBundle } from './share-bundle';
import { deriveShareKeys, newShareCode, normalizeShareCode, parseShareFragment, shareFragment, shareTokenHash, spokenCode } from './share-keys';
import { fromBase64url, toBase64url } from '../vault/base64url';

const secret = new Uint8Array(32).map((_, index) => index);
const bundle: ShareBundle = {
  format: 'save-sisterhood-share',
  version: 1,
  madeAt: '2026-11-28T12:00:00.000Z',
  language: 'es',
  records: [
    {
      storedAt: '2026-11-20T10:00:01.000Z',
      versions: [
        {
          savedAt: '2026-11-20T10:00:00.000Z',
          content: {
            happenedDate: '2026-11-19',
            happenedTime: '21:30',
            place: 'casa',
            whatHappened: 'Gritó.',
            witnesses: '',
            injuries: '',
            actionsTaken: '',
          },
        },
      ],
    },
  ],
  attachments: [],
  calendar: null,
};

describe('share link keys (docs/decisions/0034)', () => {
  it('derives the same link id, token and key from the same secret and code, and a different token and key for another code', async () => {
    const one = await deriveShareKeys(secret, '123456');
    const two = await deriveShareKeys(secret, '123456');
    const other = await deriveShareKeys(secret, '123457');
    const none = await deriveShareKeys(secret);
    expect(one.token).toBe(two.token);
    expect(one.linkId).toBe(other.linkId);
    expect(one.linkId).toBe(none.linkId);
    expect(new Set([one.token, other.token, none.token]).size).toBe(3);
    expect(fromBase64url(one.linkId)).toHaveLength(16);
    expect(fromBase64url(one.token)).toHaveLength(32);
    // The token is no part of the key: the key is not extractable, and the token is not the link id.
    expect(one.key.extractable).toBe(false);
    expect(one.token).not.toContain(one.linkId);
    expect(await shareTokenHash(one.token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('opens a sealed bundle with its key only: another code, another link id or a changed byte is "could not be read"', async () => {
    const keys = await deriveShareKeys(secret, '123456');
    const sealed = await sealShareBundle(keys.key, keys.linkId, bundle);
    expect(await openShareBundle(keys.key, keys.linkId, sealed)).toEqual(bundle);
    // Padded to 4 KiB: the length says little.
    expect((fromBase64url(sealed)!.length - 29) % 4096).toBe(0);
    const wrongCode = await deriveShareKeys(secret, '654321');
    await expect(openShareBundle(wrongCode.key, wrongCode.linkId, sealed)).rejects.toBeInstanceOf(ShareBundleError);
    await expect(openShareBundle(keys.key, toBase64url(new Uint8Array(16)), sealed)).rejects.toMatchObject({ reason: 'not-authentic' });
    const bytes = fromBase64url(sealed)!;
    bytes[40]! ^= 1;
    await expect(openShareBundle(keys.key, keys.linkId, toBase64url(bytes))).rejects.toMatchObject({ reason: 'not-authentic' });
    await expect(openShareBundle(keys.key, keys.linkId, 'not base64url!')).rejects.toMatchObject({ reason: 'malformed' });
  });

  it('refuses to open a bundle that decrypts but is not a share of this format', async () => {
    const keys = await deriveShareKeys(secret);
    const nonce = new Uint8Array(12);
    const plaintext = new TextEncoder().encode(JSON.stringify({ format: 'something-else' }));
    const sealed = new Uint8Array(
      await crypto.subtle.encrypt(
        {
          name: 'AES-GCM',
          iv: nonce,
          additionalData: new TextEncoder().encode(`save-sisterhood/share/v1/bundle\u0000${keys.linkId}`),
        },
        keys.key,
        plaintext,
      ),
    );
    const text = toBase64url(new Uint8Array([1, ...nonce, ...sealed]));
    await expect(openShareBundle(keys.key, keys.linkId, text)).rejects.toMatchObject({ reason: 'invalid-content' });
  });

  it('writes and reads the fragment, and nothing else passes for one', () => {
    for (const hasCode of [true, false])
      expect(parseShareFragment(`#${shareFragment(secret, hasCode)}`)).toEqual({
        secret,
        hasCode,
      });
    for (const text of ['', '#', '#1x' + toBase64url(secret), '#2c' + toBase64url(secret), '#1c' + toBase64url(secret.subarray(1)), '#1cAAAA']) {
      expect(parseShareFragment(text), text).toBeUndefined();
    }
  });

  it('makes six-digit codes, read aloud in two halves, and reads them back typed with spaces or dashes', () => {
    for (let index = 0; index < 50; index += 1) expect(newShareCode()).toMatch(/^\d{6}$/);
    expect(spokenCode('123456')).toBe('123 456');
    expect(normalizeShareCode(' 123 456 ')).toBe('123456');
    expect(normalizeShareCode('123-456')).toBe('123456');
    expect(normalizeShareCode('12345')).toBeUndefined();
    expect(normalizeShareCode('12345a')).toBeUndefined();
  });
});
