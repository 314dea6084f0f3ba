/**
 * The self-assessment's answers checked and scored without any words (DESIGN.md "assessment
 * scoring"; docs/decisions/0044-assessment-answers-as-ids.md): an answer is a question id and an
 * option id, and its weight is always looked up here, never taken from the answer. The server's
 * check (core/contracts/assessment.ts) uses only this; the browser adds the tier's words
 * (core/assessment-scoring.ts).
 */
import { assessmentItems, isAssessmentOptionId, type AssessmentItem, type AssessmentOptionId } from './assessment-structure';
import { assessmentConstants } from './constants';
import { riskLevels, type RiskLevel } from './content/assessment-risk-levels';

/** What the browser sends and the server stores for each question (SPEC.md §3 "Answer record", by ids). */
export type AnswerRecord = {
  questionId: number;
  optionId: AssessmentOptionId;
  weight: number;
};

/** What checking needs from an answer; any weight it carries is ignored. */
export type AnswerInput = {
  questionId: number;
  optionId: string;
  weight?: number;
};

/** Why a set of answers does not fit the questions, with the numbers its sentence shows. */
export type AnswerProblem =
  | { problem: 'unknownQuestion'; question: number }
  | { problem: 'duplicate'; question: number }
  | { problem: 'unknownOption'; question: number }
  | { problem: 'missing'; count: number; first: number };

export type AnswerCheck = { ok: true; answers: AnswerRecord[] } | ({ ok: false } & AnswerProblem);

/** The numbers of a score: what the server recomputes and the browser shows. */
export type AssessmentScore = {
  score: number;
  maxScore: number;
  /** score / maxScore × 100, unrounded: tiers are decided on this value. */
  percentage: number;
  /** The percentage rounded to a whole number, for display only. */
  displayPercentage: number;
  riskLevel: RiskLevel;
};

/** The highest possible score: the sum of each question's highest weight (140). */
export function maxScore(items: readonly AssessmentItem[] = assessmentItems): number {
  return items.reduce((sum, item) => sum + Math.max(...Object.values(item.weights)), 0);
}

/** The weight of an option, or undefined when it is not one of the question's option ids. */
export function weightOf(item: AssessmentItem, optionId: string): number | undefined {
  return isAssessmentOptionId(optionId) ? item.weights[optionId] : undefined;
}

/**
 * Checks that every question is answered exactly once with one of its option ids, and returns
 * the answers in question order with their true weights.
 */
export function checkAnswers(answers: readonly AnswerInput[], items: readonly AssessmentItem[] = assessmentItems): AnswerCheck {
  const byId = new Map(items.map((item) => [item.id, item]));
  const chosen = new Map<number, AnswerRecord>();
  for (const answer of answers) {
    const item = byId.get(answer.questionId);
    if (item === undefined) return { ok: false, problem: 'unknownQuestion', question: answer.questionId };
    if (chosen.has(item.id)) return { ok: false, problem: 'duplicate', question: item.id };
    const weight = weightOf(item, answer.optionId);
    if (weight === undefined || !isAssessmentOptionId(answer.optionId)) return { ok: false, problem: 'unknownOption', question: item.id };
    chosen.set(item.id, { questionId: item.id, optionId: answer.optionId, weight });
  }
  const missing = items.filter((item) => !chosen.has(item.id)).map((item) => item.id);
  if (missing.length > 0) return { ok: false, problem: 'missing', count: missing.length, first: missing[0]! };
  return { ok: true, answers: items.flatMap((item) => chosen.get(item.id) ?? []) };
}

/**
 * The risk level for an unrounded percentage: up to 20 Low, above 20 up to 40 Moderate, above 40
 * up to 65 High, above 65 Critical (SPEC.md §4). Exactly 20, 40 or 65 stays in the lower level.
 */
export function riskLevelFor(percentage: number): RiskLevel {
  const [low, moderate, high] = assessmentConstants.tierThresholdsPercent;
  if (percentage <= low) return riskLevels[0];
  if (percentage <= moderate) return riskLevels[1];
  if (percentage <= high) return riskLevels[2];
  return riskLevels[3];
}

/** The score of answers already checked (`checkAnswers`). */
export function scoreOf(answers: readonly AnswerRecord[], items: readonly AssessmentItem[] = assessmentItems): AssessmentScore {
  const score = answers.reduce((sum, answer) => sum + answer.weight, 0);
  const max = maxScore(items);
  // Multiply first so whole-number boundaries stay exact (2800 / 140 is exactly 20).
  const percentage = max === 0 ? 0 : (score * 100) / max;
  return { score, maxScore: max, percentage, displayPercentage: Math.round(percentage), riskLevel: riskLevelFor(percentage) };
}

/** A risk level's name as she reads it (`names`: the tiers' `riskLevelNames`); a level this site does not know, as it is. */
export function riskLevelName(names: Readonly<Record<RiskLevel, string>>, level: string): string {
  return Object.hasOwn(names, level) ? names[level as RiskLevel] : level;
}
