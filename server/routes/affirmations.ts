import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/contracts/common';
import {
  type AffirmationRecord,
  affirmationCompleteSchema,
  affirmationListSchema,
  affirmationRecordSchema,
  affirmationUpdateSchema,
  emailParamSchema,
  idParamSchema,
} from '@core/contracts/tools';
import { assertOwnEmail, requireToolSession } from '../auth/sessions';
import { type AffirmationRow, completeAffirmationById, completeAffirmationDay, listAffirmations } from '../db/affirmations';
import { HttpError } from '../errors';
import { type RouteContext, writeRateLimit } from '../route-context';

export const dayAlreadyCompleteMessage = 'This day is already complete. Completed days cannot be changed.';
export const affirmationNotFoundMessage = 'We could not find that day in your journey.';

/** A stored day as the API answers it (also what an old account hands to the vault). */
export function toRecord(row: AffirmationRow): AffirmationRecord {
  return {
    id: row.id,
    day: row.day,
    completed: row.completed,
    reflection: row.reflection,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * The 30-day affirmation journey (SPEC.md §2, §7), scoped to the signed-in tool account:
 * reads of another email answer 403; writes always use the session's email.
 */
export const affirmationRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/affirmations/:email',
    { schema: { params: emailParamSchema, response: { 200: affirmationListSchema, ...errors } } },
    async (request, reply) => {
      const session = await requireToolSession(db, request);
      assertOwnEmail(session, request.params.email);
      const rows = await listAffirmations(db, session.username);
      return reply.send(rows.map(toRecord));
    },
  );

  app.post(
    '/api/affirmations',
    { config: writeRateLimit(30), schema: { body: affirmationCompleteSchema, response: { 201: affirmationRecordSchema, ...errors } } },
    async (request, reply) => {
      const session = await requireToolSession(db, request);
      assertOwnEmail(session, request.body.userEmail);
      const row = await completeAffirmationDay(db, {
        userEmail: session.username,
        day: request.body.day,
        reflection: request.body.reflection,
        completedAt: new Date(),
      });
      if (!row) throw new HttpError(409, dayAlreadyCompleteMessage);
      return reply.status(201).send(toRecord(row));
    },
  );

  app.patch(
    '/api/affirmations/:id',
    {
      config: writeRateLimit(30),
      schema: { params: idParamSchema, body: affirmationUpdateSchema, response: { 200: affirmationRecordSchema, ...errors } },
    },
    async (request, reply) => {
      const session = await requireToolSession(db, request);
      assertOwnEmail(session, request.body.userEmail);
      const result = await completeAffirmationById(db, {
        id: request.params.id,
        userEmail: session.username,
        reflection: request.body.reflection,
        completedAt: new Date(),
      });
      if (result.outcome === 'not-found') throw new HttpError(404, affirmationNotFoundMessage);
      if (result.outcome === 'already-complete') throw new HttpError(409, dayAlreadyCompleteMessage);
      return reply.send(toRecord(result.row));
    },
  );
};
