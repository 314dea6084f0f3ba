import * as z from 'zod/mini';
import { checkAnswers, scoreOf, type AnswerRecord, type AssessmentScore } from '../assessment-check';
import { assessmentOptionIds } from '../assessment-structure';
import { assessmentConstants } from '../constants';
import { riskLevels } from '../content/assessment-risk-levels';
import { codesOf, withParams } from './codes';
import { commonCodes, emailField, optionalText, requiredText } from './common';

/**
 * Codes of the assessment's problems (docs/decisions/0037); words in core/content/assessment.ts
 * `assessmentAnswerMessages`.
 */
export const assessmentCodes = codesOf('assessmentAnswerMessages', [
  'answersMissing',
  'tooManyAnswers',
  'questionId',
  'optionId',
  'weight',
  'score',
  'riskLevel',
  'unknownQuestion',
  'duplicate',
  'unknownOption',
  'missing',
  'wrongWeight',
  'wrongScore',
  'wrongRiskLevel',
]);

/**
 * One answer as it travels and is stored (docs/decisions/0044-assessment-answers-as-ids.md): the
 * question's id and the chosen option's id, in every language, and the weight SPEC.md §3 sends
 * with it (checked against the option's, never trusted).
 */
const answerRecordSchema = z.object({
  questionId: z.number({ error: assessmentCodes.questionId }).check(z.int(assessmentCodes.questionId)),
  optionId: z.enum(assessmentOptionIds, { error: assessmentCodes.optionId }),
  weight: z
    .number({ error: assessmentCodes.weight })
    .check(z.int(assessmentCodes.weight), z.gte(0, assessmentCodes.weight), z.lte(4, assessmentCodes.weight)),
});

const scoreCode = withParams(assessmentCodes.score, { max: assessmentConstants.maxScore });

/** The fields of POST /api/assessment: the payload SPEC.md §7 gives, each answer by ids. */
const submissionFields = z.object({
  name: requiredText(commonCodes.nameMissing),
  email: emailField,
  phone: optionalText(30),
  answers: z
    .array(answerRecordSchema, { error: assessmentCodes.answersMissing })
    .check(z.maxLength(assessmentConstants.questionCount, assessmentCodes.tooManyAnswers)),
  score: z.number({ error: scoreCode }).check(z.int(scoreCode), z.gte(0, scoreCode), z.lte(assessmentConstants.maxScore, scoreCode)),
  riskLevel: z.enum(riskLevels, { error: assessmentCodes.riskLevel }),
});
export type AssessmentSubmission = z.infer<typeof submissionFields>;

export type SubmissionCheck =
  | { ok: true; result: AssessmentScore; answers: AnswerRecord[] }
  | { ok: false; path: 'answers' | 'score' | 'riskLevel'; code: string };

/**
 * Recomputes a submission from its answers (question id and option id) and accepts it only when
 * the answers are complete and valid, each answer's weight is its option's true weight, and the
 * score and risk level agree. On success `answers` is the clean list to store, in question order.
 * Words-free: a refusal is a code with its numbers (core/contracts/codes.ts).
 */
export function verifySubmission(submission: Pick<AssessmentSubmission, 'answers' | 'score' | 'riskLevel'>): SubmissionCheck {
  const checked = checkAnswers(submission.answers);
  if (!checked.ok) {
    const { ok: _ok, problem, ...params } = checked;
    return { ok: false, path: 'answers', code: withParams(assessmentCodes[problem], params) };
  }
  const sent = new Map(submission.answers.map((answer) => [answer.questionId, answer.weight]));
  const wrongWeight = checked.answers.find((answer) => sent.get(answer.questionId) !== answer.weight);
  if (wrongWeight !== undefined) {
    return { ok: false, path: 'answers', code: withParams(assessmentCodes.wrongWeight, { question: wrongWeight.questionId }) };
  }
  const result = scoreOf(checked.answers);
  if (submission.score !== result.score) {
    return { ok: false, path: 'score', code: withParams(assessmentCodes.wrongScore, { sent: submission.score, score: result.score }) };
  }
  if (submission.riskLevel !== result.riskLevel) return { ok: false, path: 'riskLevel', code: assessmentCodes.wrongRiskLevel };
  return { ok: true, result, answers: checked.answers };
}

/**
 * POST /api/assessment's body: the fields, then the server's own recomputation, so a forged
 * score, level or weight is refused like any other problem (400, with its code) and nothing is stored.
 */
export const assessmentSubmissionSchema = submissionFields.check(
  z.superRefine((submission, context) => {
    const check = verifySubmission(submission);
    if (!check.ok) context.addIssue({ code: 'custom', path: [check.path], message: check.code, input: submission });
  }),
);

/** What POST /api/assessment answers: the stored id and the server's own result, no personal data. */
export const assessmentSavedSchema = z.object({
  id: z.number().check(z.int()),
  score: z.number().check(z.int()),
  riskLevel: z.enum(riskLevels),
});
export type AssessmentSaved = z.infer<typeof assessmentSavedSchema>;
