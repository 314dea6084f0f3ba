/**
 * Private vault sessions (docs/decisions/0015), on the scheme of server/auth/session-store.ts:
 * - the `save_vault` cookie is signed, httpOnly, SameSite=Strict, Secure in production, and
 *   sent only to /api (Path), where DELETE /api/session ("Lock", the quick exit) ends it too;
 * - a session belongs to a vault id, HMAC-SHA256(VAULT_PEPPER, locator): the locator itself is
 *   never stored, and nothing ties the id to an email;
 * - it ends after 30 minutes without use (the longest auto-lock she can choose), 12 hours after
 *   it opened at the latest, when the browser closes, on lock, on a passphrase change or on
 *   "delete my data". The page holds the locator while it is unlocked and opens a new session
 *   when one has ended.
 */
import { vaultMessages } from '@core/content/validation';
import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fromBase64url } from '@core/vault/base64url';
import type { Database } from '../db/client';
import { vaultSessionRows } from '../db/session-rows';
import { HttpError } from '../errors';
import { createSessionStore } from './session-store';

export const VAULT_COOKIE = 'save_vault';
export const VAULT_COOKIE_PATH = '/api';
export const VAULT_IDLE_MS = 30 * 60 * 1000;
export const VAULT_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/** The vault a request's session opens. */
export type VaultSession = {
  /** SHA-256 (hex) of the token: the vault_sessions row id. */
  sessionId: string;
  vaultId: string;
};

const vaultSessions = createSessionStore({
  rows: vaultSessionRows,
  cookie: VAULT_COOKIE,
  cookiePath: VAULT_COOKIE_PATH,
  sameSite: 'strict',
  idleMs: VAULT_IDLE_MS,
  absoluteMs: VAULT_ABSOLUTE_MS,
});

/** Opens a session on a vault with a NEW token, ending the vault session the browser came with. */
export const startVaultSession = vaultSessions.start;
/** Ends this request's vault session, if its cookie is valid, and clears the cookie either way. */
export const endVaultSession = vaultSessions.end;
export const clearVaultCookie = vaultSessions.clearCookie;

/**
 * The stored id of the vault a locator opens: HMAC-SHA256 keyed by VAULT_PEPPER, so a copy of
 * the database alone cannot tell which vault a guessed email and passphrase would open.
 */
export function vaultIdFor(pepper: string, locator: string): string {
  const bytes = fromBase64url(locator);
  // The contract lets only 32 canonical base64url bytes through; this is the last guard.
  if (bytes === undefined || bytes.length !== 32) throw new HttpError(400, 'That vault locator is not valid: it must be 32 bytes in base64url.');
  return createHmac('sha256', pepper).update(bytes).digest('hex');
}

/** This request's vault session, or undefined (no cookie, bad signature, ended or expired). */
export async function readVaultSession(db: Database, request: FastifyRequest, now: Date = new Date()): Promise<VaultSession | undefined> {
  const stored = await vaultSessions.read(db, request, now);
  return stored && { sessionId: stored.id, vaultId: stored.vaultId };
}

/** The guard of every vault route but the one that opens a session: 401 without a vault session. */
export async function requireVaultSession(db: Database, request: FastifyRequest): Promise<VaultSession> {
  const session = await readVaultSession(db, request);
  if (!session) throw new HttpError(401, vaultMessages.signedOut);
  return session;
}
