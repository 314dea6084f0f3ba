import { mkdir, readdir, symlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerRecordFor, scoreAssessment } from '@core/assessment-scoring';
import { assessmentItems, assessmentOptionIds } from '@core/assessment-structure';
import { defaultRetentionDays } from '@core/retention';
import { buildApp } from '../app';
import type { ServerConfig } from '../config';
import { insertAssessment } from '../db/assessments';
import type { DatabaseHandle } from '../db/client';
import { affirmationProgress, assessmentResults, bookings, boundaryScripts, communityPosts, contactSubmissions, userSignups, users, vaultFileChunks } from '../db/schema';
import { createTestAdmin } from '../test-support/admin-session';
import { seedOldToolAccount } from '../test-support/test-app';
import { testConfig } from '../test-support/test-config';
import { testDatabases } from '../test-support/test-database';
import { PURGE_LOCK_KEY, purgeExpired, purgeLegacyToolData } from './purge';

const DAY = 24 * 3600 * 1000;
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

/** An assessment choosing option `choice` of every question, scored with the shared module. */
function assessment(email: string, choice: number) {
  const answers = assessmentItems.map((item) => answerRecordFor(item.id, assessmentOptionIds[choice]!));
  const result = scoreAssessment(answers);
  return { name: 'Nia', email, phone: null, answers, score: result.score, riskLevel: result.riskLevel };
}

const booking = (email: string, preferred: Date, created: Date) => ({
  name: 'Nia',
  email,
  phone: '555-0100',
  serviceType: 'consultation',
  preferredDateTime: preferred,
  createdAt: created,
});
const message = (email: string, created: Date) => ({ name: 'Nia', email, subject: 'Donation Inquiry', message: 'Hello', createdAt: created });
const signup = (email: string, created: Date) => ({ firstName: 'Nia', lastName: 'A', email, createdAt: created });
const post = (email: string, created: Date, status: string) => ({
  authorName: 'Nia',
  authorEmail: email,
  title: 'A title',
  content: 'Some words',
  category: 'support',
  status,
  createdAt: created,
});

/** Writes an outbox file and sets its modification time. */
async function outboxFile(dir: string, name: string, modified: Date): Promise<void> {
  await writeFile(join(dir, name), 'To: nia@example.org\r\nSubject: x\r\n\r\nbody', { mode: 0o600 });
  await utimes(join(dir, name), modified, modified);
}

