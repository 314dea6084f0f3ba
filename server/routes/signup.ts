import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/contracts/common';
import { signupReceivedSchema, signupRequestSchema } from '@core/contracts/signup';
import { normalizeEmail } from '@core/contracts/tools';
import { findSignupByEmail, insertSignupIfAbsent } from '../db/signups';
import { type RouteContext, writeRateLimit } from '../route-context';

/**
 * POST /api/signup (SPEC.md §2 /signup, §7): a free signup stored under the lower-cased email.
 * The answer is the same whether or not the email had signed up (issue 18: the page must not
 * tell a stranger who is a member): a known email's signup is left as it was, and its owner gets
 * an email (through the mail queue) saying she is already a member.
 */
export const signupRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db, notifications }) => {
  app.post(
    '/api/signup',
    {
      config: writeRateLimit(10),
      schema: {
        body: signupRequestSchema,
        response: { 200: signupReceivedSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { firstName, lastName, email, phone, interests, howHeard, locale } = request.body;
      const normalized = normalizeEmail(email);
      const row = await insertSignupIfAbsent(db, {
        firstName,
        lastName,
        email: normalized,
        phone: phone ? phone : null,
        interests: [...new Set(interests)],
        howHeard: howHeard ?? null,
        locale,
      });
      if (!row) {
        const existing = await findSignupByEmail(db, normalized);
        // Gone between the two statements (erased just now): nothing to tell anyone.
        if (existing) await notifications.queueSignupNotice(existing.id, request.log);
      }
      return reply.status(200).send({ email: normalized });
    },
  );
};
