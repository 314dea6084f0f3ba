import { describe, expect, it } from 'vitest';
import * as english from './content/worried-about-someone';
import * as spanish from '../locales/es/core/content/worried-about-someone';
import { worriedCheckSchema } from './contracts/worried-check';
import {
  dangerQuestionIds,
  scoreWorriedCheck,
  worriedMaxScore,
  worriedNextSteps,
  worriedOutcomeFor,
  worriedOutcomes,
  worriedQuestionIds,
  worriedStepIds,
  worriedStepsByOutcome,
  worriedThresholds,
  type WorriedAnswer,
  type WorriedAnswers,
  type WorriedQuestionId,
} from './worried-check';

/** Every question answered `fill`, except those given. */
function answers(fill: WorriedAnswer, given: Partial<Record<WorriedQuestionId, WorriedAnswer>> = {}): WorriedAnswers {
  return { ...(Object.fromEntries(worriedQuestionIds.map((id) => [id, fill])) as WorriedAnswers), ...given };
}

/** The first `count` non-danger questions answered `answer`, the rest "no". */
function signs(count: number, answer: WorriedAnswer = 'yes'): WorriedAnswers {
  const ordinary = worriedQuestionIds.filter((id) => !(dangerQuestionIds as readonly string[]).includes(id));
  return answers('no', Object.fromEntries(ordinary.slice(0, count).map((id) => [id, answer])));
}

describe('the worried-about-someone check', () => {
  it('asks ten questions, two of them danger signs, scored out of 20', () => {
    expect(worriedQuestionIds).toHaveLength(10);
    expect(dangerQuestionIds).toEqual(['threats', 'strangled']);
    expect(worriedMaxScore).toBe(20);
  });

  it('scores yes 2, not sure 1, no 0', () => {
    expect(scoreWorriedCheck(answers('no')).score).toBe(0);
    expect(scoreWorriedCheck(answers('unsure')).score).toBe(10);
    expect(scoreWorriedCheck(answers('yes')).score).toBe(20);
    expect(scoreWorriedCheck(signs(1)).score).toBe(2);
    expect(scoreWorriedCheck(signs(3, 'unsure')).score).toBe(3);
  });

  it('leads to danger on one "yes" to a danger question, whatever the rest', () => {
    for (const id of dangerQuestionIds) {
      const result = scoreWorriedCheck(answers('no', { [id]: 'yes' }));
      expect(result.outcome).toBe('danger');
      expect(result.dangerSigns).toEqual([id]);
      expect(result.score).toBe(2);
    }
    expect(scoreWorriedCheck(answers('yes')).dangerSigns).toEqual(['threats', 'strangled']);
    // "Not sure" on a danger question counts in the score but is not a danger sign.
    const unsure = scoreWorriedCheck(answers('no', { threats: 'unsure', strangled: 'unsure' }));
    expect(unsure.outcome).toBe('few-signs');
    expect(unsure.dangerSigns).toEqual([]);
  });

  it('sorts scores at the thresholds: 10 or more many signs, 3 or more some, below that few', () => {
    expect(worriedThresholds).toEqual({ manySigns: 10, someSigns: 3 });
    expect(worriedOutcomeFor(20, false)).toBe('many-signs');
    expect(worriedOutcomeFor(10, false)).toBe('many-signs');
    expect(worriedOutcomeFor(9, false)).toBe('some-signs');
    expect(worriedOutcomeFor(3, false)).toBe('some-signs');
    expect(worriedOutcomeFor(2, false)).toBe('few-signs');
    expect(worriedOutcomeFor(0, false)).toBe('few-signs');
    expect(worriedOutcomeFor(0, true)).toBe('danger');
    expect(scoreWorriedCheck(signs(5)).outcome).toBe('many-signs');
    expect(scoreWorriedCheck(signs(4)).outcome).toBe('some-signs');
    expect(scoreWorriedCheck(signs(2)).outcome).toBe('some-signs');
    expect(scoreWorriedCheck(signs(1)).outcome).toBe('few-signs');
  });

  it('names each result’s next steps, the danger result starting with 911, every other with the hotline among them', () => {
    expect(worriedStepsByOutcome.danger[0]).toBe('call-911-now');
    for (const outcome of worriedOutcomes) {
      const steps = worriedStepsByOutcome[outcome];
      expect(steps.length).toBeGreaterThanOrEqual(4);
      expect(new Set(steps).size).toBe(steps.length);
      expect(steps.some((step) => step === 'call-hotline' || step === 'call-hotline-today')).toBe(true);
    }
    // Every step is said by some result.
    expect(new Set(worriedOutcomes.flatMap((outcome) => worriedStepsByOutcome[outcome]))).toEqual(new Set(worriedStepIds));
  });

  it('gives a result’s steps in the language of the texts it is given', () => {
    expect(worriedNextSteps('danger', english.worriedCheckTexts.steps)[0]).toBe(
      'If she is in danger right now, or you see or hear him hurting her, call 911.',
    );
    expect(worriedNextSteps('danger', spanish.worriedCheckTexts.steps)[0]).toBe(
      'Si ella está en peligro ahora mismo, o ves o escuchas que él la está lastimando, llama al 911.',
    );
    expect(worriedNextSteps('few-signs', english.worriedCheckTexts.steps)).toEqual([
      english.worriedCheckTexts.steps['trust-your-worry'],
      english.worriedCheckTexts.steps['stay-close'],
      english.worriedCheckTexts.steps['learn-the-signs'],
      english.worriedCheckTexts.steps['call-hotline'],
    ]);
  });

  it('has a question text for every id in both languages', () => {
    for (const texts of [english.worriedCheckTexts, spanish.worriedCheckTexts]) {
      expect(Object.keys(texts.questions).sort()).toEqual([...worriedQuestionIds].sort());
      expect(Object.keys(texts.outcomes).sort()).toEqual([...worriedOutcomes].sort());
    }
  });
});

describe('the check’s contract', () => {
  it('accepts every question answered, "not sure" included', () => {
    const parsed = worriedCheckSchema.safeParse(answers('unsure', { threats: 'yes', strangled: 'no' }));
    expect(parsed.success).toBe(true);
  });

  it('refuses an unanswered or unknown answer with the code the page turns into words', () => {
    const missing = worriedCheckSchema.safeParse({ ...answers('no'), threats: undefined, 'puts-down': null });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message]).sort()).toEqual([
      ['puts-down', 'unanswered'],
      ['threats', 'unanswered'],
    ]);
    const forged = worriedCheckSchema.safeParse({ ...answers('no'), injuries: 'maybe' });
    expect(forged.success).toBe(false);
    expect(forged.error?.issues[0]?.message).toBe('unanswered');
  });
});
