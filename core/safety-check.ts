/**
 * The optional safety check's ids and its one rule, words-free (its questions are in
 * ./content/safety-check.ts and its twins). It asks about three of the strongest danger signs used
 * in domestic-violence risk screening (threats to kill, a weapon, strangulation). It never changes
 * the score, is never sent to the server and is never written to storage: it only decides whether
 * the results open with "Your safety comes first".
 */
export const safetyQuestionIds = ['threatened-to-kill', 'weapon', 'strangled'] as const;
export type SafetyQuestionId = (typeof safetyQuestionIds)[number];

export type SafetyAnswer = 'yes' | 'no';
export type SafetyAnswers = Partial<Record<SafetyQuestionId, SafetyAnswer>>;

/** True when any answer is "yes": the results then open with the safety panel, whatever the tier. */
export function needsSafetyPanel(answers: SafetyAnswers): boolean {
  return safetyQuestionIds.some((id) => answers[id] === 'yes');
}
