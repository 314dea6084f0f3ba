import { describe, expect, it } from 'vitest';
import {
  AssessmentAnswersError,
  answerRecordFor,
  checkAnswers,
  maxScore,
  riskTierFor,
  scoreAssessment,
  tierColor,
  type AnswerInput,
  type AnswerRecord,
} from './assessment-scoring';
import { assessmentItems, assessmentOptionIds, type AssessmentOptionId } from './assessment-structure';
import { assessmentSubmissionSchema, verifySubmission, type AssessmentSubmission } from './contracts/assessment';
import { assessmentAnswerMessages } from './content/assessment';
import { riskLevels } from './content/assessment-tiers';
import { wordsForCode } from './message-codes';

const [LOW, MODERATE, HIGH, CRITICAL] = riskLevels;

/** The English sentence of a refusal's code, as the server answers it. */
const words = (code: string) => wordsForCode({ assessmentAnswerMessages }, code);

/** One answer per question whose weights add up to `target`, taking the largest weight that fits. */
function answersForScore(target: number): AnswerRecord[] {
  let remaining = target;
  const answers = assessmentItems.map((item) => {
    let chosen: AssessmentOptionId = 'a';
    for (const optionId of assessmentOptionIds) if (item.weights[optionId] <= remaining) chosen = optionId;
    const record = answerRecordFor(item.id, chosen);
    remaining -= record.weight;
    return record;
  });
  expect(remaining, `no answer set adds up to ${target}`).toBe(0);
  return answers;
}

describe('maxScore', () => {
  it('is the sum of each question’s highest weight: 140', () => {
    expect(maxScore()).toBe(140);
    expect(maxScore(assessmentItems)).toBe(140);
    expect(scoreAssessment(answersForScore(140)).percentage).toBe(100);
  });
});

describe('tier boundaries use the unrounded percentage', () => {
  it.each([
    [0, LOW],
    [28, LOW],
    [29, MODERATE],
    [56, MODERATE],
    [57, HIGH],
    [91, HIGH],
    [92, CRITICAL],
    [140, CRITICAL],
  ] as const)('a score of %i out of 140 is %s', (score, riskLevel) => {
    const result = scoreAssessment(answersForScore(score));
    expect(result.score).toBe(score);
    expect(result.maxScore).toBe(140);
    expect(result.percentage).toBe((score * 100) / 140);
    expect(result.riskLevel).toBe(riskLevel);
  });

  it('gives exactly 20, 40 and 65 percent at 28, 56 and 91 points', () => {
    expect(scoreAssessment(answersForScore(28)).percentage).toBe(20);
    expect(scoreAssessment(answersForScore(56)).percentage).toBe(40);
    expect(scoreAssessment(answersForScore(91)).percentage).toBe(65);
  });

  it('decides on the unrounded value even when the rounded one reads as the boundary', () => {
    expect(riskTierFor(20).riskLevel).toBe(LOW);
    expect(riskTierFor(20.0001).riskLevel).toBe(MODERATE);
    expect(riskTierFor(40).riskLevel).toBe(MODERATE);
    expect(riskTierFor(40.0001).riskLevel).toBe(HIGH);
    expect(riskTierFor(65).riskLevel).toBe(HIGH);
    expect(riskTierFor(65.0001).riskLevel).toBe(CRITICAL);

    const result = scoreAssessment(answersForScore(29)); // 20.714...%
    expect(result.displayPercentage).toBe(21);
    expect(scoreAssessment(answersForScore(57)).displayPercentage).toBe(41);
  });

  it('copies the tier’s stage, description, recommendations and urgency into the result', () => {
    const result = scoreAssessment(answersForScore(120));
    const tier = riskTierFor(result.percentage);
    expect(result).toMatchObject({
      selfStage: 'Healing & Emergence Stage',
      description: tier.description,
      recommendations: tier.recommendations,
      urgentSupport: true,
    });
  });
});

