/**
 * The embedded PostgreSQL the server runs without DATABASE_URL (docs/decisions/0027): durable
 * settings read back with SHOW, sized for a small host (0040), a socket only, a private password file; backups that come back
 * whole (round trip through `npm run backup` / `npm run restore`), refused while the server
 * runs, and a damaged file that changes nothing; and an earlier version's PGlite DATA_DIR that
 * moves into it on the first start.
 */
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackup, runRestore } from './backup-cli';
import { BACKUPS_DIR_NAME, dailyBackup, listBackups } from './backups';
import { migrationsFolder } from './client';
import { EMBEDDED_POOL_SIZE, PASSWORD_FILE_NAME, serverSettings } from './embedded-postgres';
import { PGLITE_KEPT_DIR_NAME } from './pglite-move';
import { bookings, vaultRecords } from './schema';
import { type ServerDatabase, openServerDatabase } from './server-database';

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { streams: { stdout: { write: (t: string) => out.push(t) }, stderr: { write: (t: string) => err.push(t) } }, out: () => out.join(''), err: () => err.join('') };
}

const booking = (notes: string) => ({
  name: 'Round Trip',
  email: 'round.trip@example.org',
  phone: '555-123-4567',
  serviceType: 'consultation',
  preferredDateTime: new Date('2026-12-01T15:00:00Z'),
  notes,
});

async function rowsOf(database: ServerDatabase): Promise<string[]> {
  const { rows } = await database.pool.query<{ r: string }>(
    `select row_to_json(b)::text as r from bookings b union all select row_to_json(v)::text from vault_records v order by 1`,
  );
  return rows.map((row) => row.r);
}