describe.each(testDatabases())('retention purge on $name', (target) => {
  let database: DatabaseHandle;
  let config: ServerConfig;

  const statistics = async () => {
    const app = await buildApp(config, { database });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/statistics' });
      expect(response.statusCode).toBe(200);
      return response.json<{ userAssessments: unknown }>().userAssessments;
    } finally {
      await app.close();
    }
  };
  const emailsOf = async () => ({
    assessments: (await database.db.select({ email: assessmentResults.email }).from(assessmentResults)).map((row) => row.email).sort(),
    bookings: (await database.db.select({ email: bookings.email }).from(bookings)).map((row) => row.email).sort(),
    messages: (await database.db.select({ email: contactSubmissions.email }).from(contactSubmissions)).map((row) => row.email).sort(),
    signups: (await database.db.select({ email: userSignups.email }).from(userSignups)).map((row) => row.email).sort(),
    posts: (await database.db.select({ email: communityPosts.authorEmail }).from(communityPosts)).map((row) => row.email).sort(),
  });

  beforeAll(async () => {
    database = await target.open();
    config = testConfig();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('deletes what is older than its period, keeps what is newer, and leaves the statistics as they were', async () => {
    const { db } = database;
    const { assessmentResults: a, bookings: b, messages: m, signups: s, communityPosts: c, outboxEmails: o } = defaultRetentionDays;
    await insertAssessment(db, assessment('old-1@example.org', 0), daysAgo(a + 1));
    await insertAssessment(db, assessment('old-2@example.org', 4), daysAgo(a + 200));
    await insertAssessment(db, assessment('new@example.org', 2), daysAgo(a - 1));
    await db.insert(bookings).values([
      booking('old@example.org', daysAgo(b + 1), daysAgo(b + 30)),
      // Made long ago for a date still to come (or just past): kept until its period after the date.
      booking('future@example.org', new Date(now.getTime() + 30 * DAY), daysAgo(b + 30)),
      booking('recent-date@example.org', daysAgo(b - 1), daysAgo(b + 30)),
      // A date in the past given when it was made: counted from when it was made.
      booking('recent-made@example.org', daysAgo(b + 100), daysAgo(b - 1)),
    ]);
    await db.insert(contactSubmissions).values([message('old@example.org', daysAgo(m + 1)), message('new@example.org', daysAgo(m - 1))]);
    await db.insert(userSignups).values([signup('old@example.org', daysAgo(s + 1)), signup('new@example.org', daysAgo(s - 1))]);
    await db.insert(communityPosts).values([
      post('old-approved@example.org', daysAgo(c + 1), 'approved'),
      post('old-pending@example.org', daysAgo(c + 1), 'pending'),
      post('new@example.org', daysAgo(c - 1), 'approved'),
    ]);
    const outbox = config.outboxDir;
    await mkdir(outbox, { recursive: true });
    await outboxFile(outbox, 'old.eml', daysAgo(o + 1));
    await outboxFile(outbox, 'old.eml.1a2b3c4d.tmp', daysAgo(o + 1));
    await outboxFile(outbox, 'new.eml', daysAgo(o - 1));
    await outboxFile(outbox, 'notes.txt', daysAgo(o + 100));
    await symlink(join(outbox, 'notes.txt'), join(outbox, 'link.eml'));

    const before = await statistics();
    expect(before).toMatchObject({ totalAssessments: 3 });

    const outcome = await purgeExpired(db, { retentionDays: config.retentionDays, outboxDir: outbox, now });
    expect(outcome).toEqual({
      status: 'done',
      counts: { assessmentResults: 2, bookings: 1, messages: 1, signups: 1, communityPosts: 2, outboxEmails: 2, shareLinks: 0, pendingFileChunks: 0 },
    });
    expect(await emailsOf()).toEqual({
      assessments: ['new@example.org'],
      bookings: ['future@example.org', 'recent-date@example.org', 'recent-made@example.org'],
      messages: ['new@example.org'],
      signups: ['new@example.org'],
      posts: ['new@example.org'],
    });
    // Only old message files go: not another kind of file, and no link is followed.
    expect((await readdir(outbox)).sort()).toEqual(['link.eml', 'new.eml', 'notes.txt']);
    expect(await statistics()).toEqual(before);

    // A second run finds nothing more: the purge is idempotent.
    const again = await purgeExpired(db, { retentionDays: config.retentionDays, outboxDir: outbox, now });
    expect(again).toEqual({
      status: 'done',
      counts: { assessmentResults: 0, bookings: 0, messages: 0, signups: 0, communityPosts: 0, outboxEmails: 0, shareLinks: 0, pendingFileChunks: 0 },
    });
  });

  it('follows the configured periods and works through more rows than one batch', async () => {
    const { db } = database;
    await db.insert(contactSubmissions).values(Array.from({ length: 25 }, (_, index) => message(`many-${index}@example.org`, daysAgo(10))));
    await db.insert(contactSubmissions).values(message('kept@example.org', daysAgo(8)));
    const periods = { ...config.retentionDays, messages: 9 };
    const outcome = await purgeExpired(db, { retentionDays: periods, outboxDir: config.outboxDir, now, batch: 7 });
    // The 25, and the one of 89 days the default period had kept.
    expect(outcome).toMatchObject({ status: 'done', counts: { messages: 26 } });
    expect((await emailsOf()).messages).toEqual(['kept@example.org']);
  });

  it('deletes chunks of files never committed a day after they arrived, in batches, and never a committed file or a younger upload', async () => {
    const { db } = database;
    const HOUR = 3600 * 1000;
    const chunk = (vaultId: string, fileId: string, chunkIndex: number, createdAt: Date, committedAt: Date | null) => ({
      vaultId,
      fileId,
      chunkIndex,
      bytes: Buffer.from([1, 2, 3]),
      size: 3,
      createdAt,
      committedAt,
    });
    const abandoned = crypto.randomUUID();
    const kept = crypto.randomUUID();
    const uploading = crypto.randomUUID();
    await db.insert(vaultFileChunks).values([
      // An upload abandoned 25 hours ago: 9 chunks, more than one batch of 4.
      ...Array.from({ length: 9 }, (_, index) => chunk('vault-a', abandoned, index, new Date(now.getTime() - 25 * HOUR), null)),
      // A file as old, committed after its record was saved: kept for as long as she keeps it.
      chunk('vault-a', kept, 0, new Date(now.getTime() - 400 * 24 * HOUR), new Date(now.getTime() - 400 * 24 * HOUR)),
      // An upload still within its day (a slow phone, a record not yet saved): kept.
      chunk('vault-b', uploading, 0, new Date(now.getTime() - 23 * HOUR), null),
    ]);
    const outcome = await purgeExpired(db, { retentionDays: config.retentionDays, outboxDir: config.outboxDir, now, batch: 4 });
    expect(outcome.counts.pendingFileChunks).toBe(9);
    const left = await db.select({ fileId: vaultFileChunks.fileId }).from(vaultFileChunks);
    expect(left.map((row) => row.fileId).sort()).toEqual([kept, uploading].sort());
    // The day after for the slow upload too, if it was never committed.
    const later = await purgeExpired(db, { retentionDays: config.retentionDays, outboxDir: config.outboxDir, now: new Date(now.getTime() + 2 * HOUR) });
    expect(later.counts.pendingFileChunks).toBe(1);
    expect((await db.select({ fileId: vaultFileChunks.fileId }).from(vaultFileChunks)).map((row) => row.fileId)).toEqual([kept]);
    await db.delete(vaultFileChunks);
  });

  it('runs at start-up in the server process (purgeOnSchedule)', async () => {
    const { db } = database;
    await db.insert(userSignups).values(signup('startup-old@example.org', daysAgo(defaultRetentionDays.signups + 5)));
    const lines: Record<string, unknown>[] = [];
    const logStream = { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) };
    const app = await buildApp({ ...config, logLevel: 'info' }, { database, purgeOnSchedule: true, logStream });
    try {
      await app.ready();
      await vi.waitFor(async () => expect((await emailsOf()).signups).toEqual(['new@example.org']), { timeout: 10_000, interval: 50 });
      // Counts only, in fields the log keeps: never whose.
      await vi.waitFor(() => expect(lines.find((line) => line.msg === 'retention purge done')).toMatchObject({ component: 'retention', deleted: 1 }));
      expect(lines.find((line) => line.msg === 'retention purge')).toMatchObject({ kind: 'signups', deleted: 1 });
      expect(lines.filter((line) => line.component === 'retention' && 'droppedFields' in line)).toEqual([]);
      expect(JSON.stringify(lines)).not.toContain('startup-old');
    } finally {
      await app.close();
    }
  });

  it.runIf(target.name === 'postgres')('leaves the rows to another instance that is purging (advisory lock), not its own outbox', async () => {
    const { db } = database;
    await db.insert(contactSubmissions).values(message('locked@example.org', daysAgo(defaultRetentionDays.messages + 1)));
    await mkdir(config.outboxDir, { recursive: true });
    await outboxFile(config.outboxDir, 'while-locked.eml', daysAgo(defaultRetentionDays.outboxEmails + 1));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked: () => void = () => undefined;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const other = db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PURGE_LOCK_KEY})`);
      locked();
      await held;
    });
    await lockTaken;
    try {
      expect(await purgeExpired(db, { retentionDays: config.retentionDays, outboxDir: config.outboxDir, now })).toMatchObject({
        status: 'busy',
        // Its own outbox files still go: another instance cannot reach them.
        counts: { messages: 0, outboxEmails: 1 },
      });
      expect((await emailsOf()).messages).toContain('locked@example.org');
    } finally {
      release();
      await other;
    }
    expect(await purgeExpired(db, { retentionDays: config.retentionDays, outboxDir: config.outboxDir, now })).toMatchObject({
      status: 'done',
      counts: { messages: 1 },
    });
  });

  it('keeps the old tool accounts through LEGACY_TOOLS_UNTIL, then deletes every one of their plain rows, and no admin', async () => {
    const { db } = database;
    await seedOldToolAccount(db, 'legacy.one@example.org', 'an old long passphrase', {
      days: [{ day: 1, reflection: 'Her old reflection.' }],
      scripts: [{ toxicBehavior: 'gaslighting', situation: 'it never happened', generatedScript: 'I remember.' }],
    });
    await seedOldToolAccount(db, 'legacy.two@example.org', 'another old passphrase', { days: [{ day: 2, reflection: 'Day two.' }] });
    await createTestAdmin(db, 'coach.purge@example.org', 'a long admin password 123');
    const rows = async () => ({
      tool: (await db.select().from(users)).filter((row) => row.role === 'tool').length,
      admins: (await db.select().from(users)).filter((row) => row.role === 'admin').map((row) => row.username),
      days: (await db.select().from(affirmationProgress)).length,
      scripts: (await db.select().from(boundaryScripts)).length,
    });
    const before = await rows();
    expect(before).toMatchObject({ tool: 2, days: 2, scripts: 1 });

    // On the last day, to its last millisecond (UTC): nothing goes.
    expect(await purgeLegacyToolData(db, { legacyToolsUntil: '2027-02-26', now: new Date('2027-02-26T23:59:59.999Z') })).toEqual({ status: 'open', deleted: 0 });
    expect(await rows()).toEqual(before);

    // The day after: all of it, in batches smaller than the rows.
    const done = await purgeLegacyToolData(db, { legacyToolsUntil: '2027-02-26', now: new Date('2027-02-27T00:00:00.000Z'), batch: 1 });
    expect(done).toEqual({ status: 'done', deleted: 5 });
    expect(await rows()).toEqual({ tool: 0, admins: before.admins, days: 0, scripts: 0 });
    expect(before.admins).toContain('coach.purge@example.org');
  });
});
