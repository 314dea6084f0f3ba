import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { tableInsertSchemas } from '@core/contracts/tables';
import * as schema from './schema';

/** Columns the server assigns, which the insert shapes leave out. */
const serverKept: Record<string, string[]> = {
  bookings: ['status'],
  resources: ['downloadCount'],
  community_posts: ['likeCount', 'replyCount', 'status'],
  community_replies: ['likeCount'],
  business_listings: ['isFeatured', 'isVerified'],
  sponsor_ads: ['clickCount'],
  users: ['role'],
};

/** Tables of our own beyond SPEC.md §3: the statistics summary, signed-in sessions and the mail queue. */
const internalTables = ['assessment_summary', 'sessions', 'admin_sessions', 'notifications'];

const tables = Object.values(schema).filter((value): value is Extract<typeof value, PgTable> => is(value, PgTable));

describe('database schema', () => {
  it('has the 15 tables of SPEC.md §3 plus our internal ones', () => {
    expect(tables.map((table) => getTableName(table)).sort()).toEqual([...Object.keys(tableInsertSchemas), ...internalTables].sort());
  });

  it('matches the insert shapes of core/contracts/tables.ts', () => {
    for (const table of tables) {
      const name = getTableName(table);
      if (internalTables.includes(name)) continue;
      const insertShape = tableInsertSchemas[name as keyof typeof tableInsertSchemas];
      const columns = Object.keys(getTableColumns(table)).filter(
        (column) => column !== 'id' && column !== 'createdAt' && !(serverKept[name] ?? []).includes(column),
      );
      expect(Object.keys(insertShape.shape).sort(), name).toEqual(columns.sort());
    }
  });
});
