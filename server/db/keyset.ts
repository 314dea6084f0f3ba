/**
 * Reading a whole table newest first, in batches, without OFFSET: each batch starts after the
 * last row of the one before, by (created_at, id), so the hundredth batch costs what the first
 * does (OFFSET re-reads every row it skips: quadratic over a whole export).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Where the previous batch ended. */
export type KeysetCursor = { at: string; id: number };

/**
 * created_at as PostgreSQL prints it (microseconds and offset kept), for the cursor: a JS Date
 * keeps milliseconds only, and a cursor rounded down would repeat or skip rows.
 */
export function cursorTextOf(createdAt: PgColumn): SQL<string> {
  return sql<string>`${createdAt}::text`;
}

/** The rows after the cursor in (created_at desc, id desc) order; none before the first batch. */
export function olderThan(createdAt: PgColumn, id: PgColumn, after: KeysetCursor | undefined): SQL | undefined {
  return after ? sql`(${createdAt}, ${id}) < (${after.at}::timestamptz, ${after.id})` : undefined;
}

/** The cursor after a batch, or undefined when it was the last (shorter than asked). */
export function nextCursor(rows: readonly { id: number; cursorAt: string }[], batch: number): KeysetCursor | undefined {
  const last = rows.at(-1);
  return rows.length < batch || !last ? undefined : { at: last.cursorAt, id: last.id };
}
