import { createHash, randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@core/content/api-messages';
import { ADMIN_ADDRESS_MAX_FAILURES, ADMIN_EMAIL_MAX_ATTEMPTS } from '../auth/admin-lockout';
import { ADMIN_ABSOLUTE_MS, ADMIN_COOKIE, ADMIN_IDLE_MS } from '../auth/admin-sessions';
import { SESSION_COOKIE } from '../auth/sessions';
import { VAULT_COOKIE } from '../auth/vault-sessions';
import type { DatabaseHandle } from '../db/client';
import { adminSessions, sessions, users } from '../db/schema';
import { consoleHeaders, createTestAdmin, fromConsole, OWN_ORIGIN, signInAdmin } from '../test-support/admin-session';
import { CookieJar, openTestApp, openVault, plantOldToolSession, seedOldToolAccount, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-database';

const PASSWORD = 'a long admin password';
const ADMIN = 'coach@example.org';

/** Every console endpoint but sign-in and sign-out, with a valid body where it takes one. */
const guardedEndpoints = [
  { method: 'GET', url: '/api/admin/session' },
  { method: 'GET', url: '/api/admin/overview' },
  { method: 'GET', url: '/api/admin/bookings' },
  { method: 'GET', url: '/api/admin/bookings?status=pending' },
  { method: 'PATCH', url: '/api/admin/bookings/1', payload: { status: 'confirmed' } },
  { method: 'GET', url: '/api/admin/contacts' },
  { method: 'GET', url: '/api/admin/signups' },
  { method: 'GET', url: '/api/admin/community-posts?status=pending' },
  { method: 'PATCH', url: '/api/admin/community-posts/1', payload: { status: 'approved' } },
  { method: 'GET', url: '/api/admin/resources' },
  { method: 'POST', url: '/api/admin/resources', payload: { title: 'T', description: 'D', type: 'coaching' } },
  { method: 'PUT', url: '/api/admin/resources/1', payload: { title: 'T', description: 'D', type: 'coaching' } },
  { method: 'DELETE', url: '/api/admin/resources/1' },
  { method: 'GET', url: '/api/admin/assessments/weekly' },
  { method: 'POST', url: '/api/admin/assessments/lookup', payload: { email: 'someone@example.org' } },
  { method: 'GET', url: '/api/admin/export/bookings.csv' },
  { method: 'GET', url: '/api/admin/export/contacts.csv' },
  { method: 'GET', url: '/api/admin/export/signups.csv' },
] as const;

describe.each(testDatabases())('admin sign-in and sessions on $name', (target) => {
  let harness: TestApp;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let adminId: number;

  beforeAll(async () => {
    harness = await openTestApp(target);
    ({ app, database } = harness);
    adminId = await createTestAdmin(database.db, ADMIN, PASSWORD);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const whoAmI = (jar: CookieJar) => app.inject({ method: 'GET', url: '/api/admin/session', headers: consoleHeaders(jar) });
  const adminSessionCount = async () => (await database.db.select({ n: count() }).from(adminSessions).where(eq(adminSessions.userId, adminId)))[0]?.n ?? 0;

  it('signs in with a strict, httpOnly cookie only sent to /api/admin, and knows who is signed in', async () => {
    const { response, jar } = await signInAdmin(app, '  Coach@Example.ORG ', PASSWORD);
    expect(response.statusCode).toBe(200);
    // No SMTP_URL in tests: the console is told emails only reach the outbox.
    expect(response.json()).toEqual({ email: ADMIN, secondFactor: false, mustEnrolSecondFactor: false, emailDelivery: 'outbox' });
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${ADMIN_COOKIE}=`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/admin');
    expect(cookie).not.toMatch(/Max-Age|Expires/i);

    const me = await whoAmI(jar);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ email: ADMIN, secondFactor: false, mustEnrolSecondFactor: false, emailDelivery: 'outbox' });

    // Only the token's SHA-256 is stored; the session lasts 24 hours at most.
    const token = jar.get(ADMIN_COOKIE)?.split('.')[0] ?? '';
    const [row] = await database.db.select().from(adminSessions).where(eq(adminSessions.id, createHash('sha256').update(token).digest('hex')));
    expect(row?.userId).toBe(adminId);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(ADMIN_ABSOLUTE_MS);
  });

  it('answers a wrong password, an unknown email and a tool account alike: 401, no cookie', async () => {
    await seedOldToolAccount(database.db, 'survivor@example.org', 'river stones at dawn');
    for (const [email, password] of [
      [ADMIN, 'not the password at all'],
      ['nobody@example.org', PASSWORD],
      ['survivor@example.org', 'river stones at dawn'],
    ] as const) {
      const { response, jar } = await signInAdmin(app, email, password, { remoteAddress: `10.1.0.${email.length}` });
      expect(response.statusCode, email).toBe(401);
      expect(response.json()).toEqual({ error: adminMessages.wrongCredentials });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect((await whoAmI(jar)).statusCode).toBe(401);
    }
  });

  it('refuses an invalid sign-in body with 400 and a sentence', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/admin/login', headers: fromConsole, payload: { email: 'not-an-email', password: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain('Please enter a valid email address.');
  });

  it('after 5 failures for an email from one address locks that pair only: the coach still signs in from her own address', async () => {
    const email = 'second.admin@example.org';
    await createTestAdmin(database.db, email, PASSWORD);
    const stranger = '10.2.0.66';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await signInAdmin(app, email, 'wrong password here', { remoteAddress: stranger })).response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The stranger's address stays locked for that email, even with the right password.
    const locked = await signInAdmin(app, email, PASSWORD, { remoteAddress: stranger });
    expect(locked.response.statusCode).toBe(429);
    expect(locked.response.json()).toEqual({ error: adminMessages.tooManyAttempts });
    expect(locked.response.headers['set-cookie']).toBeUndefined();
    // From another address the same email signs in.
    const own = await signInAdmin(app, email, PASSWORD, { remoteAddress: '10.2.1.1' });
    expect(own.response.statusCode).toBe(200);
    expect((await whoAmI(own.jar)).statusCode).toBe(200);
    // Another admin, from the stranger's address, is not affected.
    expect((await signInAdmin(app, ADMIN, PASSWORD, { remoteAddress: stranger })).response.statusCode).toBe(200);
  });

  it('20 parallel guesses from 20 addresses share one budget: refused after it, without checking; her own address still signs in', async () => {
    const email = 'third.admin@example.org';
    await createTestAdmin(database.db, email, PASSWORD);
    // Her usual address: she signed in there before (a first sign-in from an address is one of the budget's attempts).
    expect((await signInAdmin(app, email, PASSWORD, { remoteAddress: '10.6.1.1' })).response.statusCode).toBe(200);
    const left = ADMIN_EMAIL_MAX_ATTEMPTS - 1;
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => signInAdmin(app, email, `guess number ${index} wrong`, { remoteAddress: `10.6.0.${index}` })),
    );
    const statuses = guesses.map((guess) => guess.response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(left);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - left);
    for (const guess of guesses.filter((answer) => answer.response.statusCode === 429)) {
      expect(guess.response.json()).toEqual({ error: adminMessages.tooManyAttempts });
    }
    // Even the right password from a new address waits out the window…
    expect((await signInAdmin(app, email, PASSWORD, { remoteAddress: '10.6.2.2' })).response.statusCode).toBe(429);
    // …but from where she signed in before, she signs in at once.
    const own = await signInAdmin(app, email, PASSWORD, { remoteAddress: '10.6.1.1' });
    expect(own.response.statusCode).toBe(200);
    expect((await whoAmI(own.jar)).statusCode).toBe(200);
  });

  it('after 20 failures from an address answers 429 to that address, whichever email it tries', async () => {
    // Wrong passwords of admins made at a tiny hashing cost, 5 each (what a pair allows), so
    // the test does not wait for 20 full-cost hashes.
    for (let admin = 0; admin < ADMIN_ADDRESS_MAX_FAILURES / 5; admin += 1) {
      await createTestAdmin(database.db, `sprayed${admin}@example.org`, PASSWORD);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await signInAdmin(app, `sprayed${admin}@example.org`, 'wrong password here', { remoteAddress: '10.3.0.1' })).response.statusCode).toBe(401);
      }
    }
    expect((await signInAdmin(app, ADMIN, PASSWORD, { remoteAddress: '10.3.0.1' })).response.statusCode).toBe(429);
    expect((await signInAdmin(app, ADMIN, PASSWORD, { remoteAddress: '10.3.0.2' })).response.statusCode).toBe(200);
  });

  it('refuses a write without this site as its Origin (403), sign-in included; reads need none', async () => {
    const { jar } = await signInAdmin(app, ADMIN, PASSWORD);
    for (const origin of [undefined, 'null', 'https://evil.example', 'http://console.test.evil.example', 'http://console.test:8080']) {
      const headers: Record<string, string> = { host: fromConsole.host, ...jar.headers(), ...(origin ? { origin } : {}) };
      const login = await app.inject({ method: 'POST', url: '/api/admin/login', headers, payload: { email: ADMIN, password: PASSWORD } });
      expect(login.statusCode, `login from ${origin}`).toBe(403);
      expect(login.json()).toEqual({ error: adminMessages.badOrigin });
      const post = await app.inject({ method: 'POST', url: '/api/admin/resources', headers, payload: { title: 'T', description: 'D', type: 'coaching' } });
      expect(post.statusCode, `create from ${origin}`).toBe(403);
    }
    const read = await app.inject({ method: 'GET', url: '/api/admin/resources', headers: { host: fromConsole.host, ...jar.headers() } });
    expect(read.statusCode).toBe(200);
    // The default port may be written or not.
    const withPort = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { host: 'console.test:80', origin: OWN_ORIGIN },
      payload: { email: ADMIN, password: PASSWORD },
    });
    expect(withPort.statusCode).toBe(200);
  });

  it('answers 401 on every console endpoint without a session, with an old tool or a vault session, or with a forged cookie', async () => {
    const toolJar = await plantOldToolSession(app, database.db, await seedOldToolAccount(database.db, 'tools.user@example.org', 'river stones at dawn'));
    const { jar: vaultJar, response } = await openVault(app);
    expect(response.statusCode).toBe(204);
    // Their signed tokens copied into the admin cookie are no admin session either.
    const copied = new CookieJar().set(ADMIN_COOKIE, toolJar.get(SESSION_COOKIE) ?? '');
    const copiedVault = new CookieJar().set(ADMIN_COOKIE, vaultJar.get(VAULT_COOKIE) ?? '');
    const forged = new CookieJar().set(ADMIN_COOKIE, app.signCookie(randomBytes(32).toString('base64url')));
    for (const jar of [toolJar, vaultJar, copied, copiedVault]) expect(jar.headers().cookie).toMatch(/=[A-Za-z0-9_-]{43}\./);
    for (const jar of [new CookieJar(), toolJar, vaultJar, copied, copiedVault, forged]) {
      for (const endpoint of guardedEndpoints) {
        const response = await app.inject({
          method: endpoint.method,
          url: endpoint.url,
          headers: consoleHeaders(jar),
          ...('payload' in endpoint ? { payload: endpoint.payload } : {}),
        });
        expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
        expect(response.json()).toEqual({ error: adminMessages.signedOut });
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('refuses an account that stopped being an admin, even with a live session', async () => {
    const email = 'demoted@example.org';
    await createTestAdmin(database.db, email, PASSWORD);
    const { jar } = await signInAdmin(app, email, PASSWORD, { remoteAddress: '10.5.0.1' });
    expect((await whoAmI(jar)).statusCode).toBe(200);
    await database.db.update(users).set({ role: 'tool' }).where(eq(users.username, email));
    expect((await whoAmI(jar)).statusCode).toBe(401);
  });

  it('ends a session after 8 hours idle, and 24 hours after sign-in however busy', async () => {
    const idle = (await signInAdmin(app, ADMIN, PASSWORD)).jar;
    const idleId = createHash('sha256').update(idle.get(ADMIN_COOKIE)?.split('.')[0] ?? '').digest('hex');
    await database.db
      .update(adminSessions)
      .set({ lastSeenAt: new Date(Date.now() - ADMIN_IDLE_MS + 60_000) })
      .where(eq(adminSessions.id, idleId));
    expect((await whoAmI(idle)).statusCode).toBe(200); // 7h59 idle: still signed in, and seen now
    await database.db.update(adminSessions).set({ lastSeenAt: new Date(Date.now() - ADMIN_IDLE_MS - 1000) }).where(eq(adminSessions.id, idleId));
    expect((await whoAmI(idle)).statusCode).toBe(401);
    expect(await database.db.select().from(adminSessions).where(eq(adminSessions.id, idleId))).toEqual([]);

    const old = (await signInAdmin(app, ADMIN, PASSWORD)).jar;
    const oldId = createHash('sha256').update(old.get(ADMIN_COOKIE)?.split('.')[0] ?? '').digest('hex');
    await database.db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(adminSessions.id, oldId));
    expect((await whoAmI(old)).statusCode).toBe(401);
  });

  it('signs out: the session row is gone and the cookie cleared; signing out again still answers 204', async () => {
    const { jar } = await signInAdmin(app, ADMIN, PASSWORD);
    const before = await adminSessionCount();
    const response = await app.inject({ method: 'POST', url: '/api/admin/logout', headers: consoleHeaders(jar) });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`^${ADMIN_COOKIE}=;.*Path=/api/admin`));
    expect(await adminSessionCount()).toBe(before - 1);
    expect((await whoAmI(jar)).statusCode).toBe(401);
    jar.store(response);
    expect((await app.inject({ method: 'POST', url: '/api/admin/logout', headers: consoleHeaders(jar) })).statusCode).toBe(204);
  });

  it('a new sign-in ends the session the browser came with, and never touches tool sessions', async () => {
    const toolSessionsBefore = (await database.db.select({ n: count() }).from(sessions))[0]?.n ?? 0;
    const { jar } = await signInAdmin(app, ADMIN, PASSWORD);
    const first = jar.get(ADMIN_COOKIE);
    const before = await adminSessionCount();
    await signInAdmin(app, ADMIN, PASSWORD, { jar });
    expect(jar.get(ADMIN_COOKIE)).not.toBe(first);
    expect(await adminSessionCount()).toBe(before);
    expect((await database.db.select({ n: count() }).from(sessions))[0]?.n ?? 0).toBe(toolSessionsBefore);
  });
});
