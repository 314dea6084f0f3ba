/**
 * Admin sessions (docs/decisions/0009): the scheme of server/auth/session-store.ts, with the
 * rules of a console:
 * - the `save_admin` cookie is SameSite=Strict, Secure in production, and sent only to
 *   /api/admin (Path), so no page load and no other API ever carries it;
 * - a session ends after 8 hours without use, 24 hours after sign-in at the latest, on sign-out,
 *   when the browser closes (no Max-Age), or when the admin's password changes;
 * - rows live in `admin_sessions`, apart from tool sessions: a tool session's token is never
 *   looked up there, and the account must still have the role 'admin' on every request.
 */
import type { FastifyRequest } from 'fastify';
import { adminMessages } from '@core/content/api-messages';
import type { Database } from '../db/client';
import { adminSessionRows } from '../db/session-rows';
import { HttpError } from '../errors';
import { createSessionStore } from './session-store';

export const ADMIN_COOKIE = 'save_admin';
export const ADMIN_COOKIE_PATH = '/api/admin';
export const ADMIN_IDLE_MS = 8 * 60 * 60 * 1000;
export const ADMIN_ABSOLUTE_MS = 24 * 60 * 60 * 1000;

/** The admin a request is signed in as. */
export type AdminIdentity = {
  sessionId: string;
  userId: number;
  /** The admin's lower-cased email. */
  email: string;
};

const adminSessions = createSessionStore({
  rows: adminSessionRows,
  cookie: ADMIN_COOKIE,
  cookiePath: ADMIN_COOKIE_PATH,
  sameSite: 'strict',
  idleMs: ADMIN_IDLE_MS,
  absoluteMs: ADMIN_ABSOLUTE_MS,
  stillAllowed: (session) => session.role === 'admin',
});

/** Signs an admin in with a NEW token, ending the session the browser came with, if any. */
export const startAdminSession = adminSessions.start;
/** Ends this request's admin session, if its cookie is valid, and clears the cookie either way. */
export const endAdminSession = adminSessions.end;

/** This request's admin, or undefined (no cookie, bad signature, expired, or no longer an admin). */
export async function readAdminSession(db: Database, request: FastifyRequest, now: Date = new Date()): Promise<AdminIdentity | undefined> {
  const stored = await adminSessions.read(db, request, now);
  return stored && { sessionId: stored.id, userId: stored.userId, email: stored.username };
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
