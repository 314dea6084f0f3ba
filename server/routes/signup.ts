import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/contracts/common';
import { signupCreatedSchema, signupMessages, signupRequestSchema } from '@core/contracts/signup';
import { normalizeEmail } from '@core/contracts/tools';
import { insertSignupIfAbsent } from '../db/signups';
import { HttpError } from '../errors';
import { type RouteContext, writeRateLimit } from '../route-context';

/**
 * POST /api/signup (SPEC.md §2 /signup, §7): a free signup stored under the lower-cased email;
 * an email that has already signed up (in any case) answers 409 with a sentence.
 */
export const signupRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.post(
    '/api/signup',
    {
      config: writeRateLimit(10),
      schema: {
        body: signupRequestSchema,
        response: { 201: signupCreatedSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { firstName, lastName, email, phone, interests, howHeard } = request.body;
      const row = await insertSignupIfAbsent(db, {
        firstName,
        lastName,
        email: normalizeEmail(email),
        phone: phone ? phone : null,
        interests: [...new Set(interests)],
        howHeard: howHeard ?? null,
      });
      if (!row) throw new HttpError(409, signupMessages.duplicate);
      return reply.status(201).send({ id: row.id, email: row.email, accessLevel: 'free' as const });
    },
  );
};
