/**
 * A backup reads each table through its cursor in batches sized by their bytes (docs/decisions/0054):
 * her file chunks (~2 MiB of JSON a row) come a row at a time, small rows a thousand at a time,
 * and the file loads back with every row as it was, in insert statements of a few MB. A restore
 * reads the file a line at a time: `npm run restore` brings back a backup larger than its heap,
 * and a file that is not ours, damaged in the middle or cut short changes nothing.
 */
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConnectionOf } from '../test-support/test-database';
import { restoreFrom } from './backups';
import type { DatabaseHandle } from './client';
import { vaultFileChunks, vaultRecords } from './schema';
import {
  BackupFormatError,
  FETCH_BATCH,
  FETCH_BATCH_BYTES,
  INSERT_BATCH,
  INSERT_BATCH_BYTES,
  type TablesCopy,
  insertBatches,
  linesOf,
  nextFetchCount,
  openTablesCopy,
  saveTablesConsistently,
  writeTables,
} from './table-copy';

describe('nextFetchCount', () => {
  it('fetches one row first, then doubles for small rows up to FETCH_BATCH', () => {
    expect(nextFetchCount(0, 0)).toBe(1);
    const counts = [1];
    while (counts.length < 20) counts.push(nextFetchCount(counts.at(-1) ?? 1, 300));
    expect(counts.slice(0, 5)).toEqual([1, 2, 4, 8, 16]);
    expect(counts.at(-1)).toBe(FETCH_BATCH);
  });

  it('keeps a batch of large rows within FETCH_BATCH_BYTES, and one row at least', () => {
    const chunkRow = 2 * 1024 * 1024 + 300;
    expect(nextFetchCount(1, chunkRow)).toBe(1);
    expect(nextFetchCount(500, 128 * 1024)).toBe(Math.floor(FETCH_BATCH_BYTES / (128 * 1024)));
    expect(nextFetchCount(8, FETCH_BATCH_BYTES * 3)).toBe(1);
  });
});

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/** A backup file read whole, for a test to look at (a restore reads it a line at a time). */
async function readWhole(file: string): Promise<TablesCopy> {
  const copy = await openTablesCopy(file);
  const tables = [];
  for await (const { table, rows } of copy.tables) tables.push({ table, rows: await collect(rows as AsyncIterable<string>) });
  return { header: copy.header, tables, sequences: copy.sequences() };
}

describe('linesOf', () => {
  it('gives each line whole, however the bytes were cut, a character split between two pieces included', async () => {
    const text = 'first line\n{"notes":"ñandú “quoted”"}\n\nlast, with no newline';
    const bytes = Buffer.from(text, 'utf8');
    for (const size of [1, 2, 3, 7, bytes.length]) {
      const pieces = [];
      for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
      expect(await collect(linesOf(pieces)), `pieces of ${size} bytes`).toEqual(text.split('\n'));
    }
  });

  it('reads no further than the line it is asked for', async () => {
    let read = 0;
    async function* pieces() {
      for (let n = 0; n < 100; n += 1) {
        read += 1;
        yield Buffer.from(`line ${n}\n`);
      }
    }
    const lines = linesOf(pieces());
    await lines.next();
    await lines.next();
    expect(read).toBe(2);
  });
});

describe('insertBatches', () => {
  it('cuts small rows by count and large rows by size, keeping every row in order', async () => {
    const small = Array.from({ length: 1200 }, (_, n) => `{"n":${n}}`);
    expect((await collect(insertBatches(small))).map((batch) => batch.length)).toEqual([INSERT_BATCH, INSERT_BATCH, 200]);
    const chunkRow = 'x'.repeat(2 * 1024 * 1024 + 300);
    const mixed = [chunkRow, chunkRow, chunkRow, '{}', 'y'.repeat(INSERT_BATCH_BYTES * 2)];
    const batches = await collect(insertBatches(mixed));
    expect(batches.map((batch) => batch.length)).toEqual([1, 1, 2, 1]);
    expect(batches.flat()).toEqual(mixed);
  });
});

