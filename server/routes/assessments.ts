import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assessmentSavedSchema, assessmentSubmissionSchema, verifySubmission } from '@core/contracts/assessment';
import { apiErrorSchema } from '@core/contracts/common';
import { insertAssessment } from '../db/assessments';
import { HttpError } from '../errors';
import { type RouteContext, writeRateLimit } from '../route-context';

/**
 * POST /api/assessment: recomputes the score and risk level from the answers (DESIGN.md
 * "assessment scoring"); a submission that disagrees is refused with 400 and nothing is stored.
 * The stored answers, score and risk level are always the server's.
 */
export const assessmentRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.post(
    '/api/assessment',
    {
      config: writeRateLimit(10),
      schema: {
        body: assessmentSubmissionSchema,
        response: { 201: assessmentSavedSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const submission = request.body;
      const check = verifySubmission(submission);
      if (!check.ok) throw new HttpError(400, check.error);
      const { score, riskLevel } = check.result;
      const { id } = await insertAssessment(db, {
        name: submission.name,
        email: submission.email,
        phone: submission.phone ? submission.phone : null,
        answers: check.answers,
        score,
        riskLevel,
      });
      return reply.status(201).send({ id, score, riskLevel });
    },
  );
};
