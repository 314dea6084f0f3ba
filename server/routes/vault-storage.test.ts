/**
 * No stranger can fill the disk (issue 25, item 5): a daily byte budget of vault writes per
 * address, shared through the database, and a cap on every vault together (VAULT_STORAGE_CAP_MB)
 * that answers 507 with a reason, warns in the log and on the console's home screen, and never
 * stops a deletion. Through buildApp() + app.inject(), as a browser would call it.
 */
import { vaultMessages } from '@core/content/validation';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview } from '@core/contracts/admin';
import { type VaultRecordList } from '@core/contracts/vault';
import { toBase64url } from '@core/vault/base64url';
import { consoleHeaders, createTestAdmin, signInAdmin } from '../test-support/admin-session';
import { CookieJar, openTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-database';

const KB = 1024;
const newLocator = () => toBase64url(crypto.getRandomValues(new Uint8Array(32)));
/** A well-formed envelope of `bytes` bytes (version byte 1, the rest random). */
const envelopeOfBytes = (bytes: number) => {
  const raw = new Uint8Array(Math.ceil((bytes * 3) / 4));
  for (let start = 0; start < raw.length; start += 65_536) crypto.getRandomValues(raw.subarray(start, Math.min(raw.length, start + 65_536)));
  raw[0] = 1;
  return toBase64url(raw).slice(0, bytes);
};

function vaultClient(app: FastifyInstance, remoteAddress: string) {
  const jar = new CookieJar();
  return {
    jar,
    open: async (locator: string) => {
      const response = await app.inject({ method: 'POST', url: '/api/vault/session', payload: { locator }, remoteAddress });
      jar.store(response);
      expect(response.statusCode).toBe(204);
    },
    put: (recordId: string, envelope: string, baseVersion = 0) =>
      app.inject({ method: 'PUT', url: `/api/vault/records/${recordId}`, headers: jar.headers(), payload: { envelope, baseVersion }, remoteAddress }),
    remove: (recordId: string) => app.inject({ method: 'DELETE', url: `/api/vault/records/${recordId}`, headers: jar.headers(), remoteAddress }),
    list: async () => {
      const response = await app.inject({ method: 'GET', url: '/api/vault/records', headers: jar.headers(), remoteAddress });
      expect(response.statusCode).toBe(200);
      return response.json<VaultRecordList>();
    },
  };
}

describe.each(testDatabases())('the daily vault byte budget per address on $name', (target) => {
  const BUDGET = 1024 * KB;
  let harness: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    // The minute's rate limits off, so only the byte budget stops the flood.
    harness = await openTestApp(target, { config: { rateLimitEnabled: false, vaultDailyWriteBytes: BUDGET } });
    ({ app } = harness);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('a flood of writes from one address into made-up vaults stops at its budget, and nothing of hers is lost', async () => {
    // Her own vault, from her own address.
    const her = vaultClient(app, '203.0.113.5');
    await her.open(newLocator());
    const herRecord = crypto.randomUUID();
    const herEnvelope = envelopeOfBytes(20 * KB);
    expect((await her.put(herRecord, herEnvelope)).statusCode).toBe(201);

    // A stranger makes up vaults and writes 100 KB records until refused.
    const stranger = '198.51.100.77';
    let accepted = 0;
    let refusal: { statusCode: number; body: unknown } | undefined;
    for (let attempt = 0; attempt < 30 && !refusal; attempt += 1) {
      const made = vaultClient(app, stranger);
      await made.open(newLocator());
      const response = await made.put(crypto.randomUUID(), envelopeOfBytes(100 * KB));
      if (response.statusCode === 201) accepted += 100 * KB;
      else refusal = { statusCode: response.statusCode, body: response.json() };
    }
    expect(accepted).toBeLessThanOrEqual(BUDGET);
    expect(accepted).toBeGreaterThan(BUDGET - 100 * KB);
    expect(refusal).toEqual({ statusCode: 429, body: { error: vaultMessages.writeBudgetSpent, reason: 'writeBudgetSpent' } });

    // Still refused, into yet another made-up vault.
    const again = vaultClient(app, stranger);
    await again.open(newLocator());
    const small = await again.put(crypto.randomUUID(), envelopeOfBytes(50 * KB));
    expect(small.statusCode).toBe(429);
    expect(small.json()).toMatchObject({ reason: 'writeBudgetSpent' });
    expect((await again.list()).records).toEqual([]);

    // Her record is as she saved it, and she still saves from her own address.
    const list = await her.list();
    expect(list.records.map((record) => [record.recordId, record.envelope])).toEqual([[herRecord, herEnvelope]]);
    expect((await her.put(crypto.randomUUID(), envelopeOfBytes(10 * KB))).statusCode).toBe(201);
  });

  it('parallel writes from one address share one budget', async () => {
    const address = '192.0.2.44';
    const clients = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const client = vaultClient(app, address);
        await client.open(newLocator());
        return client;
      }),
    );
    const answers = await Promise.all(clients.map((client) => client.put(crypto.randomUUID(), envelopeOfBytes(100 * KB))));
    const created = answers.filter((answer) => answer.statusCode === 201).length;
    expect(created * 100 * KB).toBeLessThanOrEqual(BUDGET);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(16 - created);
  });

  it('a passphrase change spends only the bytes it adds: a vault grown by its rekey stops at the budget', async () => {
    const address = '192.0.2.46';
    const client = vaultClient(app, address);
    const locator = newLocator();
    await client.open(locator);
    const ids = Array.from({ length: 10 }, () => crypto.randomUUID());
    for (const recordId of ids) expect((await client.put(recordId, envelopeOfBytes(1 * KB))).statusCode).toBe(201);
    const rekey = (size: number) =>
      app.inject({
        method: 'POST',
        url: '/api/vault/rekey',
        headers: client.jar.headers(),
        remoteAddress: address,
        payload: { currentLocator: locator, newLocator: newLocator(), records: ids.map((recordId) => ({ recordId, version: 1, envelope: envelopeOfBytes(size) })) },
      });
    // Grown to 10 x 120 KB: 1,190 KB more than stored, past the 1,024 KB budget.
    const grown = await rekey(120 * KB);
    expect(grown.statusCode).toBe(429);
    expect(grown.json()).toEqual({ error: vaultMessages.writeBudgetSpent, reason: 'writeBudgetSpent' });
    expect((await client.list()).records.map((record) => record.recordId).sort()).toEqual([...ids].sort());
    // Re-encrypted at the same size: nothing new, nothing spent, so it goes through.
    expect((await rekey(1 * KB)).statusCode).toBe(200);
  });

  it('a spent budget never stops reading or deleting', async () => {
    const address = '192.0.2.45';
    const client = vaultClient(app, address);
    await client.open(newLocator());
    const recordIds = Array.from({ length: 10 }, () => crypto.randomUUID());
    for (const recordId of recordIds) expect((await client.put(recordId, envelopeOfBytes(100 * KB))).statusCode).toBe(201);
    expect((await client.put(crypto.randomUUID(), envelopeOfBytes(30 * KB))).statusCode).toBe(429);
    expect((await client.list()).records).toHaveLength(10);
    for (const recordId of recordIds) expect((await client.remove(recordId)).statusCode).toBe(204);
    expect((await client.list()).records).toEqual([]);
  });
});

