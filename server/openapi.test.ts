/**
 * The OpenAPI document lists every API route Fastify registered (collected with an onRoute
 * hook, so a route added later must appear without touching this file), each with what it
 * answers; the reference at /api/docs loads only files of our own origin under a strict CSP.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookingRequestSchema } from '@core/contracts/booking';
import { buildApp } from './app';
import type { DatabaseHandle } from './db/client';
import { API_DOCS_PREFIX, OPENAPI_PATH } from './openapi';
import { createFixtureClientDir } from './test-support/fixture-client';
import { type RouteEntry, isApiPath, routeCollector } from './test-support/route-inventory';
import { testConfig } from './test-support/test-config';
import { openTestDatabase } from './test-support/test-database';

type Operation = { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }; responses?: Record<string, { content?: unknown }> };
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

const origin = 'http://localhost';
const isDocsRoute = (url: string) => url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`);
/** Fastify's `/api/x/:id` is OpenAPI's `/api/x/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** `default-src 'none'; script-src 'self'` → { 'default-src': ["'none'"], 'script-src': ["'self'"] }. */
function cspDirectives(header: unknown): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives[name.toLowerCase()] = sources;
  }
  return directives;
}

/** Scripts only from 'self' or by hash, no plugins, no framing, and no source on another site. */
function expectStrictCsp(header: unknown, label: string): void {
  const csp = cspDirectives(header);
  const scripts = csp['script-src'] ?? csp['default-src'] ?? [];
  expect(scripts.length, label).toBeGreaterThan(0);
  for (const source of scripts) expect(source, label).toMatch(/^('self'|'none'|'sha(256|384|512)-[A-Za-z0-9+/=]+')$/);
  expect(csp['object-src'] ?? csp['default-src'], label).toEqual(["'none'"]);
  expect(csp['frame-ancestors'], label).toEqual(["'none'"]);
  expect(csp['base-uri'], label).toEqual(["'none'"]);
  for (const [name, sources] of Object.entries(csp)) {
    for (const source of sources) expect(source, `${label}: ${name}`).toMatch(/^('self'|'none'|'sha(256|384|512)-[A-Za-z0-9+/=]+'|data:)$/);
  }
}

describe('OpenAPI document and reference', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let routes: RouteEntry[];
  let document: OpenApiDocument;

  beforeAll(async () => {
    database = await openTestDatabase();
    const collector = routeCollector();
    app = await buildApp(testConfig({ clientDir: createFixtureClientDir() }), { database, onRoute: collector.onRoute });
    await app.ready();
    routes = collector.list();
    const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    document = response.json<OpenApiDocument>();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('lists every API route with its method (a HEAD route is the GET Fastify mirrors)', () => {
    const apiRoutes = routes.filter((route) => isApiPath(route.url) && !isDocsRoute(route.url) && route.method !== 'HEAD');
    expect(apiRoutes.length).toBeGreaterThan(30);
    const missing = apiRoutes.filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]);
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    for (const path of ['/healthz', '/api/admin/login', '/api/admin/bookings/{id}', OPENAPI_PATH]) expect(document.paths).toHaveProperty([path]);
  });

  it('lists nothing else: no pages, static files or the reference itself', () => {
    for (const path of Object.keys(document.paths)) {
      expect(isApiPath(path), path).toBe(true);
      expect(isDocsRoute(path), path).toBe(false);
    }
  });

  it('says what each operation answers when it succeeds', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2'));
        expect(success.length, `${method} ${path}`).toBeGreaterThan(0);
        // Without a declared schema the document would say "200" with no body.
        for (const [status, response] of success) if (status !== '204') expect(response.content, `${method} ${path} ${status}`).toBeDefined();
      }
    }
  });

  it('takes request bodies from the zod contracts in core', () => {
    const body = document.paths['/api/bookings']?.post?.requestBody?.content?.['application/json']?.schema;
    const contract = z.toJSONSchema(bookingRequestSchema, { io: 'input' });
    expect(Object.keys(body?.properties ?? {}).sort()).toEqual(Object.keys(contract.properties ?? {}).sort());
  });

  it('documents the machine reason a refusal may carry beside its sentence (the vault’s 409 and 413)', () => {
    const responses = document.paths['/api/vault/records/{recordId}']?.put?.responses ?? {};
    for (const status of ['409', '413']) {
      const schema = (responses[status]?.content as Record<string, { schema?: { properties?: Record<string, unknown> } }> | undefined)?.['application/json']?.schema;
      expect(Object.keys(schema?.properties ?? {}), status).toEqual(expect.arrayContaining(['error', 'reason']));
    }
  });

  it('serves the reference as GET-only routes, so no write route is added', () => {
    const docsRoutes = routes.filter((route) => isDocsRoute(route.url));
    expect(docsRoutes.length).toBeGreaterThan(0);
    for (const route of docsRoutes) expect(['GET', 'HEAD']).toContain(route.method);
  });

  it.each([API_DOCS_PREFIX, `${API_DOCS_PREFIX}/`])('serves %s as HTML that loads only same-origin files, under a strict CSP', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expectStrictCsp(response.headers['content-security-policy'], url);
    const html = response.body;
    // No inline code: every script is a file, no style element or attribute, no inline handler.
    expect(html).not.toMatch(/<style\b|\sstyle\s*=|\son[a-z]+\s*=/i);
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/\ssrc="[^"]+"/);
      expect(content?.trim()).toBe('');
    }
    const links = [...html.matchAll(/<(?:script|link)\b[^>]*\s(?:src|href)="([^"]+)"/gi)].map((match) => match[1] ?? '');
    const base = new URL(url, origin);
    for (const link of links) {
      const target = new URL(link, base);
      expect(target.origin, link).toBe(origin);
      const file = await app.inject({ method: 'GET', url: target.pathname });
      expect(file.statusCode, target.pathname).toBe(200);
      expectStrictCsp(file.headers['content-security-policy'], target.pathname);
    }
    expect(links.filter((link) => link.endsWith('.js'))).toHaveLength(scripts.length);
  });

  it("starts Swagger UI from a file that names no other site, reading this server's document", async () => {
    const response = await app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/static/swagger-initializer.js` });
    expect(response.statusCode).toBe(200);
    // No address of another site in its code (a comment may link to one; code would quote it).
    expect(response.body).not.toMatch(/["'`]https?:\/\//);
    expect(response.body).toMatch(/validatorUrl:\s*null/);
    expect(response.body).toMatch(/"supportedSubmitMethods":\s*\[\]/);
    const json = await app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/json` });
    expect(json.json()).toEqual(document);
  });
});