describe('a backup of her file chunks', () => {
  let database: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'save-table-copy-'));
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fetches chunk rows one at a time and small rows in large batches, and loads back whole', async () => {
    const fileId = randomUUID();
    for (let index = 0; index < 5; index += 1) {
      const bytes = randomBytes(1024 * 1024 + 40);
      await database.db.insert(vaultFileChunks).values({ vaultId: 'v1', fileId, chunkIndex: index, bytes, size: bytes.length });
    }
    await database.db
      .insert(vaultRecords)
      .values(Array.from({ length: 1500 }, (_, n) => ({ vaultId: 'v1', recordId: randomUUID(), envelope: `sealed-${n}`, size: 8, version: 1 })));

    // Each fetch and the characters of the rows it brought, as the backup's connection answered them.
    const fetches: { count: number; rows: number; chars: number; table: string }[] = [];
    let table = '';
    const client = await database.pool.connect();
    const watched = {
      async query(text: string, params?: unknown[]) {
        const result = await client.query<Record<string, unknown>>(text, params);
        const declared = /declare backup_rows .* from "([^"]+)"/.exec(text);
        if (declared?.[1]) table = declared[1];
        const fetched = /^fetch (\d+) from backup_rows$/.exec(text);
        if (fetched) fetches.push({ count: Number(fetched[1]), rows: result.rows.length, chars: result.rows.reduce((sum, row) => sum + String(row.r).length, 0), table });
        return { rows: result.rows };
      },
    };
    const file = join(dir, 'backup.jsonl.gz');
    try {
      await saveTablesConsistently(watched, file);
    } finally {
      client.release();
    }

    const chunkFetches = fetches.filter((fetch) => fetch.table === 'vault_file_chunks');
    expect(chunkFetches.map((fetch) => fetch.rows)).toEqual([1, 1, 1, 1, 1, 0]);
    for (const fetch of fetches) expect(fetch.chars, `a fetch of ${fetch.table}`).toBeLessThanOrEqual(Math.max(FETCH_BATCH_BYTES, 2 * 1024 * 1024 + 1024));
    const recordFetches = fetches.filter((fetch) => fetch.table === 'vault_records');
    expect(recordFetches.length).toBeLessThanOrEqual(12);
    expect(Math.max(...recordFetches.map((fetch) => fetch.count))).toBe(FETCH_BATCH);

    const copy = await readWhole(file);
    const { rows } = await database.pool.query<{ r: string }>('select row_to_json(t)::text as r from vault_file_chunks t');
    expect(copy.tables.find((entry) => entry.table === 'vault_file_chunks')?.rows.sort()).toEqual(rows.map((row) => row.r).sort());
    expect(copy.tables.find((entry) => entry.table === 'vault_records')?.rows).toHaveLength(1500);

    // And back into an empty database, in statements of a few MB, not one of 10 MB of chunks.
    const target = await openTestDatabase();
    const parameters: number[] = [];
    const restoring = await target.pool.connect();
    try {
      await writeTables(
        {
          async query(text: string, params?: unknown[]) {
            if (text.startsWith('insert into "vault_file_chunks"')) parameters.push(String(params?.[0]).length);
            return { rows: (await restoring.query<Record<string, unknown>>(text, params)).rows };
          },
        },
        copy,
      );
      expect(parameters).toHaveLength(5);
      for (const length of parameters) expect(length).toBeLessThanOrEqual(Math.max(INSERT_BATCH_BYTES, 2 * 1024 * 1024 + 1024));
      const back = await target.pool.query<{ r: string }>('select row_to_json(t)::text as r from vault_file_chunks t');
      expect(back.rows.map((row) => row.r).sort()).toEqual(rows.map((row) => row.r).sort());
      expect((await target.pool.query('select count(*)::int as n from vault_records')).rows[0]?.n).toBe(1500);
    } finally {
      restoring.release();
      await target.close();
    }
  }, 60_000);
});

