import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@core/content/api-messages';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { QUICK_EXIT_CLEAR_SITE_DATA } from '../routes/session';
import { createTestAdmin, fromConsole, signInAdmin } from '../test-support/admin-session';
import { createFixtureClientDir } from '../test-support/fixture-client';
import { type RouteEntry, fillPath, isWrite, routeCollector } from '../test-support/route-inventory';
import { testConfig } from '../test-support/test-config';
import { openTestDatabase } from '../test-support/test-database';
import { foreignOriginMessage } from './request-origin';

const SITE = 'site.test';

describe('every /api answer and write, one hook for all', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const collector = routeCollector();
  let routes: RouteEntry[];

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp(testConfig({ rateLimitEnabled: false, clientDir: createFixtureClientDir() }), {
      database,
      onRoute: collector.onRoute,
    });
    await app.ready();
    routes = collector.list().filter((route) => route.url.startsWith('/api/'));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const send = (route: RouteEntry, headers: Record<string, string>) =>
    app.inject({
      method: route.method as InjectOptions['method'],
      url: fillPath(route, {}),
      headers: { host: SITE, ...headers },
      ...(['GET', 'HEAD'].includes(route.method) ? {} : { payload: {} }),
    });

  it('answer every /api request with Cache-Control: no-store, whatever its status', async () => {
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const response = await send(route, {});
      expect(response.headers['cache-control'], `${route.method} ${route.url} (${response.statusCode})`).toBe('no-store');
    }
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('refuse a write from another site on every state-changing /api route, before the route runs', async () => {
    const writes = routes.filter((route) => isWrite(route.method));
    expect(writes.length).toBeGreaterThan(10);
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: `https://${SITE}.evil.example` },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: `https://sub.${SITE}` },
      // A browser's Sec-Fetch-Site wins over an Origin someone may have forged outside one.
      { 'sec-fetch-site': 'cross-site', origin: `http://${SITE}` },
    ];
    for (const route of writes) {
      const console = route.url.startsWith('/api/admin');
      for (const headers of foreign) {
        const response = await send(route, headers);
        const what = `${route.method} ${route.url} with ${JSON.stringify(headers)}`;
        expect(response.statusCode, what).toBe(403);
        expect(response.json<{ error: string }>().error, what).toBe(console ? adminMessages.badOrigin : foreignOriginMessage);
        expect(response.headers['cache-control'], what).toBe('no-store');
      }
    }
  });

  it("let this site's own pages, and clients that are not browsers, write (the console still needs its Origin)", async () => {
    const writes = routes.filter((route) => isWrite(route.method));
    const own: Record<string, string>[] = [
      { origin: `http://${SITE}` },
      { origin: `https://${SITE}` },
      { 'sec-fetch-site': 'same-origin', origin: `http://${SITE}` },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const route of writes) {
      const console = route.url.startsWith('/api/admin');
      for (const headers of own) {
        const response = await send(route, headers);
        const what = `${route.method} ${route.url} with ${JSON.stringify(headers)}`;
        const refusedForOrigin =
          response.statusCode === 403 && [foreignOriginMessage, adminMessages.badOrigin].includes(response.json<{ error: string }>().error);
        // The console's writes must carry this site's Origin; everything else passes to its route.
        expect(refusedForOrigin, what).toBe(console && headers.origin === undefined);
      }
    }
  });

  it('read from anywhere: the check is for writes only', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/resources', headers: { host: SITE, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(200);
  });

  it('let the console sign in from its own page', async () => {
    await createTestAdmin(database.db, 'coach@example.org', 'a long enough password');
    const { response } = await signInAdmin(app, 'coach@example.org', 'a long enough password', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(response.statusCode).toBe(200);
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { host: fromConsole.host, origin: fromConsole.origin, 'sec-fetch-site': 'cross-site' },
      payload: { email: 'coach@example.org', password: 'a long enough password' },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('DELETE /api/session: the quick exit and "Lock"', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp(testConfig(), { database });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('ask the browser to forget the cache and storage when the quick exit ends the session', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/session?exit=1', headers: { 'sec-fetch-site': 'same-origin' } });
    expect(response.statusCode).toBe(204);
    expect(response.headers['clear-site-data']).toBe('"cache", "storage"');
    expect(QUICK_EXIT_CLEAR_SITE_DATA).toBe('"cache", "storage"');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leave what she chose to keep when "Lock" ends it (no flag), and never refuse an odd flag', async () => {
    for (const url of ['/api/session', '/api/session?exit=0', '/api/session?exit=yes&exit=1', '/api/session?other=1']) {
      const response = await app.inject({ method: 'DELETE', url, headers: { 'sec-fetch-site': 'same-origin' } });
      expect(response.statusCode, url).toBe(204);
      expect(response.headers['clear-site-data'], url).toBeUndefined();
    }
  });
});
