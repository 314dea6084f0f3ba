/** What the console may see of assessments: counts per tier per week, and one person's results on request. */
import { desc, gte, sql } from 'drizzle-orm';
import type { AssessmentLookupResult, AssessmentWeekly } from '@core/contracts/admin';
import { riskLevels } from '@core/content/assessment-tiers';
import type { Database } from './client';
import { assessmentResults, assessmentWeeklySummary } from './schema';

const DAY_MS = 24 * 3600 * 1000;

/** The Monday 00:00 UTC of the week that holds `date`. */
export function weekStartUtc(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS);
}

/**
 * Counts per tier for each of the last `weeks` weeks (Monday to Sunday, UTC), oldest first, from
 * `assessment_weekly_summary`: results purged after their retention period still count.
 */
export async function weeklyAssessmentCounts(db: Database, weeks: number, now: Date = new Date()): Promise<AssessmentWeekly> {
  const firstWeek = new Date(weekStartUtc(now).getTime() - (weeks - 1) * 7 * DAY_MS);
  const rows = (
    await db
      .select({ week: assessmentWeeklySummary.weekStart, riskLevel: assessmentWeeklySummary.riskLevel, n: assessmentWeeklySummary.count })
      .from(assessmentWeeklySummary)
      .where(gte(assessmentWeeklySummary.weekStart, firstWeek.toISOString().slice(0, 10)))
  ).map((row) => ({ ...row, week: String(row.week).slice(0, 10) }));

  const result: AssessmentWeekly = { riskLevels: [...riskLevels], weeks: [] };
  for (let index = 0; index < weeks; index += 1) {
    const start = new Date(firstWeek.getTime() + index * 7 * DAY_MS).toISOString().slice(0, 10);
    const counts = riskLevels.map((level) => rows.filter((row) => row.week === start && row.riskLevel === level).reduce((sum, row) => sum + Number(row.n), 0));
    result.weeks.push({ weekStart: start, counts, total: counts.reduce((sum, n) => sum + n, 0) });
  }
  return result;
}

/** Every result stored under this email (in any case), newest first: only ever on an admin's request. */
export async function assessmentResultsFor(db: Database, email: string): Promise<AssessmentLookupResult['results']> {
  const rows = await db
    .select({
      id: assessmentResults.id,
      name: assessmentResults.name,
      email: assessmentResults.email,
      phone: assessmentResults.phone,
      score: assessmentResults.score,
      riskLevel: assessmentResults.riskLevel,
      createdAt: assessmentResults.createdAt,
      answers: assessmentResults.answers,
    })
    .from(assessmentResults)
    .where(sql`lower(${assessmentResults.email}) = ${email.trim().toLowerCase()}`)
    .orderBy(desc(assessmentResults.createdAt), desc(assessmentResults.id))
    .limit(100);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), answers: storedAnswers(row.answers) }));
}

/**
 * The answers of a stored row as the console reads them: each question id with its option id, or,
 * for an answer migration 0016 could not match, the words it was stored with. Anything else in
 * the column is left out rather than shown wrong.
 */
export function storedAnswers(stored: unknown): AssessmentLookupResult['results'][number]['answers'] {
  if (!Array.isArray(stored)) return [];
  return (stored as unknown[]).flatMap((answer): AssessmentLookupResult['results'][number]['answers'] => {
    if (typeof answer !== 'object' || answer === null) return [];
    const { questionId, optionId, option } = answer as Record<string, unknown>;
    if (typeof questionId !== 'number') return [];
    if (typeof optionId === 'string') return [{ questionId, optionId }];
    if (typeof option === 'string') return [{ questionId, option }];
    return [];
  });
}
