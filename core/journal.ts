/**
 * The journal's rules that need no page (issue 17 items 1 and 2): the version history of a
 * record of what happened, its digest and the record pack's, the size check against one
 * envelope's limit, the portable JSON file (export and import), and the plain patterns.
 *
 * The digest of a record is SHA-256 over the UTF-8 bytes of `canonicalIncident(latest version)`:
 * JSON.stringify of an object with exactly the keys happenedDate, happenedTime, place,
 * whatHappened, witnesses, injuries, actionsTaken, in that order, every value a string. The
 * pack's digest is SHA-256 over the UTF-8 bytes of the record digests (lower-case hex) in the
 * pack's order, each followed by "\n" (so `printf '%s\n' d1 d2 | sha256sum` gives it). The
 * record pack prints both definitions (core/content/journal.ts, pdf.howToCheck).
 */
import * as z from 'zod/mini';
import {
  type IncidentContent,
  type Incident,
  type JournalEntryFields,
  incidentSchema,
  journalEntryFieldsSchema,
  journalEntryPlaintextSchema,
} from './contracts/journal';
import type { Receipt, ReceiptKeyList } from './contracts/receipts';
import { VAULT_PLAINTEXT_BLOCK_BYTES, VAULT_RECORD_MAX_BYTES } from './contracts/vault';
import { checkHistory, historyHolds } from './receipts';

const encoder = new TextEncoder();

/** The exact text a record's digest is computed over (see the module comment). */
export function canonicalIncident(content: IncidentContent): string {
  return JSON.stringify({
    happenedDate: content.happenedDate,
    happenedTime: content.happenedTime,
    place: content.place,
    whatHappened: content.whatHappened,
    witnesses: content.witnesses,
    injuries: content.injuries,
    actionsTaken: content.actionsTaken,
  });
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function latestVersion(incident: Incident) {
  return incident.versions[incident.versions.length - 1]!;
}

/** SHA-256 (hex) of the record's latest version. */
export function recordDigest(incident: Incident): Promise<string> {
  return sha256Hex(canonicalIncident(latestVersion(incident).content));
}

/** SHA-256 (hex) of the pack: its record digests in order, each followed by a line feed. */
export function packDigest(recordDigests: readonly string[]): Promise<string> {
  return sha256Hex(recordDigests.map((digest) => `${digest}\n`).join(''));
}

/**
 * The record after she saves `content`: the versions so far, untouched, and the new one at the
 * end. When the content is the same as the latest version, nothing is added (`changed` false).
 */
export function withNewVersion(incident: Incident | undefined, content: IncidentContent, savedAt: string): { incident: Incident; changed: boolean } {
  if (incident && canonicalIncident(latestVersion(incident).content) === canonicalIncident(content)) return { incident, changed: false };
  return { incident: { ...incident, versions: [...(incident?.versions ?? []), { savedAt, content }] }, changed: true };
}

/**
 * The record with `receipt` added to version `index` (docs/decisions/0030): the only change a
 * saved version ever gets; its content and savedAt stay as they are, and a version that has a
 * receipt keeps it.
 */
export function withReceipt(incident: Incident, index: number, receipt: Receipt): Incident {
  return {
    ...incident,
    versions: incident.versions.map((version, at) => (at === index && !version.receipt ? { ...version, receipt } : version)),
  };
}

/**
 * The envelope size this entry would seal to (core/vault/records.ts pads the JSON to a block,
 * core/vault/envelope.ts adds a version byte, a 12-byte nonce and a 16-byte tag, then base64url),
 * so the page can say "too long" before anything is sent.
 */
export function sealedSize(entry: JournalEntryFields): number {
  const json = JSON.stringify(journalEntryPlaintextSchema.parse({ kind: 'journal-entry', ...entry }));
  const padded = Math.ceil((encoder.encode(json).length + 1) / VAULT_PLAINTEXT_BLOCK_BYTES) * VAULT_PLAINTEXT_BLOCK_BYTES;
  return Math.ceil(((1 + 12 + padded + 16) * 4) / 3);
}

export function fitsOneRecord(entry: JournalEntryFields): boolean {
  return sealedSize(entry) <= VAULT_RECORD_MAX_BYTES;
}

// ---- The portable file ----------------------------------------------------------------------

export const JOURNAL_FILE_FORMAT = 'save-sisterhood-journal';
export const JOURNAL_FILE_VERSION = 1;
/** A file larger than a full vault cannot be hers. */
export const JOURNAL_FILE_MAX_BYTES = 12 * 1024 * 1024;

const exportedIncidentSchema = z.extend(incidentSchema, {
  /** The exact text the digest is of (for checking with jq and sha256sum). */
  canonical: z.string(),
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});

const journalFileSchema = z.object({
  format: z.literal(JOURNAL_FILE_FORMAT),
  version: z.literal(JOURNAL_FILE_VERSION),
  exportedAt: z.string(),
  entries: z.array(z.extend(journalEntryFieldsSchema, { incident: z.optional(exportedIncidentSchema) })),
});
export type JournalFile = z.infer<typeof journalFileSchema>;

/** Her journal as a file: every entry, and for each record its versions, canonical text and digest. */
export async function journalFile(entries: readonly JournalEntryFields[], exportedAt: Date): Promise<JournalFile> {
  const sorted = [...entries].sort((a, b) => Date.parse(a.writtenAt) - Date.parse(b.writtenAt));
  return {
    format: JOURNAL_FILE_FORMAT,
    version: JOURNAL_FILE_VERSION,
    exportedAt: exportedAt.toISOString(),
    entries: await Promise.all(
      // Her photos are not in the journal file: their keys open her files on the server (docs/decisions/0032); the record pack holds them.
      sorted.map(async ({ incident, attachments: _attachments, ...entry }) =>
        incident
          ? { ...entry, incident: { versions: incident.versions, ...(incident.seriousness === undefined ? {} : { seriousness: incident.seriousness }), canonical: canonicalIncident(latestVersion(incident).content), sha256: await recordDigest(incident) } }
          : entry,
      ),
    ),
  };
}

export class JournalFileError extends Error {
  override name = 'JournalFileError';
}

/**
 * The entries of a journal file, checked: the shape, every entry against the vault's contract,
 * every record's digest against its content, and every version's receipt against the history
 * before it and the site's keys (a file changed by hand is refused whole, so nothing
 * half-checked gets in).
 */
export async function readJournalFile(text: string, receiptKeys: ReceiptKeyList): Promise<JournalEntryFields[]> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new JournalFileError('not JSON');
  }
  const parsed = journalFileSchema.safeParse(value);
  if (!parsed.success) throw new JournalFileError('not a journal file');
  const entries: JournalEntryFields[] = [];
  for (const { incident, ...entry } of parsed.data.entries) {
    const fields: JournalEntryFields = incident
      ? { ...entry, incident: { versions: incident.versions, ...(incident.seriousness === undefined ? {} : { seriousness: incident.seriousness }) } }
      : entry;
    if (incident && (await recordDigest(fields.incident!)) !== incident.sha256) throw new JournalFileError('a record was changed');
    // Every version's receipt against its history (ADR 0030): a changed text, date or removed version no longer matches what was signed.
    if (incident && !historyHolds(await checkHistory(incident.versions, receiptKeys))) throw new JournalFileError('a record was changed');
    const checked = journalEntryPlaintextSchema.safeParse({ kind: 'journal-entry', ...fields });
    if (!checked.success) throw new JournalFileError('an entry does not fit');
    const { kind: _kind, ...rest } = checked.data;
    entries.push(rest);
  }
  return entries;
}

