import * as z from 'zod/mini';
import { codesOf, type MessageCode } from './codes';

// Zod probes whether `new Function` works the first time it builds an object schema; under our
// CSP (no 'unsafe-eval') the browser reports that refused probe as a violation on the page.
// Every contract imports this module before it builds a schema, so jitless is set first.
z.config({ jitless: true });

/** Codes of every text and email field; words in core/content/validation.ts `commonMessages`. */
export const commonCodes = codesOf('commonMessages', ['tooLong', 'emailMissing', 'emailTooLong', 'emailInvalid', 'nameMissing']);

/** A trimmed, non-blank string with the code of its words when it is missing. */
export function requiredText(code: MessageCode, max = 200) {
  return z.string({ error: code }).check(z.trim(), z.minLength(1, code), z.maxLength(max, commonCodes.tooLong));
}

export const emailField = z.pipe(
  z
    .string({ error: commonCodes.emailMissing })
    .check(z.trim(), z.minLength(1, commonCodes.emailMissing), z.maxLength(254, commonCodes.emailTooLong)),
  z.email({ error: commonCodes.emailInvalid }),
);

export const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, commonCodes.tooLong)));

/**
 * One problem of a refused request: where (`answers.3`), the sentence, in the language the
 * request's Accept-Language asks for when the site speaks it (docs/decisions/0045), and the
 * contract's code for it (core/contracts/codes.ts), so a client in any language can show its own
 * words for it.
 */
export const apiIssueSchema = z.object({ path: z.string(), message: z.string(), code: z.optional(z.string()) });

/**
 * The JSON error body every API error answers with (DESIGN.md "API"). `reason`, where set, names
 * the sentence's key in its text module (e.g. `vaultFull` of vaultMessages), so a page shows
 * that sentence in its own language; `error` stays the server's sentence for any other client.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  reason: z.optional(z.string()),
  issues: z.optional(z.array(apiIssueSchema)),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The answer of a route that succeeds with 204 and no body (the OpenAPI document shows none). */
export const noContentSchema = z.undefined();
