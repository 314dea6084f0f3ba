import { describe, expect, it } from 'vitest';
import { base64urlToBase64, fromBase64url, toBase64url } from './base64url';
import {
  ENVELOPE_NONCE_BYTES,
  ENVELOPE_OVERHEAD_BYTES,
  ENVELOPE_VERSION,
  VaultDecryptError,
  decryptEnvelope,
  encryptEnvelope,
  isWellFormedEnvelope,
  reencryptEnvelope,
} from './envelope';

const RECORD_ID = '3f0c2a52-8d7e-4f55-9a41-6b3c1d2e4f50';
const OTHER_ID = '9b1d7e3a-2c4f-4e8a-b6d1-0f2e3a4b5c6d';

async function newKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const bytesOf = (value: string) => new TextEncoder().encode(value);

/** The envelope with one byte changed (XOR 1) at `index` of its decoded bytes. */
function flipByte(envelope: string, index: number): string {
  const bytes = fromBase64url(envelope);
  if (!bytes) throw new Error('not base64url');
  bytes[index] = (bytes[index] ?? 0) ^ 1;
  return toBase64url(bytes);
}

async function failure(promise: Promise<unknown>): Promise<VaultDecryptError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(VaultDecryptError);
  return error as VaultDecryptError;
}

describe('base64url', () => {
  it('round-trips every byte value and refuses what is not canonical base64url', () => {
    const all = Uint8Array.from({ length: 256 }, (_, index) => index);
    expect(fromBase64url(toBase64url(all))).toEqual(all);
    for (let length = 0; length < 5; length += 1) expect(fromBase64url(toBase64url(all.subarray(0, length)))).toEqual(all.subarray(0, length));
    expect(toBase64url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    for (const bad of ['a+b/', 'ab=', 'abcde', 'a b', 'AB']) expect(fromBase64url(bad), bad).toBeUndefined();
    // Every spelling whose last character sets bits no byte uses is refused; the canonical one opens.
    for (const bytes of [[0x40], [0xff], [0xaa, 0x10], [0xff, 0xff]]) {
      const canonical = toBase64url(new Uint8Array(bytes));
      const stem = canonical.slice(0, -1);
      const opened = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'].filter((letter) => {
        const opened = fromBase64url(stem + letter);
        return opened !== undefined && opened.length === bytes.length && opened.every((byte, at) => byte === bytes[at]);
      });
      expect(opened.map((letter) => stem + letter)).toEqual([canonical]);
      expect([...fromBase64url(canonical)!]).toEqual(bytes);
    }
  });

  it('decodes as the base64url decoder of Node does, and refuses a character outside the alphabet wherever it stands', () => {
    for (let length = 0; length < 70; length += 1) {
      const bytes = crypto.getRandomValues(new Uint8Array(length));
      const text = Buffer.from(bytes).toString('base64url');
      expect(fromBase64url(text), text).toEqual(new Uint8Array(Buffer.from(text, 'base64url')));
      for (const at of [0, text.length - 1, Math.floor(text.length / 2)]) {
        if (text.length < 2) continue;
        for (const stranger of ['+', '/', '=', ' ', 'é', '\u0080']) expect(fromBase64url(text.slice(0, at) + stranger + text.slice(at + 1)), `${text} @${at} ${stranger}`).toBeUndefined();
      }
    }
  });

  it('turns base64url into padded base64 for a data: address, or says it is not base64url', () => {
    const all = Uint8Array.from({ length: 256 }, (_, index) => index);
    for (let length = 0; length < 6; length += 1) {
      const bytes = all.subarray(250 - length, 256);
      expect(base64urlToBase64(toBase64url(bytes))).toBe(btoa(String.fromCharCode(...bytes)));
    }
    for (const bad of ['a+b/', 'ab=', 'abcde', 'a b']) expect(base64urlToBase64(bad), bad).toBeUndefined();
  });
});

