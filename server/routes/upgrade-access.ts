import { rateLimitMessages } from '@core/content/validation';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeEmail } from '@core/contracts/tools';
import { upgradeAccessRequestSchema, upgradeAccessResultSchema, upgradeErrorSchema } from '@core/contracts/upgrade';
import { accessCodeMatches } from '../auth/access-codes';
import { LoginThrottle } from '../auth/throttle';
import { raiseAccessLevel } from '../db/signups';
import { HttpError, errorReplyFor } from '../errors';
import { type RouteContext, writeRateLimit } from '../route-context';
import { textsFor } from '../texts';
import { limitAddress } from '../security/shared-limits';

const errors = { 400: upgradeErrorSchema, 403: upgradeErrorSchema, 429: upgradeErrorSchema };


/**
 * POST /api/upgrade-access (SPEC.md §2 /upgrade-access, §7; DESIGN.md "access codes"): the code
 * is checked here, in constant time, against the requested level's code only. A right code
 * activates access for the email whether or not it signed up before (the signup row is made when
 * missing), so even a code holder cannot learn who is registered (issue 18, which replaces
 * DESIGN.md's "unknown email → 404"). The answer names the level she asked for, never the
 * stored one, so nobody learns that an email is an educator's (issue 25). Wrong codes are
 * throttled as admin sign-in is (docs/decisions/0018): 5 for one email from one address lock
 * that pair, 20 from one address lock the address, so a stranger's wrong codes never lock her
 * out from her own connection. Every error answer also carries `message`, which is what
 * SPEC.md §7's page reads.
 */
export const upgradeAccessRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db, config, limits }) => {
  // The "account" counted is the (email, address) pair: LoginThrottle's per-account limit (5) is then the pair's.
  const throttle = new LoginThrottle({ limits, scope: 'upgrade-code-pair' });

  // Only this plugin's routes: `{ error, issues? }` plus the same sentence as `message`.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { statusCode, body } = errorReplyFor(error, request);
    void reply.status(statusCode).send({ ...body, message: body.error });
  });

  app.post(
    '/api/upgrade-access',
    {
      config: writeRateLimit(5),
      schema: { body: upgradeAccessRequestSchema, response: { 200: upgradeAccessResultSchema, ...errors } },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const keys = { account: `${email}\0${limitAddress(request.ip)}`, address: request.ip };
      if (await throttle.isLocked(keys)) throw new HttpError(429, rateLimitMessages.tooManyAttempts, 'tooManyAttempts');
      if (!accessCodeMatches(config, request.body.accessLevel, request.body.accessCode)) {
        await throttle.recordFailure(keys);
        // A wrong access password is told in the language of her page (issue 20).
        throw new HttpError(403, textsFor(request.body.locale).upgradeMessages.wrongCode);
      }
      await throttle.recordSuccess(keys);
      // Stored as the higher of the two levels (never a downgrade); answered as asked, whatever was stored.
      await raiseAccessLevel(db, email, request.body.accessLevel, request.body.locale);
      return reply.send({ email, accessLevel: request.body.accessLevel });
    },
  );
};
