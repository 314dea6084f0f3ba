/**
 * A fingerprint of everything stored: for each table of the public schema (new tables
 * included, no list to keep), its row count and an md5 of all its rows. Two equal snapshots
 * mean nothing was stored, changed or deleted in between.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Columns that change on a mere read and say nothing about stored data. */
export const volatileColumns: Record<string, readonly string[]> = {
  // A request with a valid session cookie refreshes it (at most once a minute).
  sessions: ['last_seen_at'],
  vault_sessions: ['last_seen_at'],
};

/**
 * Tables that count requests rather than store what they carried: every request a rate limit
 * counts, refused or not, moves a counter (keys are HMACs: nothing anyone sent is in them).
 */
export const countingTables: readonly string[] = ['limit_counters'];

type Rows<T> = { rows: T[] };

async function query<T>(db: Database, statement: ReturnType<typeof sql.raw>): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as Rows<T>).rows;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export type DatabaseSnapshot = Map<string, string>;

export async function snapshotDatabase(db: Database): Promise<DatabaseSnapshot> {
  const columns = await query<{ table_name: string; column_name: string }>(
    db,
    sql.raw(
      `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       order by c.table_name, c.ordinal_position`,
    ),
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    if (countingTables.includes(table) || volatileColumns[table]?.includes(column)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const snapshot: DatabaseSnapshot = new Map();
  for (const [table, tableColumns] of byTable) {
    const [row] = await query<{ rows: number; fingerprint: string }>(
      db,
      sql.raw(
        `select count(*)::int as rows, md5(coalesce(string_agg(r, '|' order by r), '')) as fingerprint
         from (select row(${tableColumns.map(quote).join(', ')})::text as r from ${quote(table)}) as t`,
      ),
    );
    snapshot.set(table, `${row?.rows ?? 0} rows, ${row?.fingerprint ?? ''}`);
  }
  return snapshot;
}

/** The tables whose fingerprint differs between two snapshots. */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const tables = new Set([...before.keys(), ...after.keys()]);
  return [...tables].filter((table) => before.get(table) !== after.get(table)).sort();
}
