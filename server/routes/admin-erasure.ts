import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/contracts/common';
import {
  type ErasureCounts,
  erasurePreviewRequestSchema,
  erasureRequestSchema,
  erasureResultSchema,
  erasureTotal,
  retentionPeriodsSchema,
} from '@core/contracts/erasure';
import { adminOf } from '../auth/admin-sessions';
import { countHeldFor, eraseHeldFor } from '../db/erasure';
import { outboxFilesFor, removeOutboxFiles } from '../retention/outbox-files';
import { type RouteContext, writeRateLimit } from '../route-context';

/**
 * The console's privacy screen (docs/decisions/0016). GET /api/admin/retention: the periods in
 * force. POST /api/admin/erasure/preview: what is held under one email, counted. POST
 * /api/admin/erasure with `confirm: true`: erases it all and answers what was erased. POSTs, so
 * the email is in no address or access log; the log names the admin and how much, never the email.
 */
export const adminErasureRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db, config }) => {
  app.get('/api/admin/retention', { schema: { response: { 200: retentionPeriodsSchema } } }, async (_request, reply) =>
    reply.status(200).send(config.retentionDays),
  );

  app.post(
    '/api/admin/erasure/preview',
    { config: writeRateLimit(30), schema: { body: erasurePreviewRequestSchema, response: { 200: erasureResultSchema, 400: apiErrorSchema } } },
    async (request, reply) => {
      const held = await countHeldFor(db, request.body.email);
      const counts: ErasureCounts = { ...held, outboxEmails: (await outboxFilesFor(config.outboxDir, request.body.email)).length };
      request.log.info({ event: 'admin-erasure-preview', admin: adminOf(request).userId, found: erasureTotal(counts) }, 'erasure previewed');
      return reply.status(200).send({ counts });
    },
  );

  app.post(
    '/api/admin/erasure',
    { config: writeRateLimit(30), schema: { body: erasureRequestSchema, response: { 200: erasureResultSchema, 400: apiErrorSchema } } },
    async (request, reply) => {
      // The rows first: a booking's queued emails go with it, so none is written for her after this.
      const erased = await eraseHeldFor(db, request.body.email);
      const outboxEmails = await removeOutboxFiles(await outboxFilesFor(config.outboxDir, request.body.email));
      const counts: ErasureCounts = { ...erased, outboxEmails };
      request.log.info({ event: 'admin-erasure', admin: adminOf(request).userId, deleted: erasureTotal(counts) }, 'everything held about one email erased');
      return reply.status(200).send({ counts });
    },
  );
};
