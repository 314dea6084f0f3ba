/**
 * A contract's error code → words, at the edge (docs/decisions/0037-contracts-answer-codes.md).
 * Words-free: the caller gives the text modules' exports that hold the sentences (`groups`,
 * named as the codes name them), in its own language. A sentence's parameters come from the
 * code itself where it carries them (`withParams`), else from the problem (`{max}` of a length
 * limit, `{min}` of a minimum, a refinement's own params). Every sentence is an ICU message
 * formatted by the one formatter (core/message-format.ts), its numbers written the language's way;
 * `language` (an Intl tag, e.g. 'es-US') is the server's, which answers in the request's language.
 */
import { isMessageCode, parseMessageCode } from './contracts/codes';
import { formatMessage } from './message-format';

/** Text modules' exports by name: `{ signupFieldMessages, commonMessages }`. */
export type MessageGroups = Readonly<Record<string, object>>;

/** What of a validation problem the words may need (a zod issue, or fastify's copy of one). */
export type CodedIssue = {
  message?: string;
  maximum?: unknown;
  minimum?: unknown;
  params?: unknown;
};

/** The parameters a problem's sentence may show: `{max}`, `{min}` and a refinement's params. */
export function issueParams(issue: CodedIssue): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  const numberOrString = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? value : typeof value === 'bigint' ? Number(value) : undefined);
  const max = numberOrString(issue.maximum);
  const min = numberOrString(issue.minimum);
  if (max !== undefined) params.max = max;
  if (min !== undefined) params.min = min;
  if (issue.params && typeof issue.params === 'object') {
    for (const [name, value] of Object.entries(issue.params)) {
      const given = numberOrString(value);
      if (given !== undefined) params[name] = given;
    }
  }
  return params;
}

/** The words for a code in the given groups, or undefined when the code names none of them. */
export function wordsForCode(groups: MessageGroups, code: string, params: Record<string, string | number> = {}, language?: string): string | undefined {
  if (!isMessageCode(code)) return undefined;
  const { group, key, params: own } = parseMessageCode(code);
  // A code's own parameters (a range's two ends) are all its words take; else the problem's.
  if (own) params = own;
  const texts = Object.hasOwn(groups, group) ? (groups[group] as Record<string, unknown>) : undefined;
  const text = texts && Object.hasOwn(texts, key) ? texts[key] : undefined;
  return typeof text === 'string' ? formatMessage(text, params, language) : undefined;
}

/** The sentence for a problem: its code's words, or its own message when it is not a code. */
export function sentenceForIssue(groups: MessageGroups, issue: CodedIssue, language?: string): string | undefined {
  const message = issue.message;
  if (message === undefined) return undefined;
  return isMessageCode(message) ? wordsForCode(groups, message, issueParams(issue), language) : message;
}
