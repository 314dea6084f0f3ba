/**
 * The Daily Reflection Journal's record inside her vault (SPEC.md §3 `journal_entries` becomes
 * this; docs/decisions/0015). One record per entry, so a change on one device never rewrites
 * the rest and an envelope stays below 128 KB.
 *
 * From SPEC's table: entryDate → `writtenAt` (when she wrote it, her device's clock); mood →
 * `mood` (1-5, optional); prompt → `promptId` (a prompt of core/content/journal.ts, or null);
 * content → `text`; isPrivate is gone (everything in the vault is private); createdAt is the
 * server's (VaultEntry.createdAt); userEmail and id are gone (the vault is hers, the record id
 * the envelope's). New: `entryId`, the entry's own id, which stays the same through an export
 * and an import (the record id does not), so an import never adds an entry twice; `feelings`;
 * `journeyDay` when the entry was opened from a completed journey day; and `incident`.
 *
 * An entry marked as a record of an incident keeps every version of its record: an edit
 * appends a version, none is ever changed or removed (core/journal.ts). Each version holds when
 * it happened (a local date, and a time when she knows it: where it happened is where the clock
 * was, so no time zone is guessed), separate from when it was saved.
 */
import * as z from 'zod/mini';
import { codesOf, type MessageCode } from './codes';
import { FILE_MAX_BYTES } from '../vault/file-chunks';
import { receiptSchema } from './receipts';

/** The codes of an entry's and a record's problems; their words are core/content/validation.ts's `journalFieldMessages`. */
export const journalFieldCodes = codesOf('journalFieldMessages', ['dateMissing', 'dateInvalid', 'time', 'placeMissing', 'placeTooLong', 'whatHappenedMissing', 'whatHappenedTooLong', 'whatHappenedEmpty', 'witnessesMissing', 'witnessesTooLong', 'injuriesMissing', 'injuriesTooLong', 'actionsMissing', 'actionsTooLong', 'feelingMissing', 'feelingTooLong', 'mood', 'tooManyFeelings', 'textMissing', 'textTooLong', 'prompt', 'empty', 'seriousness']);
const messages = journalFieldCodes;
const apiCodes = codesOf('apiMessages', ['isoDateTime', 'versionsMissing', 'entryIdMissing', 'entryId']);

// Here, not in core/content/journal.ts: the vault's contract imports this file into every tool page's first load, which must not carry the journal's texts.
export const MOOD_MIN = 1;
export const MOOD_MAX = 5;
export const JOURNAL_TEXT_MAX_LENGTH = 20_000;
export const FEELING_MAX_LENGTH = 40;
export const FEELINGS_MAX = 20;
export const INCIDENT_SHORT_MAX_LENGTH = 500;
export const INCIDENT_MEDIUM_MAX_LENGTH = 5_000;
export const INCIDENT_TEXT_MAX_LENGTH = 20_000;
/** The incident calendar's seriousness scale (issue 27 item 5): five steps of our own wording (core/content/incident-calendar.ts). */
export const SERIOUSNESS_MIN = 1;
export const SERIOUSNESS_MAX = 5;

const isoDateTime = z.iso.datetime({ offset: true, error: apiCodes.isoDateTime });

const trimmedText = (max: number, missing: MessageCode, tooLong: MessageCode) =>
  z.string({ error: missing }).check(z.trim(), z.maxLength(max, tooLong));

/** One version of a record of what happened. Every value is a string ('' when not given), which keeps its digest simple to define. */
export const incidentContentSchema = z.object({
  happenedDate: z
    .string({ error: messages.dateMissing })
    .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, messages.dateInvalid)),
  /** HH:MM (24 h, local time where it happened), or '' when she does not know. */
  happenedTime: z.string({ error: messages.time }).check(z.regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, messages.time)),
  place: trimmedText(INCIDENT_SHORT_MAX_LENGTH, messages.placeMissing, messages.placeTooLong),
  whatHappened: trimmedText(INCIDENT_TEXT_MAX_LENGTH, messages.whatHappenedMissing, messages.whatHappenedTooLong).check(z.minLength(1, messages.whatHappenedEmpty)),
  witnesses: trimmedText(INCIDENT_MEDIUM_MAX_LENGTH, messages.witnessesMissing, messages.witnessesTooLong),
  injuries: trimmedText(INCIDENT_MEDIUM_MAX_LENGTH, messages.injuriesMissing, messages.injuriesTooLong),
  actionsTaken: trimmedText(INCIDENT_MEDIUM_MAX_LENGTH, messages.actionsMissing, messages.actionsTooLong),
});
export type IncidentContent = z.infer<typeof incidentContentSchema>;

export const incidentVersionSchema = z.object({
  /** When this version was saved (her device's clock). */
  savedAt: isoDateTime,
  content: incidentContentSchema,
  /**
   * The site's signed receipt for this version (docs/decisions/0030), over its history digest;
   * absent on versions saved before receipts existed or while the server could not be reached
   * (the journal asks again later). Added to a saved version, never changed.
   */
  receipt: z.optional(receiptSchema),
});
export type IncidentVersion = z.infer<typeof incidentVersionSchema>;

export const seriousnessField = z
  .number({ error: messages.seriousness })
  .check(z.int(messages.seriousness), z.gte(SERIOUSNESS_MIN, messages.seriousness), z.lte(SERIOUSNESS_MAX, messages.seriousness));