describe('weights come from the question, never from the answer', () => {
  it('gives both healthy options of questions 13 and 25 a weight of 0', () => {
    const q13 = assessmentItems.find((q) => q.id === 13);
    const q25 = assessmentItems.find((q) => q.id === 25);
    expect(q13?.weights).toEqual({ a: 0, b: 0, c: 1, d: 3, e: 4 });
    expect(q25?.weights).toEqual({ a: 0, b: 0, c: 2, d: 3, e: 4 });

    const base = answersForScore(0);
    const withSecond = base.map((a) => (a.questionId === 13 || a.questionId === 25 ? { ...a, optionId: 'b' as const } : a));
    expect(scoreAssessment(withSecond).score).toBe(0);

    const withThird = base.map((a) => (a.questionId === 13 || a.questionId === 25 ? { ...a, optionId: 'c' as const } : a));
    expect(scoreAssessment(withThird).score).toBe(1 + 2);
  });

  it('ignores a weight carried by the answer', () => {
    const forged: AnswerInput[] = answersForScore(0).map((a) => ({ ...a, weight: 4 }));
    expect(scoreAssessment(forged).score).toBe(0);
  });
});

describe('answer validation', () => {
  const complete = answersForScore(50);

  it('accepts answers in any order', () => {
    expect(scoreAssessment([...complete].reverse()).score).toBe(50);
  });

  it('rejects a missing answer, naming how many and the first', () => {
    expect(checkAnswers(complete.filter((a) => a.questionId !== 7))).toEqual({ ok: false, problem: 'missing', count: 1, first: 7 });
    expect(checkAnswers(complete.filter((a) => ![3, 9, 12].includes(a.questionId)))).toEqual({ ok: false, problem: 'missing', count: 3, first: 3 });
    expect(checkAnswers([]).ok).toBe(false);
  });

  it('rejects a question answered twice', () => {
    expect(checkAnswers([...complete, { questionId: 4, optionId: 'a' }])).toEqual({ ok: false, problem: 'duplicate', question: 4 });
  });

  it('rejects an unknown question', () => {
    expect(checkAnswers([...complete, { questionId: 36, optionId: 'a' }])).toEqual({ ok: false, problem: 'unknownQuestion', question: 36 });
  });

  it('rejects an option id the question does not have, and the option’s words instead of its id', () => {
    expect(checkAnswers(complete.map((a) => (a.questionId === 5 ? { ...a, optionId: 'f' } : a)))).toEqual({
      ok: false,
      problem: 'unknownOption',
      question: 5,
    });
    expect(checkAnswers(complete.map((a) => (a.questionId === 5 ? { ...a, optionId: 'Never' } : a)))).toMatchObject({ problem: 'unknownOption' });
  });

  it('makes scoreAssessment throw a typed error carrying the problem', () => {
    expect(() => scoreAssessment(complete.slice(1))).toThrow(AssessmentAnswersError);
    try {
      scoreAssessment(complete.slice(1));
    } catch (error) {
      expect((error as AssessmentAnswersError).problem).toEqual({ problem: 'missing', count: 1, first: 1 });
    }
  });

  it('answerRecordFor looks the weight up and refuses an unknown question', () => {
    expect(answerRecordFor(13, 'c')).toEqual({ questionId: 13, optionId: 'c', weight: 1 });
    expect(() => answerRecordFor(36, 'a')).toThrow(AssessmentAnswersError);
  });
});

describe('tierColor', () => {
  it('is red when urgent, orange above 65, yellow above 40, else green', () => {
    expect(tierColor({ urgentSupport: true, percentage: 10 })).toBe('red');
    expect(tierColor({ urgentSupport: false, percentage: 65.1 })).toBe('orange');
    expect(tierColor({ urgentSupport: false, percentage: 65 })).toBe('yellow');
    expect(tierColor({ urgentSupport: false, percentage: 40.1 })).toBe('yellow');
    expect(tierColor({ urgentSupport: false, percentage: 40 })).toBe('green');
    expect(tierColor({ urgentSupport: false, percentage: 0 })).toBe('green');
  });

  it('gives each tier its colour', () => {
    expect(tierColor(scoreAssessment(answersForScore(28)))).toBe('green');
    expect(tierColor(scoreAssessment(answersForScore(56)))).toBe('green');
    expect(tierColor(scoreAssessment(answersForScore(57)))).toBe('yellow');
    expect(tierColor(scoreAssessment(answersForScore(92)))).toBe('red');
  });
});

