import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteContext } from '../route-context';

/** GET /healthz: 200 `{ ok: true }` when the (migrated) database answers. */
export const healthRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.get(
    '/healthz',
    { schema: { response: { 200: z.object({ ok: z.literal(true) }), 503: z.object({ ok: z.literal(false) }) } } },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return reply.header('cache-control', 'no-store').status(200).send({ ok: true as const });
      } catch {
        return reply.header('cache-control', 'no-store').status(503).send({ ok: false as const });
      }
    },
  );
};