describe('vault envelope', () => {
  it('round-trips, with the version byte first and a fresh nonce each time', async () => {
    const key = await newKey();
    const plaintext = bytesOf('Day 3: I said no, and the sky did not fall. ✨');
    const first = await encryptEnvelope(key, RECORD_ID, plaintext);
    const second = await encryptEnvelope(key, RECORD_ID, plaintext);
    expect(text(await decryptEnvelope(key, RECORD_ID, first))).toBe(text(plaintext));
    expect(first).not.toBe(second);

    const bytes = fromBase64url(first) ?? new Uint8Array();
    expect(bytes[0]).toBe(ENVELOPE_VERSION);
    expect(bytes.length).toBe(ENVELOPE_OVERHEAD_BYTES + plaintext.length);
    expect(bytes.subarray(1, 1 + ENVELOPE_NONCE_BYTES)).not.toEqual((fromBase64url(second) ?? new Uint8Array()).subarray(1, 1 + ENVELOPE_NONCE_BYTES));
    expect(isWellFormedEnvelope(first)).toBe(true);
    expect(first).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('detects a changed byte anywhere: nonce, ciphertext or tag', async () => {
    const key = await newKey();
    const envelope = await encryptEnvelope(key, RECORD_ID, bytesOf('a reflection'));
    const length = (fromBase64url(envelope) ?? new Uint8Array()).length;
    const positions = { nonce: 1, 'last nonce byte': ENVELOPE_NONCE_BYTES, ciphertext: 1 + ENVELOPE_NONCE_BYTES, tag: length - 1 };
    for (const [where, index] of Object.entries(positions)) {
      expect((await failure(decryptEnvelope(key, RECORD_ID, flipByte(envelope, index)))).reason, where).toBe('not-authentic');
    }
  });

  it('binds the record id: the same envelope under another id does not open', async () => {
    const key = await newKey();
    const envelope = await encryptEnvelope(key, RECORD_ID, bytesOf('a script'));
    const error = await failure(decryptEnvelope(key, OTHER_ID, envelope));
    expect(error.reason).toBe('not-authentic');
    expect(error.name).toBe('VaultDecryptError');
  });

  it('does not open under another key', async () => {
    const envelope = await encryptEnvelope(await newKey(), RECORD_ID, bytesOf('a script'));
    expect((await failure(decryptEnvelope(await newKey(), RECORD_ID, envelope))).reason).toBe('not-authentic');
  });

  it('refuses an unknown version and a malformed envelope', async () => {
    const key = await newKey();
    const envelope = await encryptEnvelope(key, RECORD_ID, bytesOf('x'));
    const bytes = fromBase64url(envelope) ?? new Uint8Array();
    bytes[0] = 2;
    const future = toBase64url(bytes);
    expect((await failure(decryptEnvelope(key, RECORD_ID, future))).reason).toBe('unknown-version');
    expect(isWellFormedEnvelope(future)).toBe(false);
    for (const bad of ['', 'not base64!', toBase64url(new Uint8Array(ENVELOPE_OVERHEAD_BYTES - 1).fill(1))]) {
      expect((await failure(decryptEnvelope(key, RECORD_ID, bad))).reason).toBe('malformed');
      expect(isWellFormedEnvelope(bad)).toBe(false);
    }
  });

  it('re-encrypts under a new key, bytes untouched, and refuses what the old key cannot open', async () => {
    const oldKey = await newKey();
    const newerKey = await newKey();
    const envelope = await encryptEnvelope(oldKey, RECORD_ID, bytesOf('{"kind":"future-kind"}'));
    const moved = await reencryptEnvelope(oldKey, newerKey, RECORD_ID, envelope);
    expect(text(await decryptEnvelope(newerKey, RECORD_ID, moved))).toBe('{"kind":"future-kind"}');
    expect((await failure(decryptEnvelope(oldKey, RECORD_ID, moved))).reason).toBe('not-authentic');
    expect((await failure(reencryptEnvelope(newerKey, oldKey, RECORD_ID, envelope))).reason).toBe('not-authentic');
  });
});
