/**
 * The state of the self-assessment (SPEC.md §4): intro → personal info → 35 questions → the
 * optional safety check → results. Pure: the hook in `use-assessment-flow.ts` adds storage.
 */
import * as z from 'zod/mini';
import { answerRecordFor, scoreAssessment, type AnswerRecord, type AssessmentResult } from '@core/assessment-scoring';
import { isAssessmentOptionId, type AssessmentOptionId } from '@core/assessment-structure';
import { emailField } from '@core/contracts/common';
import type { AssessmentSubmission } from '@core/contracts/assessment';
import { assessmentQuestions, type AssessmentQuestion } from '@core/content/assessment-questions';
import { needsSafetyPanel, type SafetyAnswer, type SafetyAnswers, type SafetyQuestionId } from '@core/safety-check';

export const assessmentSteps = ['intro', 'info', 'questions', 'safety', 'results'] as const;
export type AssessmentStep = (typeof assessmentSteps)[number];

export type PersonalInfo = { name: string; email: string; phone: string };

export type AssessmentState = {
  step: AssessmentStep;
  info: PersonalInfo;
  /** The chosen option's id per question id, the same in every language; picking again replaces it. */
  answers: Readonly<Record<number, AssessmentOptionId>>;
  /** Index into the questions of the one on screen. */
  currentIndex: number;
  /** Held in memory only, and only until the results are shown. */
  safety: SafetyAnswers;
  /** Decided when the results are shown (from `safety`, which is then cleared). */
  showSafetyPanel: boolean;
  /** Counts how many times results were reached: the submission is sent once per count. */
  completion: number;
};

export type AssessmentAction =
  | { type: 'start' }
  | { type: 'backToIntro' }
  | { type: 'setInfo'; field: keyof PersonalInfo; value: string }
  | { type: 'continue' }
  | { type: 'choose'; questionId: number; optionId: AssessmentOptionId }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'answerSafety'; id: SafetyQuestionId; answer: SafetyAnswer }
  | { type: 'showResults'; skipSafety: boolean }
  | { type: 'restore'; saved: SavedProgress }
  | { type: 'restart' };

export const initialAssessmentState: AssessmentState = {
  step: 'intro',
  info: { name: '', email: '', phone: '' },
  answers: {},
  currentIndex: 0,
  safety: {},
  showSafetyPanel: false,
  completion: 0,
};

export const questionCount = assessmentQuestions.length;

export type InfoProblem = 'missing' | 'invalid-email';

/** Why the personal info cannot go on yet (name and email are required; phone is optional). */
export function infoProblem(info: PersonalInfo): InfoProblem | null {
  if (info.name.trim() === '' || info.email.trim() === '') return 'missing';
  if (!emailField.safeParse(info.email).success) return 'invalid-email';
  return null;
}

export function currentQuestion(state: Pick<AssessmentState, 'currentIndex'>): AssessmentQuestion {
  const question = assessmentQuestions[state.currentIndex];
  if (question === undefined) throw new Error(`There is no question at index ${state.currentIndex}.`);
  return question;
}

export function isAnswered(state: Pick<AssessmentState, 'answers'>, questionId: number): boolean {
  return state.answers[questionId] !== undefined;
}

export function isLastQuestion(state: Pick<AssessmentState, 'currentIndex'>): boolean {
  return state.currentIndex === questionCount - 1;
}

export function canGoPrevious(state: Pick<AssessmentState, 'currentIndex'>): boolean {
  return state.currentIndex > 0;
}

export function canGoNext(state: Pick<AssessmentState, 'answers' | 'currentIndex'>): boolean {
  return isAnswered(state, currentQuestion(state).id);
}

/** Percent complete while on question `index` (question 1 of 35 is 3%, question 35 is 100%). */
export function percentComplete(index: number): number {
  return Math.round(((index + 1) / questionCount) * 100);
}

/** How many questions, from the first, are answered without a gap. */
function answeredRun(answers: Readonly<Record<number, AssessmentOptionId>>): number {
  const firstGap = assessmentQuestions.findIndex((question) => answers[question.id] === undefined);
  return firstGap === -1 ? questionCount : firstGap;
}

export function allAnswered(answers: Readonly<Record<number, AssessmentOptionId>>): boolean {
  return answeredRun(answers) === questionCount;
}

