import { describe, expect, it } from 'vitest';
import { migrateAcross } from '../test-support/test-database';

describe('migration 0007 (the weekly summary, docs/decisions/0016)', () => {
  it('counts the results already stored in their weeks (Monday, UTC)', async () => {
    await migrateAcross('0006_private_vault', {
      async before(client) {
        await client.query(`insert into assessment_results (name, email, answers, score, risk_level, created_at) values
          ('A', 'a@example.org', '[]', 10, 'Low', '2026-11-22T23:59:00Z'),
          ('B', 'b@example.org', '[]', 20, 'Low', '2026-11-16T00:00:00Z'),
          ('C', 'c@example.org', '[]', 90, 'High', '2026-11-23T00:00:00Z'),
          ('D', 'd@example.org', '[]', 95, 'High', '2026-11-25T12:00:00Z')`);
      },
      async after(client) {
        const { rows } = await client.query<{ week: string; level: string; count: number }>(
          `select to_char(week_start, 'YYYY-MM-DD') as week, risk_level as level, count from assessment_weekly_summary order by 1, 2`,
        );
        expect(rows).toEqual([
          { week: '2026-11-16', level: 'Low', count: 2 },
          { week: '2026-11-23', level: 'High', count: 2 },
        ]);
      },
    });
  });
});
