import { vaultMessages } from '@core/content/validation';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { VAULT_MAX_BYTES, VAULT_MAX_RECORDS, VAULT_RECORD_MAX_BYTES, VAULT_TOTAL_MAX_BYTES, type VaultMigrationAnswer, type VaultRecord, type VaultRecordList } from '@core/contracts/vault';
import { toBase64url } from '@core/vault/base64url';
import { ENVELOPE_OVERHEAD_BYTES, decryptEnvelope, encryptEnvelope, reencryptEnvelope } from '@core/vault/envelope';
import { openRecord, sealRecord } from '@core/vault/records';
import { SESSION_COOKIE } from '../auth/sessions';
import { VAULT_COOKIE, vaultIdFor } from '../auth/vault-sessions';
import { completeAffirmationDay } from '../db/affirmations';
import { affirmationProgress, boundaryScripts, sessions, users, vaultRecords, vaultSessions } from '../db/schema';
import { createTestAdmin } from '../test-support/admin-session';
import { changedTables, snapshotDatabase } from '../test-support/database-snapshot';
import { CookieJar, openTestApp, plantOldToolSession, seedOldToolAccount, useTestApp } from '../test-support/test-app';
import { testConfig } from '../test-support/test-config';
import { testDatabases } from '../test-support/test-database';
import { VAULT_PUT_BODY_LIMIT, duplicateRecordMessage } from './vault';

const newLocator = () => toBase64url(crypto.getRandomValues(new Uint8Array(32)));
const newKey = () => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
const seal = (key: CryptoKey, recordId: string, text: string) => encryptEnvelope(key, recordId, new TextEncoder().encode(text));
const open = async (key: CryptoKey, recordId: string, envelope: string) => new TextDecoder().decode(await decryptEnvelope(key, recordId, envelope));
/** A well-formed envelope of `bytes` bytes in total (version byte 1, the rest random). */
const envelopeOfBytes = (bytes: number) => {
  const raw = new Uint8Array(bytes);
  for (let start = 0; start < bytes; start += 65_536) crypto.getRandomValues(raw.subarray(start, Math.min(bytes, start + 65_536)));
  raw[0] = 1;
  return toBase64url(raw);
};

/** The answer's headers, minus what differs between any two answers (the date, the cookie's value). */
function comparableHeaders(response: LightMyRequestResponse): Record<string, unknown> {
  const { date: _date, 'set-cookie': setCookie, ...rest } = response.headers;
  const cookies = ([] as string[]).concat(setCookie ?? []).map((cookie) => cookie.replace(/^([^=]+)=[^;]*/, '$1=<value>'));
  return { ...rest, 'set-cookie': cookies };
}

