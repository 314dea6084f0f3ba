import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerRecordFor, scoreAssessment } from '@core/assessment-scoring';
import { assessmentItems, assessmentOptionIds } from '@core/assessment-structure';
import { riskLevels } from '@core/content/assessment-tiers';
import { buildApp } from '../app';
import { assessmentResults, assessmentSummary } from '../db/schema';
import { testConfig } from '../test-support/test-config';
import { useTestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-database';

/** Answers choosing option `pick(question index)` (0 is `a`, 4 is `e`) of every question, by ids, with their true weights. */
function answersPicking(pick: (index: number) => number) {
  return assessmentItems.map((item, index) => answerRecordFor(item.id, assessmentOptionIds[pick(index)]!));
}

/** A submission as the browser sends it, scored with the shared module. */
function submission(pick: (index: number) => number = (index) => index % 5) {
  const answers = answersPicking(pick);
  const result = scoreAssessment(answers);
  return {
    name: 'Jane Example',
    email: 'jane@example.org',
    phone: '555-123-4567',
    answers,
    score: result.score,
    riskLevel: result.riskLevel,
  };
}

describe.each(testDatabases())('POST /api/assessment on $name', (target) => {
    // Rate limits are tested on their own app below.
  const suite = useTestApp(target, { config: { rateLimitEnabled: false } });

  const countResults = async () => (await suite.database.db.select({ id: assessmentResults.id }).from(assessmentResults)).length;
  const readSummary = async () =>
    (await suite.database.db.select().from(assessmentSummary)).sort((a, b) => a.riskLevel.localeCompare(b.riskLevel));

  const expectRefused = async (payload: unknown, sentence: string | RegExp, code?: string) => {
    const resultsBefore = await countResults();
    const summaryBefore = await readSummary();
    const response = await suite.app.inject({ method: 'POST', url: '/api/assessment', payload: payload as object });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; issues?: { code?: string }[] }>();
    expect(typeof body.error).toBe('string');
    if (typeof sentence === 'string') expect(body.error).toContain(sentence);
    else expect(body.error).toMatch(sentence);
    // The problem's code rides beside the sentence, so a page in any language can word it (docs/decisions/0037).
    if (code !== undefined) expect(body.issues?.map((issue) => issue.code)).toContain(code);
    expect(await countResults()).toBe(resultsBefore);
    expect(await readSummary()).toEqual(summaryBefore);
    return body;
  };

  it('stores a real submission with the server’s answers, score and level, and answers 201 without personal data', async () => {
    const payload = submission();
    const response = await suite.app.inject({ method: 'POST', url: '/api/assessment', payload });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: number; score: number; riskLevel: string }>();
    expect(body).toEqual({ id: expect.any(Number), score: payload.score, riskLevel: payload.riskLevel });
    expect(response.body).not.toContain('jane');
    expect(response.body).not.toContain('555');

    const [row] = await suite.database.db.select().from(assessmentResults).where(eq(assessmentResults.id, body.id));
    expect(row).toMatchObject({
      name: 'Jane Example',
      email: 'jane@example.org',
      phone: '555-123-4567',
      score: payload.score,
      riskLevel: payload.riskLevel,
    });
    expect(row?.answers).toEqual(payload.answers);
    expect(row?.createdAt).toBeInstanceOf(Date);

    // One row per level from the start (migration 0004); only this assessment's level counts it.
    const summary = await readSummary();
    expect(summary.filter((row) => row.count > 0)).toEqual([{ riskLevel: payload.riskLevel, count: 1, scoreSum: payload.score }]);
    expect(summary).toHaveLength(riskLevels.length);
  });

  it('stores answers in question order and phone as null when none is given', async () => {
    const { phone: _phone, ...payload } = submission(() => 0);
    const response = await suite.app.inject({ method: 'POST', url: '/api/assessment', payload: { ...payload, answers: [...payload.answers].reverse() } });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: number; score: number; riskLevel: string }>();
    expect(body).toMatchObject({ score: 0, riskLevel: 'Low Risk - Healthy Patterns' });
    const [row] = await suite.database.db.select().from(assessmentResults).where(eq(assessmentResults.id, body.id));
    expect(row?.phone).toBeNull();
    expect(row?.answers).toEqual(payload.answers);
  });

  it('adds each assessment to the summary of its level', async () => {
    const before = await readSummary();
    const payload = submission(() => 4);
    expect(payload.riskLevel).toBe('Critical - Immediate Support Needed');
    const first = await suite.app.inject({ method: 'POST', url: '/api/assessment', payload });
    const second = await suite.app.inject({ method: 'POST', url: '/api/assessment', payload });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const critical = (await readSummary()).find((row) => row.riskLevel === payload.riskLevel);
    const earlier = before.find((row) => row.riskLevel === payload.riskLevel);
    expect(critical).toEqual({
      riskLevel: payload.riskLevel,
      count: (earlier?.count ?? 0) + 2,
      scoreSum: (earlier?.scoreSum ?? 0) + 2 * 140,
    });
  });

  it('keeps the summary equal to the stored results under concurrent submissions', async () => {
    const payload = submission(() => 2);
    const responses = await Promise.all(Array.from({ length: 12 }, () => suite.app.inject({ method: 'POST', url: '/api/assessment', payload })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(201));
    const rows = await suite.database.db.select().from(assessmentResults).where(eq(assessmentResults.riskLevel, payload.riskLevel));
    const summary = (await readSummary()).find((row) => row.riskLevel === payload.riskLevel);
    expect(summary).toEqual({
      riskLevel: payload.riskLevel,
      count: rows.length,
      scoreSum: rows.reduce((sum, row) => sum + row.score, 0),
    });
  });

  it('refuses a forged score with a sentence and stores nothing', async () => {
    const payload = submission();
    const body = await expectRefused(
      { ...payload, score: payload.score + 1 },
      `The score sent (${payload.score + 1}) does not match the answers`,
      'assessmentAnswerMessages.wrongScore',
    );
    expect(body.error).toContain(`add up to ${payload.score}`);
  });

  it('refuses a forged risk level and stores nothing', async () => {
    const payload = submission(() => 4);
    await expectRefused({ ...payload, riskLevel: 'Low Risk - Healthy Patterns' }, 'The result level sent does not match the answers', 'assessmentAnswerMessages.wrongRiskLevel');
  });

  it('refuses a forged weight even when score and level were forged to match it', async () => {
    const payload = submission(() => 0);
    const answers = payload.answers.map((answer, index) => (index === 0 ? { ...answer, weight: 4 } : answer));
    await expectRefused({ ...payload, answers, score: 4 }, 'The weight sent for question 1 does not match the answer chosen.', 'assessmentAnswerMessages.wrongWeight');
  });

  it('refuses a missing email', async () => {
    const { email: _email, ...payload } = submission();
    await expectRefused(payload, 'Please enter your email address.');
  });

  it('refuses answers that are not a list', async () => {
    await expectRefused({ ...submission(), answers: 'all of them' }, 'Please include your answers.', 'assessmentAnswerMessages.answersMissing');
  });

  it('refuses 34 answers (one question unanswered)', async () => {
    const payload = submission();
    await expectRefused({ ...payload, answers: payload.answers.slice(0, 34) }, 'Question 35 has no answer yet.', 'assessmentAnswerMessages.missing');
  });

  it('refuses more answers than questions', async () => {
    const payload = submission();
    const first = payload.answers[0];
    await expectRefused({ ...payload, answers: [...payload.answers, first] }, 'Please give one answer to each question.');
  });

  it('refuses an option id that no question has, and an answer sent as the option’s words', async () => {
    const payload = submission();
    const unknown = payload.answers.map((answer, index) => (index === 2 ? { ...answer, optionId: 'f' } : answer));
    await expectRefused({ ...payload, answers: unknown }, 'Each answer needs the id of the chosen option, from a to e.', 'assessmentAnswerMessages.optionId');
    const words = payload.answers.map((answer, index) => (index === 2 ? { questionId: answer.questionId, weight: answer.weight, option: 'Sometimes' } : answer));
    await expectRefused({ ...payload, answers: words }, 'Each answer needs the id of the chosen option', 'assessmentAnswerMessages.optionId');
  });

  it('refuses an answer to a question the assessment does not have', async () => {
    const payload = submission();
    const answers = [...payload.answers.slice(1), { questionId: 36, optionId: 'a', weight: 0 }];
    await expectRefused({ ...payload, answers }, 'There is no question 36 in this assessment.', 'assessmentAnswerMessages.unknownQuestion');
  });

  it('refuses an unknown risk level label', async () => {
    await expectRefused({ ...submission(), riskLevel: 'Fine' }, 'Please include a known result level.', 'assessmentAnswerMessages.riskLevel');
  });

  it('refuses an empty body with a sentence', async () => {
    const response = await suite.app.inject({ method: 'POST', url: '/api/assessment' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/^Please send the details/);
  });

  it('limits submissions to 10 a minute per address', async () => {
    const limited = await buildApp(testConfig(), { database: suite.database });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await limited.inject({ method: 'POST', url: '/api/assessment', payload: { answers: [] } });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
