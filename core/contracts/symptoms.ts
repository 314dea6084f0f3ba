/**
 * The Symptom-to-Trigger Tracker's record inside her vault (SPEC.md §3 `symptom_tracking`
 * becomes this; docs/decisions/0015). One record per log, so a change on one device never
 * rewrites the rest and an envelope stays far below 128 KB.
 *
 * From SPEC's table: physicalSymptom → `symptomId` (a listed symptom) or `ownSymptom` (her own
 * words), exactly one of them; emotionalTrigger → `triggerIds` plus `ownTrigger` (several may be
 * linked, or none: she may not know); intensity → `intensity` (0-10); notes → `notes`;
 * trackedAt → `occurredAt` (when she felt it, which she can change; the server's createdAt is
 * when it was first stored). userEmail and id are gone: the vault is hers and the record id is
 * the envelope's.
 *
 * Ids are checked by shape, not against today's list: a symptom or trigger retired from
 * core/content/symptom-tracker.ts still opens, and the page shows its id.
 */
import * as z from 'zod/mini';
import { INTENSITY_MAX, INTENSITY_MIN } from '../constants';
import { codesOf, type MessageCode, withParams } from './codes';

/** The codes of a log's problems; their words are core/content/validation.ts's `symptomFieldMessages`. */
export const symptomFieldCodes = codesOf('symptomFieldMessages', ['choice', 'symptomMissing', 'symptomTooLong', 'momentMissing', 'momentTooLong', 'intensityMissing', 'intensityWhole', 'intensityRange', 'when', 'tooManyMoments', 'notesMissing', 'notesTooLong', 'symptomOrOwn', 'symptomChoose', 'ownSymptomMissing']);
const messages = symptomFieldCodes;

export const SYMPTOM_OWN_MAX_LENGTH = 120;
export const SYMPTOM_NOTES_MAX_LENGTH = 4000;
export const SYMPTOM_TRIGGERS_MAX = 20;

const slug = z
  .string({ error: messages.choice })
  .check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, messages.choice), z.maxLength(64, messages.choice));

const ownWords = (missing: MessageCode, tooLong: MessageCode) =>
  z.string({ error: missing }).check(z.trim(), z.maxLength(SYMPTOM_OWN_MAX_LENGTH, tooLong));

const range = { min: INTENSITY_MIN, max: INTENSITY_MAX };

export const symptomLogPlaintextSchema = z
  .object({
    kind: z.literal('symptom-log'),
    /** A symptom of the list, or null when she wrote her own. */
    symptomId: z.nullable(slug),
    /** Her own words for the symptom ('' when she picked one of the list). */
    ownSymptom: ownWords(messages.symptomMissing, messages.symptomTooLong),
    intensity: z
      .number({ error: withParams(messages.intensityMissing, range) })
      .check(
        z.int(withParams(messages.intensityWhole, range)),
        z.gte(INTENSITY_MIN, withParams(messages.intensityRange, range)),
        z.lte(INTENSITY_MAX, withParams(messages.intensityRange, range)),
      ),
    /** When she felt it (her device's clock, or the time she chose). */
    occurredAt: z.iso.datetime({ offset: true, error: messages.when }),
    triggerIds: z.array(slug).check(z.maxLength(SYMPTOM_TRIGGERS_MAX, messages.tooManyMoments)),
    /** A moment in her own words ('' when none). */
    ownTrigger: ownWords(messages.momentMissing, messages.momentTooLong),
    notes: z
      .string({ error: messages.notesMissing })
      .check(z.trim(), z.maxLength(SYMPTOM_NOTES_MAX_LENGTH, messages.notesTooLong)),
  })
  .check(
    z.refine((log) => (log.symptomId === null) !== (log.ownSymptom === ''), {
      message: messages.symptomOrOwn,
      path: ['symptomId'],
    }),
  );
export type SymptomLogPlaintext = z.infer<typeof symptomLogPlaintextSchema>;

/** The symptom list's value for "in my own words" (not a symptom id: ids are slugs without a colon). */
export const SYMPTOM_OWN_CHOICE = ':own';

/**
 * The log form's fields as she fills them in (app/features/symptom-tracker/symptom-log-form.tsx):
 * `symptom` is a listed id or SYMPTOM_OWN_CHOICE, `when` the local `datetime-local` value.
 * Only what the record cannot say is checked here; every limit is the record's own, below.
 */
const symptomLogFieldsSchema = z
  .object({
    symptom: z.string().check(z.minLength(1, messages.symptomChoose)),
    ownSymptom: z.string(),
    intensity: z.number(),
    when: z.string().check(
      z.minLength(1, messages.when),
      z.refine((value) => !Number.isNaN(new Date(value).getTime()), messages.when),
    ),
    triggerIds: z.array(z.string()),
    ownTrigger: z.string(),
    notes: z.string(),
  })
  .check(
    z.refine((fields) => fields.symptom !== SYMPTOM_OWN_CHOICE || fields.ownSymptom.trim() !== '', {
      message: messages.ownSymptomMissing,
      path: ['ownSymptom'],
    }),
  );
export type SymptomLogFormValues = z.input<typeof symptomLogFieldsSchema>;

/**
 * What the form's fields become: the record, its triggers in the list's order (`triggerOrder`)
 * whatever order she ticked them in, her own symptom only when she chose to write one.
 */
export function toSymptomLog(fields: SymptomLogFormValues, triggerOrder: readonly string[]): z.input<typeof symptomLogPlaintextSchema> {
  const own = fields.symptom === SYMPTOM_OWN_CHOICE;
  return {
    kind: 'symptom-log',
    symptomId: own ? null : fields.symptom,
    ownSymptom: own ? fields.ownSymptom : '',
    intensity: fields.intensity,
    occurredAt: new Date(fields.when).toISOString(),
    triggerIds: triggerOrder.filter((id) => fields.triggerIds.includes(id)),
    ownTrigger: fields.ownTrigger,
    notes: fields.notes,
  };
}

/**
 * The log form: its fields, then the record they become, checked by the record's own rules (a
 * too-long note, a moment too long), so the form says what the vault's contract would. The
 * record's fields keep the form's names, so each problem shows under its own field.
 */
export function symptomLogFormSchema(triggerOrder: readonly string[]) {
  return z.pipe(
    z.pipe(
      symptomLogFieldsSchema,
      z.transform((fields) => toSymptomLog(fields, triggerOrder)),
    ),
    symptomLogPlaintextSchema,
  );
}
