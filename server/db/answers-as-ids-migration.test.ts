import { describe, expect, it } from 'vitest';
import { migrateAcross } from '../test-support/test-database';

describe('migration 0016 (assessment answers as ids, docs/decisions/0044)', () => {
  it('turns stored English and Spanish option words into option ids, keeps order and weights, and keeps what it cannot match', async () => {
    // The words as rows stored them before 0016 (the texts may be reworded since: the migration keeps its own copy).
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
    await migrateAcross('0015_language_tags', {
      async before(client) {
        await client.query(
          `insert into assessment_results (name, email, answers, score, risk_level) values
            ('A', 'a@example.org', $1, 4, 'Low Risk - Healthy Patterns'),
            ('B', 'b@example.org', $2, 3, 'Low Risk - Healthy Patterns'),
            ('C', 'c@example.org', $3, 1, 'Low Risk - Healthy Patterns'),
            ('D', 'd@example.org', '[]', 0, 'Low Risk - Healthy Patterns')`,
          [JSON.stringify(englishAnswers), JSON.stringify(spanishAnswers), JSON.stringify(unknown)],
        );
      },
      async after(client) {
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
      },
    });
  });
});
