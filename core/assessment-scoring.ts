/**
 * Scoring of the self-assessment as she reads it (SPEC.md §3 "Assessment result", §4 tiers;
 * DESIGN.md "assessment scoring"): the words-free check and score of core/assessment-check.ts,
 * with the tier's words in the page's language. The server recomputes with the check alone and
 * rejects a submission whose score or risk level was forged (core/contracts/assessment.ts).
 */
import { assessmentItems, type AssessmentItem, type AssessmentOptionId } from './assessment-structure';
import { checkAnswers, riskLevelFor, scoreOf, type AnswerInput, type AnswerProblem, type AnswerRecord, type AssessmentScore } from './assessment-check';
import { assessmentConstants } from './constants';
import { assessmentTiers, type AssessmentTier, type RiskLevel, type SelfStage } from './content/assessment-tiers';
import { riskLevels } from './content/assessment-risk-levels';

export { checkAnswers, maxScore, riskLevelFor, riskLevelName, scoreOf, weightOf } from './assessment-check';
export type { AnswerCheck, AnswerInput, AnswerProblem, AnswerRecord, AssessmentScore } from './assessment-check';

/** SPEC.md §3 "Assessment result". */
export type AssessmentResult = AssessmentScore & {
  description: string;
  recommendations: readonly string[];
  urgentSupport: boolean;
  selfStage: SelfStage;
};

/** Thrown by `scoreAssessment` when the answers are incomplete or do not fit the questions. */
export class AssessmentAnswersError extends Error {
  readonly problem: AnswerProblem;

  constructor(problem: AnswerProblem) {
    super(`The answers do not fit the questions (${problem.problem}).`);
    this.name = 'AssessmentAnswersError';
    this.problem = problem;
  }
}

/** The answer record for a chosen option, with its weight looked up from the question. */
export function answerRecordFor(questionId: number, optionId: AssessmentOptionId, items: readonly AssessmentItem[] = assessmentItems): AnswerRecord {
  const weight = items.find((item) => item.id === questionId)?.weights[optionId];
  if (weight === undefined) throw new AssessmentAnswersError({ problem: 'unknownQuestion', question: questionId });
  return { questionId, optionId, weight };
}

/** The tier (with its words in the page's language) of a risk level. */
export function tierOf(riskLevel: RiskLevel): AssessmentTier {
  return assessmentTiers[riskLevels.indexOf(riskLevel)]!;
}

/** The tier for an unrounded percentage (SPEC.md §4): exactly 20, 40 or 65 stays in the lower tier. */
export function riskTierFor(percentage: number): AssessmentTier {
  return tierOf(riskLevelFor(percentage));
}

/** Scores a complete set of answers. Throws `AssessmentAnswersError` when they do not fit the questions. */
export function scoreAssessment(answers: readonly AnswerInput[], items: readonly AssessmentItem[] = assessmentItems): AssessmentResult {
  const checked = checkAnswers(answers, items);
  if (!checked.ok) {
    const { ok: _ok, ...problem } = checked;
    throw new AssessmentAnswersError(problem as AnswerProblem);
  }
  const score = scoreOf(checked.answers, items);
  const tier = tierOf(score.riskLevel);
  return {
    ...score,
    description: tier.description,
    recommendations: tier.recommendations,
    urgentSupport: tier.urgentSupport,
    selfStage: tier.selfStage,
  };
}

export type TierColor = 'red' | 'orange' | 'yellow' | 'green';

/** Display colour (SPEC.md §4): red if urgent, orange above 65%, yellow above 40%, else green. */
export function tierColor(result: Pick<AssessmentResult, 'urgentSupport' | 'percentage'>): TierColor {
  const [, moderate, high] = assessmentConstants.tierThresholdsPercent;
  if (result.urgentSupport) return 'red';
  if (result.percentage > high) return 'orange';
  if (result.percentage > moderate) return 'yellow';
  return 'green';
}
