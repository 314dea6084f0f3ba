import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerRecordFor, scoreAssessment } from '@core/assessment-scoring';
import type { AssessmentWeekly } from '@core/contracts/admin';
import { type ErasureCounts, type ErasureResult, erasureKinds } from '@core/contracts/erasure';
import { assessmentItems, assessmentOptionIds } from '@core/assessment-structure';
import { defaultRetentionDays } from '@core/retention';
import type { ServerConfig } from '../config';
import { insertAssessment } from '../db/assessments';
import type { DatabaseHandle } from '../db/client';
import {
  affirmationProgress,
  assessmentResults,
  boundaryScripts,
  bookings,
  communityPosts,
  contactSubmissions,
  exitPlanSteps,
  journalEntries,
  notifications,
  sessions,
  symptomTracking,
  userSignups,
  users,
  vaultRecords,
} from '../db/schema';
import { consoleHeaders, fromConsole, openSignedInConsole, type SignedInConsole } from '../test-support/admin-session';
import type { CookieJar } from '../test-support/test-app';
import { testConfig } from '../test-support/test-config';
import { testDatabases } from '../test-support/test-database';

const HER = 'nia@example.org';
const OTHER = 'other@example.org';

function assessment(email: string, choice: number) {
  const answers = assessmentItems.map((item) => answerRecordFor(item.id, assessmentOptionIds[choice]!));
  const result = scoreAssessment(answers);
  return { name: 'Nia', email, phone: null, answers, score: result.score, riskLevel: result.riskLevel };
}

/** One row (or more) of every kind for this email, written as the site writes them (the case as she typed it). */
async function seed(database: DatabaseHandle, outboxDir: string, email: string, typed: string): Promise<void> {
  const { db } = database;
  await insertAssessment(db, assessment(typed, 1));
  await insertAssessment(db, assessment(typed, 3));
  const [booking] = await db
    .insert(bookings)
    .values({ name: 'Nia', email: typed, phone: '555-0100', serviceType: 'consultation', preferredDateTime: new Date(Date.now() + 86400_000) })
    .returning({ id: bookings.id });
  await db.insert(notifications).values({ kind: 'booking_confirmed', bookingId: booking?.id ?? 0 });
  await db.insert(contactSubmissions).values({ name: 'Nia', email: typed, subject: 'Donation Inquiry', message: 'Hello' });
  await db.insert(userSignups).values({ firstName: 'Nia', lastName: 'A', email: typed });
  await db.insert(communityPosts).values({ authorName: 'Nia', authorEmail: typed, title: 'T', content: 'C', category: 'support' });
  const [account] = await db.insert(users).values({ username: email, password: 'not-a-real-hash', role: 'tool' }).returning({ id: users.id });
  await db.insert(sessions).values({ id: `session-of-${email}`, userId: account?.id ?? 0, expiresAt: new Date(Date.now() + 3600_000) });
  await db.insert(affirmationProgress).values([
    { userEmail: email, day: 1, completed: true },
    { userEmail: email, day: 2, completed: false },
  ]);
  await db.insert(boundaryScripts).values({ userEmail: email, toxicBehavior: 'x', situation: 'y', generatedScript: 'z' });
  await db.insert(journalEntries).values({ userEmail: email, entryDate: new Date(), content: 'words' });
  await db.insert(exitPlanSteps).values({ userEmail: email, category: 'safety', step: 'a step' });
  await db.insert(symptomTracking).values({ userEmail: email, physicalSymptom: 'p', emotionalTrigger: 'e', intensity: 3 });
  await mkdir(outboxDir, { recursive: true });
  await writeFile(join(outboxDir, `2026-11-25T10-00-00-000Z-booking-confirmed-${email}.eml`), `From: a@b.org\r\nTo: ${typed}\r\nSubject: Your appointment\r\n\r\nbody\r\n`);
}

const expectedCounts: ErasureCounts = {
  assessmentResults: 2,
  bookings: 1,
  messages: 1,
  signups: 1,
  communityPosts: 1,
  outboxEmails: 1,
  toolAccounts: 1,
  affirmationDays: 2,
  boundaryScripts: 1,
  otherToolRecords: 3,
};

/** Every table an erasure may touch, and the vault, which it must not. */
const tables = {
  assessmentResults,
  bookings,
  notifications,
  contactSubmissions,
  userSignups,
  communityPosts,
  users,
  sessions,
  affirmationProgress,
  boundaryScripts,
  journalEntries,
  exitPlanSteps,
  symptomTracking,
  vaultRecords,
};

const zeroCounts = Object.fromEntries(erasureKinds.map((kind) => [kind, 0])) as ErasureCounts;

