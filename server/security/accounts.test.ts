/**
 * One vault can never reach another's records, on every vault route buildApp() registers (found
 * from Fastify's route list: a vault route added later fails here until it has a case below).
 * For each, a request aimed at vault A's records is sent with vault B's session (A stays exactly
 * as it was and nothing of A's comes back), then the same request with A's own session (it
 * works: the request was a real one). Someone without her passphrase gets the same answers from
 * every route whether or not she has a vault. Routes under /api/admin refuse a vault session and
 * an old tool session outright. And a session planted in her browser before she unlocks, or a
 * forged cookie, opens nothing.
 *
 * server/routes/vault.test.ts checks each vault route's own rules in detail (versions, limits,
 * the rekey, erasure, the migration); this file holds the rules for every route, present and
 * future.
 */
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vaultMessages } from '@core/content/validation';
import { type VaultMigrationAnswer, type VaultRecordList } from '@core/contracts/vault';
import { encryptEnvelope } from '@core/vault/envelope';
import { buildApp } from '../app';
import { SESSION_COOKIE } from '../auth/sessions';
import { VAULT_COOKIE, vaultIdFor } from '../auth/vault-sessions';
import type { DatabaseHandle } from '../db/client';
import { users, vaultFileChunks, vaultRecords, vaultSessions } from '../db/schema';
import { changedTables, snapshotDatabase } from '../test-support/database-snapshot';
import { type RouteEntry, routeCollector } from '../test-support/route-inventory';
import { CookieJar, newVaultLocator, openVault, plantOldToolSession, seedOldToolAccount } from '../test-support/test-app';
import { testConfig } from '../test-support/test-config';
import { testDatabases } from '../test-support/test-database';

const PASSPHRASE = 'a long enough passphrase';
const SECRET = 'Only the owner of this vault may ever hold this.';

/** A vault with two sealed records, and a session on it. */
type Vault = { locator: string; jar: CookieJar; key: CryptoKey; recordIds: string[]; envelopes: string[]; fileId: string; chunk: Buffer };

/** POST /api/vault/session opens a vault by its locator alone: whoever holds the locator holds the vault. */
const OPENS_BY_LOCATOR = 'POST /api/vault/session';
/** Routes that need no vault session: opening one, and whether the old-account move is still offered (the same answer for everyone). */
const WITHOUT_SESSION = [OPENS_BY_LOCATOR, 'GET /api/vault/migration'];

let oldAccounts = 0;

