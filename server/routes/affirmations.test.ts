import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFLECTION_REQUIRED, toolAccountMessages } from '@core/contracts/tools';
import type { DatabaseHandle } from '../db/client';
import { affirmationProgress, users } from '../db/schema';
import { type CookieJar, lowCostHash, openTestApp, signInTool, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-database';
import { affirmationNotFoundMessage, dayAlreadyCompleteMessage } from './affirmations';

const PASSPHRASE = 'quiet garden gate';
const ANA = 'ana@example.org';
const BEA = 'bea@example.org';

type Record = { id: number; day: number; completed: boolean; reflection: string | null; completedAt: string | null };

describe.each(testDatabases())('affirmation journey on $name', (target) => {
  let harness: TestApp;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let ana: CookieJar;
  let bea: CookieJar;

  beforeAll(async () => {
    harness = await openTestApp(target);
    ({ app, database } = harness);
    await database.db.insert(users).values([ANA, BEA].map((username) => ({ username, password: lowCostHash(PASSPHRASE) })));
    ana = (await signInTool(app, ANA, PASSPHRASE)).jar;
    bea = (await signInTool(app, BEA, PASSPHRASE)).jar;
  });
  afterAll(async () => {
    await harness?.close();
  });

  const list = (jar: CookieJar | undefined, email: string) =>
    app.inject({ method: 'GET', url: `/api/affirmations/${encodeURIComponent(email)}`, headers: jar?.headers() ?? {} });
  const complete = (jar: CookieJar | undefined, payload: object) =>
    app.inject({ method: 'POST', url: '/api/affirmations', payload, headers: jar?.headers() ?? {} });
  const patch = (jar: CookieJar | undefined, id: number | string, payload: object) =>
    app.inject({ method: 'PATCH', url: `/api/affirmations/${id}`, payload, headers: jar?.headers() ?? {} });
  const rowsOf = (userEmail: string) =>
    database.db.select().from(affirmationProgress).where(eq(affirmationProgress.userEmail, userEmail));

  it('answers 401 with a sentence to every call without a session', async () => {
    for (const response of [
      await list(undefined, ANA),
      await complete(undefined, { day: 1, completed: true, reflection: 'x' }),
      await patch(undefined, 1, { completed: true, reflection: 'x' }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: toolAccountMessages.signedOut });
    }
  });

  it('completes a day with the session email and the server time, answering 201 with the record', async () => {
    const before = Date.now();
    const response = await complete(ana, { day: 3, completed: true, reflection: '  I rested today.  ', completedAt: '2001-01-01T00:00:00.000Z' });
    expect(response.statusCode).toBe(201);
    const record = response.json<Record>();
    expect(record).toEqual({ id: expect.any(Number), day: 3, completed: true, reflection: 'I rested today.', completedAt: expect.any(String) });
    expect(new Date(record.completedAt ?? '').getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await rowsOf(ANA);
    expect(row).toMatchObject({ id: record.id, userEmail: ANA, day: 3, completed: true });
  });

  it('accepts her own email as userEmail in any case, and refuses another email with 403', async () => {
    const own = await complete(ana, { userEmail: 'ANA@Example.org', day: 4, completed: true, reflection: 'Four.' });
    expect(own.statusCode).toBe(201);
    const other = await complete(ana, { userEmail: BEA, day: 5, completed: true, reflection: 'Not hers.' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: toolAccountMessages.otherEmail });
    expect(await rowsOf(BEA)).toEqual([]);
    expect((await rowsOf(ANA)).map((row) => row.day).sort()).toEqual([3, 4]);
  });

  it('refuses to change a completed day with 409', async () => {
    const response = await complete(ana, { day: 3, completed: true, reflection: 'A new text.' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: dayAlreadyCompleteMessage });
    const [row] = (await rowsOf(ANA)).filter((entry) => entry.day === 3);
    expect(row?.reflection).toBe('I rested today.');
  });

  it('updates an existing incomplete day instead of creating a second one', async () => {
    const [existing] = await database.db.insert(affirmationProgress).values({ userEmail: ANA, day: 7 }).returning();
    const response = await complete(ana, { day: 7, completed: true, reflection: 'Seven.' });
    expect(response.statusCode).toBe(201);
    expect(response.json<Record>()).toMatchObject({ id: existing!.id, day: 7, completed: true, reflection: 'Seven.' });
    expect((await rowsOf(ANA)).filter((row) => row.day === 7)).toHaveLength(1);
  });

  it('lists only her own days, sorted by day, for her email in any case; another email is 403', async () => {
    await complete(bea, { day: 1, completed: true, reflection: 'Bea one.' });
    const response = await list(ana, 'Ana@EXAMPLE.org');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const records = response.json<Record[]>();
    expect(records.map((record) => record.day)).toEqual([3, 4, 7]);
    expect(records.every((record) => record.reflection !== 'Bea one.')).toBe(true);

    const theirs = await list(ana, BEA);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ error: toolAccountMessages.otherEmail });
    expect((await list(bea, ANA)).statusCode).toBe(403);
  });

  it('PATCH completes her incomplete record (200), then refuses it with 409', async () => {
    const [row] = await database.db.insert(affirmationProgress).values({ userEmail: ANA, day: 9 }).returning();
    const response = await patch(ana, row!.id, { completed: true, reflection: 'Nine.' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Record>()).toMatchObject({ id: row!.id, day: 9, completed: true, reflection: 'Nine.', completedAt: expect.any(String) });
    const again = await patch(ana, row!.id, { completed: true, reflection: 'Nine again.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: dayAlreadyCompleteMessage });
  });

  it('never lets another account PATCH or overwrite her records (404, nothing revealed, nothing changed)', async () => {
    const [incomplete] = await database.db.insert(affirmationProgress).values({ userEmail: ANA, day: 12 }).returning();
    const [completed] = (await rowsOf(ANA)).filter((row) => row.day === 3);
    for (const id of [incomplete!.id, completed!.id, 999_999]) {
      const response = await patch(bea, id, { completed: true, reflection: 'Overwritten by Bea.' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: affirmationNotFoundMessage });
    }
    const withHerEmail = await patch(bea, incomplete!.id, { userEmail: ANA, completed: true, reflection: 'Overwritten by Bea.' });
    expect(withHerEmail.statusCode).toBe(403);
    // Bea completing "day 12" creates her own record; Ana's stays as it was.
    expect((await complete(bea, { day: 12, completed: true, reflection: 'Bea twelve.' })).statusCode).toBe(201);
    const anaRows = await rowsOf(ANA);
    expect(anaRows.find((row) => row.id === incomplete!.id)).toMatchObject({ completed: false, reflection: null });
    expect(anaRows.find((row) => row.id === completed!.id)?.reflection).toBe('I rested today.');
    expect(anaRows.some((row) => row.reflection === 'Overwritten by Bea.' || row.reflection === 'Bea twelve.')).toBe(false);
  });

  it.each([
    ['a blank reflection', { day: 2, completed: true, reflection: '   ' }, 'reflection', REFLECTION_REQUIRED.description],
    ['day 31', { day: 31, completed: true, reflection: 'x' }, 'day', 'Please choose a day from 1 to 30.'],
    ['completed false', { day: 2, completed: false, reflection: 'x' }, 'completed', 'Only completing a day is supported.'],
    ['an invalid userEmail', { userEmail: 'nope', day: 2, completed: true, reflection: 'x' }, 'userEmail', 'Please enter a valid email address.'],
  ])('refuses %s with 400 and a sentence', async (_label, payload, path, message) => {
    const response = await complete(ana, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: unknown[] }>().issues).toContainEqual({ path, message });
  });

  it('refuses a PATCH id that is not a number with 400', async () => {
    const response = await patch(ana, 'abc', { completed: true, reflection: 'x' });
    expect(response.statusCode).toBe(400);
  });
});