export function assessmentReducer(state: AssessmentState, action: AssessmentAction): AssessmentState {
  switch (action.type) {
    case 'start':
      return state.step === 'intro' ? { ...state, step: 'info' } : state;
    case 'backToIntro':
      return state.step === 'info' ? { ...state, step: 'intro' } : state;
    case 'setInfo':
      return { ...state, info: { ...state.info, [action.field]: action.value } };
    case 'continue':
      if (state.step !== 'info' || infoProblem(state.info) !== null) return state;
      return { ...state, step: 'questions', currentIndex: Math.min(state.currentIndex, answeredRun(state.answers), questionCount - 1) };
    case 'choose': {
      if (state.step !== 'questions') return state;
      const question = assessmentQuestions.find((q) => q.id === action.questionId);
      if (question === undefined || !isAssessmentOptionId(action.optionId)) return state;
      return { ...state, answers: { ...state.answers, [question.id]: action.optionId } };
    }
    case 'next':
      if (state.step !== 'questions' || !canGoNext(state)) return state;
      if (isLastQuestion(state)) return allAnswered(state.answers) ? { ...state, step: 'safety', safety: {} } : state;
      return { ...state, currentIndex: state.currentIndex + 1 };
    case 'previous':
      if (state.step !== 'questions' || !canGoPrevious(state)) return state;
      return { ...state, currentIndex: state.currentIndex - 1 };
    case 'answerSafety':
      if (state.step !== 'safety') return state;
      return { ...state, safety: { ...state.safety, [action.id]: action.answer } };
    case 'showResults':
      if (state.step !== 'safety' || !allAnswered(state.answers)) return state;
      return {
        ...state,
        step: 'results',
        showSafetyPanel: !action.skipSafety && needsSafetyPanel(state.safety),
        // The safety answers are not kept once they have done their job.
        safety: {},
        completion: state.completion + 1,
      };
    case 'restore':
      return state.step === 'intro' && state.completion === 0 ? { ...state, ...action.saved, safety: {} } : state;
    case 'restart':
      return { ...initialAssessmentState, completion: state.completion };
  }
}

/** The answer records, in question order, with their weights from the questions. */
export function answerRecords(answers: Readonly<Record<number, AssessmentOptionId>>): AnswerRecord[] {
  return assessmentQuestions.flatMap((question) => {
    const optionId = answers[question.id];
    return optionId === undefined ? [] : [answerRecordFor(question.id, optionId)];
  });
}

export type AssessmentOutcome = { result: AssessmentResult; submission: AssessmentSubmission };

/**
 * The result and the POST /api/assessment payload (SPEC.md §7) for complete answers. Each answer
 * is sent as its question id and option id, whatever language she answered in: the server checks
 * and stores the same answers either way (docs/decisions/0044).
 */
export function assessmentOutcome(state: Pick<AssessmentState, 'answers' | 'info'>): AssessmentOutcome {
  const answers = answerRecords(state.answers);
  const result = scoreAssessment(answers);
  const phone = state.info.phone.trim();
  return {
    result,
    submission: {
      name: state.info.name.trim(),
      email: state.info.email.trim(),
      ...(phone === '' ? {} : { phone }),
      answers,
      score: result.score,
      riskLevel: result.riskLevel,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Persistence: an assessment in progress survives a reload of the tab (sessionStorage), and is
// cleared once the results are shown. The safety check is never stored. Answers are stored as
// option ids, so switching the page's language keeps them. Version 1 stored English option texts
// and is read no more (an assessment in progress then starts afresh).

export const progressStorageKey = 'assessmentProgress';

export type SavedProgress = Pick<AssessmentState, 'step' | 'info' | 'answers' | 'currentIndex'>;

const savedProgressSchema = z.object({
  version: z.literal(2),
  step: z.enum(['intro', 'info', 'questions', 'safety']),
  info: z.object({
    name: z.string().check(z.maxLength(200)),
    email: z.string().check(z.maxLength(254)),
    phone: z.string().check(z.maxLength(30)),
  }),
  answers: z.record(z.string(), z.string()),
  currentIndex: z.number().check(z.int(), z.gte(0)),
});

/** What to store for this state, or null when nothing should be stored. */
export function progressToSave(state: AssessmentState): string | null {
  if (state.step === 'results') return null;
  const untouched =
    state.step === 'intro' &&
    Object.keys(state.answers).length === 0 &&
    state.info.name === '' &&
    state.info.email === '' &&
    state.info.phone === '';
  if (untouched) return null;
  return JSON.stringify({ version: 2, step: state.step, info: state.info, answers: state.answers, currentIndex: state.currentIndex });
}

/**
 * Reads stored progress back, keeping only answers that fit the questions, and never landing
 * past the first unanswered question. Anything unreadable gives null (start afresh).
 */
export function parseSavedProgress(raw: string | null): SavedProgress | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = savedProgressSchema.safeParse(data);
  if (!parsed.success) return null;
  const saved = parsed.data;

  const answers: Record<number, AssessmentOptionId> = {};
  for (const question of assessmentQuestions) {
    const optionId = saved.answers[String(question.id)];
    if (isAssessmentOptionId(optionId)) answers[question.id] = optionId;
  }
  const run = answeredRun(answers);
  let step: AssessmentStep = saved.step;
  let currentIndex = Math.min(saved.currentIndex, run, questionCount - 1);
  // The questions and the safety check need the personal info first.
  if ((step === 'questions' || step === 'safety') && infoProblem(saved.info) !== null) step = 'info';
  if (step === 'safety' && run < questionCount) {
    step = 'questions';
    currentIndex = run;
  }
  return { step, info: saved.info, answers, currentIndex };
}
