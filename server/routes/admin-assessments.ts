import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assessmentLookupResultSchema,
  assessmentLookupSchema,
  assessmentWeeklyQuerySchema,
  assessmentWeeklySchema,
} from '@core/contracts/admin';
import { apiErrorSchema } from '@core/contracts/common';
import { adminOf } from '../auth/admin-sessions';
import { assessmentResultsFor, weeklyAssessmentCounts } from '../db/admin-assessments';
import { type RouteContext, writeRateLimit } from '../route-context';

/**
 * GET /api/admin/assessments/weekly: counts only. POST /api/admin/assessments/lookup: one
 * person's results, only when an admin asks by her email (a POST, so the email is in no address
 * or access log). Each lookup is logged with the admin's id (never the email looked up).
 */
export const adminAssessmentRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.get(
    '/api/admin/assessments/weekly',
    { schema: { querystring: assessmentWeeklyQuerySchema, response: { 200: assessmentWeeklySchema, 400: apiErrorSchema } } },
    async (request, reply) => reply.status(200).send(await weeklyAssessmentCounts(db, request.query.weeks)),
  );

  app.post(
    '/api/admin/assessments/lookup',
    { config: writeRateLimit(30), schema: { body: assessmentLookupSchema, response: { 200: assessmentLookupResultSchema, 400: apiErrorSchema } } },
    async (request, reply) => {
      const results = await assessmentResultsFor(db, request.body.email);
      request.log.info({ event: 'admin-assessment-lookup', admin: adminOf(request).userId, found: results.length }, 'assessment results looked up');
      return reply.status(200).send({ results });
    },
  );
};
