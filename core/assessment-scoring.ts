/**
 * Scoring of the self-assessment (SPEC.md §3 "Assessment result", §4 tiers; DESIGN.md
 * "assessment scoring"). The browser uses it to show results; the server uses it to recompute
 * a submission and reject one whose score or risk level was forged.
 *
 * An answer names its question and the option's text. The weight is always looked up from the
 * question, never taken from the answer.
 */
import { assessmentConstants } from './constants';
import { assessmentQuestions, recordedAssessmentQuestions, type AssessmentQuestion } from './content/assessment-questions';
import {
  criticalTier,
  highRiskTier,
  lowRiskTier,
  moderateConcernTier,
  type AssessmentTier,
  type RiskLevel,
  type SelfStage,
} from './content/assessment-tiers';

/** SPEC.md §3 "Answer record": what the browser keeps and submits for each question. */
export type AnswerRecord = {
  questionId: number;
  weight: number;
  /** The chosen option's text, exactly as the question gives it. */
  option: string;
};

/** What scoring needs from an answer; any weight it carries is ignored. */
export type AnswerInput = {
  questionId: number;
  option: string;
  weight?: number;
};

/** SPEC.md §3 "Assessment result". */
export type AssessmentResult = {
  score: number;
  maxScore: number;
  /** score / maxScore × 100, unrounded: tiers are decided on this value. */
  percentage: number;
  /** The percentage rounded to a whole number, for display only. */
  displayPercentage: number;
  riskLevel: RiskLevel;
  description: string;
  recommendations: readonly string[];
  urgentSupport: boolean;
  selfStage: SelfStage;
};

export type AnswerProblem = 'missing' | 'duplicate' | 'unknown-question' | 'unknown-option';

export type AnswerCheck =
  | { ok: true; answers: AnswerRecord[] }
  | { ok: false; problem: AnswerProblem; error: string };

/** Thrown by `scoreAssessment` when the answers are incomplete or do not fit the questions. */
export class AssessmentAnswersError extends Error {
  readonly problem: AnswerProblem;

  constructor(problem: AnswerProblem, message: string) {
    super(message);
    this.name = 'AssessmentAnswersError';
    this.problem = problem;
  }
}

/** The highest possible score: the sum of each question's highest weight (140). */
export function maxScore(questions: readonly AssessmentQuestion[] = assessmentQuestions): number {
  return questions.reduce((sum, question) => sum + Math.max(...question.weights), 0);
}

/** The weight of an option, or undefined when the text is not one of the question's options. */
export function weightOf(question: AssessmentQuestion, option: string): number | undefined {
  const index = question.options.indexOf(option);
  return index === -1 ? undefined : question.weights[index];
}

/** Builds the answer record for a chosen option, with its weight looked up from the question. */
export function answerRecordFor(question: AssessmentQuestion, option: string): AnswerRecord {
  const weight = weightOf(question, option);
  if (weight === undefined) {
    throw new AssessmentAnswersError('unknown-option', `The answer given for question ${question.id} is not one of its choices.`);
  }
  return { questionId: question.id, weight, option };
}

/** The option at the same position of the same question (by id) in another list of the questions. */
function sameOption(
  questionId: number,
  option: string,
  from: readonly AssessmentQuestion[],
  to: readonly AssessmentQuestion[],
): string | undefined {
  const index = from.find((question) => question.id === questionId)?.options.indexOf(option) ?? -1;
  return index === -1 ? undefined : to.find((question) => question.id === questionId)?.options[index];
}

/**
 * The text an answer is recorded and sent with (SPEC.md §3 "Answer record"): the English option
 * at the same position as the one she chose in the language she reads (the same text in English).
 * Undefined when `option` is not one of the question's options.
 */
export function recordedOption(
  questionId: number,
  option: string,
  shown: readonly AssessmentQuestion[] = assessmentQuestions,
  recorded: readonly AssessmentQuestion[] = recordedAssessmentQuestions,
): string | undefined {
  return sameOption(questionId, option, shown, recorded);
}

/** The option she reads for a recorded answer (the inverse of `recordedOption`). */
export function shownOption(
  questionId: number,
  option: string,
  shown: readonly AssessmentQuestion[] = assessmentQuestions,
  recorded: readonly AssessmentQuestion[] = recordedAssessmentQuestions,
): string | undefined {
  return sameOption(questionId, option, recorded, shown);
}

function listNumbers(numbers: readonly number[]): string {
  if (numbers.length === 1) return String(numbers[0]);
  return `${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
}

/**
 * Checks that every question is answered exactly once with one of its own options, and returns
 * the answers in question order with their true weights.
 */
export function checkAnswers(
  answers: readonly AnswerInput[],
  questions: readonly AssessmentQuestion[] = assessmentQuestions,
): AnswerCheck {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const chosen = new Map<number, AnswerRecord>();

  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (question === undefined) {
      return {
        ok: false,
        problem: 'unknown-question',
        error: `There is no question ${answer.questionId} in this assessment. Please start the assessment again.`,
      };
    }
    if (chosen.has(question.id)) {
      return {
        ok: false,
        problem: 'duplicate',
        error: `Question ${question.id} was answered more than once. Please give one answer to each question.`,
      };
    }
    const weight = weightOf(question, answer.option);
    if (weight === undefined) {
      return {
        ok: false,
        problem: 'unknown-option',
        error: `The answer given for question ${question.id} is not one of its choices. Please choose one of the answers shown.`,
      };
    }
    chosen.set(question.id, { questionId: question.id, weight, option: answer.option });
  }

  const missing = questions.filter((question) => !chosen.has(question.id)).map((question) => question.id);
  if (missing.length > 0) {
    const subject = missing.length === 1 ? `Question ${missing[0]} has` : `Questions ${listNumbers(missing)} have`;
    return {
      ok: false,
      problem: 'missing',
      error: `${subject} no answer yet. Please answer every question to see your results.`,
    };
  }

  return { ok: true, answers: questions.flatMap((question) => chosen.get(question.id) ?? []) };
}

/**
 * The tier for an unrounded percentage: up to 20 Low, above 20 up to 40 Moderate, above 40 up
 * to 65 High, above 65 Critical (SPEC.md §4). Exactly 20, 40 or 65 stays in the lower tier.
 */
export function riskTierFor(percentage: number): AssessmentTier {
  const [low, moderate, high] = assessmentConstants.tierThresholdsPercent;
  if (percentage <= low) return lowRiskTier;
  if (percentage <= moderate) return moderateConcernTier;
  if (percentage <= high) return highRiskTier;
  return criticalTier;
}

/**
 * Scores a complete set of answers. Throws `AssessmentAnswersError` (with a sentence fit to show
 * a person) when a question is unanswered, answered twice, unknown, or given a foreign option.
 */
export function scoreAssessment(
  answers: readonly AnswerInput[],
  questions: readonly AssessmentQuestion[] = assessmentQuestions,
): AssessmentResult {
  const checked = checkAnswers(answers, questions);
  if (!checked.ok) throw new AssessmentAnswersError(checked.problem, checked.error);

  const score = checked.answers.reduce((sum, answer) => sum + answer.weight, 0);
  const max = maxScore(questions);
  // Multiply first so whole-number boundaries stay exact (2800 / 140 is exactly 20).
  const percentage = max === 0 ? 0 : (score * 100) / max;
  const tier = riskTierFor(percentage);

  return {
    score,
    maxScore: max,
    percentage,
    displayPercentage: Math.round(percentage),
    riskLevel: tier.riskLevel,
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
