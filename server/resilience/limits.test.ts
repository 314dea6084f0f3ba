/**
 * The limits, on every write route buildApp() registers (listed by Fastify itself): a body over
 * the limit is 413, a body that is not JSON is 415 (or 400), and each route's own rate limit
 * answers 429 at its limit + 1, each time as JSON `{ error }` with a sentence, storing nothing.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { tooManyRequestsMessage } from '../errors';
import { changedTables, snapshotDatabase } from '../test-support/database-snapshot';
import { type RouteEntry, fillPath, isWrite, rateLimitOf, routeCollector } from '../test-support/route-inventory';
import { testConfig } from '../test-support/test-config';
import { consoleHeaders, createTestAdmin, signInAdmin } from '../test-support/admin-session';
import { testDatabases } from '../test-support/test-database';

describe.each(testDatabases())('limits of every write route on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let writes: RouteEntry[];
  let routes: RouteEntry[];

  beforeAll(async () => {
    database = await target.open();
    const collector = routeCollector();
    app = await buildApp(testConfig(), { database, onRoute: collector.onRoute });
    await app.ready();
    routes = collector.list();
    writes = routes.filter((route) => isWrite(route.method));
    await createTestAdmin(database.db, 'coach@example.org', 'a long console password');
    const { response, jar } = await signInAdmin(app, 'coach@example.org', 'a long console password');
    expect(response.statusCode).toBe(200);
    consoleRequest = consoleHeaders(jar);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  // A well-formed record id for the vault's record routes, as her browser sends one.
  const recordId = '3f2b8c4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
  // Each check comes from its own address, so the rate limits of one never touch another.
  let address = 0;
  const nextAddress = () => `10.8.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;
  // As a browser on a page of the site sends them, with a coach signed in: the console's writes
  // check the Origin and the admin session before they read a body.
  let consoleRequest: Record<string, string> = {};

  it('knows the write routes', () => {
    expect(writes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/bookings',
        'POST /api/contact',
        'DELETE /api/session',
        'POST /api/vault/session',
        'PUT /api/vault/records/:recordId',
        'DELETE /api/vault/records/:recordId',
        'POST /api/vault/rekey',
        'DELETE /api/vault',
        'POST /api/vault/migration',
        'POST /api/vault/migration/complete',
      ]),
    );
  });

  it('answers 413 with a sentence to a body over the limit, and stores nothing', async () => {
    const before = await snapshotDatabase(database.db);
    for (const route of writes) {
      // Over the route's own limit when it has one (a vault record, a whole vault's rekey).
      const oversized = JSON.stringify({ name: 'x', notes: 'x'.repeat(route.bodyLimit ?? BODY_LIMIT_BYTES), message: 'x' });
      const response = await app.inject({
        method: route.method as 'POST',
        url: fillPath(route, { id: '1', email: 'someone@example.org', recordId }),
        headers: { ...consoleRequest, 'content-type': 'application/json' },
        payload: oversized,
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(413);
      // (upgrade-access also repeats it as `message`, which its page reads.)
      expect(response.json(), `${route.method} ${route.url}`).toMatchObject({ error: 'That is more than we can accept in one request. Please shorten it and try again.' });
    }
    expect(changedTables(before, await snapshotDatabase(database.db))).toEqual([]);
  });

  it('answers 415 (or 400) with a sentence to a body that is not JSON, and stores nothing', async () => {
    const before = await snapshotDatabase(database.db);
    const bodies: [string, string][] = [
      ['text/plain', '{"name":"Mary"}'],
      ['application/x-www-form-urlencoded', 'name=Mary&email=mary%40example.org'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nMary\r\n--x--'],
      ['application/xml', '<name>Mary</name>'],
      ['text/html', '<script>alert(1)</script>'],
    ];
    for (const route of writes) {
      for (const [contentType, payload] of bodies) {
        const response = await app.inject({
          method: route.method as 'POST',
          url: fillPath(route, { id: '1', email: 'someone@example.org', recordId }),
          headers: { ...consoleRequest, 'content-type': contentType },
          payload,
          remoteAddress: nextAddress(),
        });
        const label = `${route.method} ${route.url} as ${contentType}`;
        expect([400, 415], label).toContain(response.statusCode);
        expect(response.json<{ error: string }>().error, label).toMatch(/^[A-Z].*\.$/);
      }
    }
    expect(changedTables(before, await snapshotDatabase(database.db))).toEqual([]);
  });

  // Limit + 1 requests to every write route: some allow a hundred or more a minute.
  it('answers 429 with a sentence once a route passes its own per-minute limit', { timeout: 180_000 }, async () => {
    for (const route of writes) {
      const limit = rateLimitOf(route);
      expect(limit, `${route.method} ${route.url} has a rate limit`).toBeGreaterThan(0);
      const remoteAddress = nextAddress();
      // A fresh console session each time: an earlier route (the logout) may have ended it. From
      // five addresses in turn, each known after its first sign-in, so the sign-ins neither spend
      // the per-email budget (ADR 0018) nor pass sign-in's own rate limit.
      const consoleAddress = `10.250.0.${(writes.indexOf(route) % 5) + 1}`;
      const { jar } = await signInAdmin(app, 'coach@example.org', 'a long console password', { remoteAddress: consoleAddress });
      consoleRequest = consoleHeaders(jar);
      const send = () =>
        app.inject({
          method: route.method as 'POST',
          url: fillPath(route, { id: '999999', email: 'someone@example.org', recordId }),
          headers: { ...consoleRequest, 'content-type': 'application/json' },
          payload: '{}',
          remoteAddress,
        });
      for (let request = 0; request < (limit ?? 0); request += 1) {
        expect((await send()).statusCode, `${route.method} ${route.url} request ${request + 1}`).not.toBe(429);
      }
      const limited = await send();
      expect(limited.statusCode, `${route.method} ${route.url} after ${limit}`).toBe(429);
      expect(limited.json()).toMatchObject({ error: tooManyRequestsMessage });
      expect(limited.headers['retry-after']).toBeDefined();
    }
  });

  it('limits the vault’s record list too, per address, with a sentence', async () => {
    const remoteAddress = nextAddress();
    const list = () => app.inject({ method: 'GET', url: '/api/vault/records', remoteAddress });
    const route = routes.find((entry) => entry.method === 'GET' && entry.url === '/api/vault/records');
    const limit = route && rateLimitOf(route);
    expect(limit).toBeGreaterThan(0);
    for (let request = 0; request < (limit ?? 0); request += 1) expect((await list()).statusCode).toBe(401);
    const limited = await list();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: tooManyRequestsMessage });
  });
});
