/**
 * buildApp() on a fresh migrated database, plus a tiny cookie jar for tests that sign in:
 *
 *   const { app, database, close } = await openTestApp(target);
 *   const jar = new CookieJar();
 *   jar.store(await app.inject({ method: 'POST', url: '/api/tools/session', payload }));
 *   await app.inject({ method: 'GET', url: '/api/tools/session', headers: jar.headers() });
 */
import { randomBytes, scryptSync } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { ServerConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { LogStream } from '../logging';
import { testConfig } from './test-config';
import type { TestDatabaseTarget } from './test-database';

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; close(): Promise<void> };

export async function openTestApp(
  target: TestDatabaseTarget,
  options: { config?: Partial<ServerConfig>; logStream?: LogStream } = {},
): Promise<TestApp> {
  const database = await target.open();
  const app = await buildApp(testConfig(options.config), {
    database,
    ...(options.logStream ? { logStream: options.logStream } : {}),
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

/** Signs a tool account in (creating it on first use); the jar then holds its session cookie. */
export async function signInTool(
  app: FastifyInstance,
  email: string,
  passphrase: string,
  options: { jar?: CookieJar; remoteAddress?: string } = {},
): Promise<{ response: LightMyRequestResponse; jar: CookieJar }> {
  const jar = options.jar ?? new CookieJar();
  const response = await app.inject({
    method: 'POST',
    url: '/api/tools/session',
    payload: { email, passphrase },
    headers: jar.headers(),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  jar.store(response);
  return { response, jar };
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
