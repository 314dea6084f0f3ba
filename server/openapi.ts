/**
 * The OpenAPI document of the JSON API, generated from the zod contracts each route declares
 * (core/contracts), so the reference can never drift from what the server validates and sends.
 * Register it before the routes: @fastify/swagger learns of each route as it is added.
 */
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { siteConfig } from '@core/site-config';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PREFIX = '/api/docs';

/** The reference page and its own files are not part of the API it describes. */
export function isDocumentedPath(url: string): boolean {
  if (url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`)) return false;
  return url === '/healthz' || url.startsWith('/api/');
}

/** Groups operations by resource, the first segment after /api (`/api/admin/…` → admin). */
export function tagFor(url: string): string {
  if (url === '/healthz') return 'health';
  if (url === OPENAPI_PATH) return 'reference';
  return url.split('/')[2] ?? 'api';
}

const documentedRoutes: SwaggerTransform = (document) => {
  // Pages and static files share the server but are not API operations.
  if (!isDocumentedPath(document.url)) return { schema: { hide: true }, url: document.url };
  const { schema, url } = jsonSchemaTransform(document);
  return { schema: { tags: [tagFor(url)], ...schema }, url };
};

const description = [
  'The JSON API behind the site. Every error answers `{ "error": "<a sentence>", "issues"?: [...] }`.',
  "The private vault's routes (/api/vault/*) need the vault session cookie that POST /api/vault/session sets",
  '(her records are encrypted in her browser: the server never sees her words); console routes',
  '(/api/admin/*, except login and logout) need the admin session cookie set by POST /api/admin/login,',
  'and every write a browser sends must come from the site itself (Sec-Fetch-Site or Origin; ADR 0020).',
  'Every /api answer is Cache-Control: no-store.',
].join(' ');

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${siteConfig.productName} API`, version: '1', description },
    },
    transform: documentedRoutes,
    // Schemas registered with an id in zod's global registry become shared components.
    transformObject: jsonSchemaTransformObject,
  });
}
