import { describe, expect, it } from 'vitest';
import { answerRecordFor, scoreAssessment } from '@core/assessment-scoring';
import { defaultStatistics, statisticsSchema, type Statistics } from '@core/contracts/statistics';
import { assessmentItems, assessmentOptionIds } from '@core/assessment-structure';
import { riskLevels } from '@core/content/assessment-tiers';
import { assessmentResults, assessmentSummary } from '../db/schema';
import { useTestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-database';

/** A submission choosing option `choice` (0-4) of every question, scored with the shared module. */
function submission(choice: number) {
  const answers = assessmentItems.map((item) => answerRecordFor(item.id, assessmentOptionIds[choice]!));
  const result = scoreAssessment(answers);
  return { name: 'Jane Example', email: 'jane@example.org', answers, score: result.score, riskLevel: result.riskLevel };
}

describe.each(testDatabases())('GET /api/statistics on $name', (target) => {
  const suite = useTestApp(target, { config: { rateLimitEnabled: false } });

  const getStatistics = async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/statistics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<Statistics>();
    expect(statisticsSchema.parse(body)).toEqual(body);
    return body;
  };

  it('answers the defaults, with no assessments, before any is stored', async () => {
    expect(await getStatistics()).toEqual(defaultStatistics);
  });

  it('starts with one summary row per risk level, at zero, so the read is the same at 0 and at a million', async () => {
    const rows = await suite.database.db.select().from(assessmentSummary);
    expect(rows.map((row) => row.riskLevel).sort()).toEqual([...riskLevels].sort());
    expect(rows.every((row) => row.count === 0 && Number(row.scoreSum) === 0)).toBe(true);
  });

  it('counts, averages and distributes the stored assessments by level', async () => {
    const moderate = submission(1);
    const critical = submission(4);
    expect(moderate).toMatchObject({ score: 33, riskLevel: 'Moderate Concern - Early S.A.V.E.™ Patterns' });
    expect(critical).toMatchObject({ score: 140, riskLevel: 'Critical - Immediate Support Needed' });
    for (const payload of [moderate, critical]) {
      const response = await suite.app.inject({ method: 'POST', url: '/api/assessment', payload });
      expect(response.statusCode).toBe(201);
    }
    const statistics = await getStatistics();
    expect(statistics.realWorldData).toEqual(defaultStatistics.realWorldData);
    expect(statistics.recoveryPrograms).toEqual(defaultStatistics.recoveryPrograms);
    expect(statistics.userAssessments).toEqual({
      totalAssessments: 2,
      averageScore: 86.5,
      riskLevelDistribution: {
        'Moderate Concern - Early S.A.V.E.™ Patterns': 1,
        'Critical - Immediate Support Needed': 1,
      },
    });
  });

  it('rounds the average score to one decimal', async () => {
    const response = await suite.app.inject({ method: 'POST', url: '/api/assessment', payload: submission(0) });
    expect(response.statusCode).toBe(201);
    const { userAssessments } = await getStatistics();
    // (33 + 140 + 0) / 3 = 57.666…
    expect(userAssessments.totalAssessments).toBe(3);
    expect(userAssessments.averageScore).toBe(57.7);
    expect(userAssessments.riskLevelDistribution['Low Risk - Healthy Patterns']).toBe(1);
  });

  it('reads only the summary: rows added to assessment_results alone change nothing', async () => {
    const before = await getStatistics();
    await suite.database.db.insert(assessmentResults).values(
      Array.from({ length: 5 }, () => ({
        name: 'Direct Row',
        email: 'direct@example.org',
        answers: [],
        score: 100,
        riskLevel: 'High Risk - Significant S.A.V.E.™ Syndrome',
      })),
    );
    expect(await getStatistics()).toEqual(before);
  });
});
