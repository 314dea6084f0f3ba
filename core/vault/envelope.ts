/**
 * The vault envelope (docs/decisions/0015): how one record's bytes are sealed with her key.
 *
 *   envelope = base64url( version 0x01 ‖ nonce (12 random bytes) ‖ AES-256-GCM ciphertext ‖ tag (16 bytes) )
 *   additional data = UTF-8( "save-sisterhood/vault/v1/record" ‖ 0x00 ‖ record id )
 *
 * A fresh random nonce per encryption (never a counter: two devices share the key). The record
 * id is authenticated, so the server cannot hand one record back under another's id. Opening
 * fails with VaultDecryptError whatever went wrong, and the page says "this entry could not be
 * read" without guessing why.
 */
import { fromBase64url, toBase64url } from './base64url';

export const ENVELOPE_VERSION = 1;
export const ENVELOPE_NONCE_BYTES = 12;
export const ENVELOPE_TAG_BYTES = 16;
/** Version byte, nonce and tag: an envelope of empty plaintext. */
export const ENVELOPE_OVERHEAD_BYTES = 1 + ENVELOPE_NONCE_BYTES + ENVELOPE_TAG_BYTES;
export const RECORD_AAD_LABEL = 'save-sisterhood/vault/v1/record';

export type VaultDecryptFailure =
  /** Not base64url, or shorter than a version byte, a nonce and a tag. */
  | 'malformed'
  /** A version byte this code does not know (written by a newer page, or garbage). */
  | 'unknown-version'
  /** The tag does not match: a changed byte, another record's id, or another key. */
  | 'not-authentic'
  /** Opened, but not a record of core/contracts/vault.ts (core/vault/records.ts). */
  | 'invalid-content'
  /** Opened, but of a kind this page does not know yet: keep it untouched (core/vault/records.ts). */
  | 'unknown-kind';

/** The one error opening an envelope throws; `reason` is for logs and tests, not for her. */
export class VaultDecryptError extends Error {
  override name = 'VaultDecryptError';
  constructor(readonly reason: VaultDecryptFailure) {
    super(`This vault record could not be opened (${reason}).`);
  }
}

const encoder = new TextEncoder();

function additionalData(recordId: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(`${RECORD_AAD_LABEL}\u0000${recordId}`);
}

/** True when the text has the shape of an envelope of a known version (the server checks this). */
export function isWellFormedEnvelope(envelope: string): boolean {
  const bytes = fromBase64url(envelope);
  return bytes !== undefined && bytes.length >= ENVELOPE_OVERHEAD_BYTES && bytes[0] === ENVELOPE_VERSION;
}

/** Seals `plaintext` for the record `recordId` under `key`. */
export async function encryptEnvelope(key: CryptoKey, recordId: string, plaintext: Uint8Array<ArrayBuffer>): Promise<string> {
  const nonce = globalThis.crypto.getRandomValues(new Uint8Array(ENVELOPE_NONCE_BYTES));
  const sealed = new Uint8Array(
    await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce, additionalData: additionalData(recordId), tagLength: 128 }, key, plaintext),
  );
  const envelope = new Uint8Array(1 + nonce.length + sealed.length);
  envelope[0] = ENVELOPE_VERSION;
  envelope.set(nonce, 1);
  envelope.set(sealed, 1 + nonce.length);
  return toBase64url(envelope);
}

/** The plaintext of an envelope sealed for `recordId` under `key`, or a VaultDecryptError. */
export async function decryptEnvelope(key: CryptoKey, recordId: string, envelope: string): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = fromBase64url(envelope);
  if (bytes === undefined || bytes.length < ENVELOPE_OVERHEAD_BYTES) throw new VaultDecryptError('malformed');
  if (bytes[0] !== ENVELOPE_VERSION) throw new VaultDecryptError('unknown-version');
  const nonce = bytes.subarray(1, 1 + ENVELOPE_NONCE_BYTES);
  const sealed = bytes.subarray(1 + ENVELOPE_NONCE_BYTES);
  try {
    return new Uint8Array(
      await globalThis.crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce, additionalData: additionalData(recordId), tagLength: 128 }, key, sealed),
    );
  } catch {
    throw new VaultDecryptError('not-authentic');
  }
}

/**
 * The same record sealed under another key (changing her passphrase): the bytes are carried
 * over untouched, so a record of a kind this page does not know survives the change too.
 */
export async function reencryptEnvelope(fromKey: CryptoKey, toKey: CryptoKey, recordId: string, envelope: string): Promise<string> {
  const plaintext = await decryptEnvelope(fromKey, recordId, envelope);
  try {
    return await encryptEnvelope(toKey, recordId, plaintext);
  } finally {
    plaintext.fill(0);
  }
}
