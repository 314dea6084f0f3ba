/**
 * The optional safety check's questions, shown after the 35 questions and before the results; its
 * ids and the rule that reads the answers are words-free, in core/safety-check.ts.
 */
import type { SafetyQuestionId } from '../safety-check';

export type { SafetyAnswer, SafetyAnswers, SafetyQuestionId } from '../safety-check';

export type SafetyQuestion = { readonly id: SafetyQuestionId; readonly question: string };

export const safetyQuestions: readonly SafetyQuestion[] = [
  { id: 'threatened-to-kill', question: 'Has your partner or ex-partner ever threatened to kill you?' },
  { id: 'weapon', question: 'Has your partner or ex-partner ever used a weapon against you, or threatened you with one?' },
  { id: 'strangled', question: 'Has your partner or ex-partner ever choked or strangled you, even once?' },
];
