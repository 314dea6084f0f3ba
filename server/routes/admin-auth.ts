import { adminMessages } from '@core/content/api-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLoginRefusalSchema,
  adminLoginWithCodeSchema,
  adminSessionSchema,
  type AdminSession,
  recoveryCodesSchema,
  secondFactorCodeSchema,
  secondFactorConfirmSchema,
  secondFactorSetupSchema,
  secondFactorStatusSchema,
} from '@core/contracts/admin';
import { apiErrorSchema, noContentSchema } from '@core/contracts/common';
import { normalizeEmail } from '@core/contracts/tools';
import { AdminSignInGuard } from '../auth/admin-lockout';
import { adminOf, endAdminSession, startAdminSession } from '../auth/admin-sessions';
import { hashPassword, verifyPassword } from '../auth/passwords';
import {
  enrolmentOf,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  stepOfCode,
  useSecondFactorCode,
} from '../auth/second-factor';
import { TotpSecretBox } from '../auth/totp-secret-box';
import type { ServerConfig } from '../config';
import {
  confirmSecondFactor,
  findSecondFactor,
  recoveryCodesLeft,
  removeSecondFactor,
  secondFactorOn,
  storePendingSecret,
} from '../db/admin-second-factor';
import type { Database } from '../db/client';
import { findAccount } from '../db/users';
import { HttpError } from '../errors';
import { type RouteContext, writeRateLimit } from '../route-context';
import { limitAddress } from '../security/shared-limits';

/** A hash nobody's password matches, so an unknown email costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  return decoyHash;
}

async function sessionAnswer(db: Database, config: ServerConfig, userId: number, email: string): Promise<AdminSession> {
  const enabled = await secondFactorOn(db, userId);
  return {
    email,
    secondFactor: enabled,
    // In production the console opens only its Security screen until she turns it on (docs/decisions/0018).
    mustEnrolSecondFactor: config.secondFactorRequired && !enabled,
    emailDelivery: config.smtpUrl ? 'smtp' : 'outbox',
  };
}

/**
 * POST /api/admin/login and POST /api/admin/logout: the only console routes that need no
 * session. A tool account's email and passphrase answer exactly like a wrong password. Who may
 * try how often: server/auth/admin-lockout.ts (docs/decisions/0018).
 */
