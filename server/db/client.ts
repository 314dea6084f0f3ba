import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder every `server/db/<resource>.ts` function takes. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  /** The node-postgres pool behind db (raw SQL, backups). */
  pool: pg.Pool;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  /** postgres://… of a PostgreSQL server, or */
  databaseUrl?: string | undefined;
  /** node-postgres connection settings (the embedded PostgreSQL's socket and password). */
  connection?: pg.PoolConfig | undefined;
  /** Connections in the pool (default 10). */
  poolSize?: number | undefined;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens a pool on PostgreSQL (DATABASE_URL or the embedded one) and checks it answers. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (!options.databaseUrl && !options.connection) throw new Error('openDatabase needs a databaseUrl or connection settings.');
  const pool = new pg.Pool({
    ...(options.connection ?? {}),
    ...(options.databaseUrl ? { connectionString: options.databaseUrl } : {}),
    max: options.poolSize ?? 10,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  // Fail now, with the driver's message, rather than on the first request.
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const db: Database = drizzleNodePg(pool, { schema });
  let closed: Promise<void> | undefined;
  return { db, pool, close: () => (closed ??= pool.end()) };
}

/** The pg_advisory_lock key that migrations hold ("migrate" in ASCII, within a bigint). */
export const MIGRATION_LOCK_KEY = 0x6d696772617465n;

/**
 * Applies every pending migration of server/db/migrations. Safe to run on every start. It holds a session-level advisory lock on one connection for the whole run, so
 * instances started together migrate one after another: the second finds nothing left to do
 * instead of racing to create the same schema (drizzle's own bookkeeping is not safe to race).
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const connection = await handle.pool.connect();
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
