import * as z from 'zod/mini';
import { commonMessages } from '../content/validation';

// Zod probes whether `new Function` works the first time it builds an object schema; under our
// CSP (no 'unsafe-eval') the browser reports that refused probe as a violation on the page.
// Every contract imports this module before it builds a schema, so jitless is set first.
z.config({ jitless: true });

/** A trimmed, non-blank string with a human message when it is missing. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, commonMessages.tooLong(max)));
}

export const emailField = z.pipe(
  z
    .string({ error: commonMessages.emailMissing })
    .check(z.trim(), z.minLength(1, commonMessages.emailMissing), z.maxLength(254, commonMessages.emailTooLong)),
  z.email({ error: commonMessages.emailInvalid }),
);

export const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, commonMessages.tooLong(max))));

/**
 * The JSON error body every API error answers with (DESIGN.md "API"). `reason`, where set, names
 * the sentence's key in its text module (e.g. `vaultFull` of vaultMessages), so a page shows
 * that sentence in its own language; `error` stays the server's sentence for any other client.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  reason: z.optional(z.string()),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The answer of a route that succeeds with 204 and no body (the OpenAPI document shows none). */
export const noContentSchema = z.undefined();
