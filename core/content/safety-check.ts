/**
 * The optional safety check shown after the 35 questions and before the results. It asks about
 * three of the strongest danger signs used in domestic-violence risk screening (threats to kill,
 * a weapon, strangulation). It never changes the score, is never sent to the server and is never
 * written to storage: it only decides whether the results open with "Your safety comes first".
 */

export const safetyQuestionIds = ['threatened-to-kill', 'weapon', 'strangled'] as const;
export type SafetyQuestionId = (typeof safetyQuestionIds)[number];

export type SafetyAnswer = 'yes' | 'no';
export type SafetyAnswers = Partial<Record<SafetyQuestionId, SafetyAnswer>>;

export type SafetyQuestion = { readonly id: SafetyQuestionId; readonly question: string };

export const safetyQuestions: readonly SafetyQuestion[] = [
  { id: 'threatened-to-kill', question: 'Has your partner or ex-partner ever threatened to kill you?' },
  { id: 'weapon', question: 'Has your partner or ex-partner ever used a weapon against you, or threatened you with one?' },
  { id: 'strangled', question: 'Has your partner or ex-partner ever choked or strangled you, even once?' },
];

/** True when any answer is "yes": the results then open with the safety panel, whatever the tier. */
export function needsSafetyPanel(answers: SafetyAnswers): boolean {
  return safetyQuestionIds.some((id) => answers[id] === 'yes');
}
