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
import { symptomFieldMessages as messages } from '../content/validation';

export const SYMPTOM_OWN_MAX_LENGTH = 120;
export const SYMPTOM_NOTES_MAX_LENGTH = 4000;
export const SYMPTOM_TRIGGERS_MAX = 20;

const slug = z
  .string({ error: messages.choice })
  .check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, messages.choice), z.maxLength(64, messages.choice));

const ownWords = (missing: string, tooLong: (max: number) => string) =>
  z.string({ error: missing }).check(z.trim(), z.maxLength(SYMPTOM_OWN_MAX_LENGTH, tooLong(SYMPTOM_OWN_MAX_LENGTH)));

export const symptomLogPlaintextSchema = z
  .object({
    kind: z.literal('symptom-log'),
    /** A symptom of the list, or null when she wrote her own. */
    symptomId: z.nullable(slug),
    /** Her own words for the symptom ('' when she picked one of the list). */
    ownSymptom: ownWords(messages.symptomMissing, messages.symptomTooLong),
    intensity: z
      .number({ error: messages.intensityMissing(INTENSITY_MIN, INTENSITY_MAX) })
      .check(
        z.int(messages.intensityWhole(INTENSITY_MIN, INTENSITY_MAX)),
        z.gte(INTENSITY_MIN, messages.intensityRange(INTENSITY_MIN, INTENSITY_MAX)),
        z.lte(INTENSITY_MAX, messages.intensityRange(INTENSITY_MIN, INTENSITY_MAX)),
      ),
    /** When she felt it (her device's clock, or the time she chose). */
    occurredAt: z.iso.datetime({ offset: true, error: messages.when }),
    triggerIds: z.array(slug).check(z.maxLength(SYMPTOM_TRIGGERS_MAX, messages.tooManyMoments(SYMPTOM_TRIGGERS_MAX))),
    /** A moment in her own words ('' when none). */
    ownTrigger: ownWords(messages.momentMissing, messages.momentTooLong),
    notes: z
      .string({ error: messages.notesMissing })
      .check(z.trim(), z.maxLength(SYMPTOM_NOTES_MAX_LENGTH, messages.notesTooLong(SYMPTOM_NOTES_MAX_LENGTH))),
  })
  .check(
    z.refine((log) => (log.symptomId === null) !== (log.ownSymptom === ''), {
      message: messages.symptomOrOwn,
      path: ['symptomId'],
    }),
  );
export type SymptomLogPlaintext = z.infer<typeof symptomLogPlaintextSchema>;
