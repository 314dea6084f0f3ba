/**
 * The two tools' fields, limits and texts (SPEC.md §2 /tools/affirmations,
 * /tools/boundary-scripts, §5), which her vault's records keep (core/contracts/vault.ts), and the
 * rows of an old tool account (docs/decisions/0003) as POST /api/vault/migration hands them to
 * her browser, once, to move into her vault (docs/decisions/0015). The old tool routes
 * (/api/tools/session, /api/affirmations, /api/boundary-scripts) are gone: they let anyone who
 * knew her email learn she had an account, take it, or lock her out.
 */
import * as z from 'zod/mini';
// From the modules without the tools' words, so every page that checks a passphrase does not carry them.
import { boundaryBehaviorIds } from '../content/boundary-ids';
import { JOURNEY_LENGTH, REFLECTION_REQUIRED } from '../content/affirmations-gate';
import { BOUNDARY_MISSING_INFORMATION } from '../content/boundary-scripts-gate';
import { rateLimitMessages, toolFieldMessages as messages } from '../content/validation';

export const PASSPHRASE_MIN_LENGTH = 8;
export const PASSPHRASE_MAX_LENGTH = 200;

export const REFLECTION_MAX_LENGTH = 5000;
export const SITUATION_MAX_LENGTH = 1000;
export const SCRIPT_MAX_LENGTH = 3000;

/** At least 8 characters not counting spaces at either end; one sentence whichever rule fails. */
export const passphraseField = z.string({ error: messages.passphraseMissing }).check(
  z.maxLength(PASSPHRASE_MAX_LENGTH, messages.passphraseTooLong(PASSPHRASE_MAX_LENGTH)),
  z.refine((value) => value.trim().length >= PASSPHRASE_MIN_LENGTH, {
    message: messages.passphraseTooShort(PASSPHRASE_MIN_LENGTH),
  }),
);

/** The access-code check's answer after too many tries (POST /api/upgrade-access). */
export const toolAccountMessages = { tooManyAttempts: rateLimitMessages.tooManyAttempts } as const;

/** Lower-cases and trims an email: an account name (users.username), an old tool row's userEmail. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const dayMessage = messages.day(JOURNEY_LENGTH);
const dayField = z.number({ error: dayMessage }).check(z.int(dayMessage), z.gte(1, dayMessage), z.lte(JOURNEY_LENGTH, dayMessage));

// The two tools' toasts (SPEC.md §5) live in their small text modules, which have Spanish twins.
export { BOUNDARY_MISSING_INFORMATION, REFLECTION_REQUIRED };

const reflectionField = z
  .string({ error: REFLECTION_REQUIRED.description })
  .check(
    z.trim(),
    z.minLength(1, REFLECTION_REQUIRED.description),
    z.maxLength(REFLECTION_MAX_LENGTH, messages.reflectionTooLong(REFLECTION_MAX_LENGTH)),
  );

/** A completed day of the journey; its `day` and `reflection` are the vault's (core/contracts/vault.ts). */
export const affirmationCompleteSchema = z.object({
  day: dayField,
  completed: z.literal(true, { error: messages.completeOnly }),
  reflection: reflectionField,
});

/** A day of an old account, as the migration hands it out. */
export const affirmationRecordSchema = z.object({
  id: z.number().check(z.int()),
  day: z.number().check(z.int()),
  completed: z.boolean(),
  reflection: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
});
export type AffirmationRecord = z.infer<typeof affirmationRecordSchema>;
export const affirmationListSchema = z.array(affirmationRecordSchema);

/** A script she saves; its fields are the vault's (core/contracts/vault.ts). */
export const boundaryScriptSaveSchema = z.object({
  toxicBehavior: z.enum(boundaryBehaviorIds, { error: messages.behavior }),
  situation: z
    .string({ error: BOUNDARY_MISSING_INFORMATION.description })
    .check(
      z.trim(),
      z.minLength(1, BOUNDARY_MISSING_INFORMATION.description),
      z.maxLength(SITUATION_MAX_LENGTH, messages.situationTooLong(SITUATION_MAX_LENGTH)),
    ),
  generatedScript: z
    .string({ error: messages.scriptMissing })
    .check(
      z.trim(),
      z.minLength(1, messages.scriptMissing),
      z.maxLength(SCRIPT_MAX_LENGTH, messages.scriptTooLong(SCRIPT_MAX_LENGTH)),
    ),
  isFavorite: z.optional(z.boolean()),
});

/** A saved script of an old account, as the migration hands it out. */
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
