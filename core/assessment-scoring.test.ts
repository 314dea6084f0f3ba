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
import { assessmentSubmissionSchema, verifySubmission, type AssessmentSubmission } from './contracts/assessment';
import { assessmentQuestions } from './content/assessment-questions';
import { riskLevels } from './content/assessment-tiers';

const [LOW, MODERATE, HIGH, CRITICAL] = riskLevels;

/** One answer per question whose weights add up to `target`, taking the largest weight that fits. */
function answersForScore(target: number): AnswerRecord[] {
  let remaining = target;
  const answers = assessmentQuestions.map((question) => {
    let index = 0;
    question.weights.forEach((weight, i) => {
      if (weight <= remaining) index = i;
    });
    const option = question.options[index] as string;
    const record = answerRecordFor(question, option);
    remaining -= record.weight;
    return record;
  });
  expect(remaining, `no answer set adds up to ${target}`).toBe(0);
  return answers;
}

function optionAt(questionId: number, index: number): string {
  const question = assessmentQuestions.find((q) => q.id === questionId);
  if (!question) throw new Error(`no question ${questionId}`);
  return question.options[index] as string;
}

describe('maxScore', () => {
  it('is the sum of each question’s highest weight: 140', () => {
    expect(maxScore()).toBe(140);
    expect(maxScore(assessmentQuestions)).toBe(140);
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
    const q13 = assessmentQuestions.find((q) => q.id === 13);
    const q25 = assessmentQuestions.find((q) => q.id === 25);
    expect(q13?.weights).toEqual([0, 0, 1, 3, 4]);
    expect(q25?.weights).toEqual([0, 0, 2, 3, 4]);

    const base = answersForScore(0);
    const withSecond = base.map((a) =>
      a.questionId === 13 || a.questionId === 25 ? { ...a, option: optionAt(a.questionId, 1) } : a,
    );
    expect(scoreAssessment(withSecond).score).toBe(0);

    const withThird = base.map((a) =>
      a.questionId === 13 || a.questionId === 25 ? { ...a, option: optionAt(a.questionId, 2) } : a,
    );
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

  it('rejects a missing answer with a clear sentence', () => {
    const check = checkAnswers(complete.filter((a) => a.questionId !== 7));
    expect(check).toEqual({
      ok: false,
      problem: 'missing',
      error: 'Question 7 has no answer yet. Please answer every question to see your results.',
    });
    const many = checkAnswers(complete.filter((a) => ![3, 9, 12].includes(a.questionId)));
    expect(many.ok === false && many.error).toBe(
      'Questions 3, 9 and 12 have no answer yet. Please answer every question to see your results.',
    );
    expect(checkAnswers([]).ok).toBe(false);
  });

  it('rejects a question answered twice', () => {
    const check = checkAnswers([...complete, { questionId: 4, option: optionAt(4, 0) }]);
    expect(check.ok === false && check.problem).toBe('duplicate');
    expect(check.ok === false && check.error).toMatch(/Question 4 was answered more than once/);
  });

  it('rejects an unknown question', () => {
    const check = checkAnswers([...complete, { questionId: 36, option: 'Never' }]);
    expect(check.ok === false && check.problem).toBe('unknown-question');
    expect(check.ok === false && check.error).toMatch(/There is no question 36/);
  });

  it('rejects an option that belongs to another question or to none', () => {
    const foreign = complete.map((a) => (a.questionId === 5 ? { ...a, option: 'Never' } : a));
    const check = checkAnswers(foreign);
    expect(check.ok === false && check.problem).toBe('unknown-option');
    expect(check.ok === false && check.error).toMatch(/question 5 is not one of its choices/);
  });

  it('makes scoreAssessment throw a typed error carrying the same sentence', () => {
    const missing = complete.slice(1);
    expect(() => scoreAssessment(missing)).toThrow(AssessmentAnswersError);
    try {
      scoreAssessment(missing);
    } catch (error) {
      expect(error).toBeInstanceOf(AssessmentAnswersError);
      expect((error as AssessmentAnswersError).problem).toBe('missing');
      expect((error as AssessmentAnswersError).message).toBe(
        'Question 1 has no answer yet. Please answer every question to see your results.',
      );
    }
  });

  it('answerRecordFor looks the weight up and refuses a foreign option', () => {
    const q13 = assessmentQuestions.find((q) => q.id === 13);
    if (!q13) throw new Error('no question 13');
    expect(answerRecordFor(q13, q13.options[2])).toEqual({ questionId: 13, weight: 1, option: q13.options[2] });
    expect(() => answerRecordFor(q13, 'Never')).toThrow(AssessmentAnswersError);
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
      expect(check.answers.map((a) => a.questionId)).toEqual(assessmentQuestions.map((q) => q.id));
    }
  });

  it('rejects a forged score', () => {
    const check = verifySubmission(submission(60, { score: 10 }));
    expect(check).toEqual({ ok: false, error: 'The score sent (10) does not match the answers, which add up to 60.' });
  });

  it('rejects a forged risk level', () => {
    const check = verifySubmission(submission(100, { riskLevel: LOW }));
    expect(check.ok).toBe(false);
    expect(check.ok === false && check.error).toMatch(/result level sent does not match/);
  });

  it('rejects a weight that does not belong to the chosen option', () => {
    const honest = submission(0);
    const answers = honest.answers.map((a) => (a.questionId === 2 ? { ...a, weight: 3 } : a));
    const check = verifySubmission({ ...honest, answers });
    expect(check).toEqual({ ok: false, error: 'The weight sent for question 2 does not match the answer chosen.' });
  });

  it('rejects missing, duplicate and unknown answers', () => {
    const honest = submission(30);
    expect(verifySubmission({ ...honest, answers: honest.answers.slice(0, 34) }).ok).toBe(false);
    const first = honest.answers[0] as AnswerRecord;
    expect(verifySubmission({ ...honest, answers: [...honest.answers.slice(1), first, first] }).ok).toBe(false);
    expect(
      verifySubmission({ ...honest, answers: [...honest.answers.slice(1), { questionId: 99, weight: 0, option: 'Never' }] }),
    ).toMatchObject({ ok: false, error: expect.stringMatching(/There is no question 99/) });
  });

  it('parses a well-formed body and refuses a malformed one', () => {
    const body = submission(45);
    expect(assessmentSubmissionSchema.parse({ ...body, phone: '' }).phone).toBe('');
    expect(assessmentSubmissionSchema.safeParse({ ...body, riskLevel: 'Fine' }).success).toBe(false);
    expect(assessmentSubmissionSchema.safeParse({ ...body, score: 1.5 }).success).toBe(false);
    expect(assessmentSubmissionSchema.safeParse({ ...body, email: 'not-an-email' }).success).toBe(false);
    const badWeight = body.answers.map((a, i) => (i === 0 ? { ...a, weight: 5 } : a));
    expect(assessmentSubmissionSchema.safeParse({ ...body, answers: badWeight }).success).toBe(false);
    const { name: _name, ...noName } = body;
    expect(assessmentSubmissionSchema.safeParse(noName).success).toBe(false);
  });
});
