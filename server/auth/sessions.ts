/**
 * Sessions for private tool accounts (server/auth/session-store.ts has the scheme): the signed,
 * httpOnly `save_session` cookie, SameSite=Lax on every path. A session ends when the browser
 * closes (no Max-Age), after 2 hours without use, 12 hours after sign-in at the latest, on
 * "Lock" (DELETE /api/session), or when the account is deleted.
 */
import type { FastifyRequest } from 'fastify';
import { normalizeEmail, toolAccountMessages } from '@core/contracts/tools';
import type { Database } from '../db/client';
import type { UserRole } from '../db/schema';
import { toolSessionRows } from '../db/session-rows';
import { HttpError } from '../errors';
import { createSessionStore } from './session-store';

export const SESSION_COOKIE = 'save_session';
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/** Who a valid session belongs to. Tool routes accept only role 'tool'. */
export type AuthSession = {
  /** SHA-256 (hex) of the token: the sessions row id. */
  sessionId: string;
  userId: number;
  /** The account name: for a tool account, her lower-cased email. */
  username: string;
  role: UserRole;
};

const toolSessions = createSessionStore({
  rows: toolSessionRows,
  cookie: SESSION_COOKIE,
  cookiePath: '/',
  sameSite: 'lax',
  idleMs: SESSION_IDLE_MS,
  absoluteMs: SESSION_ABSOLUTE_MS,
});

export const startSession = toolSessions.start;
export const endSession = toolSessions.end;
export const clearSessionCookie = toolSessions.clearCookie;

/** This request's session (any role), or undefined when there is none, or it is invalid or expired. */
export async function readSession(db: Database, request: FastifyRequest, now: Date = new Date()): Promise<AuthSession | undefined> {
  const stored = await toolSessions.read(db, request, now);
  if (!stored) return undefined;
  const role: UserRole = stored.role === 'admin' ? 'admin' : 'tool';
  return { sessionId: stored.id, userId: stored.userId, username: stored.username, role };
}

/** The tool session of this request; an admin's session is no tool session. */
export async function readToolSession(db: Database, request: FastifyRequest, now: Date = new Date()): Promise<AuthSession | undefined> {
  const session = await readSession(db, request, now);
  return session?.role === 'tool' ? session : undefined;
}

/** The tool session of this request, or a 401 asking her to unlock her tools. */
export async function requireToolSession(db: Database, request: FastifyRequest): Promise<AuthSession> {
  const session = await readToolSession(db, request);
  if (!session) throw new HttpError(401, toolAccountMessages.signedOut);
  return session;
}

/**
 * 403 when a request names an email (a path segment or a body's `userEmail`) that is not the
 * session's: she can only ever read or write her own records.
 */
export function assertOwnEmail(session: AuthSession, email: string | undefined): void {
  if (email !== undefined && normalizeEmail(email) !== session.username) {
    throw new HttpError(403, toolAccountMessages.otherEmail);
  }
}
