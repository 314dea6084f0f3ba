/**
 * Console test helpers: an admin account (at a tiny scrypt cost, see lowCostHash) and a signed-in
 * jar. Requests carry a Host and a matching Origin, as a browser on the console page would.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { CookieJar, lowCostHash } from './test-app';

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