/** The database as a DATABASE_URL, for `npm run restore` in a child process (a socket as its host). */
function databaseUrlOf(database: DatabaseHandle): string {
  const { host, port, user, password, database: name } = testConnectionOf(database);
  const secret = typeof password === 'string' ? password : '';
  return `postgresql://${encodeURIComponent(String(user))}:${encodeURIComponent(secret)}@localhost:${port}/${name}?host=${encodeURIComponent(String(host))}`;
}

/** What a table of chunks holds, in a few bytes: rows, and a digest of every chunk in order. */
async function chunksDigest(database: DatabaseHandle): Promise<{ rows: number; digest: string | null }> {
  const { rows } = await database.pool.query<{ rows: number; digest: string | null }>(
    `select count(*)::int as rows, md5(string_agg(md5(bytes), ',' order by file_id, chunk_index)) as digest from vault_file_chunks`,
  );
  return rows[0] ?? { rows: 0, digest: null };
}

describe('npm run restore reads a backup a line at a time', () => {
  let source: DatabaseHandle;
  let dir: string;
  let file: string;
  // 36 chunks of 1 MiB: 72 MiB of rows as JSON (hex), more than the 64 MB heap the restore is
  // given; the code that read the whole file first ran out of memory here ("heap out of memory").
  const CHUNKS = 36;
  const HEAP_MB = 64;
  beforeAll(async () => {
    source = await openTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'save-restore-stream-'));
    const fileId = randomUUID();
    for (let index = 0; index < CHUNKS; index += 1) {
      const bytes = randomBytes(1024 * 1024);
      await source.db.insert(vaultFileChunks).values({ vaultId: 'v1', fileId, chunkIndex: index, bytes, size: bytes.length });
    }
    await source.db.insert(vaultRecords).values({ vaultId: 'v1', recordId: randomUUID(), envelope: 'sealed', size: 6, version: 1 });
    file = join(dir, 'photos.jsonl.gz');
    const client = await source.pool.connect();
    try {
      await saveTablesConsistently(client, file);
    } finally {
      client.release();
    }
  }, 120_000);
  afterAll(async () => {
    await source.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('brings back a backup of her photos larger than its heap, every chunk as it was', async () => {
    const target = await openTestDatabase();
    try {
      const run = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          [`--max-old-space-size=${HEAP_MB}`, 'scripts/restore.mjs', file],
          { env: { ...process.env, DATABASE_URL: databaseUrlOf(target), DATA_DIR: join(dir, 'data') }, maxBuffer: 1024 * 1024 },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
      });
      expect(run.stderr, 'the restore wrote to stderr').toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^Restored \d+ rows from the backup of \d{4}-/);
      expect(await chunksDigest(target)).toEqual(await chunksDigest(source));
      // What a restore reads, unpacked, is more than the heap it was given.
      const { rows } = await source.pool.query<{ chars: string }>('select sum(length(row_to_json(t)::text))::text as chars from vault_file_chunks t');
      expect(Number(rows[0]?.chars)).toBeGreaterThan(HEAP_MB * 1024 * 1024);
    } finally {
      await target.close();
    }
  }, 120_000);
});

/** Every table's rows, digested: equal before and after means nothing changed. */
async function snapshot(database: DatabaseHandle): Promise<Record<string, string>> {
  const { rows: tables } = await database.pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await database.pool.query<{ n: number; digest: string | null }>(
      `select count(*)::int as n, md5(string_agg(row_to_json(t)::text, ',' order by row_to_json(t)::text)) as digest from "${name}" t`,
    );
    digests[name] = `${rows[0]?.n}:${rows[0]?.digest}`;
  }
  return digests;
}

