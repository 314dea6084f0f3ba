/**
 * The form of the private check on /worried-about-someone (core/worried-check.ts). It is never
 * sent: the browser checks and scores it and keeps nothing. The contract answers codes, not words:
 * an unanswered question fails with `worriedCheckIssue.unanswered`, which the page turns into its
 * own language's sentence (core/content/worried-about-someone.ts).
 */
import * as z from 'zod/mini';
// Sets zod's jitless mode before any schema is built (see ./common): the page's CSP refuses eval.
import './common';
import { worriedAnswerIds, worriedQuestionIds, type WorriedQuestionId } from '../worried-check';

/** The codes this contract's issues carry as their message. */
export const worriedCheckIssue = { unanswered: 'unanswered' } as const;
export type WorriedCheckIssue = (typeof worriedCheckIssue)[keyof typeof worriedCheckIssue];

const answer = z.enum(worriedAnswerIds, { error: worriedCheckIssue.unanswered });

/** Every question answered with one of its answers ("not sure" is an answer). */
export const worriedCheckSchema = z.object(
  Object.fromEntries(worriedQuestionIds.map((id) => [id, answer])) as Record<WorriedQuestionId, typeof answer>,
);
export type WorriedCheckAnswers = z.infer<typeof worriedCheckSchema>;
