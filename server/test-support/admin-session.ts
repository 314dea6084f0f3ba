/**
 * Console test helpers: an admin account (at a tiny scrypt cost, see lowCostHash) and a signed-in
 * jar. Requests carry a Host and a matching Origin, as a browser on the console page would.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { CookieJar, lowCostHash, openTestApp, type TestApp } from './test-app';
import type { TestDatabaseTarget } from './test-database';

export const ADMIN_HOST = 'console.test';
export const OWN_ORIGIN = `http://${ADMIN_HOST}`;
/** Headers of a request from the console page itself. */
export const fromConsole = { host: ADMIN_HOST, origin: OWN_ORIGIN } as const;

export async function createTestAdmin(db: Database, email: string, password: string): Promise<number> {
  const [row] = await db.insert(users).values({ username: email, password: lowCostHash(password), role: 'admin' }).returning({ id: users.id });
  if (!row) throw new Error('no admin row');
  return row.id;
}

export async function signInAdmin(
  app: FastifyInstance,
  email: string,
  password: string,
  options: { jar?: CookieJar; remoteAddress?: string; headers?: Record<string, string> } = {},
): Promise<{ response: LightMyRequestResponse; jar: CookieJar }> {
  const jar = options.jar ?? new CookieJar();
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
    headers: { ...fromConsole, ...jar.headers(), ...options.headers },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  jar.store(response);
  return { response, jar };
}

/** Headers for a console request with this jar's cookies. */
export function consoleHeaders(jar: CookieJar): Record<string, string> {
  return { ...fromConsole, ...jar.headers() };
}

/** The admin every console test signs in as. */
export const TEST_ADMIN = { email: 'coach@example.org', password: 'a long admin password' } as const;

/** A test app with TEST_ADMIN signed in: `jar` holds the console session. */
export type SignedInConsole = TestApp & { jar: CookieJar };

/** openTestApp with TEST_ADMIN created and signed in: what a console route test starts from. Close it as openTestApp's. */
export async function openSignedInConsole(target: TestDatabaseTarget, options: Parameters<typeof openTestApp>[1] = {}): Promise<SignedInConsole> {
  const harness = await openTestApp(target, options);
  await createTestAdmin(harness.database.db, TEST_ADMIN.email, TEST_ADMIN.password);
  const { jar } = await signInAdmin(harness.app, TEST_ADMIN.email, TEST_ADMIN.password);
  return { ...harness, jar };
}
