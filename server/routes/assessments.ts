import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assessmentSavedSchema, assessmentSubmissionSchema, verifySubmission } from '@core/contracts/assessment';
import { apiErrorSchema } from '@core/contracts/common';
import { insertAssessment } from '../db/assessments';
import { HttpError } from '../errors';
import { type RouteContext, writeRateLimit } from '../route-context';

/**
 * POST /api/assessment: recomputes the score and risk level from the answers, each a question id
 * and an option id (DESIGN.md "assessment scoring", docs/decisions/0044); a submission that
 * disagrees is refused by its contract with 400 and its code, and nothing is stored. The stored
 * answers (ids and weights), score and risk level are always the server's.
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
      // The contract already refused a submission that does not check out; this is its clean copy.
      if (!check.ok) throw new HttpError(400, 'The answers do not match the questions.');
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