describe.each(testDatabases())('the private vault API on $name', (target) => {
  const suite = useTestApp(target, { config: { rateLimitEnabled: false } });

  const openSession = async (locator: string, jar = new CookieJar()) => {
    const response = await suite.app.inject({ method: 'POST', url: '/api/vault/session', payload: { locator }, headers: jar.headers() });
    jar.store(response);
    return { response, jar };
  };
  const list = (jar: CookieJar) => suite.app.inject({ method: 'GET', url: '/api/vault/records', headers: jar.headers() });
  const records = async (jar: CookieJar) => {
    const response = await list(jar);
    expect(response.statusCode).toBe(200);
    return response.json<VaultRecordList>().records;
  };
  const put = (jar: CookieJar, recordId: string, envelope: string, baseVersion: number) =>
    suite.app.inject({ method: 'PUT', url: `/api/vault/records/${recordId}`, headers: jar.headers(), payload: { envelope, baseVersion } });
  const remove = (jar: CookieJar, recordId: string) => suite.app.inject({ method: 'DELETE', url: `/api/vault/records/${recordId}`, headers: jar.headers() });
  const vaultId = (locator: string) => vaultIdFor(testConfig().vaultPepper, locator);
  const storedRows = (locator: string) => suite.database.db.select().from(vaultRecords).where(eq(vaultRecords.vaultId, vaultId(locator)));
  const sessionsOf = async (locator: string) =>
    (await suite.database.db.select({ n: count() }).from(vaultSessions).where(eq(vaultSessions.vaultId, vaultId(locator))))[0]?.n ?? 0;

  it('opens a session the same way whether or not the vault holds anything, and stores only the session', async () => {
    const usedLocator = newLocator();
    const key = await newKey();
    const { jar: owner } = await openSession(usedLocator);
    const recordId = crypto.randomUUID();
    expect((await put(owner, recordId, await seal(key, recordId, 'already here'), 0)).statusCode).toBe(201);

    const before = await snapshotDatabase(suite.database.db);
    const used = await openSession(usedLocator);
    const fresh = await openSession(newLocator());
    expect(changedTables(before, await snapshotDatabase(suite.database.db))).toEqual(['vault_sessions']);

    for (const { response } of [used, fresh]) {
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    expect(comparableHeaders(used.response)).toEqual(comparableHeaders(fresh.response));
    const cookie = String(used.response.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${VAULT_COOKIE}=`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api');
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(used.response.headers['cache-control']).toBe('no-store');

    // What the server keeps: the token's hash and the peppered vault id, never the locator.
    const rows = await suite.database.db.select().from(vaultSessions).where(eq(vaultSessions.vaultId, vaultId(usedLocator)));
    expect(rows.length).toBe(2);
    for (const row of rows) {
      expect(row.id).toMatch(/^[0-9a-f]{64}$/);
      expect(row.vaultId).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(usedLocator);
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(12 * 3600 * 1000);
    }
  });

  it('answers a never-used vault and an emptied one alike, and refuses every route without a session', async () => {
    const emptied = await openSession(newLocator());
    const recordId = crypto.randomUUID();
    expect((await put(emptied.jar, recordId, envelopeOfBytes(100), 0)).statusCode).toBe(201);
    expect((await remove(emptied.jar, recordId)).statusCode).toBe(204);
    const never = await openSession(newLocator());

    const answers = [];
    for (const jar of [emptied.jar, never.jar]) {
      const listed = await list(jar);
      const deleted = await remove(jar, crypto.randomUUID());
      const stale = await put(jar, crypto.randomUUID(), envelopeOfBytes(100), 3);
      const erased = await suite.app.inject({ method: 'DELETE', url: '/api/vault', headers: jar.headers() });
      answers.push([listed, deleted, stale, erased].map((response) => ({ status: response.statusCode, body: response.body, headers: comparableHeaders(response) })));
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.map((answer) => answer.status)).toEqual([200, 204, 409, 204]);

    const anonymous = new CookieJar();
    const id = crypto.randomUUID();
    const locator = newLocator();
    const requests = [
      { method: 'GET', url: '/api/vault/records' },
      { method: 'PUT', url: `/api/vault/records/${id}`, payload: { envelope: envelopeOfBytes(64), baseVersion: 0 } },
      { method: 'DELETE', url: `/api/vault/records/${id}` },
      { method: 'DELETE', url: '/api/vault' },
      { method: 'POST', url: '/api/vault/rekey', payload: { currentLocator: locator, newLocator: newLocator(), records: [] } },
      { method: 'POST', url: '/api/vault/migration', payload: { email: 'someone@example.org', passphrase: 'a long passphrase' } },
      { method: 'POST', url: '/api/vault/migration/complete', payload: { migrationToken: 'x.y' } },
    ] as const;
    // An old tool session, still valid, is no vault session either.
    const toolSession = await plantOldToolSession(suite.app, suite.database.db, await seedOldToolAccount(suite.database.db, 'tool.only@example.org', 'a long enough passphrase'));
    for (const jar of [anonymous, toolSession]) {
      for (const request of requests) {
        const response = await suite.app.inject({ ...request, headers: jar.headers() });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
        expect(response.json()).toEqual({ error: vaultMessages.signedOut });
      }
    }
  });

  it('keeps vaults apart: a session of one vault never reads, changes or deletes another vault’s record', async () => {
    const keyA = await newKey();
    const { jar: a } = await openSession(newLocator());
    const { jar: b } = await openSession(newLocator());
    const recordId = crypto.randomUUID();
    const secret = await seal(keyA, recordId, 'only vault A may ever hold this');
    expect((await put(a, recordId, secret, 0)).statusCode).toBe(201);
    const [stored] = await records(a);

    expect(await records(b)).toEqual([]);
    // B updating A's record id as if it knew its version: B has no such record.
    const update = await put(b, recordId, envelopeOfBytes(80), 1);
    expect(update.statusCode).toBe(409);
    // The same answer as for an id no vault ever used: nothing says vault A holds it.
    expect(update.json()).toEqual({ error: vaultMessages.conflict, reason: 'conflict', current: null });
    expect((await remove(b, recordId)).statusCode).toBe(204);
    // B may use the same id for a record of its own: a different record, in a different vault.
    const own = await put(b, recordId, envelopeOfBytes(80), 0);
    expect(own.statusCode).toBe(201);
    expect(own.body).not.toContain(secret);
    expect((await records(b)).map((record) => record.envelope)).not.toContain(secret);
    expect((await remove(b, recordId)).statusCode).toBe(204);

    expect(await records(a)).toEqual([stored]);
    expect(await open(keyA, recordId, stored?.envelope ?? '')).toBe('only vault A may ever hold this');
  });

  it('creates at version 1, updates on the stored version, and answers 409 with the current record otherwise', async () => {
    const key = await newKey();
    const { jar } = await openSession(newLocator());
    const recordId = crypto.randomUUID();
    const created = await put(jar, recordId, await seal(key, recordId, 'first'), 0);
    expect(created.statusCode).toBe(201);
    expect(created.json<VaultRecord>()).toMatchObject({ recordId, version: 1 });
    const updated = await put(jar, recordId, await seal(key, recordId, 'second'), 1);
    expect(updated.statusCode).toBe(200);
    expect(updated.json<VaultRecord>()).toMatchObject({ recordId, version: 2 });
    expect(updated.json<VaultRecord>().createdAt).toBe(created.json<VaultRecord>().createdAt);

    const before = await snapshotDatabase(suite.database.db);
    // Another device, still on version 1; and a second "create" of the same id.
    for (const baseVersion of [1, 0, 3]) {
      const stale = await put(jar, recordId, await seal(key, recordId, `from another device on ${baseVersion}`), baseVersion);
      expect(stale.statusCode).toBe(409);
      const conflict = stale.json<{ error: string; reason: string; current: VaultRecord }>();
      expect(conflict.error).toBe(vaultMessages.conflict);
      expect(conflict.reason).toBe('conflict');
      expect(conflict.current).toEqual(updated.json());
      expect(await open(key, recordId, conflict.current.envelope)).toBe('second');
    }
    // A record deleted meanwhile: the conflict says so with `current: null`.
    const gone = crypto.randomUUID();
    expect((await put(jar, gone, await seal(key, gone, 'x'), 2)).json()).toEqual({ error: vaultMessages.conflict, reason: 'conflict', current: null });
    expect(changedTables(before, await snapshotDatabase(suite.database.db))).toEqual([]);
  });

  it('takes only envelopes and record ids of the right shape', async () => {
    const { jar } = await openSession(newLocator());
    const before = await snapshotDatabase(suite.database.db);
    const id = crypto.randomUUID();
    const refused = [
      await put(jar, id, 'my reflection in plain words', 0),
      await put(jar, id, toBase64url(new Uint8Array(ENVELOPE_OVERHEAD_BYTES).fill(2)), 0),
      await put(jar, 'day-3', envelopeOfBytes(64), 0),
      await put(jar, id.toUpperCase(), envelopeOfBytes(64), 0),
      await suite.app.inject({ method: 'POST', url: '/api/vault/session', payload: { locator: 'survivor@example.org' } }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/^[A-Z].*\.$/);
    }
    expect(changedTables(before, await snapshotDatabase(suite.database.db))).toEqual([]);
  });

  it('answers 413 with a sentence over a record’s size, the vault’s size or its number of records, storing nothing', async () => {
    const { jar } = await openSession(newLocator());
    const locator = newLocator();
    const { jar: full } = await openSession(locator);
    const before = await snapshotDatabase(suite.database.db);

    const tooLarge = await put(jar, crypto.randomUUID(), envelopeOfBytes(Math.ceil((VAULT_RECORD_MAX_BYTES * 3) / 4) + 3), 0);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: vaultMessages.recordTooLarge, reason: 'recordTooLarge' });
    const overBody = await suite.app.inject({
      method: 'PUT',
      url: `/api/vault/records/${crypto.randomUUID()}`,
      headers: { ...jar.headers(), 'content-type': 'application/json' },
      payload: JSON.stringify({ envelope: 'A'.repeat(VAULT_PUT_BODY_LIMIT), baseVersion: 0 }),
    });
    expect(overBody.statusCode).toBe(413);
    expect(overBody.json<{ error: string }>().error).toMatch(/^[A-Z].*\.$/);
    // Fastify's own refusal, before our route: a sentence with no reason (the page shows that sentence).
    expect(overBody.json()).not.toHaveProperty('reason');
    expect(changedTables(before, await snapshotDatabase(suite.database.db))).toEqual([]);

    // A vault filled to its limits, written straight into the table.
    const big = envelopeOfBytes(Math.floor((VAULT_RECORD_MAX_BYTES * 3) / 4));
    const bigRows = Math.floor(VAULT_MAX_BYTES / big.length);
    await suite.database.db.insert(vaultRecords).values(
      Array.from({ length: bigRows }, () => ({ vaultId: vaultId(locator), recordId: crypto.randomUUID(), envelope: big, size: big.length, version: 1 })),
    );
    const roomLeft = VAULT_MAX_BYTES - bigRows * big.length;
    const small = envelopeOfBytes(Math.floor((Math.max(roomLeft, 200) * 3) / 4) + 150);
    const fullAnswer = await put(full, crypto.randomUUID(), small, 0);
    expect(fullAnswer.statusCode).toBe(413);
    expect(fullAnswer.json()).toEqual({ error: vaultMessages.vaultFull, reason: 'vaultFull' });
    // Replacing a record with one no bigger still works in a full vault.
    const [first] = await storedRows(locator);
    expect((await put(full, first?.recordId ?? '', envelopeOfBytes(100), 1)).statusCode).toBe(200);

    await suite.database.db.delete(vaultRecords).where(eq(vaultRecords.vaultId, vaultId(locator)));
    const tiny = envelopeOfBytes(40);
    for (let start = 0; start < VAULT_MAX_RECORDS; start += 1000) {
      await suite.database.db.insert(vaultRecords).values(
        Array.from({ length: 1000 }, () => ({ vaultId: vaultId(locator), recordId: crypto.randomUUID(), envelope: tiny, size: tiny.length, version: 1 })),
      );
    }
    const crowded = await put(full, crypto.randomUUID(), tiny, 0);
    expect(crowded.statusCode).toBe(413);
    expect(crowded.json()).toEqual({ error: vaultMessages.tooManyRecords, reason: 'tooManyRecords' });
    const usage = (await list(full)).json<VaultRecordList>().usage;
    expect(usage).toEqual({ records: VAULT_MAX_RECORDS, bytes: VAULT_MAX_RECORDS * tiny.length, maxRecords: VAULT_MAX_RECORDS, maxBytes: VAULT_MAX_BYTES, maxRecordBytes: VAULT_RECORD_MAX_BYTES, fileBytes: 0, maxTotalBytes: VAULT_TOTAL_MAX_BYTES });
    await suite.database.db.delete(vaultRecords).where(eq(vaultRecords.vaultId, vaultId(locator)));
  });

  it('changes the passphrase in one step: records move under the new key, the old vault empties, every old session ends', async () => {
    const oldLocator = newLocator();
    const oldKey = await newKey();
    const { jar: here } = await openSession(oldLocator);
    const { jar: otherDevice } = await openSession(oldLocator);
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    for (const [index, id] of ids.entries()) expect((await put(here, id, await seal(oldKey, id, `entry ${index}`), 0)).statusCode).toBe(201);
    expect((await put(here, ids[0] ?? '', await seal(oldKey, ids[0] ?? '', 'entry 0, edited'), 1)).statusCode).toBe(200);
    const before = await records(here);

    const targetLocator = newLocator();
    const newKeyForVault = await newKey();
    const reencrypted = await Promise.all(
      before.map(async (record) => ({ recordId: record.recordId, version: record.version, envelope: await reencryptEnvelope(oldKey, newKeyForVault, record.recordId, record.envelope) })),
    );
    const rekey = (body: Record<string, unknown>, jar = here) => suite.app.inject({ method: 'POST', url: '/api/vault/rekey', headers: jar.headers(), payload: body });
    const body = { currentLocator: oldLocator, newLocator: targetLocator, records: reencrypted };

    // Another vault in use, for the refusal below.
    const takenLocator = newLocator();
    const { jar: takenOwner } = await openSession(takenLocator);
    expect((await put(takenOwner, crypto.randomUUID(), envelopeOfBytes(64), 0)).statusCode).toBe(201);

    // Refusals first, each changing nothing.
    const unchanged = await snapshotDatabase(suite.database.db);
    const wrongCurrent = await rekey({ ...body, currentLocator: newLocator() });
    expect([wrongCurrent.statusCode, wrongCurrent.json()]).toEqual([403, { error: vaultMessages.rekeyWrongCurrent, reason: 'rekeyWrongCurrent' }]);
    const same = await rekey({ ...body, newLocator: oldLocator });
    expect([same.statusCode, same.json()]).toEqual([400, { error: vaultMessages.rekeySamePassphrase, reason: 'rekeySamePassphrase' }]);
    const missing = await rekey({ ...body, records: reencrypted.slice(1) });
    expect([missing.statusCode, missing.json()]).toEqual([409, { error: vaultMessages.rekeyStale, reason: 'rekeyStale' }]);
    const outdated = await rekey({ ...body, records: reencrypted.map((record) => ({ ...record, version: 1 })) });
    expect([outdated.statusCode, outdated.json()]).toEqual([409, { error: vaultMessages.rekeyStale, reason: 'rekeyStale' }]);
    const duplicated = await rekey({ ...body, records: [reencrypted[0], reencrypted[0]] });
    expect([duplicated.statusCode, duplicated.json()]).toEqual([400, { error: duplicateRecordMessage }]);
    const inUse = await rekey({ ...body, newLocator: takenLocator });
    expect([inUse.statusCode, inUse.json()]).toEqual([409, { error: vaultMessages.rekeyTargetInUse, reason: 'rekeyTargetInUse' }]);
    expect(changedTables(unchanged, await snapshotDatabase(suite.database.db))).toEqual([]);

    const moved = await rekey(body);
    expect(moved.statusCode).toBe(200);
    here.store(moved);
    expect(String(moved.headers['set-cookie'])).toMatch(new RegExp(`^${VAULT_COOKIE}=`));
    const after = moved.json<VaultRecordList>().records;
    expect(after.map((record) => [record.recordId, record.version, record.createdAt])).toEqual(
      before.map((record) => [record.recordId, record.version + 1, record.createdAt]),
    );
    expect(await records(here)).toEqual(after);
    for (const record of after) expect(await open(newKeyForVault, record.recordId, record.envelope)).toMatch(/^entry \d/);

    // The other device's session ended with the old vault; the old locator opens an empty vault.
    expect((await list(otherDevice)).statusCode).toBe(401);
    expect(await storedRows(oldLocator)).toEqual([]);
    expect(await sessionsOf(oldLocator)).toBe(0);
    expect(await sessionsOf(targetLocator)).toBe(1);
    const { jar: oldAgain } = await openSession(oldLocator);
    expect(await records(oldAgain)).toEqual([]);
  });

  it('deletes everything at once: every record and every session of the vault, and nothing of another', async () => {
    const locator = newLocator();
    const { jar: here } = await openSession(locator);
    const { jar: elsewhere } = await openSession(locator);
    const { jar: neighbour } = await openSession(newLocator());
    for (let index = 0; index < 3; index += 1) expect((await put(here, crypto.randomUUID(), envelopeOfBytes(64), 0)).statusCode).toBe(201);
    expect((await put(neighbour, crypto.randomUUID(), envelopeOfBytes(64), 0)).statusCode).toBe(201);

    const erased = await suite.app.inject({ method: 'DELETE', url: '/api/vault', headers: here.headers() });
    expect(erased.statusCode).toBe(204);
    expect(String(erased.headers['set-cookie'])).toMatch(new RegExp(`^${VAULT_COOKIE}=;`));
    expect(await storedRows(locator)).toEqual([]);
    expect(await sessionsOf(locator)).toBe(0);
    expect((await list(here)).statusCode).toBe(401);
    expect((await list(elsewhere)).statusCode).toBe(401);
    expect((await records(neighbour)).length).toBe(1);
  });

  it('ends the vault session on DELETE /api/session (lock and the quick exit), with an old tool session', async () => {
    const locator = newLocator();
    const account = await seedOldToolAccount(suite.database.db, 'locks.both@example.org', 'a long enough passphrase');
    const jar = await plantOldToolSession(suite.app, suite.database.db, account);
    await openSession(locator, jar);
    expect(jar.get(VAULT_COOKIE)).toBeDefined();
    expect(jar.get(SESSION_COOKIE)).toBeDefined();
    const ended = await suite.app.inject({ method: 'DELETE', url: '/api/session', headers: jar.headers() });
    expect(ended.statusCode).toBe(204);
    const cleared = ([] as string[]).concat(ended.headers['set-cookie'] ?? []);
    expect(cleared.some((cookie) => cookie.startsWith(`${VAULT_COOKIE}=;`) && cookie.includes('Path=/api'))).toBe(true);
    expect(cleared.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
    expect(await sessionsOf(locator)).toBe(0);
    expect(await suite.database.db.select().from(sessions).where(eq(sessions.userId, account.id))).toEqual([]);
    expect((await list(jar)).statusCode).toBe(401);
  });

  describe('moving an old account', () => {
    const EMAIL = 'old.account@example.org';
    const PASSPHRASE = 'an old and long passphrase';
    const migrate = (jar: CookieJar, email: string, passphrase: string) =>
      suite.app.inject({ method: 'POST', url: '/api/vault/migration', headers: jar.headers(), payload: { email, passphrase } });
    const complete = (jar: CookieJar, migrationToken: string) =>
      suite.app.inject({ method: 'POST', url: '/api/vault/migration/complete', headers: jar.headers(), payload: { migrationToken } });
    const oldRows = async () => ({
      account: (await suite.database.db.select().from(users).where(eq(users.username, EMAIL))).length,
      days: (await suite.database.db.select().from(affirmationProgress).where(eq(affirmationProgress.userEmail, EMAIL))).length,
      scripts: (await suite.database.db.select().from(boundaryScripts).where(eq(boundaryScripts.userEmail, EMAIL))).length,
    });

    beforeAll(async () => {
      await seedOldToolAccount(suite.database.db, EMAIL, PASSPHRASE, {
        days: [1, 2].map((day) => ({ day, reflection: `Reflection of day ${day}.` })),
        scripts: [{ toxicBehavior: 'gaslighting', situation: 'you said it never happened', generatedScript: 'When you said it never happened, I…', isFavorite: true }],
      });
    });

    it('reveals nothing for a wrong passphrase or an unknown email: the same answer as an account without rows', async () => {
      const { jar } = await openSession(newLocator());
      const wrong = await migrate(jar, EMAIL, 'not the passphrase at all');
      const unknown = await migrate(jar, 'nobody.here@example.org', PASSPHRASE);
      // A console admin's name and password never hand anything out either.
      await createTestAdmin(suite.database.db, 'coach.admin@example.org', PASSPHRASE);
      const before = await snapshotDatabase(suite.database.db);
      const admin = await migrate(jar, 'coach.admin@example.org', PASSPHRASE);
      for (const response of [wrong, unknown, admin]) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ journey: [], boundaryScripts: [], migrationToken: null });
        expect(comparableHeaders(response)).toEqual(comparableHeaders(wrong));
      }
      expect(changedTables(before, await snapshotDatabase(suite.database.db))).toEqual([]);
    });

    it('hands out the rows once with a token, and deletes them and the account only when the token comes back', async () => {
      const locator = newLocator();
      const key = await newKey();
      const { jar } = await openSession(locator);
      const answer = await migrate(jar, ` ${EMAIL.toUpperCase()} `, PASSPHRASE);
      expect(answer.statusCode).toBe(200);
      const moved = answer.json<VaultMigrationAnswer>();
      expect(moved.journey.map((day) => [day.day, day.reflection])).toEqual([
        [1, 'Reflection of day 1.'],
        [2, 'Reflection of day 2.'],
      ]);
      expect(moved.boundaryScripts).toMatchObject([{ toxicBehavior: 'gaslighting', situation: 'you said it never happened', isFavorite: true }]);
      expect(moved.migrationToken).toEqual(expect.any(String));
      expect(moved.migrationToken).not.toContain(EMAIL);
      const token = moved.migrationToken ?? '';

      // The browser seals them into the vault first, as records of their own kinds.
      for (const day of moved.journey) {
        const id = crypto.randomUUID();
        const envelope = await sealRecord(key, id, { kind: 'journey-day', day: day.day, completed: day.completed, reflection: day.reflection ?? '', completedAt: day.completedAt });
        expect((await put(jar, id, envelope, 0)).statusCode).toBe(201);
      }
      for (const script of moved.boundaryScripts) {
        const id = crypto.randomUUID();
        const envelope = await sealRecord(key, id, { kind: 'boundary-script', toxicBehavior: script.toxicBehavior as 'gaslighting', situation: script.situation, generatedScript: script.generatedScript, isFavorite: script.isFavorite, savedAt: script.createdAt });
        expect((await put(jar, id, envelope, 0)).statusCode).toBe(201);
      }
      const sealed = await records(jar);
      expect((await Promise.all(sealed.map((record) => openRecord(key, record.recordId, record.envelope)))).map((record) => record.kind).sort()).toEqual(['boundary-script', 'journey-day', 'journey-day']);

      // A token is good only for the vault session it was given to, and only as signed.
      const { jar: otherVault } = await openSession(newLocator());
      expect((await complete(otherVault, token)).json()).toEqual({ error: vaultMessages.migrationTokenInvalid, reason: 'migrationTokenInvalid' });
      const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      const refusedTampered = await complete(jar, tampered);
      expect([refusedTampered.statusCode, refusedTampered.json()]).toEqual([400, { error: vaultMessages.migrationTokenInvalid, reason: 'migrationTokenInvalid' }]);
      expect(await oldRows()).toEqual({ account: 1, days: 2, scripts: 1 });

      const done = await complete(jar, token);
      expect(done.statusCode).toBe(204);
      expect(await oldRows()).toEqual({ account: 0, days: 0, scripts: 0 });
      // Once: the old account is gone, so the same email and passphrase find nothing more.
      expect((await migrate(jar, EMAIL, PASSPHRASE)).json()).toEqual({ journey: [], boundaryScripts: [], migrationToken: null });
      expect((await complete(jar, token)).statusCode).toBe(204);
      expect((await records(jar)).length).toBe(3);
    });

    it('deletes nothing when the old account changed after its rows were handed out', async () => {
      const email = 'still.writing@example.org';
      await seedOldToolAccount(suite.database.db, email, PASSPHRASE, { days: [{ day: 1, reflection: 'Day one.' }] });
      const { jar } = await openSession(newLocator());
      const token = (await migrate(jar, email, PASSPHRASE)).json<VaultMigrationAnswer>().migrationToken ?? '';
      expect(token).not.toBe('');
      // A row written meanwhile (by a page still on the old routes, while they existed).
      expect(await completeAffirmationDay(suite.database.db, { userEmail: email, day: 2, reflection: 'Day two, written meanwhile.', completedAt: new Date() })).toBeDefined();

      const before = await snapshotDatabase(suite.database.db);
      const refused = await complete(jar, token);
      expect([refused.statusCode, refused.json()]).toEqual([409, { error: vaultMessages.migrationChanged, reason: 'migrationChanged' }]);
      expect(changedTables(before, await snapshotDatabase(suite.database.db))).toEqual([]);
    });

    it('says until when the move is offered, and after LEGACY_TOOLS_UNTIL answers 410 to every step, reading nothing', async () => {
      const offer = await suite.app.inject({ method: 'GET', url: '/api/vault/migration' });
      expect([offer.statusCode, offer.json()]).toEqual([200, { until: testConfig().legacyToolsUntil }]);

      const ended = await openTestApp(target, { config: { rateLimitEnabled: false, legacyToolsUntil: '2026-01-31' } });
      try {
        const refusal = { error: vaultMessages.legacyToolsEnded, reason: 'legacyToolsEnded' };
        const asked = await ended.app.inject({ method: 'GET', url: '/api/vault/migration' });
        expect([asked.statusCode, asked.json()]).toEqual([410, refusal]);
        const jar = new CookieJar();
        jar.store(await ended.app.inject({ method: 'POST', url: '/api/vault/session', payload: { locator: newLocator() } }));
        const before = await snapshotDatabase(ended.database.db);
        const moved = await ended.app.inject({ method: 'POST', url: '/api/vault/migration', headers: jar.headers(), payload: { email: EMAIL, passphrase: PASSPHRASE } });
        expect([moved.statusCode, moved.json()]).toEqual([410, refusal]);
        const completed = await ended.app.inject({ method: 'POST', url: '/api/vault/migration/complete', headers: jar.headers(), payload: { migrationToken: 'x.y' } });
        expect([completed.statusCode, completed.json()]).toEqual([410, refusal]);
        expect(changedTables(before, await snapshotDatabase(ended.database.db))).toEqual([]);
      } finally {
        await ended.close();
      }
    });
  });
});