describe('a backup that is damaged or not ours changes nothing', () => {
  let source: DatabaseHandle;
  let target: DatabaseHandle;
  let dir: string;
  let lines: string[];
  beforeAll(async () => {
    [source, target] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    dir = mkdtempSync(join(tmpdir(), 'save-restore-damaged-'));
    const fileId = randomUUID();
    for (let index = 0; index < 3; index += 1) {
      const bytes = randomBytes(256 * 1024);
      await source.db.insert(vaultFileChunks).values({ vaultId: 'v1', fileId, chunkIndex: index, bytes, size: bytes.length });
    }
    await source.db.insert(vaultRecords).values(Array.from({ length: 3 }, (_, n) => ({ vaultId: 'v1', recordId: randomUUID(), envelope: `backed-up-${n}`, size: 11, version: 1 })));
    await target.db.insert(vaultRecords).values({ vaultId: 'v2', recordId: randomUUID(), envelope: 'hers-now', size: 8, version: 3 });
    const file = join(dir, 'good.jsonl.gz');
    const client = await source.pool.connect();
    try {
      await saveTablesConsistently(client, file);
    } finally {
      client.release();
    }
    lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
  }, 60_000);
  afterAll(async () => {
    await Promise.all([source.close(), target.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  /** Restores `file` into the target: what it threw, whether it got past the header, and whether anything changed. */
  async function restoring(name: string, bytes: Buffer) {
    const file = join(dir, name);
    writeFileSync(file, bytes);
    const before = await snapshot(target);
    let pastTheHeader = false;
    const error = await restoreFrom(target, file, {
      beforeChanging: async () => {
        pastTheHeader = true;
      },
    }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    return { error, pastTheHeader, unchanged: JSON.stringify(await snapshot(target)) === JSON.stringify(before) };
  }

  /** The good file's lines with the `n`th row of `table` replaced. */
  function withRow(table: string, n: number, row: string): Buffer {
    const at = lines.findIndex((line) => line.startsWith(`{"table":"${table}"`));
    expect(at, table).toBeGreaterThan(0);
    return gzipSync(lines.map((line, index) => (index === at + n ? row : line)).join('\n'));
  }

  it('refuses a file that is not one of our backups before anything, the copy of what she has now included', async () => {
    const result = await restoring('notes.jsonl.gz', gzipSync('{"hello":"world"}\n'));
    expect(result.error).toBeInstanceOf(BackupFormatError);
    expect((result.error as Error).message).toContain('is not a backup of this site');
    expect(result.pastTheHeader).toBe(false);
    expect(result.unchanged).toBe(true);
  });

  it('rolls back every table already written when a line in the middle is damaged', async () => {
    // vault_records comes after vault_file_chunks: the chunks are in when its second row fails.
    const garbled = await restoring('garbled.jsonl.gz', withRow('vault_records', 2, 'ZZZZ not a row'));
    expect(garbled.pastTheHeader).toBe(true);
    expect(garbled.error).toBeInstanceOf(BackupFormatError);
    expect((garbled.error as Error).message).toContain('has a damaged line: row 2 of vault_records');
    expect(garbled.unchanged).toBe(true);

    // A row missing from the middle: the next table's line is read as a chunk row, which
    // PostgreSQL refuses (its columns are null); the error quotes no row, and all of it rolls back.
    const at = lines.findIndex((line) => line.startsWith('{"table":"vault_file_chunks"'));
    const missing = await restoring('missing.jsonl.gz', gzipSync(lines.filter((_, index) => index !== at + 2).join('\n')));
    expect(missing.error).toBeInstanceOf(Error);
    expect((missing.error as Error).message).not.toContain('backed-up');
    expect(missing.unchanged).toBe(true);

    // A row that looks whole but is not JSON: PostgreSQL refuses it, and all of it rolls back.
    const broken = await restoring('broken.jsonl.gz', withRow('vault_records', 2, '{"vault_id":"v1",}'));
    expect(broken.error).toBeInstanceOf(Error);
    expect(broken.unchanged).toBe(true);
  });

  it('changes nothing when the gzip is cut off in the middle', async () => {
    const whole = gzipSync(lines.join('\n'));
    const result = await restoring('cut.jsonl.gz', whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(result.pastTheHeader).toBe(true);
    expect(result.error).toBeInstanceOf(BackupFormatError);
    expect(result.unchanged).toBe(true);
    // And the good file, restored, brings the backup's rows in place of hers.
    const good = await restoring('good-again.jsonl.gz', gzipSync(lines.join('\n')));
    expect(good.error).toBeUndefined();
    expect(await snapshot(target)).toEqual(await snapshot(source));
  });
});
