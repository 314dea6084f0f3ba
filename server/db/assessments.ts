import { sql } from 'drizzle-orm';
import type { AnswerRecord } from '@core/assessment-scoring';
import type { RiskLevel } from '@core/content/assessment-tiers';
import type { Database } from './client';
import { weekStartUtc } from './admin-assessments';
import { assessmentResults, assessmentSummary, assessmentWeeklySummary } from './schema';

/** An assessment as the server verified it: the answers, score and risk level are its own. */
export type VerifiedAssessment = {
  name: string;
  email: string;
  phone: string | null;
  answers: AnswerRecord[];
  score: number;
  riskLevel: RiskLevel;
};

/**
 * Stores a verified assessment and adds it to `assessment_summary` and to its week in
 * `assessment_weekly_summary` in one short transaction, so statistics never scan the results and
 * still count them after the purge removed them (docs/decisions/0016). `now` is for tests.
 */
export async function insertAssessment(db: Database, assessment: VerifiedAssessment, now: Date = new Date()): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assessmentResults)
      .values({
        createdAt: now,
        name: assessment.name,
        email: assessment.email,
        phone: assessment.phone,
        answers: assessment.answers,
        score: assessment.score,
        riskLevel: assessment.riskLevel,
      })
      .returning({ id: assessmentResults.id });
    if (!row) throw new Error('The assessment insert returned no row.');
    await tx
      .insert(assessmentSummary)
      .values({ riskLevel: assessment.riskLevel, count: 1, scoreSum: assessment.score })
      .onConflictDoUpdate({
        target: assessmentSummary.riskLevel,
        set: {
          count: sql`${assessmentSummary.count} + 1`,
          scoreSum: sql`${assessmentSummary.scoreSum} + excluded.score_sum`,
        },
      });
    await tx
      .insert(assessmentWeeklySummary)
      .values({ weekStart: weekStartUtc(now).toISOString().slice(0, 10), riskLevel: assessment.riskLevel, count: 1 })
      .onConflictDoUpdate({
        target: [assessmentWeeklySummary.weekStart, assessmentWeeklySummary.riskLevel],
        set: { count: sql`${assessmentWeeklySummary.count} + 1` },
      });
    return row;
  });
}
