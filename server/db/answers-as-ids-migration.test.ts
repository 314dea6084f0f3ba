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
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === lastTag) + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migration 0016 (assessment answers as ids, docs/decisions/0044)', () => {
  const before = migrationsUpTo('0015_language_tags');
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('turns stored English and Spanish option words into option ids, keeps order and weights, and keeps what it cannot match', async () => {
    const empty = await createEmptyTestDatabase();
    const client = new pg.Client(empty.connection);
    await client.connect();
    // The words as rows stored them before 0016 (the texts may be reworded since: the migration keeps its own copy).
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      const englishAnswers = [
        { questionId: 2, weight: 0, option: 'Never - I am usually comforted' },
        // Question 13's first two options both weigh 0: only the words tell them apart.
        { questionId: 13, weight: 0, option: 'A little, and it soon passes' },
        { questionId: 35, weight: 4, option: 'Never - it does not feel safe to' },
      ];
      const spanishAnswers = [
        { questionId: 2, weight: 3, option: 'Con frecuencia' },
        { questionId: 13, weight: 0, option: 'Ninguna: un no es una respuesta completa' },
      ];
      const unknown = [{ questionId: 2, weight: 1, option: 'Words no version of the question had' }];
      await client.query(
        `insert into assessment_results (name, email, answers, score, risk_level) values
          ('A', 'a@example.org', $1, 4, 'Low Risk - Healthy Patterns'),
          ('B', 'b@example.org', $2, 3, 'Low Risk - Healthy Patterns'),
          ('C', 'c@example.org', $3, 1, 'Low Risk - Healthy Patterns'),
          ('D', 'd@example.org', '[]', 0, 'Low Risk - Healthy Patterns')`,
        [JSON.stringify(englishAnswers), JSON.stringify(spanishAnswers), JSON.stringify(unknown)],
      );
      await migrate(db, { migrationsFolder });
      const { rows } = await client.query<{ name: string; answers: unknown }>('select name, answers from assessment_results order by name');
      expect(rows).toEqual([
        {
          name: 'A',
          answers: [
            { questionId: 2, optionId: 'a', weight: 0 },
            { questionId: 13, optionId: 'b', weight: 0 },
            { questionId: 35, optionId: 'e', weight: 4 },
          ],
        },
        {
          name: 'B',
          answers: [
            { questionId: 2, optionId: 'd', weight: 3 },
            { questionId: 13, optionId: 'a', weight: 0 },
          ],
        },
        { name: 'C', answers: unknown },
        { name: 'D', answers: [] },
      ]);
    } finally {
      await client.end();
      await empty.drop();
    }
  });
});