describe.each(testDatabases())('console erasure by email on $name', (target) => {
  let harness: SignedInConsole;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let config: ServerConfig;
  let jar: CookieJar;
  const logLines: string[] = [];

  const preview = (email: string, headers = consoleHeaders(jar)) =>
    app.inject({ method: 'POST', url: '/api/admin/erasure/preview', headers, payload: { email } });
  const erase = (payload: unknown, headers = consoleHeaders(jar)) => app.inject({ method: 'POST', url: '/api/admin/erasure', headers, payload: payload as object });
  const rowsIn = async () => {
    const result = {} as Record<keyof typeof tables, number>;
    for (const name of Object.keys(tables) as (keyof typeof tables)[]) result[name] = (await database.db.select({ n: count() }).from(tables[name]))[0]?.n ?? 0;
    return result;
  };

  beforeAll(async () => {
    config = testConfig();
    harness = await openSignedInConsole(target, { config: { ...config, logLevel: 'info' }, logStream: { write: (line) => logLines.push(line) } });
    ({ app, database, jar } = harness);
    await seed(database, config.outboxDir, HER, 'Nia@Example.ORG');
    await seed(database, config.outboxDir, OTHER, OTHER);
    // A vault record: tied to no email, so no erasure by email may touch it.
    await database.db.insert(vaultRecords).values({ vaultId: 'a'.repeat(64), recordId: crypto.randomUUID(), envelope: 'ciphertext', size: 10, version: 1 });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('is for signed-in admins only, and writes only from the console page', async () => {
    expect((await preview(HER, { ...fromConsole })).statusCode).toBe(401);
    expect((await erase({ email: HER, confirm: true }, { ...fromConsole })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/retention', headers: { ...fromConsole } })).statusCode).toBe(401);
    const foreign = { ...consoleHeaders(jar), origin: 'https://elsewhere.example' };
    expect((await erase({ email: HER, confirm: true }, foreign)).statusCode).toBe(403);
    expect((await rowsIn()).assessmentResults).toBe(4);
  });

  it('says the periods in force', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/retention', headers: consoleHeaders(jar) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(defaultRetentionDays);
  });

  it('previews what is held under an email, in any case, without erasing anything', async () => {
    const before = await rowsIn();
    const response = await preview('  NIA@example.org ');
    expect(response.statusCode).toBe(200);
    expect(response.json<ErasureResult>()).toEqual({ counts: expectedCounts });
    expect((await preview('nobody@example.org')).json<ErasureResult>()).toEqual({ counts: zeroCounts });
    expect(await rowsIn()).toEqual(before);
    expect((await preview('not an email')).statusCode).toBe(400);
  });

  it('erases nothing without the confirmation in the body', async () => {
    const before = await rowsIn();
    for (const payload of [{ email: HER }, { email: HER, confirm: false }, { email: HER, confirm: 'yes' }, { confirm: true }]) {
      const response = await erase(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String) });
    }
    expect(await rowsIn()).toEqual(before);
    expect(await readdir(config.outboxDir)).toHaveLength(2);
  });

  it('erases every kind held under the email and says how many of each, leaving everyone else, the vault and the statistics', async () => {
    const statistics = async () => (await app.inject({ method: 'GET', url: '/api/statistics' })).json<{ userAssessments: unknown }>().userAssessments;
    const weekly = async () => (await app.inject({ method: 'GET', url: '/api/admin/assessments/weekly', headers: consoleHeaders(jar) })).json<AssessmentWeekly>();
    const statisticsBefore = await statistics();
    const weeklyBefore = await weekly();
    const before = await rowsIn();

    const response = await erase({ email: 'nia@EXAMPLE.org', confirm: true });
    expect(response.statusCode).toBe(200);
    expect(response.json<ErasureResult>()).toEqual({ counts: expectedCounts });

    const after = await rowsIn();
    expect(after).toEqual({
      ...before,
      assessmentResults: before.assessmentResults - 2,
      bookings: before.bookings - 1,
      notifications: before.notifications - 1,
      contactSubmissions: before.contactSubmissions - 1,
      userSignups: before.userSignups - 1,
      communityPosts: before.communityPosts - 1,
      users: before.users - 1,
      sessions: before.sessions - 1,
      affirmationProgress: before.affirmationProgress - 2,
      boundaryScripts: before.boundaryScripts - 1,
      journalEntries: before.journalEntries - 1,
      exitPlanSteps: before.exitPlanSteps - 1,
      symptomTracking: before.symptomTracking - 1,
    });
    expect(after.vaultRecords).toBe(1);
    expect((await preview(OTHER)).json<ErasureResult>()).toEqual({ counts: expectedCounts });
    expect(await readdir(config.outboxDir)).toEqual([expect.stringContaining(OTHER)]);
    expect(await statistics()).toEqual(statisticsBefore);
    expect(await weekly()).toEqual(weeklyBefore);

    // Done once: a second erasure finds nothing.
    expect((await erase({ email: HER, confirm: true })).json<ErasureResult>()).toEqual({ counts: zeroCounts });
    // The log says who erased and how much, never whose.
    const erasureLines = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === 'admin-erasure');
    expect(erasureLines[0]).toMatchObject({ admin: expect.any(Number), deleted: 14 });
    expect(erasureLines[0]).not.toHaveProperty('droppedFields');
    expect(logLines.join('\n').toLowerCase()).not.toContain('nia@example.org');
  });

  it('never erases an admin account', async () => {
    const response = await erase({ email: 'coach@example.org', confirm: true });
    expect(response.json<ErasureResult>().counts.toolAccounts).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/admin/session', headers: consoleHeaders(jar) })).statusCode).toBe(200);
  });
});
