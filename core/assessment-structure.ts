/**
 * The self-assessment without its words (SPEC.md §9; docs/decisions/0044-assessment-answers-as-ids.md):
 * the questions' ids and each option's id and weight. An answer is a question id and an option id,
 * in every language: the browser sends it, the server checks and stores it, and the words of a
 * question and its options (core/content/assessment-questions.ts and its twins) are looked up by
 * these ids only where a person reads them. The server's check imports this module, never the words.
 *
 * Every question weighs its options 0, 1, 2, 3, 4 from the healthiest (`a`) to the most concerning
 * (`e`), except question 13 (0, 0, 1, 3, 4) and question 25 (0, 0, 2, 3, 4), where the first two
 * answers are both healthy. The highest weights add up to 140.
 */

/** An option's id within its question, in the order the options are shown (healthiest first). */
export const assessmentOptionIds = ['a', 'b', 'c', 'd', 'e'] as const;
export type AssessmentOptionId = (typeof assessmentOptionIds)[number];

export type OptionWeights = Readonly<Record<AssessmentOptionId, number>>;

/** One question as the scoring sees it: its id (1 to 35, in the order asked) and its options' weights. */
export type AssessmentItem = { readonly id: number; readonly weights: OptionWeights };

const standard: OptionWeights = { a: 0, b: 1, c: 2, d: 3, e: 4 };

/** The 35 questions, in the order they are asked. */
export const assessmentItems: readonly AssessmentItem[] = Array.from({ length: 35 }, (_, index) => {
  const id = index + 1;
  if (id === 13) return { id, weights: { a: 0, b: 0, c: 1, d: 3, e: 4 } };
  if (id === 25) return { id, weights: { a: 0, b: 0, c: 2, d: 3, e: 4 } };
  return { id, weights: standard };
});

/** True when a value is one of the options' ids. */
export function isAssessmentOptionId(value: unknown): value is AssessmentOptionId {
  return typeof value === 'string' && (assessmentOptionIds as readonly string[]).includes(value);
}
