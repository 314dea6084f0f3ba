/**
 * The Exit Strategy Planner's records inside her vault (SPEC.md §3 `exit_plan_steps` becomes
 * these; docs/decisions/0015). Each record is small, one per thing she touched, so a change on
 * one device never rewrites the rest of her plan and an envelope stays far below 128 KB:
 *
 * - `exit-plan-step`: a step she ticked (SPEC's category → `phaseId`, step → `stepId`,
 *   completed → `done`, completedAt → `doneAt`; createdAt is the server's). Unticking deletes
 *   the record rather than storing `done: false`, so an untouched step leaves nothing behind.
 * - `exit-plan-note`: one private note of a phase (SPEC's `notes`: people to call, where
 *   documents are kept, a safe place, code words). A note emptied is deleted. Notes belong to a
 *   phase's topic rather than to a tick, because what she writes (a number, a place) is not about
 *   having done one step.
 *
 * Step and topic ids are slugs checked by shape, not against today's list: a step retired from
 * core/content/exit-plan.ts still opens, and the page simply does not list it.
 */
import * as z from 'zod/mini';
import { codesOf, type MessageCode } from './codes';

/** The codes of a note's problems; their words are core/content/validation.ts's `exitPlanFieldMessages`. */
const exitPlanFieldMessages = codesOf('exitPlanFieldMessages', ['noteMissing', 'noteTooLong']);
const apiCodes = codesOf('apiMessages', ['stepIdMissing', 'stepId', 'noteIdMissing', 'noteId', 'phase', 'isoDateTime']);

/**
 * The plan's tracks (core/content/exit-plan.ts has their words). Kept here, not in the content,
 * so the vault's contract does not pull the plan's texts into every tool page's first load.
 */
export const exitPlanPhaseIds = ['safety', 'healing', 'financial', 'business', 'wealth', 'staying'] as const;
export type ExitPlanPhaseId = (typeof exitPlanPhaseIds)[number];

export const EXIT_PLAN_NOTE_MAX_LENGTH = 4000;

const slug = (missing: MessageCode, invalid: MessageCode) =>
  z.string({ error: missing }).check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, invalid), z.maxLength(64, invalid));

const phaseIdField = z.enum(exitPlanPhaseIds, {
  error: apiCodes.phase,
});

export const exitPlanStepPlaintextSchema = z.object({
  kind: z.literal('exit-plan-step'),
  phaseId: phaseIdField,
  stepId: slug(apiCodes.stepIdMissing, apiCodes.stepId),
  done: z.boolean(),
  /** When she ticked it (her device's clock). */
  doneAt: z.nullable(
    z.iso.datetime({
      offset: true,
      error: apiCodes.isoDateTime,
    }),
  ),
});
export type ExitPlanStepPlaintext = z.infer<typeof exitPlanStepPlaintextSchema>;

export const exitPlanNotePlaintextSchema = z.object({
  kind: z.literal('exit-plan-note'),
  phaseId: phaseIdField,
  noteId: slug(apiCodes.noteIdMissing, apiCodes.noteId),
  text: z
    .string({ error: exitPlanFieldMessages.noteMissing })
    .check(z.maxLength(EXIT_PLAN_NOTE_MAX_LENGTH, exitPlanFieldMessages.noteTooLong)),
});
export type ExitPlanNotePlaintext = z.infer<typeof exitPlanNotePlaintextSchema>;

/**
 * A note's form (app/features/exit-plan): the one field she types, with the note record's own
 * rule, so a note too long shows the sentence the vault's contract gives. Empty is allowed: an
 * emptied note is deleted.
 */
export const exitPlanNoteFormSchema = z.object({ text: exitPlanNotePlaintextSchema.shape.text });
export type ExitPlanNoteFormValues = z.input<typeof exitPlanNoteFormSchema>;
