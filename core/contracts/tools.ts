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
import { codesOf, withParams } from './codes';

/** The codes of the tools' problems; their words are core/content/validation.ts's `toolFieldMessages`. */
export const toolFieldCodes = codesOf('toolFieldMessages', ['passphraseMissing', 'passphraseTooLong', 'passphraseTooShort', 'day', 'reflectionTooLong', 'completeOnly', 'behavior', 'situationTooLong', 'scriptMissing', 'scriptTooLong', 'tone']);
const messages = toolFieldCodes;
/** The reflection and boundary-script toasts' sentences (core/content/affirmations-gate.ts, boundary-scripts-gate.ts). */
const reflectionRequired = codesOf('REFLECTION_REQUIRED', ['description']).description;
const boundaryMissing = codesOf('BOUNDARY_MISSING_INFORMATION', ['description']).description;

/** Days of the 30-day journey (core/content/affirmations-gate.ts re-exports it for the pages). */
export const JOURNEY_LENGTH = 30;

export const PASSPHRASE_MIN_LENGTH = 8;
export const PASSPHRASE_MAX_LENGTH = 200;

export const REFLECTION_MAX_LENGTH = 5000;
export const SITUATION_MAX_LENGTH = 1000;
export const SCRIPT_MAX_LENGTH = 3000;

/** At least 8 characters not counting spaces at either end; one sentence whichever rule fails. */
export const passphraseField = z.string({ error: messages.passphraseMissing }).check(
  z.maxLength(PASSPHRASE_MAX_LENGTH, messages.passphraseTooLong),
  z.refine((value) => value.trim().length >= PASSPHRASE_MIN_LENGTH, {
    message: withParams(messages.passphraseTooShort, { min: PASSPHRASE_MIN_LENGTH }),
  }),
);

/** Lower-cases and trims an email: an account name (users.username), an old tool row's userEmail. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const dayMessage = withParams(messages.day, { last: JOURNEY_LENGTH });
const dayField = z.number({ error: dayMessage }).check(z.int(dayMessage), z.gte(1, dayMessage), z.lte(JOURNEY_LENGTH, dayMessage));


const reflectionField = z
  .string({ error: reflectionRequired })
  .check(
    z.trim(),
    z.minLength(1, reflectionRequired),
    z.maxLength(REFLECTION_MAX_LENGTH, messages.reflectionTooLong),
  );

/**
 * The journey's reflection form (app/features/affirmations): the one field she types, checked by
 * the completed day's own rule, so the page shows the sentence the vault's contract would give.
 */
export const journeyReflectionFormSchema = z.object({ reflection: reflectionField });
export type JourneyReflectionFormValues = z.input<typeof journeyReflectionFormSchema>;

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
    .string({ error: boundaryMissing })
    .check(
      z.trim(),
      z.minLength(1, boundaryMissing),
      z.maxLength(SITUATION_MAX_LENGTH, messages.situationTooLong),
    ),
  generatedScript: z
    .string({ error: messages.scriptMissing })
    .check(
      z.trim(),
      z.minLength(1, messages.scriptMissing),
      z.maxLength(SCRIPT_MAX_LENGTH, messages.scriptTooLong),
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
