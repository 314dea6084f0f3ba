import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder every `server/db/<resource>.ts` function takes; the same on both drivers. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  /** postgres://… : use PostgreSQL through node-postgres (dataDir is then ignored). */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or 'memory' for a throwaway in-memory database. */
  dataDir?: string | undefined;
  /** PGlite only: start from this dumped data directory (tests use a migrated template). */
  loadDataDir?: Blob | undefined;
  /** node-postgres only: connections in the pool (default 10). */
  poolSize?: number | undefined;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PGlite settings that keep memory modest: the defaults size the shared buffers for a
 * server (128 MB), but this is one connection serving one small site whose files the system
 * caches anyway. What was tried and measured: docs/decisions/0010.
 */
export const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'work_mem=4MB',
  '-c',
  'maintenance_work_mem=16MB',
];

/**
 * Creates a new PGlite data directory in a short-lived child process. initdb takes ~1 GB of
 * memory and seconds of work; done in the server itself, the process kept some 130 MB more for
 * its whole life than after a restart (docs/decisions/0010). Nothing to do when it exists.
 */
async function createDataDirInChild(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)}); await (await PGlite.create({ dataDir: process.argv[1] })).close();`;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '--eval', script, dataDir], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Could not create the data directory ${dataDir}: ${stderr.trim() || `exit code ${code}`}`)),
    );
  });
}

const drivers = new WeakMap<DatabaseHandle, { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; client: pg.Pool }>();

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => undefined);
    // Fail now, with the driver's message, rather than on the first request.
    const probe = await pool.connect();
    probe.release();
    const db: Database = drizzleNodePg(pool, { schema });
    const handle: DatabaseHandle = { db, kind: 'postgres', close: () => pool.end() };
    drivers.set(handle, { kind: 'postgres', client: pool });
    return handle;
  }

  const dataDir = options.dataDir ?? './data';
  const inMemory = dataDir === 'memory';
  // Only this user may read the database (the server's lock creates it so first; this is for tools).
  if (!inMemory) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (!inMemory && !options.loadDataDir) await createDataDirInChild(dataDir);
  const client = await PGlite.create({
    ...(inMemory ? {} : { dataDir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    startParams: pgliteStartParams,
  });
  const db: Database = drizzlePglite(client, { schema });
  let closed = false;
  const handle: DatabaseHandle = {
    db,
    kind: 'pglite',
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
  drivers.set(handle, { kind: 'pglite', client });
  return handle;
}

/** The pg_advisory_lock key that migrations hold ("migrate" in ASCII, within a bigint). */
export const MIGRATION_LOCK_KEY = 0x6d696772617465n;

/**
 * Applies every pending migration of server/db/migrations. Safe to run on every start. On
 * PostgreSQL it holds a session-level advisory lock on one connection for the whole run, so
 * instances started together migrate one after another: the second finds nothing left to do
 * instead of racing to create the same schema (drizzle's own bookkeeping is not safe to race).
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const driver = drivers.get(handle);
  if (!driver) throw new Error('migrateDatabase needs a handle returned by openDatabase.');
  if (driver.kind === 'pglite') {
    await migratePglite(drizzlePglite(driver.client), { migrationsFolder });
    return;
  }
  const connection = await driver.client.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      // On this very connection: drizzle runs its transaction on the client it is given.
      await migrateNodePg(drizzleNodePg(connection), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    connection.release();
  }
}

/** The PGlite client behind a handle (tests dump it as a template), or undefined on PostgreSQL. */
export function pgliteClientOf(handle: DatabaseHandle): PGlite | undefined {
  const driver = drivers.get(handle);
  return driver?.kind === 'pglite' ? driver.client : undefined;
}
