import { adminMessages } from '@core/content/api-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCommunityPostListQuerySchema,
  adminCommunityPostPageSchema,
  adminCommunityPostSchema,
  adminContactListQuerySchema,
  adminContactPageSchema,
  adminIdParamsSchema,
  adminSignupListQuerySchema,
  adminSignupPageSchema,
  postModerationSchema,
} from '@core/contracts/admin';
import { apiErrorSchema } from '@core/contracts/common';
import { adminOf } from '../auth/admin-sessions';
import { listCommunityPostsForReview, setCommunityPostStatus } from '../db/admin-community';
import { listContacts, listSignups } from '../db/admin-people';
import { HttpError } from '../errors';
import type { RouteContext } from '../route-context';
import { adminWriteLimit } from './admin-write-limit';

/**
 * GET /api/admin/contacts, GET /api/admin/signups, GET /api/admin/community-posts and
 * PATCH /api/admin/community-posts/:id (approve or hide; approved posts show on /community).
 */
export const adminListRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.get(
    '/api/admin/contacts',
    { schema: { querystring: adminContactListQuerySchema, response: { 200: adminContactPageSchema, 400: apiErrorSchema } } },
    async (request, reply) => reply.status(200).send(await listContacts(db, request.query)),
  );

  app.get(
    '/api/admin/signups',
    { schema: { querystring: adminSignupListQuerySchema, response: { 200: adminSignupPageSchema, 400: apiErrorSchema } } },
    async (request, reply) => reply.status(200).send(await listSignups(db, request.query)),
  );

  app.get(
    '/api/admin/community-posts',
    { schema: { querystring: adminCommunityPostListQuerySchema, response: { 200: adminCommunityPostPageSchema, 400: apiErrorSchema } } },
    async (request, reply) => reply.status(200).send(await listCommunityPostsForReview(db, request.query)),
  );

  app.patch(
    '/api/admin/community-posts/:id',
    {
      config: adminWriteLimit,
      schema: {
        params: adminIdParamsSchema,
        body: postModerationSchema,
        response: { 200: adminCommunityPostSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const post = await setCommunityPostStatus(db, request.params.id, request.body.status);
      if (!post) throw new HttpError(404, adminMessages.postNotFound);
      request.log.info(
        { event: 'admin-post-moderated', admin: adminOf(request).userId, post: post.id, to: post.status },
        'community post moderated',
      );
      return reply.status(200).send(post);
    },
  );
};
