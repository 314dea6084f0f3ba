import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginSchema, adminMessages, adminSessionSchema } from '@core/contracts/admin';
import { apiErrorSchema, noContentSchema } from '@core/contracts/common';
import { normalizeEmail } from '@core/contracts/tools';
import { adminOf, endAdminSession, startAdminSession } from '../auth/admin-sessions';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { LOGIN_WINDOW_MS, LoginThrottle } from '../auth/throttle';
import { findAccount } from '../db/users';
import { HttpError } from '../errors';
import { type RouteContext, writeRateLimit } from '../route-context';

/** After 5 failures for an email, or from an address, sign-in answers 429 for 15 minutes. */
export const ADMIN_MAX_FAILURES = 5;
export const ADMIN_LOCKOUT_MS = LOGIN_WINDOW_MS;

/** A hash nobody's password matches, so an unknown email costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  return decoyHash;
}

/**
 * POST /api/admin/login and POST /api/admin/logout: the only console routes that need no
 * session. A tool account's email and passphrase answer exactly like a wrong password.
 */
export const adminAuthRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db, config }) => {
  const throttle = new LoginThrottle({
    maxPerAccount: ADMIN_MAX_FAILURES,
    maxPerAddress: ADMIN_MAX_FAILURES,
    windowMs: LOGIN_WINDOW_MS,
    lockoutMs: ADMIN_LOCKOUT_MS,
  });

  app.post(
    '/api/admin/login',
    {
      config: writeRateLimit(20),
      schema: {
        body: adminLoginSchema,
        response: { 200: adminSessionSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const keys = { account: email, address: request.ip };
      // Before any hashing: a locked email or address costs nothing.
      if (throttle.isLocked(keys)) {
        request.log.warn({ event: 'admin-login-locked' }, 'admin sign-in refused: too many failures');
        throw new HttpError(429, adminMessages.tooManyAttempts);
      }
      const account = await findAccount(db, email);
      const matches = await verifyPassword(request.body.password, account?.passwordHash ?? (await decoy()));
      if (!account || !matches || account.role !== 'admin') {
        throttle.recordFailure(keys);
        request.log.warn({ event: 'admin-login-failed' }, 'admin sign-in failed');
        throw new HttpError(401, adminMessages.wrongCredentials);
      }
      throttle.recordSuccess(keys);
      await startAdminSession(db, request, reply, config, account.id);
      request.log.info({ event: 'admin-login', admin: account.id }, 'admin signed in');
      return reply.status(200).send({ email });
    },
  );

  app.post('/api/admin/logout', { config: writeRateLimit(30), schema: { response: { 204: noContentSchema } } }, async (request, reply) => {
    await endAdminSession(db, request, reply, config);
    return reply.status(204).send();
  });
};

/** GET /api/admin/session: who is signed in (behind the guard: 401 otherwise). */
export const adminSessionRoutes: FastifyPluginAsyncZod<RouteContext> = async (app) => {
  app.get('/api/admin/session', { schema: { response: { 200: adminSessionSchema } } }, async (request, reply) => {
    return reply.status(200).send({ email: adminOf(request).email });
  });
};
