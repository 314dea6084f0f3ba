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

// Here, not in core/content/journal.ts: the vault's contract imports this file into every tool page's first load, which must not carry the journal's texts.
export const MOOD_MIN = 1;
export const MOOD_MAX = 5;
export const JOURNAL_TEXT_MAX_LENGTH = 20_000;
export const FEELING_MAX_LENGTH = 40;
export const FEELINGS_MAX = 20;
export const INCIDENT_SHORT_MAX_LENGTH = 500;
export const INCIDENT_MEDIUM_MAX_LENGTH = 5_000;
export const INCIDENT_TEXT_MAX_LENGTH = 20_000;

const isoDateTime = z.iso.datetime({ offset: true, error: 'Please send a date and time in ISO 8601.' });

const trimmedText = (max: number, what: string) =>
  z.string({ error: `Please write ${what}.` }).check(z.trim(), z.maxLength(max, `Please keep ${what} under ${max.toLocaleString('en-US')} characters.`));

/** One version of a record of what happened. Every value is a string ('' when not given), which keeps its digest simple to define. */
export const incidentContentSchema = z.object({
  happenedDate: z
    .string({ error: 'Please choose the date it happened.' })
    .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Please choose the date it happened (the closest you know).')),
  /** HH:MM (24 h, local time where it happened), or '' when she does not know. */
  happenedTime: z.string({ error: 'Please choose a time, or leave it empty.' }).check(z.regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, 'Please choose a time, or leave it empty.')),
  place: trimmedText(INCIDENT_SHORT_MAX_LENGTH, 'where it happened'),
  whatHappened: trimmedText(INCIDENT_TEXT_MAX_LENGTH, 'what happened').check(z.minLength(1, 'Please write what happened, in a few words at least.')),
  witnesses: trimmedText(INCIDENT_MEDIUM_MAX_LENGTH, 'who saw or heard it'),
  injuries: trimmedText(INCIDENT_MEDIUM_MAX_LENGTH, 'the injuries or damage'),
  actionsTaken: trimmedText(INCIDENT_MEDIUM_MAX_LENGTH, 'what you did afterwards'),
});
export type IncidentContent = z.infer<typeof incidentContentSchema>;

export const incidentVersionSchema = z.object({
  /** When this version was saved (her device's clock). */
  savedAt: isoDateTime,
  content: incidentContentSchema,
});
export type IncidentVersion = z.infer<typeof incidentVersionSchema>;

export const incidentSchema = z.object({
  /** Oldest first; the last is the current version. Never empty. */
  versions: z.array(incidentVersionSchema).check(z.minLength(1, 'A record keeps at least one version.')),
});
export type Incident = z.infer<typeof incidentSchema>;

const uuid = z.string({ error: 'Please send an entry id.' }).check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'That entry id is not valid.'));

export const feelingField = z
  .string({ error: 'Please write a feeling.' })
  .check(z.trim(), z.minLength(1, 'Please write a feeling.'), z.maxLength(FEELING_MAX_LENGTH, `Please keep a feeling under ${FEELING_MAX_LENGTH} characters.`));

export const journalEntryFieldsSchema = z.object({
  /** Stable through export and import (the vault's record id is not). */
  entryId: uuid,
  /** When she first wrote it (her device's clock). */
  writtenAt: isoDateTime,
  mood: z.nullable(
    z.number({ error: 'Please choose a mood from 1 to 5.' }).check(z.int('Please choose a mood from 1 to 5.'), z.gte(MOOD_MIN, 'Please choose a mood from 1 to 5.'), z.lte(MOOD_MAX, 'Please choose a mood from 1 to 5.')),
  ),
  feelings: z.array(feelingField).check(z.maxLength(FEELINGS_MAX, `Please choose at most ${FEELINGS_MAX} feelings.`)),
  text: trimmedText(JOURNAL_TEXT_MAX_LENGTH, 'your entry'),
  /** The prompt she answered (an id of core/content/journal.ts, checked by shape so a retired prompt still opens), or null. */
  promptId: z.nullable(z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'That prompt is not valid.'), z.maxLength(64, 'That prompt is not valid.'))),
  /** The journey day she came from, or null. */
  journeyDay: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(30))),
  incident: z.optional(incidentSchema),
});

export const journalEntryPlaintextSchema = z.extend(journalEntryFieldsSchema, { kind: z.literal('journal-entry') }).check(
  z.refine((entry) => entry.text.length > 0 || entry.incident !== undefined, {
    message: 'Please write a few words before saving: a word is enough.',
    path: ['text'],
  }),
);
export type JournalEntryPlaintext = z.infer<typeof journalEntryPlaintextSchema>;
export type JournalEntryFields = Omit<JournalEntryPlaintext, 'kind'>;
