import { describe, expect, it } from 'vitest';
import { assessmentConstants, hotlines } from '../constants';
import { assessmentCategories, assessmentQuestions, type AssessmentQuestion } from './assessment-questions';
import { assessmentTiers, riskLevels } from './assessment-tiers';
import { assessmentItems, assessmentOptionIds } from '../assessment-structure';

describe('assessment questions', () => {
  it('has 35 questions with ids 1 to 35 in order', () => {
    expect(assessmentQuestions).toHaveLength(assessmentConstants.questionCount);
    expect(assessmentQuestions.map((q) => q.id)).toEqual(Array.from({ length: 35 }, (_, i) => i + 1));
  });

  it('gives every question words for each of the five option ids, all different and non-blank', () => {
    for (const q of assessmentQuestions) {
      expect(Object.keys(q.options), `question ${q.id}`).toEqual([...assessmentOptionIds]);
      const options = Object.values(q.options);
      expect(new Set(options).size, `question ${q.id} repeats an option`).toBe(5);
      for (const option of options) expect(option.trim(), `question ${q.id}`).toBe(option);
      expect(q.question.trim().length).toBeGreaterThan(10);
    }
  });

  it('has the words of exactly the questions the scoring knows (core/assessment-structure.ts)', () => {
    expect(assessmentQuestions.map((q) => q.id)).toEqual(assessmentItems.map((item) => item.id));
  });

  it('weighs 0-4 in ascending order, except questions 13 and 25', () => {
    const special: Record<number, readonly number[]> = { 13: [0, 0, 1, 3, 4], 25: [0, 0, 2, 3, 4] };
    for (const item of assessmentItems) {
      const weights = assessmentOptionIds.map((id) => item.weights[id]);
      expect(weights, `question ${item.id}`).toEqual(special[item.id] ?? [0, 1, 2, 3, 4]);
    }
  });

  it('adds up to a maximum score of 140', () => {
    const max = assessmentItems.reduce((sum, item) => sum + Math.max(...Object.values(item.weights)), 0);
    expect(max).toBe(assessmentConstants.maxScore);
  });

  it('uses all 12 categories, each two to four times', () => {
    const counts = new Map<string, number>();
    for (const q of assessmentQuestions) counts.set(q.category, (counts.get(q.category) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...assessmentCategories].sort());
    for (const [category, count] of counts) {
      expect(count, category).toBeGreaterThanOrEqual(2);
      expect(count, category).toBeLessThanOrEqual(4);
    }
  });

  it('asks about experiences, never labels the reader', () => {
    const diagnosis = /\byou (have|are suffering from) (ptsd|depression|anxiety|a disorder|trauma)\b|\bsyndrome\b|\bdisorder\b/i;
    for (const q of assessmentQuestions) {
      for (const text of [q.question, ...Object.values(q.options)]) expect(text, `question ${q.id}`).not.toMatch(diagnosis);
      expect(q.question.endsWith('?'), `question ${q.id} is a question`).toBe(true);
    }
  });
});

// ---- Reading level ------------------------------------------------------------------------

/** A common heuristic: count vowel groups, drop a silent final e. Good enough for an average. */
function syllables(word: string): number {
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length === 0) return 0;
  if (w.length <= 3) return 1;
  w = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  return Math.max(1, w.match(/[aeiouy]{1,2}/g)?.length ?? 0);
}

function words(text: string): string[] {
  return text.split(/\s+/).filter((token) => /[a-z]/i.test(token));
}

/** Flesch-Kincaid grade of a passage given as a list of sentences. */
function fleschKincaidGrade(sentences: readonly string[]): number {
  const all = sentences.flatMap(words);
  const syllableCount = all.reduce((sum, word) => sum + syllables(word), 0);
  return 0.39 * (all.length / sentences.length) + 11.8 * (syllableCount / all.length) - 15.59;
}

/** A question as a reader meets it: the question, then each option as its own short line. */
function passageOf(q: AssessmentQuestion): string[] {
  return [...q.question.split(/(?<=[.?!])\s+/), ...Object.values(q.options)];
}

