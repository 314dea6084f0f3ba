/**
 * The console finds (and erases) what is held under one email with `lower(column) = $1`
 * (admin-assessments.ts, erasure.ts): each such column has an index on lower(column)
 * (migration 0010), so a lookup stays an index scan however large the table grows.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test-support/test-database';
import type { DatabaseHandle } from './client';

const lookups: { table: string; column: string; index: string }[] = [
  { table: 'assessment_results', column: 'email', index: 'assessment_results_email_lower_idx' },
  { table: 'bookings', column: 'email', index: 'bookings_email_lower_idx' },
  { table: 'contact_submissions', column: 'email', index: 'contact_submissions_email_lower_idx' },
  { table: 'user_signups', column: 'email', index: 'user_signups_email_lower_idx' },
  { table: 'community_posts', column: 'author_email', index: 'community_posts_author_email_lower_idx' },
  { table: 'users', column: 'username', index: 'users_username_lower_idx' },
];

describe.each(testDatabases())('email lookups on $name', (target) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  const rowsOf = async <T>(query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  it.each(lookups)('finds $table by lower($column) through $index', async ({ table, column, index }) => {
    const plan = await database.db.transaction(async (tx) => {
      // On an empty table a sequential scan is cheapest; forbid it to see what the index can serve.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(
        sql`explain select 1 from ${sql.identifier(table)} where lower(${sql.identifier(column)}) = ${'someone@example.org'}`,
      )) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan).toContain(index);
    const [definition] = await rowsOf<{ indexdef: string }>(sql`select indexdef from pg_indexes where indexname = ${index}`);
    expect(definition?.indexdef).toContain(`lower(${column})`);
  });
});
