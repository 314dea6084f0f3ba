import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, noContentSchema } from '@core/contracts/common';
import {
  type SavedBoundaryScript,
  boundaryScriptSaveSchema,
  emailParamSchema,
  idParamSchema,
  savedBoundaryScriptListSchema,
  savedBoundaryScriptSchema,
} from '@core/contracts/tools';
import { assertOwnEmail, requireToolSession } from '../auth/sessions';
import { type BoundaryScriptRow, deleteBoundaryScript, insertBoundaryScript, listBoundaryScripts } from '../db/boundary-scripts';
import { HttpError } from '../errors';
import { type RouteContext, writeRateLimit } from '../route-context';

export const scriptNotFoundMessage = 'We could not find that saved script.';

/** A stored script as the API answers it (also what an old account hands to the vault). */
export function toSaved(row: BoundaryScriptRow): SavedBoundaryScript {
  return {
    id: row.id,
    toxicBehavior: row.toxicBehavior,
    situation: row.situation,
    generatedScript: row.generatedScript,
    isFavorite: row.isFavorite,
    createdAt: row.createdAt.toISOString(),
  };
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Saved boundary scripts (SPEC.md §2, §7), scoped to the signed-in tool account: reads of
 * another email answer 403; writes use the session's email; deleting another's id is a 404.
 */
export const boundaryScriptRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/boundary-scripts/:email',
    { schema: { params: emailParamSchema, response: { 200: savedBoundaryScriptListSchema, ...errors } } },
    async (request, reply) => {
      const session = await requireToolSession(db, request);
      assertOwnEmail(session, request.params.email);
      const rows = await listBoundaryScripts(db, session.username);
      return reply.send(rows.map(toSaved));
    },
  );

  app.post(
    '/api/boundary-scripts',
    { config: writeRateLimit(20), schema: { body: boundaryScriptSaveSchema, response: { 201: savedBoundaryScriptSchema, ...errors } } },
    async (request, reply) => {
      const session = await requireToolSession(db, request);
      assertOwnEmail(session, request.body.userEmail);
      const row = await insertBoundaryScript(db, {
        userEmail: session.username,
        toxicBehavior: request.body.toxicBehavior,
        situation: request.body.situation,
        generatedScript: request.body.generatedScript,
        isFavorite: request.body.isFavorite ?? false,
      });
      return reply.status(201).send(toSaved(row));
    },
  );

  app.delete(
    '/api/boundary-scripts/:id',
    { config: writeRateLimit(20), schema: { params: idParamSchema, response: { 204: noContentSchema, ...errors } } },
    async (request, reply) => {
      const session = await requireToolSession(db, request);
      const deleted = await deleteBoundaryScript(db, { id: request.params.id, userEmail: session.username });
      if (!deleted) throw new HttpError(404, scriptNotFoundMessage);
      return reply.status(204).send();
    },
  );
};
