import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { siteConfig } from '@core/site-config';
import { API_DOCS_PREFIX, OPENAPI_PATH } from '../openapi';

/**
 * The reference page's CSP: Swagger UI's page has no inline script or style (its start-up code
 * is a file, swagger-initializer.js), so scripts come from 'self' only. It fetches the document
 * from here (connect-src 'self'); its stylesheet draws icons as data: images.
 */
export const apiDocsCspDirectives = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** Only what a reader of the document relies on: @fastify/swagger builds the rest. */
const openApiDocumentSchema = z.looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string() }), paths: z.record(z.string(), z.unknown()) });

/**
 * GET /api/openapi.json: the OpenAPI document (server/openapi.ts); GET /api/docs: a readable
 * reference of it (Swagger UI, served from this origin, nothing fetched from another site).
 * The reference is read-only: "Try it out" would let a click write real bookings and messages.
 */
export const apiDocsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(OPENAPI_PATH, { schema: { summary: 'This OpenAPI document', response: { 200: openApiDocumentSchema } } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(app.swagger()),
  );

  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    staticCSP: apiDocsCspDirectives,
    theme: { title: `${siteConfig.productName} API reference` },
    uiConfig: { layout: 'BaseLayout', supportedSubmitMethods: [], deepLinking: true },
  });
};
