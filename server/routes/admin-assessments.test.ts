import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerRecord } from '@core/assessment-check';
import type { AssessmentLookupResult, AssessmentWeekly } from '@core/contracts/admin';
import { type RiskLevel, riskLevels } from '@core/content/assessment-tiers';
import { storedAnswers, weekStartUtc } from '../db/admin-assessments';
import { insertAssessment } from '../db/assessments';
import type { DatabaseHandle } from '../db/client';
import { assessmentResults } from '../db/schema';
import { consoleHeaders, openSignedInConsole, type SignedInConsole } from '../test-support/admin-session';
import type { CookieJar } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-database';

const WEEK = 7 * 24 * 3600 * 1000;

describe('weekStartUtc', () => {
  it('is the Monday 00:00 UTC of the week', () => {
    expect(weekStartUtc(new Date('2026-11-22T23:59:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z'); // a Sunday
    expect(weekStartUtc(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z'); // a Monday
    expect(weekStartUtc(new Date('2026-11-25T12:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});

describe.each(testDatabases())('console assessments on $name', (target) => {
  let harness: SignedInConsole;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let jar: CookieJar;

  beforeAll(async () => {
    harness = await openSignedInConsole(target);
    ({ app, database, jar } = harness);
    // Through the one insert, which also counts each result in its week's summary.
    const insert = (email: string, riskLevel: RiskLevel, createdAt: Date, answers: AnswerRecord[] = []) =>
      insertAssessment(database.db, { name: 'Nia', email, phone: null, answers, score: 30, riskLevel }, createdAt);
    const now = Date.now();
    await insert('Nia@Example.org', riskLevels[0], new Date(now), [
      { questionId: 1, optionId: 'c', weight: 2 },
      { questionId: 13, optionId: 'b', weight: 0 },
    ]);
    await insert('other@example.org', riskLevels[3], new Date(now));
    await insert('other@example.org', riskLevels[3], new Date(now));
    await insert('nia@example.org', riskLevels[2], new Date(now - WEEK));
    await insert('old@example.org', riskLevels[1], new Date(now - 60 * WEEK));
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('counts results per tier for each week, oldest first, weeks without results at 0', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/assessments/weekly?weeks=3', headers: consoleHeaders(jar) });
    expect(response.statusCode).toBe(200);
    const weekly = response.json<AssessmentWeekly>();
    expect(weekly.riskLevels).toEqual([...riskLevels]);
    const thisWeek = weekStartUtc(new Date()).toISOString().slice(0, 10);
    const lastWeek = new Date(weekStartUtc(new Date()).getTime() - WEEK).toISOString().slice(0, 10);
    const twoAgo = new Date(weekStartUtc(new Date()).getTime() - 2 * WEEK).toISOString().slice(0, 10);
    expect(weekly.weeks).toEqual([
      { weekStart: twoAgo, counts: [0, 0, 0, 0], total: 0 },
      { weekStart: lastWeek, counts: [0, 0, 1, 0], total: 1 },
      { weekStart: thisWeek, counts: [1, 0, 0, 2], total: 3 },
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/admin/assessments/weekly', headers: consoleHeaders(jar) })).json<AssessmentWeekly>().weeks).toHaveLength(12);
    for (const weeks of ['0', '53', 'x']) {
      expect((await app.inject({ method: 'GET', url: `/api/admin/assessments/weekly?weeks=${weeks}`, headers: consoleHeaders(jar) })).statusCode).toBe(400);
    }
  });

  it('gives one person\'s results only when asked by her email (any case), newest first', async () => {
    const lookup = (email: string) => app.inject({ method: 'POST', url: '/api/admin/assessments/lookup', headers: consoleHeaders(jar), payload: { email } });
    const response = await lookup(' NIA@example.ORG ');
    expect(response.statusCode).toBe(200);
    const { results } = response.json<AssessmentLookupResult>();
    expect(results.map((result) => result.riskLevel)).toEqual([riskLevels[0], riskLevels[2]]);
    expect(results[0]).toEqual({
      id: expect.any(Number),
      name: 'Nia',
      email: 'Nia@Example.org',
      phone: null,
      score: 30,
      riskLevel: riskLevels[0],
      createdAt: expect.any(String),
      // Her answers as ids; the console words them (docs/decisions/0044).
      answers: [
        { questionId: 1, optionId: 'c' },
        { questionId: 13, optionId: 'b' },
      ],
    });
    expect((await lookup('nobody@example.org')).json()).toEqual({ results: [] });
    expect((await lookup('not an email')).statusCode).toBe(400);
  });

  it('reads stored answers as ids, keeps the words of one stored before ids, and leaves out what is no answer', () => {
    expect(
      storedAnswers([
        { questionId: 2, optionId: 'a', weight: 0 },
        { questionId: 3, option: 'Words 0016 could not match', weight: 1 },
        { questionId: 'x', optionId: 'a' },
        null,
        { questionId: 4 },
      ]),
    ).toEqual([
      { questionId: 2, optionId: 'a' },
      { questionId: 3, option: 'Words 0016 could not match' },
    ]);
    expect(storedAnswers({ not: 'a list' })).toEqual([]);
  });

  // Last: it deletes the results, as the retention purge does (docs/decisions/0016).
  it('keeps the weekly counts once the results themselves are gone', async () => {
    const weekly = () => app.inject({ method: 'GET', url: '/api/admin/assessments/weekly?weeks=52', headers: consoleHeaders(jar) });
    const before = (await weekly()).json<AssessmentWeekly>();
    expect(before.weeks.reduce((sum, week) => sum + week.total, 0)).toBe(4);
    await database.db.delete(assessmentResults);
    expect((await weekly()).json<AssessmentWeekly>()).toEqual(before);
  });
});