describe('verifySubmission', () => {
  function submission(score: number, overrides: Partial<AssessmentSubmission> = {}): AssessmentSubmission {
    const result = scoreAssessment(answersForScore(score));
    return {
      name: 'Ana',
      email: 'ana@example.com',
      answers: answersForScore(score),
      score: result.score,
      riskLevel: result.riskLevel,
      ...overrides,
    };
  }

  it('accepts an honest submission and returns the recomputed result and clean answers', () => {
    const check = verifySubmission(submission(60));
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.result.score).toBe(60);
      expect(check.result.riskLevel).toBe(HIGH);
      expect(check.answers).toHaveLength(35);
      expect(check.answers.map((a) => a.questionId)).toEqual(assessmentItems.map((q) => q.id));
    }
  });

  it('rejects a forged score with its code and numbers', () => {
    const check = verifySubmission(submission(60, { score: 10 }));
    expect(check).toEqual({ ok: false, path: 'score', code: 'assessmentAnswerMessages.wrongScore?sent=10&score=60' });
    expect(check.ok === false && words(check.code)).toBe('The score sent (10) does not match the answers, which add up to 60.');
  });

  it('rejects a forged risk level', () => {
    const check = verifySubmission(submission(100, { riskLevel: LOW }));
    expect(check).toEqual({ ok: false, path: 'riskLevel', code: 'assessmentAnswerMessages.wrongRiskLevel' });
  });

  it('rejects a weight that does not belong to the chosen option', () => {
    const honest = submission(0);
    const answers = honest.answers.map((a) => (a.questionId === 2 ? { ...a, weight: 3 } : a));
    const check = verifySubmission({ ...honest, answers });
    expect(check.ok === false && words(check.code)).toBe('The weight sent for question 2 does not match the answer chosen.');
  });

  it('rejects missing, duplicate and unknown answers, each in words', () => {
    const honest = submission(30);
    const missing = verifySubmission({ ...honest, answers: honest.answers.slice(0, 34) });
    expect(missing.ok === false && words(missing.code)).toBe('Question 35 has no answer yet. Please answer every question to see your results.');
    const many = verifySubmission({ ...honest, answers: honest.answers.slice(0, 30) });
    expect(many.ok === false && words(many.code)).toBe('5 questions, from question 31 on, have no answer yet. Please answer every question to see your results.');
    const first = honest.answers[0]!;
    const twice = verifySubmission({ ...honest, answers: [...honest.answers.slice(1), first, first] });
    expect(twice.ok === false && words(twice.code)).toMatch(/^Question 1 was answered more than once/);
    const unknown = verifySubmission({ ...honest, answers: [...honest.answers.slice(1), { questionId: 99, weight: 0, optionId: 'a' }] });
    expect(unknown.ok === false && words(unknown.code)).toMatch(/^There is no question 99/);
  });

  it('parses a well-formed body and refuses a malformed or forged one', () => {
    const body = submission(45);
    expect(assessmentSubmissionSchema.parse({ ...body, phone: '' }).phone).toBe('');
    expect(assessmentSubmissionSchema.safeParse({ ...body, riskLevel: 'Fine' }).success).toBe(false);
    expect(assessmentSubmissionSchema.safeParse({ ...body, score: 1.5 }).success).toBe(false);
    expect(assessmentSubmissionSchema.safeParse({ ...body, email: 'not-an-email' }).success).toBe(false);
    const badWeight = body.answers.map((a, i) => (i === 0 ? { ...a, weight: 5 } : a));
    expect(assessmentSubmissionSchema.safeParse({ ...body, answers: badWeight }).success).toBe(false);
    const words = body.answers.map((a, i) => (i === 0 ? { questionId: a.questionId, weight: a.weight, option: 'Never' } : a));
    expect(assessmentSubmissionSchema.safeParse({ ...body, answers: words }).success).toBe(false);
    const { name: _name, ...noName } = body;
    expect(assessmentSubmissionSchema.safeParse(noName).success).toBe(false);
    const forged = assessmentSubmissionSchema.safeParse({ ...body, score: 44 });
    expect(forged.success).toBe(false);
    expect(forged.error?.issues[0]).toMatchObject({ path: ['score'], message: 'assessmentAnswerMessages.wrongScore?sent=44&score=45' });
  });
});