describe.each(testDatabases())('vaults are kept apart on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let routes: RouteEntry[];

  beforeAll(async () => {
    database = await target.open();
    const collector = routeCollector();
    app = await buildApp(testConfig({ rateLimitEnabled: false }), { database, onRoute: collector.onRoute });
    await app.ready();
    routes = collector.list();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const seal = (key: CryptoKey, recordId: string, text: string) => encryptEnvelope(key, recordId, new TextEncoder().encode(text));

  async function newVault(): Promise<Vault> {
    const { jar, locator, response } = await openVault(app);
    expect(response.statusCode).toBe(204);
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    const recordIds = [crypto.randomUUID(), crypto.randomUUID()];
    const envelopes: string[] = [];
    for (const recordId of recordIds) {
      const envelope = await seal(key, recordId, SECRET);
      const put = await app.inject({ method: 'PUT', url: `/api/vault/records/${recordId}`, headers: jar.headers(), payload: { envelope, baseVersion: 0 } });
      expect(put.statusCode).toBe(201);
      envelopes.push(envelope);
    }
    // One sealed-looking chunk of one file (docs/decisions/0032): version byte 1, the rest random.
    const fileId = crypto.randomUUID();
    const chunk = Buffer.from(crypto.getRandomValues(new Uint8Array(200)));
    chunk[0] = 1;
    const stored = await app.inject({ method: 'PUT', url: `/api/vault/files/${fileId}/chunks/0`, headers: { ...jar.headers(), 'content-type': 'application/octet-stream' }, payload: chunk });
    expect(stored.statusCode).toBe(201);
    return { locator, jar, key, recordIds, envelopes, fileId, chunk };
  }

  /** Everything stored of one vault: its records as stored and how many sessions it has. */
  async function stateOf(vault: Pick<Vault, 'locator'>) {
    const vaultId = vaultIdFor(testConfig().vaultPepper, vault.locator);
    const records = await database.db.select().from(vaultRecords).where(eq(vaultRecords.vaultId, vaultId));
    const [sessions] = await database.db.select({ n: count() }).from(vaultSessions).where(eq(vaultSessions.vaultId, vaultId));
    const files = await database.db.select().from(vaultFileChunks).where(eq(vaultFileChunks.vaultId, vaultId));
    return {
      records: records.sort((a, b) => a.recordId.localeCompare(b.recordId)),
      sessions: sessions?.n ?? 0,
      files: files.map((row) => `${row.fileId}/${row.chunkIndex}/${row.bytes.toString('hex')}`).sort(),
      // Chunks her browser has not committed yet (docs/decisions/0041): another session must not commit them.
      pending: files.filter((row) => row.committedAt === null).map((row) => `${row.fileId}/${row.chunkIndex}`).sort(),
    };
  }

  /** An old tool account (one day, one script) and a migration token issued to `vault`'s session for it. */
  async function migrationTokenFor(vault: Vault): Promise<{ email: string; token: string }> {
    oldAccounts += 1;
    const email = `old.account.${oldAccounts}@example.org`;
    await seedOldToolAccount(database.db, email, PASSPHRASE, {
      days: [{ day: 1, reflection: 'A reflection.' }],
      scripts: [{ toxicBehavior: 'gaslighting', situation: 'A situation.', generatedScript: 'A script.' }],
    });
    const answer = await app.inject({ method: 'POST', url: '/api/vault/migration', headers: vault.jar.headers(), payload: { email, passphrase: PASSPHRASE } });
    const token = answer.json<VaultMigrationAnswer>().migrationToken;
    expect(token).toEqual(expect.any(String));
    return { email, token: token ?? '' };
  }
  const oldAccountExists = async (email: string) => (await database.db.select().from(users).where(eq(users.username, email))).length === 1;

  /**
   * For each vault route: the request aimed at `target`'s records, sent with `session`'s cookie,
   * and what the target's owner sees when she sends it herself.
   */
  type RouteCase = {
    request: (target: Vault, session: Vault) => Promise<InjectOptions>;
    /** After her own request: it did what it says. */
    ownerSees: (response: LightMyRequestResponse, target: Vault) => Promise<void>;
  };
  /** By the locator of the vault whose session the token was issued to. */
  const migrationTokens = new Map<string, { email: string; token: string }>();
  const issuedTo = async (vault: Vault) => {
    const issued = migrationTokens.get(vault.locator) ?? (await migrationTokenFor(vault));
    migrationTokens.set(vault.locator, issued);
    return issued;
  };
  const cases: Record<string, RouteCase> = {
    'GET /api/vault/records': {
      request: async (_target, session) => ({ method: 'GET', url: '/api/vault/records', headers: session.jar.headers() }),
      ownerSees: async (response, target) => {
        expect(response.json<VaultRecordList>().records.map((record) => record.envelope).sort()).toEqual([...target.envelopes].sort());
      },
    },
    'PUT /api/vault/records/:recordId': {
      request: async (target, session) => ({
        method: 'PUT',
        url: `/api/vault/records/${target.recordIds[0]}`,
        headers: session.jar.headers(),
        payload: { envelope: await seal(target.key, target.recordIds[0] ?? '', 'Overwritten.'), baseVersion: 1 },
      }),
      ownerSees: async (_response, target) => {
        expect((await stateOf(target)).records.find((row) => row.recordId === target.recordIds[0])?.version).toBe(2);
      },
    },
    'DELETE /api/vault/records/:recordId': {
      request: async (target, session) => ({ method: 'DELETE', url: `/api/vault/records/${target.recordIds[0]}`, headers: session.jar.headers() }),
      ownerSees: async (_response, target) => {
        expect((await stateOf(target)).records.map((row) => row.recordId)).toEqual([target.recordIds[1]]);
      },
    },
    'POST /api/vault/rekey': {
      request: async (target, session) => ({
        method: 'POST',
        url: '/api/vault/rekey',
        headers: session.jar.headers(),
        payload: {
          currentLocator: target.locator,
          newLocator: newVaultLocator(),
          records: target.recordIds.map((recordId, index) => ({ recordId, version: 1, envelope: target.envelopes[index] })),
        },
      }),
      ownerSees: async (_response, target) => {
        expect(await stateOf(target)).toEqual({ records: [], sessions: 0, files: [], pending: [] });
      },
    },
    'DELETE /api/vault': {
      request: async (_target, session) => ({ method: 'DELETE', url: '/api/vault', headers: session.jar.headers() }),
      ownerSees: async (_response, target) => {
        expect(await stateOf(target)).toEqual({ records: [], sessions: 0, files: [], pending: [] });
      },
    },
    'PUT /api/vault/files/:fileId/chunks/:index': {
      request: async (target, session) => {
        const replaced = Buffer.from(target.chunk);
        replaced[1] = (replaced[1] ?? 0) ^ 0xff;
        return { method: 'PUT', url: `/api/vault/files/${target.fileId}/chunks/0`, headers: { ...session.jar.headers(), 'content-type': 'application/octet-stream' }, payload: replaced };
      },
      ownerSees: async (response, target) => {
        expect(response.statusCode).toBe(200);
        expect((await stateOf(target)).files).not.toContain(`${target.fileId}/0/${target.chunk.toString('hex')}`);
      },
    },
    'GET /api/vault/files/:fileId/chunks/:index': {
      request: async (target, session) => ({ method: 'GET', url: `/api/vault/files/${target.fileId}/chunks/0`, headers: session.jar.headers() }),
      ownerSees: async (response, target) => {
        expect(response.rawPayload.equals(target.chunk)).toBe(true);
      },
    },
    'DELETE /api/vault/files/:fileId': {
      request: async (target, session) => ({ method: 'DELETE', url: `/api/vault/files/${target.fileId}`, headers: session.jar.headers() }),
      ownerSees: async (_response, target) => {
        expect((await stateOf(target)).files).toEqual([]);
      },
    },
    'POST /api/vault/files/commit': {
      request: async (target, session) => ({ method: 'POST', url: '/api/vault/files/commit', headers: session.jar.headers(), payload: { fileIds: [target.fileId] } }),
      ownerSees: async (response, target) => {
        expect(response.json()).toEqual({ committed: 1 });
        expect((await stateOf(target)).pending).toEqual([]);
      },
    },
    'POST /api/vault/files/held': {
      request: async (target, session) => ({ method: 'POST', url: '/api/vault/files/held', headers: session.jar.headers(), payload: { fileIds: [target.fileId] } }),
      ownerSees: async (response, target) => {
        expect(response.json<{ files: unknown[] }>().files).toEqual([{ fileId: target.fileId, chunks: 1, bytes: target.chunk.length }]);
      },
    },
    'POST /api/vault/migration': {
      // Aimed at the old account whose rows the target was handed: the rows are not the vault's.
      request: async (target, session) => {
        const { email } = await issuedTo(target);
        return { method: 'POST', url: '/api/vault/migration', headers: session.jar.headers(), payload: { email, passphrase: PASSPHRASE } };
      },
      ownerSees: async (response) => {
        expect(response.json<VaultMigrationAnswer>().journey.length).toBe(1);
      },
    },
    'POST /api/vault/migration/complete': {
      request: async (target, session) => {
        const issued = await issuedTo(target);
        return { method: 'POST', url: '/api/vault/migration/complete', headers: session.jar.headers(), payload: { migrationToken: issued.token } };
      },
      ownerSees: async (_response, target) => {
        expect(await oldAccountExists(migrationTokens.get(target.locator)?.email ?? '')).toBe(false);
      },
    },
  };

  const vaultRoutes = () =>
    routes.filter((route) => route.url.startsWith('/api/vault') && route.method !== 'HEAD').map((route) => `${route.method} ${route.url}`);

  it('knows every vault route', () => {
    expect(vaultRoutes().filter((route) => !WITHOUT_SESSION.includes(route)).sort()).toEqual(Object.keys(cases).sort());
  });

  it('never lets one vault’s session list, change, delete, rekey or erase another vault’s records; the owner’s same request works', async () => {
    for (const [route, routeCase] of Object.entries(cases)) {
      const owner = await newVault();
      const other = await newVault();
      const request = await routeCase.request(owner, other);
      const before = await stateOf(owner);
      const migrated = migrationTokens.get(owner.locator);

      const refused = await app.inject(request);
      expect(refused.statusCode, `${route} with another vault's session`).toBeLessThan(500);
      for (const envelope of owner.envelopes) expect(refused.body, route).not.toContain(envelope);
      expect(refused.body, route).not.toContain(owner.locator);
      expect(refused.rawPayload.includes(owner.chunk), `${route} answered the owner's file`).toBe(false);
      expect(await stateOf(owner), `${route} changed the owner's vault`).toEqual(before);
      if (migrated) expect(await oldAccountExists(migrated.email), `${route} moved rows handed to another vault`).toBe(true);
      // Her own session still opens her records, as they were.
      const listed = await app.inject({ method: 'GET', url: '/api/vault/records', headers: owner.jar.headers() });
      expect(listed.json<VaultRecordList>().records.map((record) => record.envelope).sort(), route).toEqual([...owner.envelopes].sort());

      const allowed = await app.inject(await routeCase.request(owner, owner));
      expect(allowed.statusCode, `${route} as the owner answered ${allowed.body}`).toBeGreaterThanOrEqual(200);
      expect(allowed.statusCode, `${route} as the owner answered ${allowed.body}`).toBeLessThan(300);
      await routeCase.ownerSees(allowed, owner);
    }
  });

  /** An answer without what differs between any two answers (the date, a new cookie's value). */
  const comparable = (response: LightMyRequestResponse) => {
    const { date: _date, 'set-cookie': setCookie, ...headers } = response.headers;
    const cookies = ([] as string[]).concat(setCookie ?? []).map((cookie) => cookie.replace(/^([^=]+)=[^;]*/, '$1=<value>'));
    return { status: response.statusCode, body: response.body, headers: { ...headers, 'set-cookie': cookies } };
  };

  it('answers someone without her passphrase the same on every vault route whether or not she has a vault', async () => {
    const herEmail = 'her.email@example.org';
    // What he tries: a passphrase that is not hers opens another vault; her email, her record ids.
    const probe = async (herRecordIds: string[], herFileId: string) => {
      const { response: opened, jar, locator } = await openVault(app);
      const envelope = await seal(await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']), herRecordIds[0] ?? '', 'x');
      const requests: Record<string, InjectOptions> = {
        'GET /api/vault/records': { method: 'GET', url: '/api/vault/records' },
        'PUT /api/vault/records/:recordId': { method: 'PUT', url: `/api/vault/records/${herRecordIds[0]}`, payload: { envelope, baseVersion: 1 } },
        'DELETE /api/vault/records/:recordId': { method: 'DELETE', url: `/api/vault/records/${herRecordIds[1]}` },
        'POST /api/vault/rekey': {
          method: 'POST',
          url: '/api/vault/rekey',
          payload: { currentLocator: locator, newLocator: newVaultLocator(), records: [{ recordId: herRecordIds[0], version: 1, envelope }] },
        },
        // Her file's id: his session reaches only his own vault's files (the GET answers the chunk his own PUT just stored there).
        'PUT /api/vault/files/:fileId/chunks/:index': { method: 'PUT', url: `/api/vault/files/${herFileId}/chunks/0`, payload: Buffer.from([1, ...new Array<number>(40).fill(7)]) },
        'GET /api/vault/files/:fileId/chunks/:index': { method: 'GET', url: `/api/vault/files/${herFileId}/chunks/0` },
        'DELETE /api/vault/files/:fileId': { method: 'DELETE', url: `/api/vault/files/${herFileId}` },
        'POST /api/vault/files/commit': { method: 'POST', url: '/api/vault/files/commit', payload: { fileIds: [herFileId] } },
        'POST /api/vault/files/held': { method: 'POST', url: '/api/vault/files/held', payload: { fileIds: [herFileId] } },
        'POST /api/vault/migration': { method: 'POST', url: '/api/vault/migration', payload: { email: herEmail, passphrase: 'not her passphrase at all' } },
        'POST /api/vault/migration/complete': { method: 'POST', url: '/api/vault/migration/complete', payload: { migrationToken: 'a.guess' } },
        'DELETE /api/vault': { method: 'DELETE', url: '/api/vault' },
      };
      expect(Object.keys(requests).sort()).toEqual(Object.keys(cases).sort());
      const answers = [comparable(opened)];
      for (const request of Object.values(requests)) {
        const headers = Buffer.isBuffer(request.payload) ? { ...jar.headers(), 'content-type': 'application/octet-stream' } : jar.headers();
        answers.push(comparable(await app.inject({ ...request, headers })));
      }
      return answers;
    };

    // She has a vault (records under the ids he tries, an open session) and an old account.
    const her = await newVault();
    await seedOldToolAccount(database.db, herEmail, PASSPHRASE, { days: [{ day: 1, reflection: SECRET }] });
    const whileSheHasOne = await probe(her.recordIds, her.fileId);
    expect(whileSheHasOne.map((answer) => answer.status)).toEqual([204, 200, 409, 204, 409, 201, 200, 200, 200, 200, 200, 400, 204]);
    expect(whileSheHasOne.map((answer) => answer.body).join('\n')).not.toContain(SECRET);

    // She erases her vault and her old account goes: nothing of her is left.
    expect((await app.inject({ method: 'DELETE', url: '/api/vault', headers: her.jar.headers() })).statusCode).toBe(204);
    await database.db.delete(users).where(eq(users.username, herEmail));
    expect(await stateOf(her)).toEqual({ records: [], sessions: 0, files: [], pending: [] });
    expect(await probe(her.recordIds, her.fileId)).toEqual(whileSheHasOne);
  });

  it('refuses every /api/admin route to a vault session and to an old tool session', async () => {
    const owner = await newVault();
    const account = await seedOldToolAccount(database.db, 'admin.probe@example.org', PASSPHRASE);
    const both = await plantOldToolSession(app, database.db, account, new CookieJar().set(VAULT_COOKIE, owner.jar.get(VAULT_COOKIE) ?? ''));
    const admin = routes.filter((route) => route.url.startsWith('/api/admin') && route.method !== 'HEAD' && !route.url.endsWith('/login'));
    expect(admin.length).toBeGreaterThan(10);
    for (const route of admin) {
      const before = await snapshotDatabase(database.db);
      const response = await app.inject({
        method: route.method as InjectOptions['method'],
        url: route.url.replace(/:([A-Za-z0-9_]+)/g, '1'),
        headers: { ...both.headers(), 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      expect(changedTables(before, await snapshotDatabase(database.db))).toEqual([]);
    }
  });

  it('makes a session planted before she unlocks worthless, and a forged or misplaced cookie opens nothing', async () => {
    // He opens a vault of his own and plants that session in her browser.
    const his = await newVault();
    // A real migration token of his, so the requests below are real ones but for the cookie.
    await issuedTo(his);
    const planted = his.jar.get(VAULT_COOKIE) ?? '';
    const herJar = new CookieJar().set(VAULT_COOKIE, planted);
    const { response } = await openVault(app, newVaultLocator(), { jar: herJar });
    expect(response.statusCode).toBe(204);
    expect(herJar.get(VAULT_COOKIE)).not.toBe(planted);
    const herRecordId = crypto.randomUUID();
    const herEnvelope = await seal(his.key, herRecordId, SECRET);
    expect((await app.inject({ method: 'PUT', url: `/api/vault/records/${herRecordId}`, headers: herJar.headers(), payload: { envelope: herEnvelope, baseVersion: 0 } })).statusCode).toBe(201);

    // A tool session of an old account, to misplace its token below.
    const account = await seedOldToolAccount(database.db, 'planted.probe@example.org', PASSPHRASE);
    const tool = await plantOldToolSession(app, database.db, account);
    const herToken = herJar.get(VAULT_COOKIE) ?? '';
    const [rawToken, signature] = herToken.split('.');
    const useless = {
      // His copy ended when she opened her vault in the browser it was planted in.
      planted: new CookieJar().set(VAULT_COOKIE, planted),
      forged: new CookieJar().set(VAULT_COOKIE, app.signCookie(crypto.randomUUID().replaceAll('-', '').padEnd(43, 'A'))),
      unsigned: new CookieJar().set(VAULT_COOKIE, rawToken ?? ''),
      'badly signed': new CookieJar().set(VAULT_COOKIE, `${rawToken}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`),
      'an old tool session as a vault cookie': new CookieJar().set(VAULT_COOKIE, tool.get(SESSION_COOKIE) ?? ''),
      'her vault cookie under the old name': new CookieJar().set(SESSION_COOKIE, herToken),
    };
    const sessionRoutes = vaultRoutes().filter((route) => !WITHOUT_SESSION.includes(route));
    for (const [name, jar] of Object.entries(useless)) {
      for (const route of sessionRoutes) {
        const before = await snapshotDatabase(database.db);
        const request = await cases[route]!.request({ ...his, jar }, { ...his, jar });
        const answer = await app.inject(request);
        expect([answer.statusCode, answer.json()], `${route} with a ${name} cookie`).toEqual([401, { error: vaultMessages.signedOut }]);
        expect(changedTables(before, await snapshotDatabase(database.db)), `${route} with a ${name} cookie`).toEqual([]);
      }
    }
    // Her own session is untouched by all of it.
    const listed = await app.inject({ method: 'GET', url: '/api/vault/records', headers: herJar.headers() });
    expect(listed.json<VaultRecordList>().records.map((record) => record.envelope)).toEqual([herEnvelope]);
  });
});
