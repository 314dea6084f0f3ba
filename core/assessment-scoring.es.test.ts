/**
 * The Spanish assessment is the same assessment (issue 20; docs/decisions/0044): its questions
 * have the English ids and option ids with Spanish words, so an answer she gives in Spanish is
 * the same question id and option id the English page sends, weighs the same, and passes the
 * server's check with the same score and level; only the tier's words are Spanish.
 */
import { describe, expect, it } from 'vitest';
import { answerRecordFor, riskLevelName, riskTierFor, scoreAssessment } from './assessment-scoring';
import { assessmentItems, assessmentOptionIds, type AssessmentOptionId } from './assessment-structure';
import { verifySubmission } from './contracts/assessment';
import { assessmentQuestions as englishQuestions, type AssessmentQuestion } from './content/assessment-questions';
import { assessmentQuestions as spanishQuestions } from '../locales/es/core/content/assessment-questions';
import { assessmentTiers as englishTiers, riskLevelNames as englishNames, riskLevels as englishLevels } from './content/assessment-tiers';
import {
  assessmentTiers as spanishTiers,
  riskLevelNames as spanishNames,
  riskLevels as spanishLevels,
} from '../locales/es/core/content/assessment-tiers';

// The Spanish build's types are the English ones; at run time the twin's words are plain strings.
const spanish = spanishQuestions as readonly AssessmentQuestion[];

/** One option id per question whose weights add up to exactly `score`. */
function choicesFor(score: number): AssessmentOptionId[] {
  let left = score;
  return assessmentItems.map((item) => {
    let best: AssessmentOptionId = 'a';
    for (const optionId of assessmentOptionIds) if (item.weights[optionId] <= left && item.weights[optionId] >= item.weights[best]) best = optionId;
    left -= item.weights[best];
    return best;
  });
}

// Each tier's edges (SPEC.md §4: 20%, 40% and 65% of 140 stay in the lower tier) and both ends.
const scores = [0, 1, 28, 29, 56, 57, 91, 92, 139, 140];

describe('the Spanish self-assessment', () => {
  it('has the English question ids, in order, with Spanish words and five different options each', () => {
    expect(spanish.map((q) => q.id)).toEqual(englishQuestions.map((q) => q.id));
    expect(spanish.map((q) => q.id)).toEqual(assessmentItems.map((item) => item.id));
    spanish.forEach((question, index) => {
      const english = englishQuestions[index]!;
      expect(question.question, `question ${question.id}`).not.toBe(english.question);
      expect(question.question).toMatch(/¿.+\?$/);
      expect(Object.keys(question.options)).toEqual([...assessmentOptionIds]);
      expect(new Set(Object.values(question.options)).size, `question ${question.id} repeats an option`).toBe(5);
      expect(question.category).not.toBe(english.category);
    });
  });

  it.each(scores)('sends at score %i the same ids as the English page, which the server accepts with the same score and level', (score) => {
    const answers = choicesFor(score).map((optionId, index) => answerRecordFor(assessmentItems[index]!.id, optionId));
    const result = scoreAssessment(answers);
    expect(result.score).toBe(score);
    // What she reads for each answer is the Spanish option of that id; what travels is the id.
    for (const answer of answers) {
      const question = spanish.find((q) => q.id === answer.questionId)!;
      expect(question.options[answer.optionId]).not.toBe(englishQuestions.find((q) => q.id === answer.questionId)!.options[answer.optionId]);
    }
    const check = verifySubmission({ answers, score: result.score, riskLevel: result.riskLevel });
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.answers).toEqual(answers);

    // The same tier, named and described in Spanish.
    const tier = englishTiers.indexOf(riskTierFor(result.percentage));
    expect(spanishTiers[tier]!.riskLevel).toBe(englishTiers[tier]!.riskLevel);
    expect(riskLevelName(spanishNames, result.riskLevel)).not.toBe(riskLevelName(englishNames, result.riskLevel));
    expect(spanishTiers[tier]!.description).not.toBe(englishTiers[tier]!.description);
    expect(spanishTiers[tier]!.recommendations).toHaveLength(englishTiers[tier]!.recommendations.length);
  });

  it('records the same risk levels, and names each tier in Spanish', () => {
    expect(spanishLevels).toEqual(englishLevels);
    const names = englishLevels.map((level) => riskLevelName(spanishNames, level));
    expect(new Set(names).size).toBe(4);
    names.forEach((name, index) => expect(name).not.toBe(englishLevels[index]));
    expect(riskLevelName(spanishNames, 'Some other label')).toBe('Some other label');
    expect(englishLevels.map((level) => riskLevelName(englishNames, level))).toEqual([...englishLevels]);
  });
});
