import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContentSchema } from '@core/contracts/common';
import { clearSessionCookie, endSession } from '../auth/sessions';
import type { RouteContext } from '../route-context';

/**
 * DELETE /api/session: ends this browser's session, if any ("Lock", and the quick exit on every
 * exit, signed in or not): deletes the session row when the cookie is valid and clears the
 * cookie. It always answers 204 and never reveals whether there was a session.
 */
export const sessionRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db, config }) => {
  app.delete('/api/session', { schema: { response: { 204: noContentSchema } } }, async (request, reply) => {
    try {
      await endSession(db, request, reply, config);
    } catch (error) {
      // The quick exit must never fail: the cookie is cleared anyway; the row expires by itself.
      request.log.error({ err: error }, 'could not delete a session row');
      clearSessionCookie(reply, config);
    }
    return reply.header('cache-control', 'no-store').status(204).send();
  });
};