export const adminAuthRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db, config, limits }) => {
  const guard = new AdminSignInGuard(limits);
  const box = new TotpSecretBox(config.totpEncryptionKey);

  app.post(
    '/api/admin/login',
    {
      config: writeRateLimit(20),
      schema: {
        body: adminLoginWithCodeSchema,
        response: { 200: adminSessionSchema, 400: apiErrorSchema, 401: adminLoginRefusalSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const keys = { email, address: limitAddress(request.ip) };
      // Counted before any hashing: a locked pair or address, or the email's spent budget, costs nothing.
      if ((await guard.attempt(keys)).locked) {
        request.log.warn({ event: 'admin-login-locked' }, 'admin sign-in refused: too many attempts');
        throw new HttpError(429, adminMessages.tooManyAttempts);
      }

      const account = await findAccount(db, email);
      const matches = await verifyPassword(request.body.password, account?.passwordHash ?? (await decoy()));
      if (!account || !matches || account.role !== 'admin') {
        await guard.recordFailure(keys);
        request.log.warn({ event: 'admin-login-failed' }, 'admin sign-in failed');
        throw new HttpError(401, adminMessages.wrongCredentials);
      }

      const secondFactor = await findSecondFactor(db, account.id, box);
      if (secondFactor?.enabled) {
        // The password was right: the answer asks for the code, and the console shows its field.
        const { code } = request.body;
        if (code === undefined) return reply.status(401).send({ error: adminMessages.codeNeeded, secondFactorRequired: true });
        if (!(await useSecondFactorCode(db, account.id, secondFactor.secret, code))) {
          await guard.recordFailure(keys);
          // The password was right: worth the admin's id in the log (someone may have her password).
          request.log.warn({ event: 'admin-login-failed', admin: account.id, reason: 'wrong-second-factor-code' }, 'admin sign-in failed: wrong code');
          return reply.status(401).send({ error: adminMessages.wrongCode, secondFactorRequired: true });
        }
      }

      await guard.recordSuccess(keys);
      await startAdminSession(db, request, reply, config, account.id);
      request.log.info({ event: 'admin-login', admin: account.id }, 'admin signed in');
      return reply.status(200).send(await sessionAnswer(db, config, account.id, email));
    },
  );

  app.post('/api/admin/logout', { config: writeRateLimit(30), schema: { response: { 204: noContentSchema } } }, async (request, reply) => {
    await endAdminSession(db, request, reply, config);
    return reply.status(204).send();
  });
};

/**
 * Behind the guard: GET /api/admin/session (who is signed in, 401 otherwise) and the signed-in
 * admin's own second factor.
 */
export const adminSessionRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db, config, limits }) => {
  const guard = new AdminSignInGuard(limits);
  const box = new TotpSecretBox(config.totpEncryptionKey);

  app.get('/api/admin/session', { schema: { response: { 200: adminSessionSchema } } }, async (request, reply) => {
    const admin = adminOf(request);
    return reply.status(200).send(await sessionAnswer(db, config, admin.userId, admin.email));
  });

  app.get('/api/admin/second-factor', { schema: { response: { 200: secondFactorStatusSchema } } }, async (request, reply) => {
    const admin = adminOf(request);
    const stored = await findSecondFactor(db, admin.userId, box);
    const enabled = stored?.enabled ?? false;
    return reply.status(200).send({ enabled, recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, admin.userId) : 0 });
  });

  app.post(
    '/api/admin/second-factor/setup',
    { config: writeRateLimit(10), schema: { response: { 200: secondFactorSetupSchema, 409: apiErrorSchema } } },
    async (request, reply) => {
      const admin = adminOf(request);
      const secret = newTotpSecret();
      if (!(await storePendingSecret(db, admin.userId, secret, box))) throw new HttpError(409, adminMessages.secondFactorOn);
      request.log.info({ event: 'admin-second-factor-setup', admin: admin.userId }, 'second factor setup started');
      return reply.status(200).send(await enrolmentOf(secret, admin.email));
    },
  );

  app.post(
    '/api/admin/second-factor/confirm',
    {
      config: writeRateLimit(10),
      schema: { body: secondFactorConfirmSchema, response: { 200: recoveryCodesSchema, 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema } },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      const stored = await findSecondFactor(db, admin.userId, box);
      if (!stored || stored.enabled) throw new HttpError(409, adminMessages.nothingToConfirm);
      // Her password as well as the session: the same guard as sign-in counts wrong ones.
      const keys = { email: admin.email, address: limitAddress(request.ip) };
      if ((await guard.check(keys)).locked) throw new HttpError(429, adminMessages.tooManyAttempts);
      const account = await findAccount(db, admin.email);
      if (!account || !(await verifyPassword(request.body.password, account.passwordHash))) {
        await guard.recordFailure(keys);
        throw new HttpError(400, adminMessages.wrongPassword);
      }
      const step = stepOfCode(stored.secret, request.body.code);
      if (step === undefined) throw new HttpError(400, adminMessages.wrongCode);
      const recoveryCodes = newRecoveryCodes();
      if (!(await confirmSecondFactor(db, admin.userId, step, recoveryCodes.map(hashRecoveryCode)))) {
        throw new HttpError(409, adminMessages.nothingToConfirm);
      }
      request.log.info({ event: 'admin-second-factor-on', admin: admin.userId }, 'second factor turned on');
      return reply.status(200).send({ recoveryCodes });
    },
  );

  app.post(
    '/api/admin/second-factor/remove',
    { config: writeRateLimit(10), schema: { body: secondFactorCodeSchema, response: { 204: noContentSchema, 400: apiErrorSchema } } },
    async (request, reply) => {
      const admin = adminOf(request);
      const stored = await findSecondFactor(db, admin.userId, box);
      if (stored?.enabled && !(await useSecondFactorCode(db, admin.userId, stored.secret, request.body.code))) {
        throw new HttpError(400, adminMessages.wrongCode);
      }
      await removeSecondFactor(db, admin.userId);
      request.log.info({ event: 'admin-second-factor-off', admin: admin.userId }, 'second factor turned off');
      return reply.status(204).send();
    },
  );
};