describe('reading level', () => {
  it('counts syllables sensibly', () => {
    expect(syllables('never')).toBe(2);
    expect(syllables('home')).toBe(1);
    expect(syllables('afraid')).toBe(2);
    expect(syllables('relationship')).toBe(4);
    // Compound words can count high ('sometimes' gives 3), which only makes the check stricter.
    expect(syllables('sometimes')).toBeGreaterThanOrEqual(2);
  });

  const average = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

  // Each question on its own, and each question read together with its five options.
  const questionGrades = assessmentQuestions.map((q) => ({ id: q.id, grade: fleschKincaidGrade([q.question]) }));
  const passageGrades = assessmentQuestions.map((q) => ({ id: q.id, grade: fleschKincaidGrade(passageOf(q)) }));

  it('averages at most grade 8 across the questions and their options', () => {
    expect(average(questionGrades.map((g) => g.grade))).toBeLessThanOrEqual(8);
    expect(average(passageGrades.map((g) => g.grade))).toBeLessThanOrEqual(8);
  });

  it('has no question above grade 10', () => {
    expect(questionGrades.filter((g) => g.grade > 10)).toEqual([]);
    expect(passageGrades.filter((g) => g.grade > 10)).toEqual([]);
  });

  it('keeps the result texts at about grade 8 too', () => {
    const sentences = assessmentTiers.flatMap((t) =>
      [t.description, ...t.recommendations].flatMap((text) => text.split(/(?<=[.?!])\s+/)),
    );
    expect(fleschKincaidGrade(sentences)).toBeLessThanOrEqual(8);
  });
});

// ---- Tiers --------------------------------------------------------------------------------

describe('assessment tiers', () => {
  it('are the four tiers of SPEC.md §4, in order, with their stages', () => {
    expect(assessmentTiers.map((t) => t.riskLevel)).toEqual([...riskLevels]);
    expect(assessmentTiers.map((t) => [t.riskLevel, t.selfStage])).toEqual([
      ['Low Risk - Healthy Patterns', 'Self-Awareness Stage'],
      ['Moderate Concern - Early S.A.V.E.™ Patterns', 'Recognition Stage'],
      ['High Risk - Significant S.A.V.E.™ Syndrome', 'Reclaiming Identity Stage'],
      ['Critical - Immediate Support Needed', 'Healing & Emergence Stage'],
    ]);
  });

  it('have 5, 6, 8 and 10 recommendations', () => {
    expect(assessmentTiers.map((t) => t.recommendations.length)).toEqual([5, 6, 8, 10]);
    for (const tier of assessmentTiers) expect(new Set(tier.recommendations).size).toBe(tier.recommendations.length);
  });

  it('mark only the critical tier as urgent', () => {
    expect(assessmentTiers.map((t) => t.urgentSupport)).toEqual([false, false, false, true]);
  });

  it('each have a description of two to four sentences', () => {
    for (const tier of assessmentTiers) {
      const sentences = tier.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, tier.riskLevel).toBeGreaterThanOrEqual(2);
      expect(sentences.length, tier.riskLevel).toBeLessThanOrEqual(4);
    }
  });

  it('tell the critical reader that support is available now and it is not her fault', () => {
    const critical = assessmentTiers[3];
    expect(critical?.description).toMatch(/support is available now/i);
    expect(critical?.description).toMatch(/not your fault/i);
  });

  it('point the high and critical tiers to safety planning, the hotline, a free consultation and crisis support', () => {
    for (const tier of assessmentTiers.slice(2)) {
      const text = tier.recommendations.join(' ');
      expect(text, tier.riskLevel).toMatch(/safety plan/i);
      expect(text, tier.riskLevel).toContain(hotlines.domesticViolence.display);
      expect(text, tier.riskLevel).toMatch(/free consultation/i);
      expect(text, tier.riskLevel).toMatch(/Crisis Support page/);
    }
  });

  it('write the text line with the number and keyword the hotline’s address texts, in both languages', async () => {
    const [, number, keyword] = /^sms:(\d+)\?&body=(\w+)$/.exec(hotlines.domesticViolenceText.href) ?? [];
    const spanish = await import('../../locales/es/core/content/assessment-tiers');
    const lines = [...assessmentTiers, ...spanish.assessmentTiers].flatMap((tier) => tier.recommendations).filter((text) => /\b88788\b|START/.test(text));
    expect(lines.length).toBe(4);
    for (const line of lines) expect(line).toContain(`${keyword} ${/envía/.test(line) ? 'al' : 'to'} ${number}`);
  });

  it('never advise confronting anyone', () => {
    for (const tier of assessmentTiers) {
      for (const text of [tier.description, ...tier.recommendations]) expect(text).not.toMatch(/confront/i);
    }
  });
});
