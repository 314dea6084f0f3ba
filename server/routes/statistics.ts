import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defaultStatistics, statisticsSchema } from '@core/contracts/statistics';
import { readUserAssessments } from '../db/statistics';
import type { RouteContext } from '../route-context';

/**
 * GET /api/statistics: the research figures of SPEC.md §3 with the visitors' assessment
 * figures, which come from the per-level summary only (DESIGN.md "statistics").
 */
export const statisticsRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.get('/api/statistics', { schema: { response: { 200: statisticsSchema } } }, async (_request, reply) => {
    const userAssessments = await readUserAssessments(db);
    return reply.header('cache-control', 'no-store').status(200).send({
      realWorldData: defaultStatistics.realWorldData,
      userAssessments,
      recoveryPrograms: defaultStatistics.recoveryPrograms,
    });
  });
};
