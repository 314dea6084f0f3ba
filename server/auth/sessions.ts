/**
 * Sessions for private tool accounts (and, later, admins): the browser holds a random 32-byte
 * token in the signed, httpOnly `save_session` cookie; the database holds only its SHA-256, so
 * a copy of the database gives no working session. A session ends when the browser closes
 * (no Max-Age), after 2 hours without use, 12 hours after sign-in at the latest, on "Lock"
 * (DELETE /api/session), or when the account is deleted.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { normalizeEmail, toolAccountMessages } from '@core/contracts/tools';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import type { UserRole } from '../db/schema';
import { deleteExpiredSessions, deleteSession, findSession, insertSession, touchSession } from '../db/sessions';
import { HttpError } from '../errors';

export const SESSION_COOKIE = 'save_session';
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads do not each cost a write. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;
/** Expired rows are swept at most this often, on sign-in. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

const TOKEN_BYTES = 32;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Who a valid session belongs to. Tool routes accept only role 'tool'. */
export type AuthSession = {
  /** SHA-256 (hex) of the token: the sessions row id. */
  sessionId: string;
  userId: number;
  /** The account name: for a tool account, her lower-cased email. */
  username: string;
  role: UserRole;
};

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function cookieOptions(config: ServerConfig): CookieSerializeOptions {
  // No maxAge/expires: the cookie ends with the browser; the server enforces the real expiry.
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: config.isProduction };
}

/** The token of this request's cookie when its signature is valid, else undefined. */
function tokenFromRequest(request: FastifyRequest): string | undefined {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null || !tokenPattern.test(unsigned.value)) return undefined;
  return unsigned.value;
}

let lastSweep = 0;

/**
 * Signs in: always a NEW token (whatever cookie came in, so a planted session id is useless);
 * a valid incoming session is ended first.
 */
export async function startSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  config: ServerConfig,
  userId: number,
  now: Date = new Date(),
): Promise<void> {
  const previous = tokenFromRequest(request);
  if (previous) await deleteSession(db, hashToken(previous));
  if (now.getTime() - lastSweep >= SWEEP_INTERVAL_MS) {
    lastSweep = now.getTime();
    await deleteExpiredSessions(db, now, SESSION_IDLE_MS);
  }
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await insertSession(db, {
    id: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  void reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(config), signed: true });
}

/** This request's session (any role), or undefined when there is none, or it is invalid or expired. */
export async function readSession(db: Database, request: FastifyRequest, now: Date = new Date()): Promise<AuthSession | undefined> {
  const token = tokenFromRequest(request);
  if (!token) return undefined;
  const stored = await findSession(db, hashToken(token));
  if (!stored) return undefined;
  const idleFor = now.getTime() - stored.lastSeenAt.getTime();
  if (stored.expiresAt.getTime() <= now.getTime() || idleFor >= SESSION_IDLE_MS) {
    await deleteSession(db, stored.id);
    return undefined;
  }
  if (idleFor >= SESSION_TOUCH_INTERVAL_MS) await touchSession(db, stored.id, now);
  return { sessionId: stored.id, userId: stored.userId, username: stored.username, role: stored.role };
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

/** Ends this request's session, if its cookie is valid, and clears the cookie either way. */
export async function endSession(db: Database, request: FastifyRequest, reply: FastifyReply, config: ServerConfig): Promise<void> {
  const token = tokenFromRequest(request);
  if (token) await deleteSession(db, hashToken(token));
  clearSessionCookie(reply, config);
}

export function clearSessionCookie(reply: FastifyReply, config: ServerConfig): void {
  void reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
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
