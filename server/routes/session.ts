import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContentSchema } from '@core/contracts/common';
import { clearSessionCookie, endSession } from '../auth/sessions';
import { clearVaultCookie, endVaultSession } from '../auth/vault-sessions';
import type { RouteContext } from '../route-context';

/**
 * DELETE /api/session: ends this browser's sessions, if any ("Lock", the vault's idle lock, and
 * the quick exit on every exit, signed in or not): the old tool session and the private vault's
 * (docs/decisions/0015). Deletes each session row whose cookie is valid and clears both cookies.
 * It always answers 204 and never reveals whether there was a session.
 */
export const sessionRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db, config }) => {
  const kinds = [
    { end: endSession, clearCookie: clearSessionCookie },
    { end: endVaultSession, clearCookie: clearVaultCookie },
  ];
  app.delete('/api/session', { schema: { response: { 204: noContentSchema } } }, async (request, reply) => {
    for (const kind of kinds) {
      try {
        await kind.end(db, request, reply, config);
      } catch (error) {
        // The quick exit must never fail: the cookie is cleared anyway; the row expires by itself.
        request.log.error({ err: error }, 'could not delete a session row');
        kind.clearCookie(reply, config);
      }
    }
    return reply.header('cache-control', 'no-store').status(204).send();
  });
};
