/** The optional safety check in Spanish: the ids and the rule that reads the answers are the English module's. */
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/safety-check';

export type { SafetyAnswer, SafetyAnswers, SafetyQuestion, SafetyQuestionId } from '@core/content/safety-check';
export { needsSafetyPanel, safetyQuestionIds } from '@core/content/safety-check';

export const safetyQuestions: Translation<typeof en.safetyQuestions> = [
  { id: 'threatened-to-kill', question: '¿Tu pareja o expareja te ha amenazado alguna vez con matarte?' },
  { id: 'weapon', question: '¿Tu pareja o expareja ha usado alguna vez un arma contra ti, o te ha amenazado con una?' },
  { id: 'strangled', question: '¿Tu pareja o expareja te ha ahorcado o estrangulado alguna vez, aunque sea una sola vez?' },
];
