import { createHash, randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { signerFactory } from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolAccountMessages } from '@core/contracts/tools';
import { buildApp } from '../app';
import { hashPassword } from '../auth/passwords';
import { SESSION_COOKIE } from '../auth/sessions';
import type { DatabaseHandle } from '../db/client';
import {
  affirmationProgress,
  boundaryScripts,
  exitPlanSteps,
  journalEntries,
  sessions,
  symptomTracking,
  users,
} from '../db/schema';
import { CookieJar, lowCostHash, openTestApp, signInTool, type TestApp } from '../test-support/test-app';
import { testConfig } from '../test-support/test-config';
import { testDatabases } from '../test-support/test-database';

const PASSPHRASE = 'river stones at dawn';

describe.each(testDatabases())('tool accounts and sessions on $name', (target) => {
  let harness: TestApp;
  let app: FastifyInstance;
  let database: DatabaseHandle;

  beforeAll(async () => {
    harness = await openTestApp(target);
    ({ app, database } = harness);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const sessionCount = async (userId?: number) => {
    const [row] = await database.db
      .select({ n: count() })
      .from(sessions)
      .where(userId === undefined ? undefined : eq(sessions.userId, userId));
    return row?.n ?? 0;
  };
  const userNamed = async (username: string) => (await database.db.select().from(users).where(eq(users.username, username)))[0];
  const whoAmI = (jar: CookieJar) => app.inject({ method: 'GET', url: '/api/tools/session', headers: jar.headers() });
  /** The email of the session this jar holds, or null when it holds none. */
  const signedInAs = async (jar: CookieJar) => (await whoAmI(jar)).json<{ email: string | null }>().email;

  it('creates the account on first use, under the lower-cased email, with a hash and a session cookie', async () => {
    const { response, jar } = await signInTool(app, '  Nia.First@Example.ORG ', PASSPHRASE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'nia.first@example.org', created: true });
    expect(response.headers['cache-control']).toBe('no-store');

    const account = await userNamed('nia.first@example.org');
    expect(account?.role).toBe('tool');
    expect(account?.password).toMatch(/^scrypt\$15\$8\$1\$/);
    expect(account?.password).not.toContain(PASSPHRASE);

    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    expect(cookie).not.toMatch(/Max-Age|Expires/i);

    // Only the token's SHA-256 is stored, never the token.
    const token = jar.get(SESSION_COOKIE)?.split('.')[0] ?? '';
    const [row] = await database.db.select().from(sessions).where(eq(sessions.userId, account?.id ?? 0));
    expect(row?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.id).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(12 * 3600 * 1000);

    const me = await whoAmI(jar);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ email: 'nia.first@example.org' });
  });

  it('verifies the passphrase on later uses, whatever the case of the email', async () => {
    await signInTool(app, 'later@example.org', PASSPHRASE);
    const { response } = await signInTool(app, 'LATER@example.org', PASSPHRASE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'later@example.org', created: false });
  });

  it('answers a wrong passphrase with 401, its sentence and no cookie', async () => {
    await signInTool(app, 'wrong@example.org', PASSPHRASE);
    const { response, jar } = await signInTool(app, 'wrong@example.org', 'not my passphrase');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: toolAccountMessages.wrongPassphrase });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await signedInAs(jar)).toBeNull();
  });

  it('refuses an invalid sign-in with 400 and a sentence, creating nothing', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/tools/session', payload: { email: 'short@example.org', passphrase: 'short' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain('Your passphrase needs at least 8 characters.');
    expect(await userNamed('short@example.org')).toBeUndefined();
  });

  it('never lets an admin account be used as a tool account, even with its real passphrase', async () => {
    const [admin] = await database.db
      .insert(users)
      .values({ username: 'coach@example.org', password: await hashPassword(PASSPHRASE), role: 'admin' })
      .returning();
    const { response } = await signInTool(app, 'coach@example.org', PASSPHRASE);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: toolAccountMessages.wrongPassphrase });
    expect(response.headers['set-cookie']).toBeUndefined();

    // An admin's session (as issue 7 will create) is no tool session.
    const token = randomBytes(32).toString('base64url');
    await database.db.insert(sessions).values({
      id: createHash('sha256').update(token).digest('hex'),
      userId: admin!.id,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const jar = new CookieJar().set(SESSION_COOKIE, app.signCookie(token));
    expect(await signedInAs(jar)).toBeNull();
    const read = await app.inject({ method: 'GET', url: '/api/affirmations/coach@example.org', headers: jar.headers() });
    expect(read.statusCode).toBe(401);
    const erase = await app.inject({ method: 'DELETE', url: '/api/tools/account', headers: jar.headers() });
    expect(erase.statusCode).toBe(401);
    expect(await userNamed('coach@example.org')).toBeDefined();
  });

  it('answers GET /api/tools/session with email null, not an error, without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/tools/session' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ email: null });
  });

  it('ignores a tampered, unsigned or foreign-signed cookie', async () => {
    const { jar } = await signInTool(app, 'tamper@example.org', PASSPHRASE);
    const signed = jar.get(SESSION_COOKIE) ?? '';
    const [token = '', signature = ''] = signed.split('.');
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}.${signature}`;
    const otherSecret = signerFactory('another-secret-another-secret-0123').sign(token);
    for (const value of [flipped, token, `${token}.`, otherSecret, 'garbage', '']) {
      expect(await signedInAs(new CookieJar().set(SESSION_COOKIE, encodeURIComponent(value))), value).toBeNull();
    }
    expect(await signedInAs(jar)).not.toBeNull();
  });

  it('issues a new token on every sign-in and ends the session the browser came with', async () => {
    const first = await signInTool(app, 'rotate@example.org', PASSPHRASE);
    const before = first.jar.get(SESSION_COOKIE);
    const oldJar = new CookieJar().set(SESSION_COOKIE, before ?? '');
    const second = await signInTool(app, 'rotate@example.org', PASSPHRASE, { jar: first.jar });
    expect(second.response.statusCode).toBe(200);
    const after = second.jar.get(SESSION_COOKIE);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(await signedInAs(oldJar)).toBeNull();
    expect(await signedInAs(second.jar)).not.toBeNull();
    const account = await userNamed('rotate@example.org');
    expect(await sessionCount(account?.id)).toBe(1);
  });

  it('ends a session idle for 2 hours or 12 hours after sign-in, and refreshes lastSeenAt at most once a minute', async () => {
    const { jar } = await signInTool(app, 'expiry@example.org', PASSPHRASE);
    const account = await userNamed('expiry@example.org');
    const where = eq(sessions.userId, account!.id);
    const lastSeen = async () => (await database.db.select().from(sessions).where(where))[0]?.lastSeenAt.getTime();

    const tenSecondsAgo = new Date(Date.now() - 10_000);
    await database.db.update(sessions).set({ lastSeenAt: tenSecondsAgo }).where(where);
    expect(await signedInAs(jar)).not.toBeNull();
    expect(await lastSeen()).toBe(tenSecondsAgo.getTime());

    await database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 5 * 60_000) }).where(where);
    expect(await signedInAs(jar)).not.toBeNull();
    expect(Date.now() - (await lastSeen())!).toBeLessThan(30_000);

    await database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 2 * 3600_000 - 1000) }).where(where);
    expect(await signedInAs(jar)).toBeNull();
    expect(await sessionCount(account!.id)).toBe(0);

    const again = await signInTool(app, 'expiry@example.org', PASSPHRASE);
    await database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(where);
    expect(await signedInAs(again.jar)).toBeNull();
    expect(await sessionCount(account!.id)).toBe(0);
  });

  it('DELETE /api/session deletes the session row and clears the cookie (204 either way)', async () => {
    const { jar } = await signInTool(app, 'lock@example.org', PASSPHRASE);
    const account = await userNamed('lock@example.org');
    expect(await sessionCount(account!.id)).toBe(1);
    const kept = new CookieJar().set(SESSION_COOKIE, jar.get(SESSION_COOKIE) ?? '');
    const response = await app.inject({ method: 'DELETE', url: '/api/session', headers: jar.headers() });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/^save_session=;.*Max-Age=0/);
    expect(await sessionCount(account!.id)).toBe(0);
    // Even a copy of the old cookie no longer opens anything.
    expect(await signedInAs(kept)).toBeNull();
    const signedOut = await app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie: 'save_session=forged.value' } });
    expect(signedOut.statusCode).toBe(204);
  });

  it('lets two concurrent first uses both finish without a 500: one creates, the other verifies', async () => {
    const [a, b] = await Promise.all([
      signInTool(app, 'race@example.org', PASSPHRASE),
      signInTool(app, 'Race@example.org', PASSPHRASE),
    ]);
    expect([a.response.statusCode, b.response.statusCode]).toEqual([200, 200]);
    const created = [a, b].map(({ response }) => response.json<{ created: boolean }>().created).sort();
    expect(created).toEqual([false, true]);
    const [c, d] = await Promise.all([
      signInTool(app, 'race2@example.org', PASSPHRASE),
      signInTool(app, 'race2@example.org', 'a different passphrase'),
    ]);
    expect([c.response.statusCode, d.response.statusCode].sort()).toEqual([200, 401]);
    expect((await database.db.select().from(users).where(eq(users.username, 'race2@example.org'))).length).toBe(1);
  });

  it('locks an email after 5 wrong passphrases in 15 minutes (429), even from other addresses and with the right one', async () => {
    await database.db.insert(users).values({ username: 'locked@example.org', password: lowCostHash(PASSPHRASE) });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { response } = await signInTool(app, 'locked@example.org', 'wrong passphrase', { remoteAddress: `10.1.1.${attempt}` });
      expect(response.statusCode).toBe(401);
    }
    const { response } = await signInTool(app, 'LOCKED@example.org', PASSPHRASE, { remoteAddress: '10.1.2.1' });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ error: toolAccountMessages.tooManyAttempts });
    expect(response.headers['set-cookie']).toBeUndefined();
    // Another email is not affected.
    expect((await signInTool(app, 'later@example.org', PASSPHRASE, { remoteAddress: '10.1.2.1' })).response.statusCode).toBe(200);
  });

  it('locks an address after 20 wrong passphrases in 15 minutes (429), across emails', async () => {
    // Route rate limits off so only the throttle answers; same database, its own throttle.
    const unlimited = await buildApp(testConfig({ rateLimitEnabled: false }), { database });
    try {
      const hash = lowCostHash(PASSPHRASE);
      const emails = [0, 1, 2, 3, 4].map((index) => `spray${index}@example.org`);
      await database.db.insert(users).values(emails.map((username) => ({ username, password: hash, role: 'tool' })));
      const address = '10.2.0.1';
      for (const email of emails) {
        for (let attempt = 0; attempt < 4; attempt += 1) {
          const { response } = await signInTool(unlimited, email, 'wrong passphrase', { remoteAddress: address });
          expect(response.statusCode).toBe(401);
        }
      }
      const locked = await signInTool(unlimited, 'fresh-account@example.org', PASSPHRASE, { remoteAddress: address });
      expect(locked.response.statusCode).toBe(429);
      expect(locked.response.json()).toEqual({ error: toolAccountMessages.tooManyAttempts });
      // Locked before any work: no account was created.
      expect(await userNamed('fresh-account@example.org')).toBeUndefined();
      const elsewhere = await signInTool(unlimited, 'spray0@example.org', PASSPHRASE, { remoteAddress: '10.2.0.2' });
      expect(elsewhere.response.statusCode).toBe(200);
    } finally {
      await unlimited.close();
    }
  });

  it('DELETE /api/tools/account erases all her tool data and her account, and nothing of another', async () => {
    const her = await signInTool(app, 'erase.me@example.org', PASSPHRASE);
    const other = await signInTool(app, 'keep.me@example.org', PASSPHRASE);
    const herAccount = await userNamed('erase.me@example.org');
    for (const userEmail of ['erase.me@example.org', 'keep.me@example.org']) {
      await database.db.insert(affirmationProgress).values({ userEmail, day: 1, completed: true, reflection: 'mine' });
      await database.db.insert(boundaryScripts).values({ userEmail, toxicBehavior: 'gaslighting', situation: 's', generatedScript: 'g' });
      await database.db.insert(journalEntries).values({ userEmail, entryDate: new Date(), content: 'c' });
      await database.db.insert(exitPlanSteps).values({ userEmail, category: 'safety', step: 's' });
      await database.db.insert(symptomTracking).values({ userEmail, physicalSymptom: 'p', emotionalTrigger: 'e', intensity: 3 });
    }
    const tables = [affirmationProgress, boundaryScripts, journalEntries, exitPlanSteps, symptomTracking] as const;
    const rowsOf = async (userEmail: string) => {
      const counts: number[] = [];
      for (const table of tables) counts.push((await database.db.select().from(table).where(eq(table.userEmail, userEmail))).length);
      return counts;
    };

    const response = await app.inject({ method: 'DELETE', url: '/api/tools/account', headers: her.jar.headers() });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/^save_session=;.*Max-Age=0/);
    expect(await rowsOf('erase.me@example.org')).toEqual([0, 0, 0, 0, 0]);
    expect(await userNamed('erase.me@example.org')).toBeUndefined();
    expect(await sessionCount(herAccount!.id)).toBe(0);
    expect(await signedInAs(her.jar)).toBeNull();

    expect(await rowsOf('keep.me@example.org')).toEqual([1, 1, 1, 1, 1]);
    expect(await userNamed('keep.me@example.org')).toBeDefined();
    expect(await signedInAs(other.jar)).not.toBeNull();

    // Her email can start afresh.
    const fresh = await signInTool(app, 'erase.me@example.org', 'a brand new passphrase');
    expect(fresh.response.json()).toEqual({ email: 'erase.me@example.org', created: true });
  });

  it('DELETE /api/tools/account answers 401 without a session', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/tools/account' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: toolAccountMessages.signedOut });
  });

  it('marks the session cookie Secure in production', async () => {
    const production = await buildApp(testConfig({ isProduction: true }), { database });
    try {
      const { response } = await signInTool(production, 'secure@example.org', PASSPHRASE);
      expect(String(response.headers['set-cookie'])).toContain('Secure');
    } finally {
      await production.close();
    }
  });

  it('logs a sign-in without the email, the passphrase or the token', async () => {
    const lines: string[] = [];
    const logged = await buildApp(testConfig({ logLevel: 'info' }), { database, logStream: { write: (line) => lines.push(line) } });
    try {
      const first = await signInTool(logged, 'Log.Private@Example.org', 'my secret passphrase words');
      const wrong = await signInTool(logged, 'log.private@example.org', 'another secret passphrase');
      await logged.inject({ method: 'GET', url: '/api/affirmations/log.private@example.org', headers: first.jar.headers() });
      expect([first.response.statusCode, wrong.response.statusCode]).toEqual([200, 401]);
      const text = lines.join('\n');
      expect(text).toContain('"url":"/api/tools/session"');
      expect(text.toLowerCase()).not.toContain('log.private');
      expect(text).not.toContain('secret passphrase');
      expect(text).not.toContain(first.jar.get(SESSION_COOKIE)?.split('.')[0] ?? 'no token');
    } finally {
      await logged.close();
    }
  });
});
