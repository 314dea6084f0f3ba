import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/contracts/common';
import { contactCreatedSchema, contactRequestSchema } from '@core/contracts/contact';
import { insertContactSubmission } from '../db/contacts';
import { type RouteContext, writeRateLimit } from '../route-context';

/**
 * POST /api/contact: stores a donation inquiry or a home page message; answers only its id. An
 * email to NOTIFY_EMAIL is queued and leaves after the answer (it never slows or fails the message).
 */
export const contactRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db, notifications }) => {
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
      await notifications.queue({ kind: 'contact_received', contactId: id }, request.log);
      return reply.status(201).send({ id });
    },
  );
};
