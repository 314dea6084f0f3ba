/**
 * The one-time token of an old account's move into the vault (docs/decisions/0015): signed
 * with a key derived from SESSION_SECRET, it names the old account, the vault session it was
 * given to (by a hash of the vault id) and a digest of the rows handed out, and expires after an
 * hour. Nothing is stored: completing the move deletes the account, so a token is spent by use.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { fromBase64url, toBase64url } from '@core/vault/base64url';

export const MIGRATION_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const KEY_LABEL = 'save-sisterhood/vault-migration-token/v1';

export type MigrationClaims = {
  userId: number;
  /** vaultTag(vaultId) of the session the rows were handed to. */
  vault: string;
  /** digestLegacyToolData of the rows handed out. */
  digest: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
};

/** A short tag of a vault id, so the token does not carry the id itself. */
export function vaultTag(vaultId: string): string {
  return createHash('sha256').update(`vault-tag:${vaultId}`).digest('base64url').slice(0, 22);
}

function mac(secret: string, payload: string): Buffer {
  const key = createHmac('sha256', secret).update(KEY_LABEL).digest();
  return createHmac('sha256', key).update(payload).digest();
}

export function signMigrationToken(secret: string, claims: MigrationClaims): string {
  const payload = toBase64url(new TextEncoder().encode(JSON.stringify(claims)));
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The claims of a token this server signed and that has not expired, else undefined. */
export function readMigrationToken(secret: string, token: string, now: Date = new Date()): MigrationClaims | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (payload === undefined || signature === undefined || rest.length > 0) return undefined;
  const given = fromBase64url(signature);
  const expected = mac(secret, payload);
  if (!given || given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(new TextDecoder().decode(fromBase64url(payload)));
  } catch {
    return undefined;
  }
  if (typeof claims !== 'object' || claims === null) return undefined;
  const { userId, vault, digest, expiresAt } = claims as Record<string, unknown>;
  if (!Number.isInteger(userId) || typeof vault !== 'string' || typeof digest !== 'string' || typeof expiresAt !== 'number') return undefined;
  if (expiresAt <= now.getTime()) return undefined;
  return { userId: userId as number, vault, digest, expiresAt };
}
