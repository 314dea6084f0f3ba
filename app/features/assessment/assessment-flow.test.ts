import { describe, expect, it } from 'vitest';
import { assessmentQuestions } from '@core/content/assessment-questions';
import { assessmentItems, assessmentOptionIds } from '@core/assessment-structure';
import {
  assessmentOutcome,
  assessmentReducer,
  canGoNext,
  canGoPrevious,
  infoProblem,
  initialAssessmentState,
  parseSavedProgress,
  percentComplete,
  progressToSave,
  type AssessmentAction,
  type AssessmentState,
} from './assessment-flow';
import { needsSafetyPanel } from '@core/safety-check';

function run(state: AssessmentState, ...actions: AssessmentAction[]): AssessmentState {
  return actions.reduce(assessmentReducer, state);
}

const withInfo: AssessmentAction[] = [
  { type: 'start' },
  { type: 'setInfo', field: 'name', value: 'Maya' },
  { type: 'setInfo', field: 'email', value: 'maya@example.com' },
  { type: 'continue' },
];

/** Answers every question with the option at `pick` (0 is `a`, 4 is `e`) and presses Next each time. */
function answerAll(state: AssessmentState, pick: number): AssessmentState {
  let next = state;
  for (const question of assessmentQuestions) {
    next = run(next, { type: 'choose', questionId: question.id, optionId: assessmentOptionIds[pick]! }, { type: 'next' });
  }
  return next;
}

describe('the assessment flow', () => {
  it('goes from the intro to the personal info and back', () => {
    const info = run(initialAssessmentState, { type: 'start' });
    expect(info.step).toBe('info');
    expect(run(info, { type: 'backToIntro' }).step).toBe('intro');
  });

  it('needs a name and an email before the questions; the phone is optional', () => {
    const info = run(initialAssessmentState, { type: 'start' }, { type: 'setInfo', field: 'name', value: 'Maya' });
    expect(infoProblem(info.info)).toBe('missing');
    expect(run(info, { type: 'continue' }).step).toBe('info');
    const blank = run(info, { type: 'setInfo', field: 'email', value: '   ' });
    expect(infoProblem(blank.info)).toBe('missing');
    const bad = run(info, { type: 'setInfo', field: 'email', value: 'maya' });
    expect(infoProblem(bad.info)).toBe('invalid-email');
    expect(run(bad, { type: 'continue' }).step).toBe('info');
    const good = run(info, { type: 'setInfo', field: 'email', value: 'maya@example.com' }, { type: 'continue' });
    expect(good.step).toBe('questions');
    expect(good.currentIndex).toBe(0);
  });

  it('disables Previous on question 1 and Next until an answer is chosen', () => {
    const first = run(initialAssessmentState, ...withInfo);
    expect(canGoPrevious(first)).toBe(false);
    expect(canGoNext(first)).toBe(false);
    expect(run(first, { type: 'next' })).toBe(first);
    expect(run(first, { type: 'previous' })).toBe(first);

    const answered = run(first, { type: 'choose', questionId: 1, optionId: 'c' });
    expect(canGoNext(answered)).toBe(true);
    const second = run(answered, { type: 'next' });
    expect(second.currentIndex).toBe(1);
    expect(canGoPrevious(second)).toBe(true);
    expect(canGoNext(second)).toBe(false);
    const back = run(second, { type: 'previous' });
    expect(back.currentIndex).toBe(0);
    expect(back.answers[1]).toBe('c');
  });

  it('replaces an answer when another option is picked, and ignores options the question does not have', () => {
    const first = run(initialAssessmentState, ...withInfo);
    const picked = run(first, { type: 'choose', questionId: 1, optionId: 'a' }, { type: 'choose', questionId: 1, optionId: 'd' });
    expect(picked.answers).toEqual({ 1: 'd' });
    expect(run(picked, { type: 'choose', questionId: 1, optionId: 'Never' as 'a' })).toBe(picked);
    expect(run(picked, { type: 'choose', questionId: 99, optionId: 'a' })).toBe(picked);
  });

  it('shows the percent complete of the question on screen', () => {
    expect(percentComplete(0)).toBe(3);
    expect(percentComplete(17)).toBe(51);
    expect(percentComplete(34)).toBe(100);
  });

  it('goes from the last question to the safety check, then to results', () => {
    const safety = answerAll(run(initialAssessmentState, ...withInfo), 0);
    expect(safety.step).toBe('safety');
    expect(safety.currentIndex).toBe(34);
    const results = run(safety, { type: 'showResults', skipSafety: false });
    expect(results.step).toBe('results');
    expect(results.completion).toBe(1);
    expect(results.showSafetyPanel).toBe(false);
  });

  it('scores the answers and builds the submission from them (the safety check is not part of it)', () => {
    const safety = answerAll(run(initialAssessmentState, ...withInfo, { type: 'setInfo', field: 'phone', value: ' ' }), 4);
    const results = run(safety, { type: 'answerSafety', id: 'weapon', answer: 'yes' }, { type: 'showResults', skipSafety: false });
    const { result, submission } = assessmentOutcome(results);
    expect(result.score).toBe(140);
    expect(result.riskLevel).toBe('Critical - Immediate Support Needed');
    expect(submission).toEqual({
      name: 'Maya',
      email: 'maya@example.com',
      answers: assessmentItems.map((q) => ({ questionId: q.id, optionId: 'e', weight: q.weights.e })),
      score: 140,
      riskLevel: 'Critical - Immediate Support Needed',
    });
    expect(JSON.stringify(submission)).not.toContain('weapon');

    const low = assessmentOutcome(run(answerAll(run(initialAssessmentState, ...withInfo), 0), { type: 'showResults', skipSafety: true }));
    expect(low.result.score).toBe(0);
    expect(low.result.riskLevel).toBe('Low Risk - Healthy Patterns');
  });
});

