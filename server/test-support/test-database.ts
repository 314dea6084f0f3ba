/**
 * A fresh migrated database per test file: in-memory PGlite always, and real PostgreSQL too
 * when TEST_DATABASE_URL is set (a role that may create databases). Use it as
 *
 *   describe.each(testDatabases())('bookings on $name', (target) => {
 *     let database: DatabaseHandle;
 *     beforeAll(async () => { database = await target.open(); });
 *     afterAll(async () => { await database.close(); });
 *   });
 *
 * A fresh PGlite takes seconds to initialise (initdb), so the first file migrates one, dumps
 * its data directory to node_modules/.cache, and every file after that starts from the dump.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type DatabaseHandle, migrateDatabase, migrationsFolder, openDatabase, pgliteClientOf } from '../db/client';

export type TestDatabaseKind = 'pglite' | 'postgres';

export type TestDatabaseTarget = {
  name: TestDatabaseKind;
  /** A fresh, migrated, empty database; close() also drops it (PostgreSQL). */
  open(): Promise<DatabaseHandle>;
};

const cacheDir = fileURLToPath(new URL('../../node_modules/.cache/save-sisterhood', import.meta.url));

/** Changes whenever a migration or the PGlite version changes. */
function templateKey(): string {
  const hash = createHash('sha256');
  const pglitePackage = fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url));
  hash.update(readFileSync(pglitePackage));
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(migrationsFolder, file);
    if (statSync(path).isFile()) hash.update(file).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function buildTemplate(): Promise<Blob> {
  const handle = await openDatabase({ dataDir: 'memory' });
  try {
    await migrateDatabase(handle);
    const client = pgliteClientOf(handle);
    if (!client) throw new Error('Expected a PGlite handle.');
    return await client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

/**
 * The migrated template (a dumped PGlite data directory), built once per migration set and
 * shared by every test process. `openDatabase({ dataDir, loadDataDir: template })` unpacks it
 * into a real data directory, without the seconds initdb takes.
 */
export async function loadTemplate(): Promise<Blob> {
  mkdirSync(cacheDir, { recursive: true });
  const file = join(cacheDir, `pglite-template-${templateKey()}.tar`);
  const buildLock = `${file}.building`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      return new Blob([await readFile(file)]);
    } catch {
      // Not built yet.
    }
    let building = false;
    try {
      mkdirSync(buildLock);
      building = true;
    } catch {
      // Another test process is building it; wait, unless its lock is old (it died).
      try {
        if (Date.now() - statSync(buildLock).mtimeMs > 60_000) rmdirSync(buildLock);
      } catch {
        // Gone meanwhile.
      }
    }
    if (building) {
      try {
        const template = await buildTemplate();
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, Buffer.from(await template.arrayBuffer()));
        await rename(temporary, file);
        return template;
      } finally {
        rmdirSync(buildLock);
      }
    }
    if (Date.now() > deadline) return buildTemplate();
    await sleep(100);
  }
}

let templatePromise: Promise<Blob> | undefined;

export async function openTestPglite(): Promise<DatabaseHandle> {
  templatePromise ??= loadTemplate();
  return openDatabase({ dataDir: 'memory', loadDataDir: await templatePromise });
}

const postgresUrls = new WeakMap<DatabaseHandle, string>();

/** The connection URL of a database openTestPostgres made (for tools such as pg_dump), else undefined. */
export function testPostgresUrlOf(handle: DatabaseHandle): string | undefined {
  return postgresUrls.get(handle);
}

/** A uniquely named database on the TEST_DATABASE_URL server, migrated, dropped on close(). */
export async function openTestPostgres(adminUrl: string): Promise<DatabaseHandle> {
  const name = `save_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  postgresUrls.set(handle, url.toString());
  await migrateDatabase(handle);
  const closePool = handle.close;
  handle.close = async () => {
    await closePool();
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    try {
      await dropper.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await dropper.end();
    }
  };
  return handle;
}

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set. */
export function testDatabases(env: Record<string, string | undefined> = process.env): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ name: 'pglite', open: openTestPglite }];
  const adminUrl = env.TEST_DATABASE_URL?.trim();
  if (adminUrl) targets.push({ name: 'postgres', open: () => openTestPostgres(adminUrl) });
  return targets;
}
