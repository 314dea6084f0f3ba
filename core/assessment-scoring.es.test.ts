/**
 * The Spanish assessment scores exactly like the English one (issue 20): the same scoring module,
 * given the Spanish questions (as the Spanish build does), weighs every answer at the same
 * position the same, lands in the same tier at every boundary, and what the browser sends (each
 * answer's English text at the same position) passes the server's check with the same score.
 */
import { describe, expect, it } from 'vitest';
import { recordedOption, riskTierFor, scoreAssessment, shownOption, type AnswerInput } from './assessment-scoring';
import { verifySubmission } from './contracts/assessment';
import { assessmentQuestions as englishQuestions, type AssessmentQuestion } from './content/assessment-questions';
import { assessmentQuestions as spanishQuestions, recordedAssessmentQuestions as spanishRecorded } from '../locales/es/core/content/assessment-questions';
import { assessmentTiers as englishTiers, riskLevelName as englishName, riskLevels as englishLevels } from './content/assessment-tiers';
import { assessmentTiers as spanishTiers, riskLevelName as spanishName, riskLevels as spanishLevels } from '../locales/es/core/content/assessment-tiers';

// The Spanish build's types are the English ones; at run time the twin's words are plain strings.
const spanish = spanishQuestions as readonly AssessmentQuestion[];

/** Option positions, one per question, whose weights add up to exactly `score`. */
function positionsFor(score: number): number[] {
  let left = score;
  return englishQuestions.map((question) => {
    let best = 0;
    question.weights.forEach((weight, index) => {
      if (weight <= left && weight >= (question.weights[best] ?? 0)) best = index;
    });
    left -= question.weights[best] ?? 0;
    return best;
  });
}

function answersAt(questions: readonly AssessmentQuestion[], positions: readonly number[]): AnswerInput[] {
  return questions.map((question, index) => ({ questionId: question.id, option: question.options[positions[index] ?? 0] ?? '' }));
}

// Each tier's edges (SPEC.md §4: 20%, 40% and 65% of 140 stay in the lower tier) and both ends.
const scores = [0, 1, 28, 29, 56, 57, 91, 92, 139, 140];

describe('the Spanish self-assessment', () => {
  it('has the English ids, weights and order, with Spanish words and five different options each', () => {
    expect(spanish.map((q) => q.id)).toEqual(englishQuestions.map((q) => q.id));
    expect(spanish.map((q) => q.weights)).toEqual(englishQuestions.map((q) => q.weights));
    spanish.forEach((question, index) => {
      const english = englishQuestions[index]!;
      expect(question.question, `question ${question.id}`).not.toBe(english.question);
      expect(question.question).toMatch(/¿.+\?$/);
      expect(new Set(question.options).size, `question ${question.id} repeats an option`).toBe(5);
      expect(question.category).not.toBe(english.category);
    });
  });

  it.each(scores)('scores %i the same in both languages, tier by tier', (score) => {
    const positions = positionsFor(score);
    const english = scoreAssessment(answersAt(englishQuestions, positions));
    const result = scoreAssessment(answersAt(spanish, positions), spanish);

    expect(english.score).toBe(score);
    expect(result).toMatchObject({
      score: english.score,
      maxScore: english.maxScore,
      percentage: english.percentage,
      displayPercentage: english.displayPercentage,
      riskLevel: english.riskLevel,
      urgentSupport: english.urgentSupport,
    });

    // The same tier, named and described in Spanish.
    const tier = englishTiers.indexOf(riskTierFor(result.percentage));
    expect(spanishTiers[tier]!.riskLevel).toBe(englishTiers[tier]!.riskLevel);
    expect(spanishName(result.riskLevel)).not.toBe(englishName(result.riskLevel));
    expect(spanishTiers[tier]!.description).not.toBe(englishTiers[tier]!.description);
    expect(spanishTiers[tier]!.recommendations).toHaveLength(englishTiers[tier]!.recommendations.length);
  });

  it.each(scores)('sends answers at score %i that the server (in English) accepts with the same score and level', (score) => {
    const positions = positionsFor(score);
    const chosen = answersAt(spanish, positions);
    const result = scoreAssessment(chosen, spanish);
    const answers = chosen.map((answer) => {
      const question = spanish.find((q) => q.id === answer.questionId)!;
      const option = recordedOption(answer.questionId, answer.option, spanish, spanishRecorded);
      return { questionId: answer.questionId, option: option!, weight: question.weights[question.options.indexOf(answer.option)]! };
    });

    expect(answers.map((answer) => answer.option)).toEqual(answersAt(englishQuestions, positions).map((answer) => answer.option));
    const check = verifySubmission({ answers, score: result.score, riskLevel: result.riskLevel });
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.result.score).toBe(score);
    // And back: a recorded answer shows as the Spanish option she chose.
    for (const answer of answers) {
      expect(shownOption(answer.questionId, answer.option, spanish, spanishRecorded)).toBe(chosen.find((c) => c.questionId === answer.questionId)!.option);
    }
  });

  it('records the same risk levels, and names each tier in Spanish', () => {
    expect(spanishLevels).toEqual(englishLevels);
    const names = englishLevels.map(spanishName);
    expect(new Set(names).size).toBe(4);
    names.forEach((name, index) => expect(name).not.toBe(englishLevels[index]));
    expect(spanishName('Some other label')).toBe('Some other label');
    expect(englishLevels.map(englishName)).toEqual([...englishLevels]);
  });

  it('refuses an option that is not one of the question’s', () => {
    expect(recordedOption(1, 'Never', spanish, spanishRecorded)).toBeUndefined();
    expect(() => scoreAssessment(answersAt(englishQuestions, positionsFor(10)), spanish)).toThrow(/not one of its choices/);
  });
});
