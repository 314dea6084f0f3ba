import { ApiRequestError } from './api';

/**
 * The JSON a failed API call answered with, or undefined when the server never answered or its
 * answer is not JSON (the two cases she is told apart: the server's own sentence, or ours).
 */
export function answerBody(error: unknown): unknown {
  if (!(error instanceof ApiRequestError)) return undefined;
  try {
    return JSON.parse(error.bodyText) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The sentence in `field` of an answer's JSON (`error` by our convention, `message` where
 * SPEC.md §7 names it so), or undefined when it has none.
 */
export function sentenceIn(body: unknown, field: 'error' | 'message'): string | undefined {
  if (typeof body !== 'object' || body === null || !(field in body)) return undefined;
  const value: unknown = (body as Record<typeof field, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * What she is told for a refusal: when the answer carries a `reason` (server/errors.ts) that is a
 * key of `messages`, the page's own sentence for it (in the Spanish build its Spanish twin);
 * else the server's sentence in `field`, as it sent it; else undefined.
 */
export function refusalSentence<T extends Readonly<Record<string, string>>>(body: unknown, messages: T, field: 'error' | 'message' = 'error'): string | undefined {
  const reason = typeof body === 'object' && body !== null && 'reason' in body ? body.reason : undefined;
  // Own keys only, so a reason such as 'constructor' never reaches the prototype (Object.keys, not
  // Object.hasOwn: older phones' browsers lack that).
  if (typeof reason === 'string' && Object.keys(messages).includes(reason)) return messages[reason];
  return sentenceIn(body, field);
}
