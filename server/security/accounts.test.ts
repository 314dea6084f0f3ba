/**
 * One account can never reach another's data, on every session-scoped route buildApp()
 * registers (found from Fastify's route list: a route with an :email or :id parameter that
 * answers 401 without a session). For each, the same request is sent first with the other
 * account's session (refused, nothing stored, changed or revealed), then with the owner's (it
 * works: the request was a real one). Routes under /api/admin refuse a tool account outright.
 * And a session planted in a browser before she signs in is worthless afterwards (fixation).
 *
 * The per-route tests in server/routes/*.test.ts check each tool's own rules in detail; this
 * file holds the rule for every route, present and future.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { SESSION_COOKIE } from '../auth/sessions';
import type { DatabaseHandle } from '../db/client';
import { affirmationProgress } from '../db/schema';
import { changedTables, snapshotDatabase } from '../test-support/database-snapshot';
import { type RouteEntry, fillPath, isApiPath, routeCollector } from '../test-support/route-inventory';
import { CookieJar, signInTool } from '../test-support/test-app';
import { testConfig } from '../test-support/test-config';
import { testDatabases } from '../test-support/test-database';

const PASSPHRASE = 'a long enough passphrase';
const OWNER = 'owner.account@example.org';
const OTHER = 'other.account@example.org';
const SECRET_REFLECTION = 'Only the owner may ever read this reflection.';
const SECRET_SITUATION = 'Only the owner may ever read this situation.';

/** Bodies that are valid for the owner, by route; a route not listed gets none. */
const validBodies: Record<string, unknown> = {
  'PATCH /api/affirmations/:id': { completed: true, reflection: 'Completed by whoever holds this session.' },
};

describe.each(testDatabases())('accounts are kept apart on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let routes: RouteEntry[];
  let owner: CookieJar;
  let other: CookieJar;
  /** The owner's rows, by table, for :id routes. */
  const ownerIds: string[] = [];

  beforeAll(async () => {
    database = await target.open();
    const collector = routeCollector();
    app = await buildApp(testConfig({ rateLimitEnabled: false }), { database, onRoute: collector.onRoute });
    await app.ready();
    routes = collector.list();
    owner = (await signInTool(app, OWNER, PASSPHRASE)).jar;
    other = (await signInTool(app, OTHER, PASSPHRASE)).jar;

    // The owner's data: a completed day, an incomplete one, a saved script.
    const day = await app.inject({ method: 'POST', url: '/api/affirmations', headers: owner.headers(), payload: { day: 1, completed: true, reflection: SECRET_REFLECTION } });
    expect(day.statusCode).toBe(201);
    const [incomplete] = await database.db.insert(affirmationProgress).values({ userEmail: OWNER, day: 2 }).returning();
    const script = await app.inject({
      method: 'POST',
      url: '/api/boundary-scripts',
      headers: owner.headers(),
      payload: { toxicBehavior: 'gaslighting', situation: SECRET_SITUATION, generatedScript: 'A script.' },
    });
    expect(script.statusCode).toBe(201);
    ownerIds.push(String(day.json<{ id: number }>().id), String(incomplete!.id), String(script.json<{ id: number }>().id));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const request = (route: RouteEntry, params: Record<string, string>, jar?: CookieJar): InjectOptions => {
    const body = validBodies[`${route.method} ${route.url}`];
    return {
      method: route.method as InjectOptions['method'],
      url: fillPath(route, params),
      headers: jar?.headers() ?? {},
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    };
  };

  it("refuses every session-scoped route to another account, and lets the owner through", async () => {
    const candidates = routes.filter(
      (route) => isApiPath(route.url) && route.method !== 'HEAD' && (route.params.includes('email') || route.params.includes('id')),
    );
    const checked: string[] = [];
    for (const route of candidates) {
      const values = route.params.includes('id') ? ownerIds : [OWNER];
      const param = route.params.includes('id') ? 'id' : 'email';
      // Without a session it must be a 401 to be session-scoped (others, like a download count, are public).
      const anonymous = await app.inject(request(route, { [param]: values[0] ?? '' }));
      if (anonymous.statusCode !== 401) continue;
      for (const value of values) {
        const label = `${route.method} ${route.url} with ${param} ${value}`;
        const before = await snapshotDatabase(database.db);
        const refused = await app.inject(request(route, { [param]: value }, other));
        expect([403, 404], `${label} as another account`).toContain(refused.statusCode);
        expect(refused.body).not.toContain(SECRET_REFLECTION);
        expect(refused.body).not.toContain(SECRET_SITUATION);
        expect(refused.body).not.toContain(OWNER);
        expect(changedTables(before, await snapshotDatabase(database.db)), label).toEqual([]);

        const allowed = await app.inject(request(route, { [param]: value }, owner));
        // The owner's request is a real one: it works, or the id is not one of this route's
        // records (the ids come from several tables), or the record's own state refuses it.
        if (allowed.statusCode >= 200 && allowed.statusCode < 300) checked.push(label);
        else expect([404, 409], `${label} as the owner answered ${allowed.statusCode} ${allowed.body}`).toContain(allowed.statusCode);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        `GET /api/affirmations/:email with email ${OWNER}`,
        `GET /api/boundary-scripts/:email with email ${OWNER}`,
        `PATCH /api/affirmations/:id with id ${ownerIds[1]}`,
        `DELETE /api/boundary-scripts/:id with id ${ownerIds[2]}`,
      ]),
    );
  });

  it('refuses every /api/admin route to a tool account', async () => {
    const admin = routes.filter((route) => route.url.startsWith('/api/admin') && route.method !== 'HEAD');
    for (const route of admin) {
      const before = await snapshotDatabase(database.db);
      const response = await app.inject({
        method: route.method as InjectOptions['method'],
        url: fillPath(route, { id: ownerIds[0] ?? '1', email: OWNER }),
        headers: { ...other.headers(), 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      expect(changedTables(before, await snapshotDatabase(database.db))).toEqual([]);
    }
  });

  it('makes a session planted before sign-in worthless after it (session fixation)', async () => {
    // The attacker signs in to an account of hers and plants that session in the victim's browser.
    const attacker = (await signInTool(app, 'attacker@example.org', PASSPHRASE)).jar;
    const planted = attacker.get(SESSION_COOKIE) ?? '';
    const victim = new CookieJar().set(SESSION_COOKIE, planted);
    const { response } = await signInTool(app, 'victim@example.org', PASSPHRASE, { jar: victim });
    expect(response.statusCode).toBe(200);
    expect(victim.get(SESSION_COOKIE)).not.toBe(planted);

    const whoIs = async (cookie: string) =>
      (await app.inject({ method: 'GET', url: '/api/tools/session', headers: { cookie: `${SESSION_COOKIE}=${cookie}` } })).json<{ email: string | null }>().email;
    expect(await whoIs(victim.get(SESSION_COOKIE) ?? '')).toBe('victim@example.org');
    // The planted session ended with her sign-in: the attacker's copy opens nothing, not even her own account.
    expect(await whoIs(planted)).toBeNull();
    const peek = await app.inject({ method: 'GET', url: '/api/affirmations/victim%40example.org', headers: { cookie: `${SESSION_COOKIE}=${planted}` } });
    expect(peek.statusCode).toBe(401);
  });
});
