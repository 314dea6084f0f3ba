import * as z from 'zod/mini';
import { checkAnswers, scoreAssessment, type AnswerRecord, type AssessmentResult } from '../assessment-scoring';
import { assessmentConstants } from '../constants';
import { riskLevels } from '../content/assessment-risk-levels';
import { emailField, optionalText, requiredText } from './common';

const weightMessage = 'Each answer needs a weight from 0 to 4.';
const answerRecordSchema = z.object({
  questionId: z.number({ error: 'Each answer needs a question number.' }).check(z.int('Each answer needs a question number.')),
  weight: z.number({ error: weightMessage }).check(z.int(weightMessage), z.gte(0, weightMessage), z.lte(4, weightMessage)),
  option: z
    .string({ error: 'Each answer needs the text of the chosen option.' })
    .check(z.minLength(1, 'Each answer needs the text of the chosen option.'), z.maxLength(200, 'That answer is longer than any option.')),
});

/** POST /api/assessment: the payload SPEC.md §7 gives. */
export const assessmentSubmissionSchema = z.object({
  name: requiredText('Please enter your name.'),
  email: emailField,
  phone: optionalText(30),
  answers: z
    .array(answerRecordSchema, { error: 'Please include your answers.' })
    .check(z.maxLength(assessmentConstants.questionCount, 'Please give one answer to each question.')),
  score: z
    .number({ error: 'Please include the score.' })
    .check(z.int('The score must be a whole number.'), z.gte(0), z.lte(assessmentConstants.maxScore)),
  riskLevel: z.enum(riskLevels, { error: 'Please include a known result level.' }),
});
export type AssessmentSubmission = z.infer<typeof assessmentSubmissionSchema>;

export type SubmissionCheck =
  | { ok: true; result: AssessmentResult; answers: AnswerRecord[] }
  | { ok: false; error: string };

/**
 * Recomputes a submission from its answers (question id and option text) and accepts it only
 * when the answers are complete and valid, each answer's weight is its option's true weight,
 * and the score and risk level agree. On success `answers` is the clean list to store, in
 * question order.
 */
export function verifySubmission(submission: Pick<AssessmentSubmission, 'answers' | 'score' | 'riskLevel'>): SubmissionCheck {
  const checked = checkAnswers(submission.answers);
  if (!checked.ok) return { ok: false, error: checked.error };

  const sent = new Map(submission.answers.map((answer) => [answer.questionId, answer.weight]));
  const wrongWeight = checked.answers.find((answer) => sent.get(answer.questionId) !== answer.weight);
  if (wrongWeight !== undefined) {
    return { ok: false, error: `The weight sent for question ${wrongWeight.questionId} does not match the answer chosen.` };
  }

  const result = scoreAssessment(checked.answers);
  if (submission.score !== result.score) {
    return { ok: false, error: `The score sent (${submission.score}) does not match the answers, which add up to ${result.score}.` };
  }
  if (submission.riskLevel !== result.riskLevel) {
    return { ok: false, error: `The result level sent does not match the answers, which give '${result.riskLevel}'.` };
  }
  return { ok: true, result, answers: checked.answers };
}

/** What POST /api/assessment answers: the stored id and the server's own result, no personal data. */
export const assessmentSavedSchema = z.object({
  id: z.number().check(z.int()),
  score: z.number().check(z.int()),
  riskLevel: z.enum(riskLevels),
});
export type AssessmentSaved = z.infer<typeof assessmentSavedSchema>;
