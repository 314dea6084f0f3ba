/**
 * What is left of the old tool accounts' sessions (docs/decisions/0003; the tools moved into the
 * private vault, 0015): nothing opens one any more, but a browser that signed in before may
 * still hold its signed, httpOnly `save_session` cookie (SameSite=Lax, every path). DELETE
 * /api/session ("Lock", the quick exit) ends such a session and clears the cookie; the row
 * otherwise expires on its own (2 hours unused, 12 hours at most), or goes with the account when
 * it moves into a vault. The scheme is server/auth/session-store.ts.
 */
import { toolSessionRows } from '../db/session-rows';
import { createSessionStore } from './session-store';

export const SESSION_COOKIE = 'save_session';
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

const toolSessions = createSessionStore({
  rows: toolSessionRows,
  cookie: SESSION_COOKIE,
  cookiePath: '/',
  sameSite: 'lax',
  idleMs: SESSION_IDLE_MS,
  absoluteMs: SESSION_ABSOLUTE_MS,
});

/** Ends this request's old tool session, if its cookie is valid, and clears the cookie either way. */
export const endSession = toolSessions.end;
export const clearSessionCookie = toolSessions.clearCookie;
