import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { noContentSchema } from '@core/contracts/common';
import { clearSessionCookie, endSession } from '../auth/sessions';
import { clearVaultCookie, endVaultSession } from '../auth/vault-sessions';
import type { RouteContext } from '../route-context';

/** What the quick exit's end of session asks the browser to forget. */
export const QUICK_EXIT_CLEAR_SITE_DATA = '"cache", "storage"';

/**
 * DELETE /api/session: ends this browser's sessions, if any ("Lock", the vault's idle lock, and
 * the quick exit on every exit, signed in or not): the old tool session and the private vault's
 * (docs/decisions/0015). Deletes each session row whose cookie is valid and clears both cookies.
 * It always answers 204 and never reveals whether there was a session.
 *
 * The quick exit adds `?exit=1`: then the answer also carries `Clear-Site-Data: "cache",
 * "storage"`, so the browser drops this site's cached pages and everything it stored (local and
 * session storage, IndexedDB, the offline help's service worker). "Lock" leaves that flag out: it
 * must not wipe what she chose to keep on this device.
 */
export const sessionRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db, config }) => {
  const kinds = [
    { end: endSession, clearCookie: clearSessionCookie },
    { end: endVaultSession, clearCookie: clearVaultCookie },
  ];
  // Any other value (or none) is a plain end of session: the quick exit must never be refused.
  const querystring = z.object({ exit: z.optional(z.unknown()) });
  app.delete('/api/session', { schema: { querystring, response: { 204: noContentSchema } } }, async (request, reply) => {
    for (const kind of kinds) {
      try {
        await kind.end(db, request, reply, config);
      } catch (error) {
        // The quick exit must never fail: the cookie is cleared anyway; the row expires by itself.
        request.log.error({ err: error }, 'could not delete a session row');
        kind.clearCookie(reply, config);
      }
    }
    if (request.query.exit === '1') void reply.header('clear-site-data', QUICK_EXIT_CLEAR_SITE_DATA);
    return reply.header('cache-control', 'no-store').status(204).send();
  });
};