describe.each(testDatabases())('the cap on every vault together (VAULT_STORAGE_CAP_MB) on $name', (target) => {
  const CAP = 1024 * KB;
  const lines: string[] = [];
  let harness: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    harness = await openTestApp(target, {
      config: { rateLimitEnabled: false, vaultDailyWriteBytes: null, vaultStorageCapBytes: CAP, logLevel: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
    ({ app } = harness);
    await createTestAdmin(harness.database.db, 'coach@example.org', 'a long admin password');
  });
  afterAll(async () => {
    await harness?.close();
  });

  let consoleJar: CookieJar | undefined;
  const overview = async () => {
    consoleJar ??= (await signInAdmin(app, 'coach@example.org', 'a long admin password')).jar;
    const jar = consoleJar;
    const response = await app.inject({ method: 'GET', url: '/api/admin/overview', headers: consoleHeaders(jar) });
    expect(response.statusCode).toBe(200);
    return response.json<AdminOverview>().vaultStorage;
  };

  it('refuses new writes with 507 and its reason once full, warns first, and deleting still works', async () => {
    expect(await overview()).toEqual({ usedBytes: 0, capBytes: CAP, nearCap: false, full: false });

    // Different vaults, different addresses: the cap is the whole site's.
    const writers = ['203.0.113.10', '203.0.113.11', '203.0.113.12'].map((address) => vaultClient(app, address));
    for (const writer of writers) await writer.open(newLocator());
    const first = writers[0]!;
    const kept: string[] = [];
    // 10 x 100 KB: 1,000 KB of 1,024; the 9th passed 80 %.
    for (let index = 0; index < 10; index += 1) {
      const recordId = crypto.randomUUID();
      const response = await writers[index % 3]!.put(recordId, envelopeOfBytes(100 * KB));
      expect(response.statusCode).toBe(201);
      if (index % 3 === 0) kept.push(recordId);
    }
    const near = await overview();
    expect(near).toEqual({ usedBytes: 1000 * KB, capBytes: CAP, nearCap: true, full: false });
    const warnings = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.event === 'vault-storage-near-cap');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ percent: 87, level: 40 });

    // 100 KB more does not fit: refused, nothing stored.
    const refused = await writers[1]!.put(crypto.randomUUID(), envelopeOfBytes(100 * KB));
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({ error: vaultMessages.storageFull, reason: 'storageFull' });
    expect((await overview()).usedBytes).toBe(1000 * KB);

    // A change that adds nothing still goes through; one that grows past the cap does not.
    const firstRecords = await first.list();
    const record = firstRecords.records[0]!;
    expect((await first.put(record.recordId, envelopeOfBytes(100 * KB), record.version)).statusCode).toBe(200);
    expect((await first.put(record.recordId, envelopeOfBytes(300 * KB - 1), record.version + 1)).statusCode).toBe(413);
    expect((await first.put(record.recordId, envelopeOfBytes(125 * KB), record.version + 1)).statusCode).toBe(507);
    const grown = await first.put(record.recordId, envelopeOfBytes(120 * KB), record.version + 1);
    expect(grown.statusCode).toBe(200);
    expect((await first.put(crypto.randomUUID(), envelopeOfBytes(100 * KB))).statusCode).toBe(507);

    // Deleting works when full, and frees room for her next save.
    for (const recordId of kept) expect((await first.remove(recordId)).statusCode).toBe(204);
    expect((await first.list()).records).toEqual([]);
    expect((await writers[2]!.put(crypto.randomUUID(), envelopeOfBytes(100 * KB))).statusCode).toBe(201);
    expect((await overview()).nearCap).toBe(false);
    // The log never carries a locator, a vault id or a record id: only the event and a percentage.
    const text = lines.join('\n');
    for (const recordId of kept) expect(text).not.toContain(recordId);
  });

  it('lists both refusals in the OpenAPI document: 429 and 507 on a record put, 507 on a rekey', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    expect(Object.keys(document.paths['/api/vault/records/{recordId}']!.put!.responses)).toEqual(expect.arrayContaining(['429', '507']));
    expect(Object.keys(document.paths['/api/vault/rekey']!.post!.responses)).toEqual(expect.arrayContaining(['429', '507']));
  });

  it('deleting a whole vault works when the storage is full', async () => {
    const client = vaultClient(app, '203.0.113.20');
    await client.open(newLocator());
    let stored = 0;
    for (;;) {
      const response = await client.put(crypto.randomUUID(), envelopeOfBytes(100 * KB));
      if (response.statusCode !== 201) {
        expect(response.statusCode).toBe(507);
        break;
      }
      stored += 1;
    }
    expect(stored).toBeGreaterThan(0);
    // The last bytes up to the cap fit; then even one byte more is refused.
    const left = CAP - (await overview()).usedBytes;
    expect(left).toBeGreaterThan(4);
    expect((await client.put(crypto.randomUUID(), envelopeOfBytes(left))).statusCode).toBe(201);
    const full = await overview();
    expect(full).toEqual({ usedBytes: CAP, capBytes: CAP, nearCap: true, full: true });
    expect((await client.put(crypto.randomUUID(), envelopeOfBytes(64))).statusCode).toBe(507);
    expect(lines.some((line) => line.includes('"event":"vault-storage-full"'))).toBe(true);
    const deleted = await app.inject({ method: 'DELETE', url: '/api/vault', headers: client.jar.headers(), remoteAddress: '203.0.113.20' });
    expect(deleted.statusCode).toBe(204);
  });
});
