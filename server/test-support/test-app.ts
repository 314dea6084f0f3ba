/**
 * buildApp() on a fresh migrated database, plus a tiny cookie jar for tests that open sessions:
 *
 *   const { app, database, close } = await openTestApp(target);
 *   const { jar } = await openVault(app);
 *   await app.inject({ method: 'GET', url: '/api/vault/records', headers: jar.headers() });
 *
 * and what is left of the old tool accounts (docs/decisions/0003), which only move into a vault
 * now: seedOldToolAccount writes one as the old routes left it, plantOldToolSession the session
 * cookie a browser that signed in back then may still hold.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { toBase64url } from '@core/vault/base64url';
import { buildApp } from '../app';
import { hashToken } from '../auth/session-store';
import type { ChunkSlots } from '../chunk-slots';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../auth/sessions';
import type { ServerConfig } from '../config';
import { completeAffirmationDay } from '../db/affirmations';
import { insertBoundaryScript } from '../db/boundary-scripts';
import type { Database, DatabaseHandle } from '../db/client';
import { toolSessionRows } from '../db/session-rows';
import { type Account, insertAccountIfAbsent } from '../db/users';
import type { LogStream } from '../logging';
import { testConfig } from './test-config';
import type { TestDatabaseTarget } from './test-database';

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; close(): Promise<void> };

export async function openTestApp(
  target: TestDatabaseTarget,
  options: { config?: Partial<ServerConfig>; logStream?: LogStream; chunkSlots?: ChunkSlots } = {},
): Promise<TestApp> {
  const database = await target.open();
  const app = await buildApp(testConfig(options.config), {
    database,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.chunkSlots ? { chunkSlots: options.chunkSlots } : {}),
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * openTestApp for a whole describe block: opened before its tests, closed after them. Read
 * `suite.app` and `suite.database` inside hooks and tests (they throw before the app is open):
 *
 *   const suite = useTestApp(target, { config: { rateLimitEnabled: false } });
 *   it('…', async () => { await suite.app.inject({ method: 'GET', url: '/api/health' }); });
 */
export function useTestApp(
  target: TestDatabaseTarget,
  options: Parameters<typeof openTestApp>[1] = {},
): Pick<TestApp, 'app' | 'database'> {
  let harness: TestApp | undefined;
  beforeAll(async () => {
    harness = await openTestApp(target, options);
  });
  afterAll(async () => {
    await harness?.close();
  });
  const opened = (): TestApp => {
    if (!harness) throw new Error('The test app opens in beforeAll: read it inside a hook or a test.');
    return harness;
  };
  return {
    get app() {
      return opened().app;
    },
    get database() {
      return opened().database;
    },
  };
}

/** Keeps the cookies a response sets (and forgets the ones it clears), like a browser would. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): this {
    for (const cookie of response.cookies) {
      const expired = cookie.value === '' || cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): this {
    this.cookies.set(name, value);
    return this;
  }

  /** `{ cookie }` for app.inject(), or nothing when the jar is empty. */
  headers(): Record<string, string> {
    if (this.cookies.size === 0) return {};
    return { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  }
}

/** A vault locator as core/vault/kdf.ts derives one (32 bytes, base64url), here at random. */
export function newVaultLocator(): string {
  return toBase64url(randomBytes(32));
}

/** Opens a session on the vault `locator` opens (POST /api/vault/session); the jar then holds its cookie. */
export async function openVault(
  app: FastifyInstance,
  locator: string = newVaultLocator(),
  options: { jar?: CookieJar; remoteAddress?: string } = {},
): Promise<{ response: LightMyRequestResponse; jar: CookieJar; locator: string }> {
  const jar = options.jar ?? new CookieJar();
  const response = await app.inject({
    method: 'POST',
    url: '/api/vault/session',
    payload: { locator },
    headers: jar.headers(),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  jar.store(response);
  return { response, jar, locator };
}

export type OldToolData = {
  days?: { day: number; reflection: string }[];
  scripts?: { toxicBehavior: string; situation: string; generatedScript: string; isFavorite?: boolean }[];
};

/**
 * An old tool account with its completed days and saved scripts, written as the old routes
 * wrote them (the passphrase at a tiny scrypt cost, see lowCostHash): what POST
 * /api/vault/migration moves into a vault.
 */
export async function seedOldToolAccount(db: Database, email: string, passphrase: string, data: OldToolData = {}): Promise<Account> {
  const account = await insertAccountIfAbsent(db, { username: email, passwordHash: lowCostHash(passphrase), role: 'tool' });
  if (!account) throw new Error(`An account ${email} exists already.`);
  for (const day of data.days ?? []) {
    await completeAffirmationDay(db, { userEmail: email, day: day.day, reflection: day.reflection, completedAt: new Date() });
  }
  for (const script of data.scripts ?? []) {
    await insertBoundaryScript(db, { userEmail: email, isFavorite: false, ...script });
  }
  return account;
}

/**
 * A valid session of an old tool account in the jar (a signed `save_session` cookie and its
 * row), as a browser that signed in before the vault may still hold: DELETE /api/session ends
 * it; nothing else may take it for a session of any kind.
 */
export async function plantOldToolSession(app: FastifyInstance, db: Database, account: Account, jar = new CookieJar()): Promise<CookieJar> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await toolSessionRows.insert(db, { id: hashToken(token), owner: account.id, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS) });
  return jar.set(`${app.sessionCookiePrefix ?? ''}${SESSION_COOKIE}`, app.signCookie(token));
}

/**
 * A stored passphrase hash in the real format but at a tiny scrypt cost (N = 2^4), for tests
 * that need many failed verifications (throttling): verifyPassword reads the cost from the
 * stored value, so the route behaves exactly the same, only faster.
 */
export function lowCostHash(passphrase: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(passphrase.normalize('NFC'), salt, 32, { N: 16, r: 8, p: 1 });
  return ['scrypt', 4, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}
