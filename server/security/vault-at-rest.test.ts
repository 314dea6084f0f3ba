/**
 * What a copy of the stored data holds once she has used her vault (docs/decisions/0015): her
 * words are encrypted in the browser, so neither what she wrote nor her email may appear
 * anywhere the server keeps things. A marker goes into a reflection and a script, sealed with
 * the core modules exactly as the page does, and saved through the API; then every file of the
 * embedded PostgreSQL's data directory on disk (heap, indexes, write-ahead log) is read byte by
 * byte. As a check that the search looks where the data is, the vault id the records were
 * stored under must be found.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { VaultRecordList } from '@core/contracts/vault';
import { deriveVaultKeys } from '@core/vault/kdf';
import { openRecord, sealRecord } from '@core/vault/records';
import { buildApp } from '../app';
import { vaultIdFor } from '../auth/vault-sessions';
import { openServerDatabase } from '../db/server-database';
import { CookieJar } from '../test-support/test-app';
import { testConfig } from '../test-support/test-config';

const run = crypto.randomUUID().slice(0, 8);
const MARKER = `violet-lantern-${run}-she-kept-this-to-herself`;
const EMAIL = `Marker.${run}@Example.org`;
const PASSPHRASE = 'the quiet harbour at seven';

/** Saves a reflection and a script holding the marker, as the page would; answers the stored vault id. */
async function saveMarkedRecords(app: FastifyInstance, vaultPepper: string): Promise<string> {
  const { encryptionKey, locator } = await deriveVaultKeys(EMAIL, PASSPHRASE);
  const jar = new CookieJar();
  const opened = await app.inject({ method: 'POST', url: '/api/vault/session', payload: { locator } });
  expect(opened.statusCode).toBe(204);
  jar.store(opened);

  const dayId = crypto.randomUUID();
  const scriptId = crypto.randomUUID();
  const entries = [
    { id: dayId, record: { kind: 'journey-day', day: 7, completed: true, reflection: `Today I wrote ${MARKER} and meant it.` } },
    {
      id: scriptId,
      record: { kind: 'boundary-script', toxicBehavior: 'stonewalling', situation: `you went silent about ${MARKER}`, tone: 'exit', generatedScript: `When ${MARKER}, I step away.`, isFavorite: true },
    },
  ] as const;
  for (const { id, record } of entries) {
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/vault/records/${id}`,
      headers: jar.headers(),
      payload: { envelope: await sealRecord(encryptionKey, id, record), baseVersion: 0 },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.body).not.toContain(MARKER);
  }

  // She can read them back; the server never could.
  const listed = await app.inject({ method: 'GET', url: '/api/vault/records', headers: jar.headers() });
  const { records } = listed.json<VaultRecordList>();
  expect(listed.body).not.toContain(MARKER);
  const opened2 = await Promise.all(records.map((record) => openRecord(encryptionKey, record.recordId, record.envelope)));
  expect(JSON.stringify(opened2)).toContain(MARKER);
  return vaultIdFor(vaultPepper, locator);
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .map((name) => join(directory, name))
    .filter((path) => statSync(path).isFile());
}

/** What must never be found, in each spelling the bytes could take. */
const secrets = () => [MARKER, EMAIL, EMAIL.toLowerCase(), EMAIL.trim().toLowerCase()];

describe('her words at rest', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('PostgreSQL on disk: no file of the data directory, write-ahead log included, holds the marker or her email', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'save-vault-at-rest-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const config = testConfig();
    const database = await openServerDatabase({ databaseUrl: undefined, dataDir });
    let vaultId: string;
    try {
      const app = await buildApp(config, { database });
      try {
        vaultId = await saveMarkedRecords(app, config.vaultPepper);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }

    const files = filesUnder(dataDir);
    expect(files.some((path) => /pg_wal/.test(path))).toBe(true);
    let vaultIdFound = false;
    for (const path of files) {
      const bytes = readFileSync(path);
      for (const secret of secrets()) expect(bytes.includes(Buffer.from(secret, 'utf8')), `${secret} in ${path}`).toBe(false);
      if (bytes.includes(Buffer.from(vaultId, 'utf8'))) vaultIdFound = true;
    }
    expect(vaultIdFound, 'the stored vault id, to show the search reads where the records are').toBe(true);
  });
});
