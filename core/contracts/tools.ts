/**
 * Private tool accounts and the two tools that use them (SPEC.md §2 /tools/affirmations,
 * /tools/boundary-scripts, §5, §7; DESIGN.md "tools privacy"; docs/decisions/0003).
 *
 * Endpoints:
 * - POST   /api/tools/session        { email, passphrase } → 200 ToolSession (signs in, or creates the
 *                                     account on first use: `created: true`); 401 wrong passphrase;
 *                                     429 too many attempts. Sets the httpOnly `save_session` cookie.
 * - GET    /api/tools/session        → 200 ToolSessionState: `{ email }` of this browser's session, or
 *                                     `{ email: null }` when there is none (not a 401, so no visitor's
 *                                     console shows an error just for opening a tool).
 * - DELETE /api/session              → 204, ends the session ("Lock"; also the quick exit).
 * - DELETE /api/tools/account        → 204, erases her progress, scripts, sessions and account; 401 without a session.
 * - GET    /api/affirmations/:email  → 200 AffirmationRecord[] (by day); 401 no session; 403 another email.
 * - POST   /api/affirmations         AffirmationCompleteRequest → 201 AffirmationRecord (update-or-create by day).
 * - PATCH  /api/affirmations/:id     AffirmationUpdateRequest → 200 AffirmationRecord; 404 not hers;
 *                                     409 when the day is already complete (completed days are read-only).
 * - GET    /api/boundary-scripts/:email → 200 SavedBoundaryScript[] newest first; 401; 403.
 * - POST   /api/boundary-scripts     BoundaryScriptSaveRequest → 201 SavedBoundaryScript.
 * - DELETE /api/boundary-scripts/:id → 204; 404 when it is not hers.
 * POST/PATCH bodies may carry `userEmail` (SPEC.md §7); the server always uses the session's
 * email and answers 403 when a given `userEmail` is another one.
 */
import * as z from 'zod/mini';
import { boundaryBehaviorIds } from '../content/boundary-scripts';
import { JOURNEY_LENGTH } from '../content/affirmations';
import { emailField } from './common';

export const PASSPHRASE_MIN_LENGTH = 8;
export const PASSPHRASE_MAX_LENGTH = 200;

export const REFLECTION_MAX_LENGTH = 5000;
export const SITUATION_MAX_LENGTH = 1000;
export const SCRIPT_MAX_LENGTH = 3000;

/** At least 8 characters not counting spaces at either end; one sentence whichever rule fails. */
export const passphraseField = z.string({ error: 'Please enter your private passphrase.' }).check(
  z.maxLength(PASSPHRASE_MAX_LENGTH, `Please keep your passphrase under ${PASSPHRASE_MAX_LENGTH} characters.`),
  z.refine((value) => value.trim().length >= PASSPHRASE_MIN_LENGTH, {
    message: `Your passphrase needs at least ${PASSPHRASE_MIN_LENGTH} characters.`,
  }),
);

/** The gate's form and the body of POST /api/tools/session. */
export const toolSignInSchema = z.object({
  email: emailField,
  passphrase: passphraseField,
});
export type ToolSignIn = z.infer<typeof toolSignInSchema>;

export const toolSessionSchema = z.object({
  /** The lower-cased email the session belongs to. */
  email: z.string(),
  /** True when this sign-in created the account (first use). */
  created: z.boolean(),
});

export type ToolSession = z.infer<typeof toolSessionSchema>;

/** GET /api/tools/session: whose session this browser holds, if any. */
export const toolSessionStateSchema = z.object({ email: z.nullable(z.string()) });
export type ToolSessionState = z.infer<typeof toolSessionStateSchema>;

/** Texts the gate and the server share (SPEC.md §8 style: a title and a sentence). */
export const toolAccountMessages = {
  wrongPassphrase:
    'That passphrase does not match the one set for this email. Please check it and try again.',
  tooManyAttempts:
    'Too many attempts with this email or from this connection. Please wait 15 minutes and try again.',
  signedOut: 'Please unlock your tools with your email and passphrase first.',
  otherEmail: 'You can only see the journey and scripts of the email you unlocked with.',
  whyPassphrase:
    'We ask for a private passphrase so nobody who knows your email can read your reflections or scripts. We cannot recover it for you, so choose one you will remember.',
} as const;

