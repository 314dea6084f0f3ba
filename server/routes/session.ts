import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../route-context';

/** The cookie that will carry a tool session (issue: private tool accounts). */
export const SESSION_COOKIE = 'save_session';

/**
 * DELETE /api/session: ends this browser's session, if any. The quick exit calls it on every
 * exit, signed in or not, so it always answers 204 and never reveals whether there was one.
 */
export const sessionRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { config }) => {
  app.delete('/api/session', async (_request, reply) => {
    const secure = config.isProduction ? '; Secure' : '';
    void reply.header('set-cookie', `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
    return reply.header('cache-control', 'no-store').status(204).send();
  });
};