describe('the embedded PostgreSQL of DATA_DIR', () => {
  let dir: string;
  let dataDir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'save-embedded-'));
    // As root, PostgreSQL runs as `postgres`, which must pass through the folders above DATA_DIR.
    chmodSync(dir, 0o711);
    dataDir = join(dir, 'data');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is durable (fsync, synchronous_commit, full_page_writes on), reached by a socket only, with a password only its owner reads', async () => {
    const database = await openServerDatabase({ databaseUrl: undefined, dataDir });
    try {
      for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes']) {
        const { rows } = await database.pool.query(`show ${setting}`);
        expect(rows[0]?.[setting], setting).toBe('on');
      }
      expect((await database.pool.query('show listen_addresses')).rows[0]?.listen_addresses).toBe('');
      // Sized for a small host (docs/decisions/0040): a small pool and buffers, and no helper
      // process a small site does not need, while autovacuum still runs.
      expect(database.pool.options.max).toBe(EMBEDDED_POOL_SIZE);
      expect((await database.pool.query('show shared_buffers')).rows[0]?.shared_buffers).toBe(serverSettings.shared_buffers);
      expect((await database.pool.query('show huge_pages')).rows[0]?.huge_pages).toBe('off');
      const { rows: helpers } = await database.pool.query<{ backend_type: string }>('select backend_type from pg_stat_activity where backend_type not in ($1, $2)', ['client backend', 'walsender']);
      const kinds = helpers.map((row) => row.backend_type);
      expect(kinds).toContain('autovacuum launcher');
      expect(kinds).not.toContain('logical replication launcher');
      expect(kinds.filter((kind) => kind === 'parallel worker')).toEqual([]);
      expect(statSync(join(dataDir, PASSWORD_FILE_NAME)).mode & 0o777).toBe(0o600);
      expect(statSync(join(dataDir, 'postgres')).mode & 0o777).toBe(0o700);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('brings a backup back whole (rows, bytes, ids) and refuses to restore while the server runs', async () => {
    let database = await openServerDatabase({ databaseUrl: undefined, dataDir });
    const file = join(dir, 'kept-off-machine.jsonl.gz');
    let before: string[];
    try {
      await database.db.insert(bookings).values([booking('first, with “quotes” and ñ'), booking('second\nline')]);
      await database.db.insert(vaultRecords).values({ vaultId: 'v1', recordId: crypto.randomUUID(), envelope: 'sealed-envelope', size: 15, version: 1 });
      before = await rowsOf(database);
      // Taken while the "server" (this process) holds the database.
      const backup = io();
      expect(await runBackup([file], { DATA_DIR: dataDir }, backup.streams), backup.err()).toBe(0);
      // (the seeded resources are rows too)
      expect(backup.out()).toMatch(new RegExp(`^Backup of \\d+ rows written to ${file.replaceAll('.', '\\.')}\\.`));
      expect(statSync(file).mode & 0o777).toBe(0o600);

      const refused = io();
      expect(await runRestore([file], { DATA_DIR: dataDir }, refused.streams)).toBe(1);
      expect(refused.err()).toContain('The server is running');

      await database.pool.query('delete from bookings');
      await database.db.insert(bookings).values(booking('written after the backup'));
    } finally {
      await database.close();
    }

    const restored = io();
    expect(await runRestore([file], { DATA_DIR: dataDir }, restored.streams), restored.err()).toBe(0);
    expect(restored.out()).toMatch(/^Restored \d+ rows from the backup of /);
    // What was there before the restore is kept too.
    expect(readdirSync(join(dataDir, BACKUPS_DIR_NAME)).some((name) => name.startsWith('save-backup-before-restore-'))).toBe(true);

    database = await openServerDatabase({ databaseUrl: undefined, dataDir });
    try {
      expect(await rowsOf(database)).toEqual(before);
      // The sequence came back with the rows: the next booking takes the id after the last restored one.
      const [next] = await database.db.insert(bookings).values(booking('after the restore')).returning({ id: bookings.id });
      expect(next?.id).toBe(3);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('changes nothing when the file is damaged or not a backup, and says so', async () => {
    const good = join(dir, 'kept-off-machine.jsonl.gz');
    const cut = join(dir, 'cut.jsonl.gz');
    const lines = gunzipSync(readFileSync(good)).toString('utf8').split('\n');
    writeFileSync(cut, gzipSync(lines.slice(0, 3).join('\n')));
    const notOurs = join(dir, 'notes.jsonl.gz');
    writeFileSync(notOurs, gzipSync('{"hello":"world"}\n'));

    const database = await openServerDatabase({ databaseUrl: undefined, dataDir });
    const before = await rowsOf(database);
    await database.close();
    for (const [file, said] of [
      [cut, 'is cut short'],
      [notOurs, 'is not a backup of this site'],
      [join(dir, 'missing.jsonl.gz'), 'There is no file'],
    ] as const) {
      const run = io();
      expect(await runRestore([file], { DATA_DIR: dataDir }, run.streams)).toBe(1);
      expect(run.err()).toContain(said);
      expect(run.err()).toContain('Nothing was changed.');
    }
    const after = await openServerDatabase({ databaseUrl: undefined, dataDir });
    try {
      expect(await rowsOf(after)).toEqual(before);
    } finally {
      await after.close();
    }
  }, 120_000);

  it('takes a backup a day into DATA_DIR/backups and deletes those past the retention period', async () => {
    const database = await openServerDatabase({ databaseUrl: undefined, dataDir });
    const backups = join(dir, 'daily');
    try {
      const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 3));
      expect((await dailyBackup(database, backups, 3, day(0))).taken).toBeDefined();
      expect((await dailyBackup(database, backups, 3, new Date(day(0).getTime() + 3600_000))).taken).toBeUndefined();
      for (let n = 1; n <= 5; n += 1) await dailyBackup(database, backups, 3, day(n));
      expect(listBackups(backups).map((backup) => backup.takenAt.toISOString())).toEqual([day(5), day(4), day(3), day(2)].map((d) => d.toISOString()));
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('an earlier version’s PGlite DATA_DIR', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'save-from-pglite-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('moves into PostgreSQL on the first start, every row kept, the old files kept aside, the log saying so', async () => {
    // A data directory as turns 1-2 wrote it: PGlite in DATA_DIR itself, migrated, with rows.
    const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);
    const old = await PGlite.create({ dataDir });
    const recordId = crypto.randomUUID();
    try {
      const db = drizzle(old);
      await migrate(db, { migrationsFolder });
      await db.insert(bookings).values([booking('kept from PGlite'), booking('also kept')]);
      await db.insert(vaultRecords).values({ vaultId: 'old-vault', recordId, envelope: 'sealed', size: 6, version: 2 });
    } finally {
      await old.close();
    }

    const logged: string[] = [];
    const database = await openServerDatabase({ databaseUrl: undefined, dataDir, log: (line) => logged.push(line) });
    try {
      const { rows } = await database.pool.query<{ notes: string }>('select notes from bookings order by id');
      expect(rows.map((row) => row.notes)).toEqual(['kept from PGlite', 'also kept']);
      const vault = await database.pool.query<{ vault_id: string; record_id: string; version: number }>('select vault_id, record_id, version from vault_records');
      expect(vault.rows).toEqual([{ vault_id: 'old-vault', record_id: recordId, version: 2 }]);
      const [next] = await database.db.insert(bookings).values(booking('new')).returning({ id: bookings.id });
      expect(next?.id).toBe(3);
    } finally {
      await database.close();
    }
    expect(logged.join('\n')).toMatch(/Moved \d+ rows from PGlite into PostgreSQL/);
    expect(logged.join('\n')).toContain(`The old PGlite files are kept in ${join(dataDir, PGLITE_KEPT_DIR_NAME)}`);
    expect(readdirSync(join(dataDir, PGLITE_KEPT_DIR_NAME))).toContain('PG_VERSION');
    expect(readdirSync(dataDir)).not.toContain('PG_VERSION');

    // The next start finds nothing to move, and the rows are still there.
    const again: string[] = [];
    const reopened = await openServerDatabase({ databaseUrl: undefined, dataDir, log: (line) => again.push(line) });
    try {
      expect((await reopened.pool.query('select count(*)::int as n from bookings')).rows[0]?.n).toBe(3);
    } finally {
      await reopened.close();
    }
    expect(again.join('\n')).not.toContain('PGlite');
  }, 180_000);
});