/** Lower-cases and trims an email: the account name (users.username) and the tools' userEmail. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const optionalUserEmail = z.optional(emailField);

const dayMessage = `Please choose a day from 1 to ${JOURNEY_LENGTH}.`;
const dayField = z.number({ error: dayMessage }).check(z.int(dayMessage), z.gte(1, dayMessage), z.lte(JOURNEY_LENGTH, dayMessage));

export const REFLECTION_REQUIRED = {
  title: 'Reflection Required',
  description: 'Please write a reflection before completing this day.',
} as const;

const reflectionField = z
  .string({ error: REFLECTION_REQUIRED.description })
  .check(
    z.trim(),
    z.minLength(1, REFLECTION_REQUIRED.description),
    z.maxLength(REFLECTION_MAX_LENGTH, `Please keep your reflection under ${REFLECTION_MAX_LENGTH} characters.`),
  );

/** POST /api/affirmations (SPEC.md §7): completes a day; creates the record or updates it. */
export const affirmationCompleteSchema = z.object({
  userEmail: optionalUserEmail,
  day: dayField,
  completed: z.literal(true, { error: 'Only completing a day is supported.' }),
  reflection: reflectionField,
  /** Ignored: the server records the moment it stores the day. */
  completedAt: z.optional(z.string()),
});
export type AffirmationCompleteRequest = z.infer<typeof affirmationCompleteSchema>;

/** PATCH /api/affirmations/:id (SPEC.md §7). */
export const affirmationUpdateSchema = z.object({
  userEmail: optionalUserEmail,
  completed: z.literal(true, { error: 'Only completing a day is supported.' }),
  reflection: reflectionField,
});
export type AffirmationUpdateRequest = z.infer<typeof affirmationUpdateSchema>;

export const affirmationRecordSchema = z.object({
  id: z.number().check(z.int()),
  day: z.number().check(z.int()),
  completed: z.boolean(),
  reflection: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
});
export type AffirmationRecord = z.infer<typeof affirmationRecordSchema>;
export const affirmationListSchema = z.array(affirmationRecordSchema);

export const BOUNDARY_MISSING_INFORMATION = {
  title: 'Missing Information',
  description: 'Please select a toxic behavior and describe the situation.',
} as const;

/** POST /api/boundary-scripts (SPEC.md §7). */
export const boundaryScriptSaveSchema = z.object({
  userEmail: optionalUserEmail,
  toxicBehavior: z.enum(boundaryBehaviorIds, { error: 'Please choose one of the eight behaviors.' }),
  situation: z
    .string({ error: BOUNDARY_MISSING_INFORMATION.description })
    .check(
      z.trim(),
      z.minLength(1, BOUNDARY_MISSING_INFORMATION.description),
      z.maxLength(SITUATION_MAX_LENGTH, `Please keep the situation under ${SITUATION_MAX_LENGTH} characters.`),
    ),
  generatedScript: z
    .string({ error: 'Please generate a script before saving it.' })
    .check(
      z.trim(),
      z.minLength(1, 'Please generate a script before saving it.'),
      z.maxLength(SCRIPT_MAX_LENGTH, `Please keep the script under ${SCRIPT_MAX_LENGTH} characters.`),
    ),
  isFavorite: z.optional(z.boolean()),
});
export type BoundaryScriptSaveRequest = z.infer<typeof boundaryScriptSaveSchema>;

export const savedBoundaryScriptSchema = z.object({
  id: z.number().check(z.int()),
  toxicBehavior: z.string(),
  situation: z.string(),
  generatedScript: z.string(),
  isFavorite: z.boolean(),
  createdAt: z.string(),
});
export type SavedBoundaryScript = z.infer<typeof savedBoundaryScriptSchema>;
export const savedBoundaryScriptListSchema = z.array(savedBoundaryScriptSchema);

export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: 'That id is not a number.' })
    .check(z.int('That id is not a whole number.'), z.positive('That id is not valid.'), z.lte(2_147_483_647, 'That id is not valid.')),
});
export const emailParamSchema = z.object({ email: z.string().check(z.maxLength(254)) });
