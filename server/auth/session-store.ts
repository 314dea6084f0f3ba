/**
 * The one session scheme, for tool accounts, admins and private vaults alike: the browser holds
 * a random 32-byte token in a signed, httpOnly cookie with no Max-Age (it ends with the browser);
 * the database holds only its SHA-256, so a copy of the database gives no working session. Each
 * kind of session has its own table, cookie, lifetimes and owner: an account id, or a vault id
 * (docs/decisions/0003, 0009, 0015).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import type { SessionRecord, SessionRows } from '../db/session-rows';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * config.cookiePrefix, set once by buildApp: `__Host-` in production. A session is read
     * only from the prefixed cookie there, so a cookie planted without the prefix (by a
     * subdomain, or over plain http) is never taken for one.
     */
    sessionCookiePrefix: ServerConfig['cookiePrefix'];
  }
}

/** lastSeenAt is written at most this often, so reads do not each cost a write. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;
/** Expired rows are swept at most this often, on sign-in. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

const TOKEN_BYTES = 32;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** What sets one kind of session apart from the others. */
export type SessionKind<Owner, Stored extends SessionRecord> = {
  rows: SessionRows<Owner, Stored>;
  cookie: string;
  cookiePath: string;
  sameSite: 'lax' | 'strict';
  /** Ended after this long without use. */
  idleMs: number;
  /** Ended this long after sign-in at the latest. */
  absoluteMs: number;
  /** When given, a session that fails it is ended (an admin who lost the role). */
  stillAllowed?: (session: Stored) => boolean;
};

export type SessionStore<Owner, Stored extends SessionRecord> = {
  /**
   * Signs in: always a NEW token (whatever cookie came in, so a planted session id is useless);
   * a valid incoming session is ended first.
   */
  start: (db: Database, request: FastifyRequest, reply: FastifyReply, config: ServerConfig, owner: Owner, now?: Date) => Promise<void>;
  /** This request's session, or undefined when there is none, or it is invalid or expired. */
  read: (db: Database, request: FastifyRequest, now?: Date) => Promise<Stored | undefined>;
  /** Ends this request's session, if its cookie is valid, and clears the cookie either way. */
  end: (db: Database, request: FastifyRequest, reply: FastifyReply, config: ServerConfig) => Promise<void>;
  clearCookie: (reply: FastifyReply, config: ServerConfig) => void;
};

/** The sessions row id of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSessionStore<Owner, Stored extends SessionRecord>(kind: SessionKind<Owner, Stored>): SessionStore<Owner, Stored> {
  const { rows } = kind;
  let lastSweep = 0;

  function cookieOptions(config: ServerConfig): CookieSerializeOptions {
    // No maxAge/expires: the cookie ends with the browser; the server enforces the real expiry.
    // A __Host- cookie must be Secure with Path=/ (the browser refuses it otherwise), so in
    // production every kind is sent to the whole site; its SameSite still holds.
    const path = config.cookiePrefix === '__Host-' ? '/' : kind.cookiePath;
    return { path, httpOnly: true, sameSite: kind.sameSite, secure: config.isProduction || config.cookiePrefix === '__Host-' };
  }

  /** The cookie's name on this server: `__Host-save_admin` in production, `save_admin` otherwise. */
  function cookieName(prefix: ServerConfig['cookiePrefix'] | undefined): string {
    return `${prefix ?? ''}${kind.cookie}`;
  }

  /** The token of this request's cookie when its signature is valid, else undefined. */
  function tokenFromRequest(request: FastifyRequest): string | undefined {
    const raw = request.cookies[cookieName(request.server.sessionCookiePrefix)];
    if (!raw) return undefined;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || unsigned.value === null || !tokenPattern.test(unsigned.value)) return undefined;
    return unsigned.value;
  }

  const clearCookie: SessionStore<Owner, Stored>['clearCookie'] = (reply, config) => {
    void reply.clearCookie(cookieName(config.cookiePrefix), cookieOptions(config));
  };

  return {
    async start(db, request, reply, config, owner, now = new Date()) {
      const previous = tokenFromRequest(request);
      if (previous) await rows.delete(db, hashToken(previous));
      if (now.getTime() - lastSweep >= SWEEP_INTERVAL_MS) {
        lastSweep = now.getTime();
        await rows.deleteExpired(db, now, kind.idleMs);
      }
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      await rows.insert(db, { id: hashToken(token), owner, createdAt: now, expiresAt: new Date(now.getTime() + kind.absoluteMs) });
      void reply.setCookie(cookieName(config.cookiePrefix), token, { ...cookieOptions(config), signed: true });
    },

    async read(db, request, now = new Date()) {
      const token = tokenFromRequest(request);
      if (!token) return undefined;
      const stored = await rows.find(db, hashToken(token));
      if (!stored) return undefined;
      const idleFor = now.getTime() - stored.lastSeenAt.getTime();
      const allowed = kind.stillAllowed?.(stored) ?? true;
      if (!allowed || stored.expiresAt.getTime() <= now.getTime() || idleFor >= kind.idleMs) {
        await rows.delete(db, stored.id);
        return undefined;
      }
      if (idleFor >= SESSION_TOUCH_INTERVAL_MS) await rows.touch(db, stored.id, now);
      return stored;
    },

    async end(db, request, reply, config) {
      const token = tokenFromRequest(request);
      if (token) await rows.delete(db, hashToken(token));
      clearCookie(reply, config);
    },

    clearCookie,
  };
}
