import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/contracts/common';
import {
  communityPostCreatedSchema,
  communityPostListSchema,
  communityPostRequestSchema,
} from '@core/contracts/community';
import { insertCommunityPost, listApprovedPosts, toPublicPost } from '../db/community';
import { type RouteContext, writeRateLimit } from '../route-context';

/**
 * GET /api/community/posts: approved posts; POST /api/community/posts: stores a post awaiting
 * review. Answers use the public shape only (core/contracts/community.ts): no email, ever.
 */
export const communityRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.get('/api/community/posts', { schema: { response: { 200: communityPostListSchema } } }, async (_request, reply) => {
    const posts = await listApprovedPosts(db);
    return reply.header('cache-control', 'no-store').status(200).send(posts);
  });

  app.post(
    '/api/community/posts',
    {
      config: writeRateLimit(5),
      schema: {
        body: communityPostRequestSchema,
        response: { 201: communityPostCreatedSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await insertCommunityPost(db, request.body);
      return reply.status(201).send({ ...toPublicPost(row), status: 'pending' as const });
    },
  );
};
