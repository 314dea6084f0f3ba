import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/contracts/common';
import { contactCreatedSchema, contactRequestSchema } from '@core/contracts/contact';
import { insertContactSubmission } from '../db/contacts';
import { type RouteContext, writeRateLimit } from '../route-context';

/** POST /api/contact: stores a donation inquiry or a home page message; answers only its id. */
export const contactRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.post(
    '/api/contact',
    {
      config: writeRateLimit(5),
      schema: {
        body: contactRequestSchema,
        response: { 201: contactCreatedSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = await insertContactSubmission(db, request.body);
      return reply.status(201).send({ id });
    },
  );
};
