/**
 * A fresh migrated database per test file, on the embedded PostgreSQL that vitest's globalSetup
 * starts once for the run (server/test-support/global-postgres.ts): each is a clone of the
 * migrated template (CREATE DATABASE … TEMPLATE, milliseconds), dropped on close(). Use it as
 *
 *   describe.each(testDatabases())('bookings on $name', (target) => {
 *     let database: DatabaseHandle;
 *     beforeAll(async () => { database = await target.open(); });
 *     afterAll(async () => { await database.close(); });
 *   });
 *
 * or `openTestDatabase()` directly. Tests run on the engine production runs, and only that one.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, migrationsFolder, openDatabase } from '../db/client';

export type TestDatabaseTarget = {
  name: 'postgres';
  /** A fresh, migrated, empty database; close() also drops it. */
  open(): Promise<DatabaseHandle>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withMaintenance<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(inject('testPostgres').connection);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const connections = new WeakMap<DatabaseHandle, pg.PoolConfig>();

/** The connection settings of a database openTestDatabase made (for a second pool, or tools). */
export function testConnectionOf(handle: DatabaseHandle): pg.PoolConfig {
  const connection = connections.get(handle);
  if (!connection) throw new Error('Not a database openTestDatabase made.');
  return connection;
}

/** The data directory of the test cluster (to read its files). */
export function testClusterDir(): string {
  return inject('testPostgres').clusterDir;
}

/** Creates an empty database `name` cloned from the migrated template. */
export async function cloneTemplate(name: string): Promise<void> {
  const { template } = inject('testPostgres');
  await withMaintenance(async (client) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(`create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(template)}`);
        return;
      } catch (error) {
        // Another file cloning the template at this very moment: PostgreSQL allows one at a time.
        if ((error as { code?: string }).code !== '55006' || attempt >= 100) throw error;
        await sleep(20 + Math.random() * 40);
      }
    }
  });
}

export async function dropTestDatabase(name: string): Promise<void> {
  await withMaintenance((client) => client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`));
}

/** A uniquely named database cloned from the migrated template; close() drops it. */
export async function openTestDatabase(options: { poolSize?: number } = {}): Promise<DatabaseHandle> {
  const name = `save_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await cloneTemplate(name);
  const connection: pg.PoolConfig = { ...inject('testPostgres').connection, database: name };
  const handle = await openDatabase({ connection, poolSize: options.poolSize ?? 4 });
  connections.set(handle, connection);
  const closePool = handle.close;
  let closing: Promise<void> | undefined;
  handle.close = () =>
    (closing ??= (async () => {
      await closePool();
      await dropTestDatabase(name);
    })());
  return handle;
}

/** An empty database (not migrated: for migration tests), and how to drop it. */
export async function createEmptyTestDatabase(): Promise<{ connection: pg.PoolConfig; drop(): Promise<void> }> {
  const name = `save_empty_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withMaintenance((client) => client.query(`create database ${client.escapeIdentifier(name)}`));
  return { connection: { ...inject('testPostgres').connection, database: name }, drop: () => dropTestDatabase(name) };
}

/** The migrations up to and including `lastTag`, in a temporary folder of their own. */
function migrationsUpTo(lastTag: string): string {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`No migration is tagged ${lastTag} in ${migrationsFolder}.`);
  const folder = mkdtempSync(join(tmpdir(), 'save-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

/**
 * A migration test: migrates an empty database up to and including `lastTag`, lets `before` store
 * rows as they were stored then, runs the remaining migrations, lets `after` read what they made of
 * them, and drops the database (whatever happened).
 */
export async function migrateAcross(
  lastTag: string,
  steps: { before(client: pg.Client): Promise<void>; after(client: pg.Client): Promise<void> },
): Promise<void> {
  const upTo = migrationsUpTo(lastTag);
  const empty = await createEmptyTestDatabase();
  try {
    const client = new pg.Client(empty.connection);
    await client.connect();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: upTo });
      await steps.before(client);
      await migrate(db, { migrationsFolder });
      await steps.after(client);
    } finally {
      await client.end();
    }
  } finally {
    await empty.drop();
    rmSync(upTo, { recursive: true, force: true });
  }
}

/** A postgresql:// URL for connection settings (the socket directory in `host=`), as DATABASE_URL takes it. */
export function connectionUrl(connection: pg.PoolConfig): string {
  const user = encodeURIComponent(String(connection.user ?? ''));
  const password = encodeURIComponent(String(connection.password ?? ''));
  const params = new URLSearchParams({ host: String(connection.host ?? ''), port: String(connection.port ?? 5432) });
  return `postgresql://${user}:${password}@localhost/${encodeURIComponent(String(connection.database ?? ''))}?${params}`;
}

/** The engine every test file runs on (one: the one production runs). */
export function testDatabases(): TestDatabaseTarget[] {
  return [{ name: 'postgres', open: () => openTestDatabase() }];
}
