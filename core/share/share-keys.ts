/**
 * The keys of a share link, derived in a browser (docs/decisions/0034): from the link's random
 * 256-bit secret (after `#`, never sent) and, when she chose one, the spoken code, HKDF-SHA-256
 * (WebCrypto) gives the link id the server stores it under, the access token the server checks
 * (it keeps only its SHA-256) and the AES-256-GCM key that never leaves a browser. The code is
 * first stretched with Argon2id (hash-wasm, as the vault's key), so someone holding the
 * database and the link must still pay for every guess. Every label and parameter here is part
 * of every link: a change must come as a new fragment version.
 */
import { fromBase64url, toBase64url } from '../vault/base64url';
import { SHARE_CODE_DIGITS } from './share-code';

export const SHARE_SECRET_BYTES = 32;
export const SHARE_LINK_ID_BYTES = 16;
export const SHARE_TOKEN_BYTES = 32;
export { SHARE_CODE_DIGITS, normalizeShareCode, spokenCode } from './share-code';

/** Argon2id over the code: OWASP's floor for stored passwords (19 MiB, 2 passes). */
export const SHARE_CODE_KDF = {
  memoryKiB: 19 * 1024,
  iterations: 2,
  parallelism: 1,
  outputBytes: 32,
} as const;

const LABEL = 'save-sisterhood/share/v1';
export const SHARE_INFO = {
  linkId: `${LABEL}/link-id`,
  codeSalt: `${LABEL}/code-salt`,
  token: `${LABEL}/access-token`,
  key: `${LABEL}/bundle-key`,
} as const;

/** The fragment's first character: the version of everything in this file. */
const FRAGMENT_VERSION = '1';

export type ShareFragment = {
  secret: Uint8Array<ArrayBuffer>;
  hasCode: boolean;
};

export type ShareKeys = {
  /** base64url of 16 bytes: what the server stores the link under. */
  linkId: string;
  /** base64url of 32 bytes: sent only to open the link; the server keeps its SHA-256. */
  token: string;
  /** AES-256-GCM, non-extractable. */
  key: CryptoKey;
};

const encoder = new TextEncoder();

/** A fresh 256-bit secret. */
export function newShareSecret(): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(SHARE_SECRET_BYTES));
}

/** Six random digits, with no modulo bias (rejection sampling). */
export function newShareCode(): string {
  const digits: number[] = [];
  const byte = new Uint8Array(1);
  while (digits.length < SHARE_CODE_DIGITS) {
    globalThis.crypto.getRandomValues(byte);
    if (byte[0]! < 250) digits.push(byte[0]! % 10);
  }
  return digits.join('');
}

/** The text after `#`: version, whether a code is needed (c / n), then the secret. */
export function shareFragment(secret: Uint8Array, hasCode: boolean): string {
  return `${FRAGMENT_VERSION}${hasCode ? 'c' : 'n'}${toBase64url(secret)}`;
}

/** The fragment read back (with or without its `#`), or undefined when it is not one of ours. */
export function parseShareFragment(fragment: string): ShareFragment | undefined {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (text[0] !== FRAGMENT_VERSION || (text[1] !== 'c' && text[1] !== 'n')) return undefined;
  const secret = fromBase64url(text.slice(2));
  if (!secret || secret.length !== SHARE_SECRET_BYTES) return undefined;
  return { secret, hasCode: text[1] === 'c' };
}

async function hkdfBytes(ikm: Uint8Array<ArrayBuffer>, info: string, bytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const base = await globalThis.crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  const bits = await globalThis.crypto.subtle.deriveBits(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(0),
      info: encoder.encode(info),
    },
    base,
    bytes * 8,
  );
  return new Uint8Array(bits);
}

/** The link id alone (her list and "Stop sharing" need only this). */
export async function shareLinkId(secret: Uint8Array<ArrayBuffer>): Promise<string> {
  return toBase64url(await hkdfBytes(secret, SHARE_INFO.linkId, SHARE_LINK_ID_BYTES));
}

/**
 * Argon2id of the code, salted by the link (tests pin it). hash-wasm is fetched only here: a link
 * without a code never needs it, and the advocate's page starts faster without it (issue 28).
 */
export async function stretchShareCode(secret: Uint8Array<ArrayBuffer>, code: string): Promise<Uint8Array<ArrayBuffer>> {
  const { argon2id } = await import('hash-wasm');
  const output = await argon2id({
    password: encoder.encode(code),
    salt: await hkdfBytes(secret, SHARE_INFO.codeSalt, 16),
    iterations: SHARE_CODE_KDF.iterations,
    parallelism: SHARE_CODE_KDF.parallelism,
    memorySize: SHARE_CODE_KDF.memoryKiB,
    hashLength: SHARE_CODE_KDF.outputBytes,
    outputType: 'binary',
  });
  return new Uint8Array(output);
}

/** Link id, access token and key of a link: `code` only when the link has one (six digits). */
export async function deriveShareKeys(secret: Uint8Array<ArrayBuffer>, code?: string): Promise<ShareKeys> {
  let ikm: Uint8Array<ArrayBuffer> = secret;
  if (code !== undefined) {
    const stretched = await stretchShareCode(secret, code);
    ikm = new Uint8Array(secret.length + stretched.length);
    ikm.set(secret);
    ikm.set(stretched, secret.length);
    stretched.fill(0);
  }
  const rawKey = await hkdfBytes(ikm, SHARE_INFO.key, 32);
  try {
    const key = await globalThis.crypto.subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
    return {
      linkId: await shareLinkId(secret),
      token: toBase64url(await hkdfBytes(ikm, SHARE_INFO.token, SHARE_TOKEN_BYTES)),
      key,
    };
  } finally {
    rawKey.fill(0);
    if (ikm !== secret) ikm.fill(0);
  }
}

/** SHA-256 (hex) of a token: what the server stores, and what it compares an opening's token with. */
export async function shareTokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(token)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
