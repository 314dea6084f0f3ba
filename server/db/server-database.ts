/**
 * The database the server (and the tools: admin:create, backup, restore) uses: PostgreSQL at
 * DATABASE_URL, or else the embedded PostgreSQL of DATA_DIR, started here and stopped by
 * close() (docs/decisions/0027). Either way migrated, through the same driver and code.
 */
import { type DatabaseHandle, migrateDatabase, openDatabase } from './client';
import { EMBEDDED_POOL_SIZE, type EmbeddedPostgres, runningEmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';
import { moveFromPgliteIfPresent } from './pglite-move';

export type ServerDatabase = DatabaseHandle & {
  /** Where the data is, for a log line (never a password). */
  where: string;
  /** The embedded PostgreSQL this process started, if it did. */
  embedded: EmbeddedPostgres | undefined;
};

export type ServerDatabaseOptions = {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize?: number;
  /** Tools: use the embedded PostgreSQL a running server started, rather than refusing. */
  attachToRunning?: boolean;
  /** Told what happens that an operator should know (moving old data, PostgreSQL's errors). */
  log?: (message: string) => void;
};

export async function openServerDatabase(options: ServerDatabaseOptions): Promise<ServerDatabase> {
  const log = options.log ?? (() => undefined);
  if (options.databaseUrl) {
    const handle = await openDatabase({ databaseUrl: options.databaseUrl, poolSize: options.poolSize });
    try {
      await migrateDatabase(handle);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return { ...handle, where: 'PostgreSQL at DATABASE_URL', embedded: undefined };
  }

  const running = options.attachToRunning ? runningEmbeddedPostgres(options.dataDir) : undefined;
  if (running) {
    const handle = await openDatabase({ connection: running, poolSize: options.poolSize });
    return { ...handle, where: `the running server's PostgreSQL in ${options.dataDir}`, embedded: undefined };
  }

  const embedded = await startEmbeddedPostgres({ dataDir: options.dataDir, onLog: (line) => log(`PostgreSQL: ${line}`) });
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ connection: embedded.connection, poolSize: options.poolSize ?? EMBEDDED_POOL_SIZE });
    await migrateDatabase(handle);
    await moveFromPgliteIfPresent(options.dataDir, handle, log);
  } catch (error) {
    await handle?.close();
    await embedded.stop();
    throw error;
  }
  const pool = handle;
  let closing: Promise<void> | undefined;
  return {
    ...pool,
    where: `PostgreSQL in ${options.dataDir}`,
    embedded,
    close: () =>
      (closing ??= (async () => {
        try {
          await pool.close();
        } finally {
          await embedded.stop();
        }
      })()),
  };
}