/**
 * Which entries of a file to add: those whose entryId is not in her journal yet. Within the file,
 * two entries may share an entryId (two devices changed one entry and both versions were kept):
 * both are added; only an exact repeat is added once.
 */
export function entriesToImport(existingEntryIds: Iterable<string>, imported: readonly JournalEntryFields[]) {
  const existing = new Set(existingEntryIds);
  const repeats = new Set<string>();
  const toAdd: JournalEntryFields[] = [];
  let skipped = 0;
  for (const entry of imported) {
    const whole = JSON.stringify(entry);
    if (existing.has(entry.entryId) || repeats.has(whole)) {
      skipped += 1;
      continue;
    }
    repeats.add(whole);
    toAdd.push(entry);
  }
  return { toAdd, skipped };
}

// ---- Patterns -------------------------------------------------------------------------------

/** Entries with a mood, oldest first by when she wrote them (the chart's and the table's points). */
export function moodSeries(entries: readonly Pick<JournalEntryFields, 'writtenAt' | 'mood' | 'entryId'>[]) {
  return entries
    .filter((entry): entry is typeof entry & { mood: number } => entry.mood !== null)
    .map((entry) => ({ entryId: entry.entryId, writtenAt: entry.writtenAt, mood: entry.mood }))
    .sort((a, b) => Date.parse(a.writtenAt) - Date.parse(b.writtenAt));
}

/** How many entries name each feeling (case-insensitive, as first written), most first, then A-Z. */
export function feelingCounts(entries: readonly Pick<JournalEntryFields, 'feelings'>[]) {
  const counts = new Map<string, { feeling: string; count: number }>();
  for (const entry of entries) {
    for (const key of new Set(entry.feelings.map((feeling) => feeling.trim().toLowerCase()))) {
      const original = entry.feelings.find((feeling) => feeling.trim().toLowerCase() === key)!.trim();
      const current = counts.get(key);
      counts.set(key, { feeling: current?.feeling ?? original, count: (current?.count ?? 0) + 1 });
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.feeling.localeCompare(b.feeling));
}

/** Newest first by when she wrote them. */
export function newestFirst<T extends Pick<JournalEntryFields, 'writtenAt'>>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => Date.parse(b.writtenAt) - Date.parse(a.writtenAt));
}
