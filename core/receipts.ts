/**
 * Signed receipts (docs/decisions/0030): the history digest a version's receipt is over, the
 * exact bytes a receipt's Ed25519 signature covers, and the check of a receipt against the
 * published keys. WebCrypto only (the browser's, or Node's in tests and on the server), so the
 * same code checks a receipt in her journal, on /verify and in tests.
 */
import type { Receipt, ReceiptKey, ReceiptKeyList } from './contracts/receipts';
import type { IncidentVersion } from './contracts/journal';
import { canonicalIncident, sha256Hex } from './journal';
import { fromBase64url } from './vault/base64url';

const encoder = new TextEncoder();

export const RECEIPT_MESSAGE_PREFIX = 'save-sisterhood-receipt/v1';

/** The exact text whose UTF-8 bytes a receipt's signature covers. */
export function receiptMessage({ digest, signedAt, id }: Pick<Receipt, 'digest' | 'signedAt' | 'id'>): string {
  return `${RECEIPT_MESSAGE_PREFIX}\n${digest}\n${signedAt}\n${id}\n`;
}

export function receiptMessageBytes(receipt: Pick<Receipt, 'digest' | 'signedAt' | 'id'>): Uint8Array<ArrayBuffer> {
  return encoder.encode(receiptMessage(receipt));
}

/** SHA-256 (hex) of the raw public key's bytes, its first 16 characters: a key's short name. */
export async function receiptKeyId(rawPublicKey: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', rawPublicKey));
  return Array.from(digest.slice(0, 8), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Each version's digest (d_i, ADR 0023) and history digest (h_i, the value its receipt is over). */
export async function versionDigests(versions: readonly Pick<IncidentVersion, 'content'>[]): Promise<{ digest: string; history: string }[]> {
  const out: { digest: string; history: string }[] = [];
  for (const version of versions) {
    const digest = await sha256Hex(canonicalIncident(version.content));
    const previous = out.at(-1);
    out.push({ digest, history: previous ? await sha256Hex(`${previous.history}\n${digest}\n`) : digest });
  }
  return out;
}

/** The history digest of a version that follows versions with these (h_1 = d_1). */
export async function historyDigest(previousHistory: string | undefined, digest: string): Promise<string> {
  return previousHistory === undefined ? digest : sha256Hex(`${previousHistory}\n${digest}\n`);
}

function keyCovers(key: ReceiptKey, signedAt: string): boolean {
  const at = Date.parse(signedAt);
  if (Number.isNaN(at)) return false;
  if (key.from !== null && at < Date.parse(key.from)) return false;
  if (key.until !== null && at >= Date.parse(key.until)) return false;
  return true;
}

export type ReceiptCheck = 'valid' | 'other-digest' | 'unknown-key' | 'outside-key-dates' | 'bad-signature';

/**
 * Whether `receipt` is a valid receipt for `expectedDigest`: over that digest, from a key of the
 * list, signed within that key's dates, with a signature that verifies.
 */
export async function checkReceipt(receipt: Receipt, expectedDigest: string, keys: ReceiptKeyList): Promise<ReceiptCheck> {
  if (receipt.digest !== expectedDigest) return 'other-digest';
  const key = keys.keys.find((candidate) => candidate.keyId === receipt.keyId);
  if (!key) return 'unknown-key';
  if (!keyCovers(key, receipt.signedAt)) return 'outside-key-dates';
  const raw = fromBase64url(key.publicKey);
  const signature = fromBase64url(receipt.signature);
  if (!raw || raw.length !== 32 || !signature || signature.length !== 64) return 'bad-signature';
  try {
    const publicKey = await crypto.subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']);
    return (await crypto.subtle.verify({ name: 'Ed25519' }, publicKey, signature, receiptMessageBytes(receipt))) ? 'valid' : 'bad-signature';
  } catch {
    return 'bad-signature';
  }
}

export type VersionCheck = { digest: string; history: string; receipt: ReceiptCheck | 'none' };

/** Every version of a history, checked: its digests recomputed from its text, and its receipt. */
export async function checkHistory(versions: readonly IncidentVersion[], keys: ReceiptKeyList): Promise<VersionCheck[]> {
  const digests = await versionDigests(versions);
  return Promise.all(
    versions.map(async (version, index) => {
      const { digest, history } = digests[index]!;
      return { digest, history, receipt: version.receipt ? await checkReceipt(version.receipt, history, keys) : ('none' as const) };
    }),
  );
}

/** True when no version carries a receipt that fails (versions without one pass: they prove nothing, and say so). */
export function historyHolds(checks: readonly VersionCheck[]): boolean {
  return checks.every((check) => check.receipt === 'valid' || check.receipt === 'none');
}