describe('the safety check', () => {
  const safety = answerAll(run(initialAssessmentState, ...withInfo), 2);

  it('shows the panel when any answer is yes, whatever the tier', () => {
    expect(needsSafetyPanel({})).toBe(false);
    expect(needsSafetyPanel({ 'threatened-to-kill': 'no', weapon: 'no', strangled: 'no' })).toBe(false);
    expect(needsSafetyPanel({ strangled: 'yes' })).toBe(true);
    const results = run(safety, { type: 'answerSafety', id: 'threatened-to-kill', answer: 'yes' }, { type: 'showResults', skipSafety: false });
    expect(results.showSafetyPanel).toBe(true);
    expect(assessmentOutcome(results).result.riskLevel).not.toBe('Critical - Immediate Support Needed');
  });

  it('changes its mind with the answer, and shows nothing when skipped', () => {
    const changed = run(safety, { type: 'answerSafety', id: 'weapon', answer: 'yes' }, { type: 'answerSafety', id: 'weapon', answer: 'no' });
    expect(run(changed, { type: 'showResults', skipSafety: false }).showSafetyPanel).toBe(false);
    const skipped = run(safety, { type: 'answerSafety', id: 'weapon', answer: 'yes' }, { type: 'showResults', skipSafety: true });
    expect(skipped.showSafetyPanel).toBe(false);
  });

  it('does not change the score', () => {
    const without = run(safety, { type: 'showResults', skipSafety: true });
    const withYes = run(
      safety,
      { type: 'answerSafety', id: 'threatened-to-kill', answer: 'yes' },
      { type: 'answerSafety', id: 'weapon', answer: 'yes' },
      { type: 'answerSafety', id: 'strangled', answer: 'yes' },
      { type: 'showResults', skipSafety: false },
    );
    expect(assessmentOutcome(withYes).result).toEqual(assessmentOutcome(without).result);
  });

  it('forgets its answers once the results are shown, and never stores them', () => {
    const answered = run(safety, { type: 'answerSafety', id: 'strangled', answer: 'yes' });
    expect(progressToSave(answered)).not.toContain('strangled');
    const results = run(answered, { type: 'showResults', skipSafety: false });
    expect(results.safety).toEqual({});
  });
});

describe('saving progress in the tab', () => {
  it('stores nothing untouched, and nothing once the results are shown', () => {
    expect(progressToSave(initialAssessmentState)).toBeNull();
    const results = run(answerAll(run(initialAssessmentState, ...withInfo), 1), { type: 'showResults', skipSafety: true });
    expect(progressToSave(results)).toBeNull();
  });

  it('restores the step, personal info, answers and question', () => {
    const mid = run(
      initialAssessmentState,
      ...withInfo,
      { type: 'setInfo', field: 'phone', value: '555-0100' },
      { type: 'choose', questionId: 1, optionId: 'd' },
      { type: 'next' },
      { type: 'choose', questionId: 2, optionId: 'b' },
    );
    const saved = parseSavedProgress(progressToSave(mid));
    expect(saved).toEqual({
      step: 'questions',
      info: { name: 'Maya', email: 'maya@example.com', phone: '555-0100' },
      answers: { 1: 'd', 2: 'b' },
      currentIndex: 1,
    });
    const restored = run(initialAssessmentState, { type: 'restore', saved: saved! });
    expect(restored.step).toBe('questions');
    expect(restored.currentIndex).toBe(1);
    expect(canGoNext(restored)).toBe(true);
  });

  it('ignores storage it cannot trust', () => {
    expect(parseSavedProgress(null)).toBeNull();
    expect(parseSavedProgress('not json')).toBeNull();
    expect(parseSavedProgress(JSON.stringify({ version: 2 }))).toBeNull();
    // Version 1 kept English option words; it is read no more.
    expect(parseSavedProgress(JSON.stringify({ version: 1, step: 'questions', info: { name: 'Maya', email: 'maya@example.com', phone: '' }, answers: { '1': 'Never' }, currentIndex: 0 }))).toBeNull();
    expect(parseSavedProgress(JSON.stringify({ version: 2, step: 'results', info: { name: '', email: '', phone: '' }, answers: {}, currentIndex: 0 }))).toBeNull();
  });

  it('drops unknown answers and never lands past the first unanswered question', () => {
    const raw = JSON.stringify({
      version: 2,
      step: 'safety',
      info: { name: 'Maya', email: 'maya@example.com', phone: '' },
      answers: { '1': 'a', '2': 'Never', '3': 'e', '99': 'a' },
      currentIndex: 30,
    });
    expect(parseSavedProgress(raw)).toEqual({
      step: 'questions',
      info: { name: 'Maya', email: 'maya@example.com', phone: '' },
      answers: { 1: 'a', 3: 'e' },
      currentIndex: 1,
    });
  });

  it('sends questions without a name or email back to the personal info', () => {
    const raw = JSON.stringify({ version: 2, step: 'questions', info: { name: '', email: '', phone: '' }, answers: {}, currentIndex: 0 });
    expect(parseSavedProgress(raw)?.step).toBe('info');
  });

  it('does not restore over an assessment already under way', () => {
    const underWay = run(initialAssessmentState, { type: 'start' });
    const saved = parseSavedProgress(progressToSave(run(initialAssessmentState, ...withInfo)))!;
    expect(run(underWay, { type: 'restore', saved })).toBe(underWay);
  });

  it('starts afresh on restart', () => {
    const results = run(answerAll(run(initialAssessmentState, ...withInfo), 1), { type: 'showResults', skipSafety: true });
    const restarted = run(results, { type: 'restart' });
    expect(restarted).toEqual({ ...initialAssessmentState, completion: 1 });
  });
});
