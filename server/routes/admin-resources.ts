import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdParamsSchema, resourceInputSchema } from '@core/contracts/admin';
import { adminMessages } from '@core/content/api-messages';
import { apiErrorSchema, noContentSchema } from '@core/contracts/common';
import { resourceListSchema, resourceSchema } from '@core/contracts/resources';
import { adminOf } from '../auth/admin-sessions';
import { deleteResource, insertResource, updateResource } from '../db/admin-resources';
import { listAllResources } from '../db/resources';
import { HttpError } from '../errors';
import type { RouteContext } from '../route-context';
import { adminWriteLimit } from './admin-write-limit';

/** The resources library of both languages, edited: list (with download counts), create, replace, delete. */
export const adminResourceRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.get('/api/admin/resources', { schema: { response: { 200: resourceListSchema } } }, async (_request, reply) =>
    reply.status(200).send(await listAllResources(db)),
  );

  app.post(
    '/api/admin/resources',
    { config: adminWriteLimit, schema: { body: resourceInputSchema, response: { 201: resourceSchema, 400: apiErrorSchema } } },
    async (request, reply) => {
      const resource = await insertResource(db, request.body);
      request.log.info({ event: 'admin-resource-created', admin: adminOf(request).userId, resource: resource.id }, 'resource created');
      return reply.status(201).send(resource);
    },
  );

  app.put(
    '/api/admin/resources/:id',
    {
      config: adminWriteLimit,
      schema: {
        params: adminIdParamsSchema,
        body: resourceInputSchema,
        response: { 200: resourceSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const resource = await updateResource(db, request.params.id, request.body);
      if (!resource) throw new HttpError(404, adminMessages.resourceNotFound);
      request.log.info({ event: 'admin-resource-updated', admin: adminOf(request).userId, resource: resource.id }, 'resource updated');
      return reply.status(200).send(resource);
    },
  );

  app.delete(
    '/api/admin/resources/:id',
    { config: adminWriteLimit, schema: { params: adminIdParamsSchema, response: { 204: noContentSchema, 400: apiErrorSchema, 404: apiErrorSchema } } },
    async (request, reply) => {
      if (!(await deleteResource(db, request.params.id))) throw new HttpError(404, adminMessages.resourceNotFound);
      request.log.info({ event: 'admin-resource-deleted', admin: adminOf(request).userId, resource: request.params.id }, 'resource deleted');
      return reply.status(204).send();
    },
  );
};
