import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, noContentSchema } from '@core/contracts/common';
import { normalizeEmail, toolAccountMessages, toolSessionSchema, toolSessionStateSchema, toolSignInSchema } from '@core/contracts/tools';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { clearSessionCookie, readToolSession, requireToolSession, startSession } from '../auth/sessions';
import { LoginThrottle } from '../auth/throttle';
import type { Database } from '../db/client';
import { type Account, deleteToolAccount, findAccount, insertAccountIfAbsent } from '../db/users';
import { HttpError } from '../errors';
import { type RouteContext, writeRateLimit } from '../route-context';

type SignInOutcome = { account: Account; created: boolean };

/**
 * Her account, created with this passphrase on first use. When two first uses race, the one
 * that loses the insert verifies against the winner's account instead.
 */
async function findOrCreateAccount(db: Database, username: string, passphrase: string): Promise<SignInOutcome> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const existing = await findAccount(db, username);
    if (existing) return { account: existing, created: false };
    const passwordHash = await hashPassword(passphrase);
    const inserted = await insertAccountIfAbsent(db, { username, passwordHash, role: 'tool' });
    if (inserted) return { account: inserted, created: true };
  }
  throw new HttpError(409, 'This account is changing right now. Please try again.');
}

/**
 * Private tool accounts (DESIGN.md "tools privacy", docs/decisions/0003):
 * - POST /api/tools/session: signs in, or creates the account on first use; sets the session cookie.
 * - GET /api/tools/session: who this browser's tool session belongs to.
 * - DELETE /api/tools/account: "Delete my data": her tool records and her account.
 * An admin account never works here: its name answers like a wrong passphrase.
 */
export const toolSessionRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db, config }) => {
  const throttle = new LoginThrottle();

  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/tools/session',
    {
      config: writeRateLimit(20),
      schema: {
        body: toolSignInSchema,
        response: { 200: toolSessionSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const keys = { account: email, address: request.ip };
      // Before any hashing: a locked email or address costs us nothing.
      if (throttle.isLocked(keys)) throw new HttpError(429, toolAccountMessages.tooManyAttempts);

      const { account, created } = await findOrCreateAccount(db, email, request.body.passphrase);
      if (!created) {
        // An admin's name is verified too (same time taken) but never opens a tool session.
        const matches = await verifyPassword(request.body.passphrase, account.passwordHash);
        if (!matches || account.role !== 'tool') {
          throttle.recordFailure(keys);
          throw new HttpError(401, toolAccountMessages.wrongPassphrase);
        }
      }
      throttle.recordSuccess(keys);
      await startSession(db, request, reply, config, account.id);
      return reply.status(200).send({ email, created });
    },
  );

  app.get(
    '/api/tools/session',
    { schema: { response: { 200: toolSessionStateSchema } } },
    async (request, reply) => {
      const session = await readToolSession(db, request);
      return reply.header('cache-control', 'no-store').send({ email: session ? session.username : null });
    },
  );

  app.delete(
    '/api/tools/account',
    { config: writeRateLimit(10), schema: { response: { 204: noContentSchema, 401: apiErrorSchema } } },
    async (request, reply) => {
      const session = await requireToolSession(db, request);
      await deleteToolAccount(db, { userId: session.userId, email: session.username });
      clearSessionCookie(reply, config);
      return reply.status(204).send();
    },
  );
};
