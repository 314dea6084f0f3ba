/**
 * The private check on /worried-about-someone (issue 31; DESIGN.md "worried about someone"): ten
 * questions for a friend or relative about what they have noticed, scored in the browser only.
 * Nothing here is sent or stored. Words-free, like core/assessment-scoring.ts: the ids, weights and
 * rules live here; the questions' and results' words live in core/content/worried-about-someone.ts
 * (and its Spanish twin), passed in where a result needs them.
 *
 * Two questions are danger signs (threats to kill, a weapon, choking or strangling): one "yes" to
 * either leads to the danger result whatever the score, as the assessment's safety check does.
 * Sources for why these two: core/content/worried-about-someone.ts `worriedCheckTexts.sources`.
 */

/** The questions, in the order they are asked. */
export const worriedQuestionIds = [
  'controls-where',
  'pulled-away',
  'checks-phone',
  'controls-money',
  'puts-down',
  'seems-afraid',
  'makes-excuses',
  'injuries',
  'threats',
  'strangled',
] as const;
export type WorriedQuestionId = (typeof worriedQuestionIds)[number];

/** The questions whose "yes" means she may be in serious danger. */
export const dangerQuestionIds = ['threats', 'strangled'] as const satisfies readonly WorriedQuestionId[];

export const worriedAnswerIds = ['yes', 'unsure', 'no'] as const;
export type WorriedAnswer = (typeof worriedAnswerIds)[number];
export type WorriedAnswers = Record<WorriedQuestionId, WorriedAnswer>;

/** Each answer's weight: "not sure" counts for something, as a worry is worth taking seriously. */
export const worriedAnswerWeights: Record<WorriedAnswer, number> = { yes: 2, unsure: 1, no: 0 };

/** The highest score: every question answered "yes". */
export const worriedMaxScore = worriedQuestionIds.length * worriedAnswerWeights.yes;

/**
 * The lowest score of each result below danger: 10 of 20 is half the signs seen (five "yes"),
 * 3 is more than one sign.
 */
export const worriedThresholds = { manySigns: 10, someSigns: 3 } as const;

export const worriedOutcomes = ['danger', 'many-signs', 'some-signs', 'few-signs'] as const;
export type WorriedOutcome = (typeof worriedOutcomes)[number];

/** The next steps a result can suggest, each a text in the content module. */
export const worriedStepIds = [
  'call-911-now',
  'call-hotline-today',
  'do-not-confront',
  'safety-plan',
  'talk-privately',
  'listen-and-believe',
  'no-pressure',
  'stay-close',
  'trust-your-worry',
  'learn-the-signs',
  'call-hotline',
] as const;
export type WorriedStepId = (typeof worriedStepIds)[number];

/** Which steps each result suggests, in order. Every result also ends with the hotline. */
export const worriedStepsByOutcome: Record<WorriedOutcome, readonly WorriedStepId[]> = {
  danger: ['call-911-now', 'call-hotline-today', 'do-not-confront', 'safety-plan', 'listen-and-believe'],
  'many-signs': ['call-hotline', 'talk-privately', 'listen-and-believe', 'no-pressure', 'stay-close'],
  'some-signs': ['talk-privately', 'listen-and-believe', 'stay-close', 'call-hotline'],
  'few-signs': ['trust-your-worry', 'stay-close', 'learn-the-signs', 'call-hotline'],
};

export type WorriedCheckResult = {
  score: number;
  maxScore: number;
  outcome: WorriedOutcome;
  /** The danger questions answered "yes", in question order. */
  dangerSigns: WorriedQuestionId[];
};

/** The result for a full set of answers. */
export function scoreWorriedCheck(answers: WorriedAnswers): WorriedCheckResult {
  const score = worriedQuestionIds.reduce((sum, id) => sum + worriedAnswerWeights[answers[id]], 0);
  const dangerSigns = worriedQuestionIds.filter((id) => (dangerQuestionIds as readonly string[]).includes(id) && answers[id] === 'yes');
  return { score, maxScore: worriedMaxScore, outcome: worriedOutcomeFor(score, dangerSigns.length > 0), dangerSigns };
}

/** A score's result: danger first, then the thresholds (a score exactly at one reaches it). */
export function worriedOutcomeFor(score: number, anyDangerSign: boolean): WorriedOutcome {
  if (anyDangerSign) return 'danger';
  if (score >= worriedThresholds.manySigns) return 'many-signs';
  if (score >= worriedThresholds.someSigns) return 'some-signs';
  return 'few-signs';
}

/** The texts of a result's next steps, in its order, from a language's step texts. */
export function worriedNextSteps<T>(outcome: WorriedOutcome, steps: Readonly<Record<WorriedStepId, T>>): T[] {
  return worriedStepsByOutcome[outcome].map((id) => steps[id]);
}
