/**
 * Backups (docs/decisions/0027): a consistent copy of every table (server/db/table-copy.ts) in a
 * file. The server takes one a day into DATA_DIR/backups and deletes those older than
 * BACKUP_RETENTION_DAYS; `npm run backup` writes one where it is told; `npm run restore -- FILE`
 * brings one back into a stopped server's database.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseHandle } from './client';
import { openTablesCopy, saveTablesConsistently, writeTables } from './table-copy';

export const BACKUPS_DIR_NAME = 'backups';
const BACKUP_FILE = /^save-backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)\.jsonl\.gz$/;
const DAY_MS = 24 * 3600 * 1000;

/** save-backup-2026-11-28T14-05-00Z.jsonl.gz */
export function backupFileName(at: Date): string {
  return `save-backup-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.jsonl.gz`;
}

/** Writes a consistent backup of the database to `file` (mode 0600); answers its row count. */
export async function backupTo(database: DatabaseHandle, file: string, now: Date = new Date()): Promise<{ rows: number }> {
  const client = await database.pool.connect();
  try {
    return await saveTablesConsistently(client, file, now);
  } finally {
    client.release();
  }
}

/**
 * Replaces every row of the database with the backup's, all or nothing, reading the file a line
 * at a time (a backup with her photos is larger than memory). Its header is checked first:
 * `beforeChanging` runs only for a file that is one of our backups, before anything changes.
 */
export async function restoreFrom(
  database: DatabaseHandle,
  file: string,
  options: { beforeChanging?: () => Promise<unknown> } = {},
): Promise<{ rows: number; createdAt: string }> {
  const copy = await openTablesCopy(file);
  try {
    await options.beforeChanging?.();
    const client = await database.pool.connect();
    try {
      const { rows } = await writeTables(client, copy);
      return { rows, createdAt: copy.header.createdAt };
    } finally {
      client.release();
    }
  } finally {
    copy.close();
  }
}

/** The backups in `dir`, newest first, with the time each was taken. */
export function listBackups(dir: string): { file: string; takenAt: Date }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .flatMap((name) => {
      const match = BACKUP_FILE.exec(name);
      if (!match?.[1]) return [];
      const stamp = match[1].replace(/T(\d{2})-(\d{2})-(\d{2})Z$/, 'T$1:$2:$3Z');
      return [{ file: join(dir, name), takenAt: new Date(stamp) }];
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

export type DailyBackupOutcome = { taken: string | undefined; deleted: number };

/**
 * Takes today's backup into `dir` unless one is less than a day old, and deletes those older
 * than `retentionDays` (an erased email stays in a backup until that backup ages out).
 */
export async function dailyBackup(database: DatabaseHandle, dir: string, retentionDays: number, now: Date = new Date()): Promise<DailyBackupOutcome> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let taken: string | undefined;
  const newest = listBackups(dir)[0];
  if (!newest || now.getTime() - newest.takenAt.getTime() >= DAY_MS) {
    taken = join(dir, backupFileName(now));
    await backupTo(database, taken, now);
  }
  let deleted = 0;
  for (const backup of listBackups(dir)) {
    if (now.getTime() - backup.takenAt.getTime() > retentionDays * DAY_MS && backup.file !== taken) {
      rmSync(backup.file, { force: true });
      deleted += 1;
    }
  }
  // Partial files a crash left behind.
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name.endsWith('.partial') && now.getTime() - statSync(path).mtimeMs > DAY_MS) rmSync(path, { force: true });
  }
  return { taken, deleted };
}

/** How often the server checks whether a day has passed since its last backup. */
export const BACKUP_CHECK_INTERVAL_MS = 3600_000;

type BackupLog = { info(fields: object, message: string): void; error(fields: object, message: string): void };

/**
 * Runs dailyBackup soon after start-up and then every hour, one at a time. Logs carry counts
 * only. stop() waits for a backup in progress.
 */
export function scheduleDailyBackups(database: DatabaseHandle, dir: string, retentionDays: number, log: BackupLog): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= (async () => {
      try {
        const outcome = await dailyBackup(database, dir, retentionDays);
        if (outcome.taken) log.info({ deleted: outcome.deleted }, 'daily backup taken');
      } catch (error) {
        log.error({ err: error }, 'daily backup failed; it will be tried again in an hour');
      } finally {
        running = undefined;
      }
    })();
  };
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, BACKUP_CHECK_INTERVAL_MS);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
