import type { Statistics } from '@core/contracts/statistics';
import { riskLevels } from '@core/content/assessment-tiers';
import type { Database } from './client';
import { assessmentSummary } from './schema';

export type UserAssessments = Statistics['userAssessments'];

/**
 * The visitors' assessment figures, read only from `assessment_summary` (one row per risk
 * level), never from assessment_results: the cost is the same at 10 assessments or 10 million.
 */
export async function readUserAssessments(db: Database): Promise<UserAssessments> {
  const rows = await db
    .select({ riskLevel: assessmentSummary.riskLevel, count: assessmentSummary.count, scoreSum: assessmentSummary.scoreSum })
    .from(assessmentSummary);
  return summarise(rows);
}

type SummaryRow = { riskLevel: string; count: number; scoreSum: number };

/** Totals, the average score (one decimal, 0 when none) and the count of each level present. */
function summarise(rows: readonly SummaryRow[]): UserAssessments {
  // Known levels in their order of concern first, then anything else, so the answer is stable.
  const order = (level: string) => {
    const index = (riskLevels as readonly string[]).indexOf(level);
    return index === -1 ? riskLevels.length : index;
  };
  const present = rows.filter((row) => row.count > 0).sort((a, b) => order(a.riskLevel) - order(b.riskLevel) || a.riskLevel.localeCompare(b.riskLevel));
  const totalAssessments = present.reduce((sum, row) => sum + row.count, 0);
  const scoreSum = present.reduce((sum, row) => sum + row.scoreSum, 0);
  const averageScore = totalAssessments === 0 ? 0 : Math.round((scoreSum / totalAssessments) * 10) / 10;
  const riskLevelDistribution: Record<string, number> = {};
  for (const row of present) riskLevelDistribution[row.riskLevel] = row.count;
  return { totalAssessments, averageScore, riskLevelDistribution };
}
