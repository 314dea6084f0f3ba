import { sql } from 'drizzle-orm';
import type { AnswerRecord } from '@core/assessment-scoring';
import type { RiskLevel } from '@core/content/assessment-tiers';
import type { Database } from './client';
import { assessmentResults, assessmentSummary } from './schema';

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
 * Stores a verified assessment and adds it to `assessment_summary` in one short transaction,
 * so the summary always agrees with the stored results and statistics never scan them.
 */
export async function insertAssessment(db: Database, assessment: VerifiedAssessment): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assessmentResults)
      .values({
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
    return row;
  });
}
