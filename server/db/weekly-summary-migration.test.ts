import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../test-support/test-database';
import { migrationsFolder } from './client';

/** The migrations up to and including `lastTag`, in a folder of their own. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'save-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migration 0007 (the weekly summary, docs/decisions/0016)', () => {
  const before = migrationsUpTo('0006_private_vault');
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('counts the results already stored in their weeks (Monday, UTC)', async () => {
    const empty = await createEmptyTestDatabase();
    const client = new pg.Client(empty.connection);
    await client.connect();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await client.query(`insert into assessment_results (name, email, answers, score, risk_level, created_at) values
        ('A', 'a@example.org', '[]', 10, 'Low', '2026-11-22T23:59:00Z'),
        ('B', 'b@example.org', '[]', 20, 'Low', '2026-11-16T00:00:00Z'),
        ('C', 'c@example.org', '[]', 90, 'High', '2026-11-23T00:00:00Z'),
        ('D', 'd@example.org', '[]', 95, 'High', '2026-11-25T12:00:00Z')`);
      await migrate(db, { migrationsFolder });
      const { rows } = await client.query<{ week: string; level: string; count: number }>(
        `select to_char(week_start, 'YYYY-MM-DD') as week, risk_level as level, count from assessment_weekly_summary order by 1, 2`,
      );
      expect(rows).toEqual([
        { week: '2026-11-16', level: 'Low', count: 2 },
        { week: '2026-11-23', level: 'High', count: 2 },
      ]);
    } finally {
      await client.end();
      await empty.drop();
    }
  });
});
