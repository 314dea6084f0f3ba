import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test-support/test-database';
import type { DatabaseHandle } from './client';
import * as schema from './schema';

/**
 * The tables of SPEC.md §3 that a feature reads or writes; community_replies, business_listings
 * and sponsor_ads had none and were dropped (migration 0005).
 */
const specTables = [
  'affirmation_progress',
  'assessment_results',
  'bookings',
  'boundary_scripts',
  'community_posts',
  'contact_submissions',
  'exit_plan_steps',
  'journal_entries',
  'resources',
  'symptom_tracking',
  'user_signups',
  'users',
];

/**
 * Tables of our own beyond SPEC.md §3: the statistics summaries (per level, per week), signed-in sessions, the mail
 * queue, and the private vault's ciphertext (records and file chunks) and sessions.
 */
const internalTables = ['assessment_summary', 'assessment_weekly_summary', 'sessions', 'admin_sessions', 'notifications', 'vault_records', 'vault_file_chunks', 'vault_sessions', 'share_links', 'share_link_chunks', 'limit_counters', 'admin_second_factors', 'admin_recovery_codes'];

const expectedTables = [...specTables, ...internalTables].sort();

const declaredTables = Object.values(schema)
  .filter((value): value is Extract<typeof value, PgTable> => is(value, PgTable))
  .map((table) => getTableName(table));

describe('database schema', () => {
  it('declares the SPEC.md §3 tables in use plus our internal ones', () => {
    expect([...declaredTables].sort()).toEqual(expectedTables);
  });
});

describe.each(testDatabases())('migrations on $name', (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('build exactly the tables the schema declares, the dropped ones gone', async () => {
    const result = (await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`)) as unknown as {
      rows: { table_name: string }[];
    };
    expect(result.rows.map((row) => row.table_name).sort()).toEqual(expectedTables);
  });
});
