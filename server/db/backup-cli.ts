/**
 * `npm run backup -- [FILE]` and `npm run restore -- FILE` (docs/decisions/0027, docs/deploy.md).
 * Both use DATABASE_URL when set, otherwise the embedded PostgreSQL of DATA_DIR. A backup may be
 * taken while the server runs (one consistent snapshot); a restore needs the server stopped, checks
 * the file's header, then saves what the database holds now, so a wrong file loses nothing; it
 * reads the backup a line at a time, so a backup larger than memory comes back too.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BACKUPS_DIR_NAME, backupFileName, backupTo, restoreFrom } from './backups';
import { runningEmbeddedPostgres } from './embedded-postgres';
import { type ServerDatabase, openServerDatabase } from './server-database';
import { BackupFormatError } from './table-copy';

export type BackupCliIo = { stdout: { write(text: string): unknown }; stderr: { write(text: string): unknown } };

export const backupUsage = `Usage: npm run backup -- [FILE]

Writes a consistent copy of every table to FILE (default: DATA_DIR/backups/save-backup-<time>.jsonl.gz),
readable only by you. Works while the server runs. Copy backups off this machine: docs/deploy.md.
`;

export const restoreUsage = `Usage: npm run restore -- FILE

Replaces everything in the database with the backup FILE. Stop the server first. What the database
holds now is saved to DATA_DIR/backups before anything changes.
`;

const place = (env: Record<string, string | undefined>) => ({
  databaseUrl: env.DATABASE_URL?.trim() || undefined,
  dataDir: env.DATA_DIR?.trim() || './data',
});

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function runBackup(argv: readonly string[], env: Record<string, string | undefined>, io: BackupCliIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout.write(backupUsage);
    return 0;
  }
  const { databaseUrl, dataDir } = place(env);
  const now = new Date();
  const file = resolve(argv[0] ?? join(dataDir, BACKUPS_DIR_NAME, backupFileName(now)));
  let database: ServerDatabase | undefined;
  try {
    database = await openServerDatabase({ databaseUrl, dataDir, poolSize: 1, attachToRunning: true });
    mkdirSync(resolve(file, '..'), { recursive: true, mode: 0o700 });
    const { rows } = await backupTo(database, file, now);
    io.stdout.write(`Backup of ${rows} rows written to ${file}.\n`);
    return 0;
  } catch (error) {
    io.stderr.write(`No backup was written: ${message(error)}\n`);
    return 1;
  } finally {
    await database?.close();
  }
}

export async function runRestore(argv: readonly string[], env: Record<string, string | undefined>, io: BackupCliIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h') || argv.length !== 1 || !argv[0]) {
    (argv.length === 1 ? io.stdout : io.stderr).write(restoreUsage);
    return argv.length === 1 ? 0 : 2;
  }
  const file = resolve(argv[0]);
  if (!existsSync(file)) {
    io.stderr.write(`There is no file ${file}. Nothing was changed.\n`);
    return 1;
  }
  const { databaseUrl, dataDir } = place(env);
  if (!databaseUrl && runningEmbeddedPostgres(dataDir)) {
    io.stderr.write(`The server is running on ${dataDir}. Stop it, run the restore again, then start it. Nothing was changed.\n`);
    return 1;
  }
  let database: ServerDatabase | undefined;
  try {
    const opened = await openServerDatabase({ databaseUrl, dataDir, poolSize: 1 });
    database = opened;
    const now = new Date();
    const before = join(dataDir, BACKUPS_DIR_NAME, backupFileName(now).replace('save-backup-', 'save-backup-before-restore-'));
    // Saved once the file is known to be one of our backups, before anything changes.
    const { rows, createdAt } = await restoreFrom(opened, file, {
      beforeChanging: async () => {
        mkdirSync(join(dataDir, BACKUPS_DIR_NAME), { recursive: true, mode: 0o700 });
        await backupTo(opened, before, now);
      },
    });
    io.stdout.write(`Restored ${rows} rows from the backup of ${createdAt}. What the database held before is saved in ${before}.\n`);
    return 0;
  } catch (error) {
    io.stderr.write(`${error instanceof BackupFormatError ? error.message : `The restore failed: ${message(error)}`} Nothing was changed.\n`);
    return 1;
  } finally {
    await database?.close();
  }
}