export const incidentSchema = z.object({
  /** Oldest first; the last is the current version. Never empty. */
  versions: z.array(incidentVersionSchema).check(z.minLength(1, apiCodes.versionsMissing)),
  /**
   * How serious it was to her, 1-5 on the calendar's scale (docs/decisions/0033), when she
   * picked one; absent on records from before the calendar and when she leaves it. Her own
   * reading, which she may change: it sits beside the versions, outside every digest and
   * receipt, so changing it adds no version and leaves the evidence as it was.
   */
  seriousness: z.optional(seriousnessField),
});
export type Incident = z.infer<typeof incidentSchema>;

/** Photos and files of one record (docs/decisions/0032): each thumbnail rides inside the record, so few fit one envelope. */
export const ATTACHMENTS_MAX = 6;
export const THUMBNAIL_MAX_BYTES = 8 * 1024;

/**
 * A photo or a file attached to a record. Its sealed chunks are on the server under `fileId`;
 * `key` (base64url, 32 bytes) opens them and exists only here, inside her sealed record. `sha256`
 * is of exactly the bytes she kept; `receipt` is the site's receipt over that digest.
 */
export const attachmentSchema = z.object({
  fileId: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)),
  key: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
  /** The file's name on her device ('' when it had none). */
  name: z.string().check(z.maxLength(255)),
  /** The media type of the bytes kept: image/jpeg, image/png, image/webp, image/heic, application/pdf. */
  type: z.string().check(z.regex(/^(image\/(jpeg|png|webp|heic|heif)|application\/pdf)$/)),
  size: z.number().check(z.int(), z.gte(1), z.lte(FILE_MAX_BYTES)),
  chunks: z.number().check(z.int(), z.gte(1)),
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  /** 'smaller': re-encoded, without location or device data; 'original': byte for byte as her phone gave it. */
  kept: z.enum(['smaller', 'original']),
  addedAt: isoDateTime,
  /** A small JPEG (base64url), for the journal's list; absent for a PDF or an image the browser cannot draw. */
  thumbnail: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]*$/), z.maxLength(Math.ceil((THUMBNAIL_MAX_BYTES * 4) / 3)))),
  receipt: z.optional(receiptSchema),
});
export type Attachment = z.infer<typeof attachmentSchema>;

const uuid = z.string({ error: apiCodes.entryIdMissing }).check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, apiCodes.entryId));

export const feelingField = z
  .string({ error: messages.feelingMissing })
  .check(z.trim(), z.minLength(1, messages.feelingMissing), z.maxLength(FEELING_MAX_LENGTH, messages.feelingTooLong));

const moodField = z.nullable(
  z.number({ error: messages.mood }).check(z.int(messages.mood), z.gte(MOOD_MIN, messages.mood), z.lte(MOOD_MAX, messages.mood)),
);
const feelingsField = z.array(feelingField).check(z.maxLength(FEELINGS_MAX, messages.tooManyFeelings));
const entryTextField = trimmedText(JOURNAL_TEXT_MAX_LENGTH, messages.textMissing, messages.textTooLong);

export const journalEntryFieldsSchema = z.object({
  /** Stable through export and import (the vault's record id is not). */
  entryId: uuid,
  /** When she first wrote it (her device's clock). */
  writtenAt: isoDateTime,
  mood: moodField,
  feelings: feelingsField,
  text: entryTextField,
  /** The prompt she answered (an id of core/content/journal.ts, checked by shape so a retired prompt still opens), or null. */
  promptId: z.nullable(z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, messages.prompt), z.maxLength(64, messages.prompt))),
  /** The journey day she came from, or null. */
  journeyDay: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(30))),
  incident: z.optional(incidentSchema),
  /** Photos and files of a record (docs/decisions/0032). */
  attachments: z.optional(z.array(attachmentSchema).check(z.maxLength(ATTACHMENTS_MAX))),
});

export const journalEntryPlaintextSchema = z.extend(journalEntryFieldsSchema, { kind: z.literal('journal-entry') }).check(
  z.refine((entry) => entry.text.length > 0 || entry.incident !== undefined, {
    message: messages.empty,
    path: ['text'],
  }),
);
export type JournalEntryPlaintext = z.infer<typeof journalEntryPlaintextSchema>;
export type JournalEntryFields = Omit<JournalEntryPlaintext, 'kind'>;

/** What she fills in on the journal's write form, shared by both of its kinds below. */
const entryFormFields = {
  mood: moodField,
  feelings: feelingsField,
  /** Whether this entry answers the prompt shown above it; null until she chooses (then a daily entry does and a dated record does not). */
  answersPrompt: z.nullable(z.boolean()),
  seriousness: z.nullable(seriousnessField),
};

/**
 * The journal's write form (app/features/journal/entry-form.tsx, through the one form hook),
 * checked by the sealed record's own fields above, so each rule is written once: a daily entry
 * needs a few words of her own (the same `empty` rule as the record); a dated record needs its
 * version's content (`incidentContentSchema`: the date it happened, what happened, the limits).
 * While the record box is unticked, what she typed in the record's fields stays in the form
 * unchecked, so unticking and ticking again loses nothing.
 */
export const journalEntryFormSchema = z.discriminatedUnion('isIncident', [
  z.object({
    ...entryFormFields,
    isIncident: z.literal(false),
    text: entryTextField.check(z.minLength(1, messages.empty)),
    incident: z.object({ happenedDate: z.string(), happenedTime: z.string(), place: z.string(), whatHappened: z.string(), witnesses: z.string(), injuries: z.string(), actionsTaken: z.string() }),
  }),
  z.object({ ...entryFormFields, isIncident: z.literal(true), text: entryTextField, incident: incidentContentSchema }),
]);
export type JournalEntryFormInput = z.input<typeof journalEntryFormSchema>;
export type JournalEntryForm = z.output<typeof journalEntryFormSchema>;
