/**
 * A backup reads each table through its cursor in batches sized by their bytes (docs/decisions/0054):
 * her file chunks (~2 MiB of JSON a row) come a row at a time, small rows a thousand at a time,
 * and the file loads back with every row as it was, in insert statements of a few MB.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database';
import type { DatabaseHandle } from './client';
import { vaultFileChunks, vaultRecords } from './schema';
import {
  FETCH_BATCH,
  FETCH_BATCH_BYTES,
  INSERT_BATCH,
  INSERT_BATCH_BYTES,
  insertBatches,
  loadTablesCopy,
  nextFetchCount,
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

describe('insertBatches', () => {
  it('cuts small rows by count and large rows by size, keeping every row in order', () => {
    const small = Array.from({ length: 1200 }, (_, n) => `{"n":${n}}`);
    expect(insertBatches(small).map((batch) => batch.length)).toEqual([INSERT_BATCH, INSERT_BATCH, 200]);
    const chunkRow = 'x'.repeat(2 * 1024 * 1024 + 300);
    const mixed = [chunkRow, chunkRow, chunkRow, '{}', 'y'.repeat(INSERT_BATCH_BYTES * 2)];
    const batches = insertBatches(mixed);
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

    const copy = await loadTablesCopy(file);
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
