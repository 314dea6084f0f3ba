/**
 * Admin sessions (docs/decisions/0009). The same scheme as tool sessions (a random 32-byte
 * token in a signed, httpOnly cookie; only its SHA-256 stored), with the rules of a console:
 * - the `save_admin` cookie is SameSite=Strict, Secure in production, and sent only to
 *   /api/admin (Path), so no page load and no other API ever carries it;
 * - a session ends after 8 hours without use, 24 hours after sign-in at the latest, on sign-out,
 *   when the browser closes (no Max-Age), or when the admin's password changes;
 * - rows live in `admin_sessions`, apart from tool sessions: a tool session's token is never
 *   looked up there, and the account must still have the role 'admin' on every request.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { adminMessages } from '@core/contracts/admin';
import type { ServerConfig } from '../config';
import {
  deleteAdminSession,
  deleteExpiredAdminSessions,
  findAdminSession,
  insertAdminSession,
  touchAdminSession,
} from '../db/admin-sessions';
import type { Database } from '../db/client';
import { HttpError } from '../errors';

export const ADMIN_COOKIE = 'save_admin';
export const ADMIN_COOKIE_PATH = '/api/admin';
export const ADMIN_IDLE_MS = 8 * 60 * 60 * 1000;
export const ADMIN_ABSOLUTE_MS = 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often. */
export const ADMIN_TOUCH_INTERVAL_MS = 60 * 1000;
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

const TOKEN_BYTES = 32;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The admin a request is signed in as. */
export type AdminIdentity = {
  sessionId: string;
  userId: number;
  /** The admin's lower-cased email. */
  email: string;
};

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function cookieOptions(config: ServerConfig): CookieSerializeOptions {
  return { path: ADMIN_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: config.isProduction };
}

function tokenFromRequest(request: FastifyRequest): string | undefined {
  const raw = request.cookies[ADMIN_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null || !tokenPattern.test(unsigned.value)) return undefined;
  return unsigned.value;
}

let lastSweep = 0;

/** Signs an admin in with a NEW token, ending the session the browser came with, if any. */
export async function startAdminSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  config: ServerConfig,
  userId: number,
  now: Date = new Date(),
): Promise<void> {
  const previous = tokenFromRequest(request);
  if (previous) await deleteAdminSession(db, hashToken(previous));
  if (now.getTime() - lastSweep >= SWEEP_INTERVAL_MS) {
    lastSweep = now.getTime();
    await deleteExpiredAdminSessions(db, now, ADMIN_IDLE_MS);
  }
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await insertAdminSession(db, {
    id: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ADMIN_ABSOLUTE_MS),
  });
  void reply.setCookie(ADMIN_COOKIE, token, { ...cookieOptions(config), signed: true });
}

/** This request's admin, or undefined (no cookie, bad signature, expired, or no longer an admin). */
export async function readAdminSession(db: Database, request: FastifyRequest, now: Date = new Date()): Promise<AdminIdentity | undefined> {
  const token = tokenFromRequest(request);
  if (!token) return undefined;
  const stored = await findAdminSession(db, hashToken(token));
  if (!stored) return undefined;
  const idleFor = now.getTime() - stored.lastSeenAt.getTime();
  if (stored.role !== 'admin' || stored.expiresAt.getTime() <= now.getTime() || idleFor >= ADMIN_IDLE_MS) {
    await deleteAdminSession(db, stored.id);
    return undefined;
  }
  if (idleFor >= ADMIN_TOUCH_INTERVAL_MS) await touchAdminSession(db, stored.id, now);
  return { sessionId: stored.id, userId: stored.userId, email: stored.username };
}

const identities = new WeakMap<FastifyRequest, AdminIdentity>();

/** The guard of every console route: 401 unless the request carries a valid admin session. */
export async function requireAdmin(db: Database, request: FastifyRequest): Promise<AdminIdentity> {
  const admin = await readAdminSession(db, request);
  if (!admin) throw new HttpError(401, adminMessages.signedOut);
  identities.set(request, admin);
  return admin;
}

/** The admin that requireAdmin found for this request (routes behind the guard only). */
export function adminOf(request: FastifyRequest): AdminIdentity {
  const admin = identities.get(request);
  if (!admin) throw new HttpError(401, adminMessages.signedOut);
  return admin;
}

/** Ends this request's admin session, if its cookie is valid, and clears the cookie either way. */
export async function endAdminSession(db: Database, request: FastifyRequest, reply: FastifyReply, config: ServerConfig): Promise<void> {
  const token = tokenFromRequest(request);
  if (token) await deleteAdminSession(db, hashToken(token));
  void reply.clearCookie(ADMIN_COOKIE, cookieOptions(config));
}
