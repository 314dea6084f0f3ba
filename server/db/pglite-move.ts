/**
 * Turns 1-2 kept their data with PGlite, directly in DATA_DIR. On the first start of this
 * version the rows move into the embedded PostgreSQL (docs/decisions/0027): PGlite (imported
 * only here) opens the old files, brings them up to the current migrations, and every table is
 * copied over in one transaction (server/db/table-copy.ts); the old files are then kept, moved
 * into DATA_DIR/pglite-before-postgres, until the owner deletes them.
 */
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { type DatabaseHandle, migrationsFolder } from './client';
import { type RunQuery, readTables, writeTables } from './table-copy';

/** Where the old PGlite files go once their rows are in PostgreSQL. */
export const PGLITE_KEPT_DIR_NAME = 'pglite-before-postgres';

/** The entries of a PGlite (PostgreSQL) data directory, and the old server's lock file. */
const PGLITE_ENTRIES = new Set([
  'PG_VERSION',
  'base',
  'global',
  'pg_commit_ts',
  'pg_dynshmem',
  'pg_hba.conf',
  'pg_ident.conf',
  'pg_logical',
  'pg_multixact',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat',
  'pg_stat_tmp',
  'pg_subtrans',
  'pg_tblspc',
  'pg_twophase',
  'pg_wal',
  'pg_xact',
  'postgresql.auto.conf',
  'postgresql.conf',
  'postmaster.opts',
  'postmaster.pid',
  'save-server.lock',
]);

export function hasPgliteData(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * If DATA_DIR holds PGlite's files, copies their rows into `target` (migrated, replacing what it
 * holds: only the first start finds them, before anything was written) and moves the files aside.
 */
export async function moveFromPgliteIfPresent(dataDir: string, target: DatabaseHandle, log: (message: string) => void): Promise<void> {
  if (!hasPgliteData(dataDir)) return;
  log(`Found the data of an earlier version (PGlite) in ${dataDir}: moving it into PostgreSQL.`);
  const started = performance.now();
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const old = await PGlite.create({ dataDir });
  let copy;
  try {
    await migrate(drizzle(old), { migrationsFolder });
    const run: RunQuery = async (text, params) => (await old.query<Record<string, unknown>>(text, params)).rows;
    await old.exec('begin isolation level repeatable read read only');
    copy = await readTables(run);
    await old.exec('rollback');
  } finally {
    await old.close();
  }

  const client = await target.pool.connect();
  let rows: number;
  try {
    ({ rows } = await writeTables(client, copy));
  } finally {
    client.release();
  }

  const kept = join(dataDir, PGLITE_KEPT_DIR_NAME);
  mkdirSync(kept, { recursive: true, mode: 0o700 });
  for (const entry of readdirSync(dataDir)) {
    if (PGLITE_ENTRIES.has(entry)) renameSync(join(dataDir, entry), join(kept, entry));
  }
  log(
    `Moved ${rows} rows from PGlite into PostgreSQL in ${Math.round(performance.now() - started)} ms. ` +
      `The old PGlite files are kept in ${kept}: delete that folder once you have checked the site.`,
  );
}
