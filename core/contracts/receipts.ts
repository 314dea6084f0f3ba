/**
 * Signed receipts for the versions of her records (docs/decisions/0030).
 *
 * Endpoints:
 * - POST /api/receipts          ReceiptRequest `{ digest }` (64 lower-case hex characters: the
 *                               history digest of one version) → 201 Receipt; 400 `{ error }`
 *                               for anything else; 429 when rate limited (30 a minute per
 *                               address). Nothing is stored and the digest is never logged.
 * - GET /.well-known/receipt-keys.json   ReceiptKeyList: every public key that signs or signed
 *                               receipts, with the dates each was used.
 *
 * A receipt's signature is Ed25519 over the UTF-8 bytes of `receiptMessage(receipt)`:
 * "save-sisterhood-receipt/v1\n" + digest + "\n" + signedAt + "\n" + id + "\n".
 */
import * as z from 'zod/mini';
import { codesOf } from './codes';

const messages = codesOf('receiptMessages', ['digest']);

export const RECEIPT_RATE_LIMIT_PER_MINUTE = 30;
export const RECEIPT_KEYS_PATH = '/.well-known/receipt-keys.json';
export const RECEIPT_KEY_LIST_FORMAT = 'save-sisterhood-receipt-keys';

const hex64 = z.string({ error: messages.digest }).check(z.regex(/^[0-9a-f]{64}$/, messages.digest));

export const receiptRequestSchema = z.strictObject({ digest: hex64 });
export type ReceiptRequest = z.infer<typeof receiptRequestSchema>;

export const receiptSchema = z.object({
  /** A random UUID v4 the server chose. */
  id: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)),
  /** The history digest signed (docs/decisions/0030). */
  digest: hex64,
  /** The server's clock, ISO 8601 UTC with milliseconds. */
  signedAt: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)),
  /** First 16 hex characters of SHA-256 of the raw public key. */
  keyId: z.string().check(z.regex(/^[0-9a-f]{16}$/)),
  /** Ed25519 signature, base64url without padding (64 bytes). */
  signature: z.string().check(z.regex(/^[A-Za-z0-9_-]{86}$/)),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptKeySchema = z.object({
  keyId: z.string().check(z.regex(/^[0-9a-f]{16}$/)),
  /** The raw 32-byte Ed25519 public key, base64url without padding. */
  publicKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
  /** The first moment it signs (ISO 8601 UTC), or null: from the start. */
  from: z.nullable(z.string()),
  /** The moment it stopped signing, or null: it still signs. */
  until: z.nullable(z.string()),
});
export type ReceiptKey = z.infer<typeof receiptKeySchema>;

export const receiptKeyListSchema = z.object({
  format: z.literal(RECEIPT_KEY_LIST_FORMAT),
  version: z.literal(1),
  keys: z.array(receiptKeySchema),
});
export type ReceiptKeyList = z.infer<typeof receiptKeyListSchema>;
