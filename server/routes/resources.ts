import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/contracts/common';
import {
  resourceDownloadSchema,
  resourceIdParamsSchema,
  resourceListQuerySchema,
  resourceListSchema,
} from '@core/contracts/resources';
import { resourceMessages } from '@core/content/resources';
import { listResources, recordResourceDownload } from '../db/resources';
import { HttpError } from '../errors';
import { type RouteContext, writeRateLimit } from '../route-context';

/**
 * GET /api/resources: the library of one language (?language=es; English when not given); POST /api/resources/:id/download: counts one download and
 * says where the file is (core/contracts/resources.ts).
 */
export const resourceRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.get(
    '/api/resources',
    { schema: { querystring: resourceListQuerySchema, response: { 200: resourceListSchema, 400: apiErrorSchema } } },
    async (request, reply) => {
      const list = await listResources(db, request.query.language);
      return reply.header('cache-control', 'no-store').status(200).send(list);
    },
  );

  app.post(
    '/api/resources/:id/download',
    {
      config: writeRateLimit(30),
      schema: {
        params: resourceIdParamsSchema,
        response: { 200: resourceDownloadSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const download = await recordResourceDownload(db, request.params.id);
      if (!download) throw new HttpError(404, resourceMessages.notFound);
      return reply.status(200).send(download);
    },
  );
};
