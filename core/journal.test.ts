import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { journalPrompts } from './content/journal';
import { promptForDate as promptOn, promptForJourneyDay as journeyPrompt } from './journal-prompts';

const promptForJourneyDay = (day: number) => journeyPrompt(journalPrompts, day);
const promptForDate = (date: Date, offset?: number) => promptOn(journalPrompts, date, offset);
import { journalFieldMessages } from './content/validation';
import { type IncidentContent, type JournalEntryFields, journalEntryFormSchema, journalFieldCodes } from './contracts/journal';
import { safeParse } from 'zod/v4/core';
import { wordsForCode } from './message-codes';
import type { ReceiptKeyList } from './contracts/receipts';
import { VAULT_RECORD_MAX_BYTES, vaultPlaintextSchema } from './contracts/vault';
import {
  JournalFileError,
  canonicalIncident,
  entriesToImport,
  feelingCounts,
  fitsOneRecord,
  journalFile,
  moodSeries,
  packDigest,
  readJournalFile,
  recordDigest,
  sealedSize,
  withNewVersion,
} from './journal';
import { sealRecord } from './vault/records';

const noKeys: ReceiptKeyList = { format: 'save-sisterhood-receipt-keys', version: 1, keys: [] };

const content: IncidentContent = {
  happenedDate: '2026-11-02',
  happenedTime: '21:30',
  place: 'At home, in the kitchen',
  whatHappened: 'He shouted and threw a mug at the wall. "Nobody will believe you," he said.',
  witnesses: 'My neighbour heard it',
  injuries: 'A cut on my hand; photo kept with my sister',
  actionsTaken: 'Went to my sister\'s for the night',
};

function entry(overrides: Partial<JournalEntryFields> = {}): JournalEntryFields {
  return {
    entryId: '0b7c6a52-5a3e-4f0e-9d5c-2f6d7c1e8a10',
    writtenAt: '2026-11-03T08:00:00.000Z',
    mood: 2,
    feelings: ['tired', 'scared'],
    text: 'Writing it down so I remember.',
    promptId: 'day-4',
    journeyDay: null,
    ...overrides,
  };
}

const sha256 = (text: string) => createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex');

describe('journal prompts', () => {
  it('has at least 30 prompts, one per journey day, with unique ids, and none asks why', () => {
    expect(journalPrompts.length).toBeGreaterThanOrEqual(30);
    expect(new Set(journalPrompts.map((prompt) => prompt.id)).size).toBe(journalPrompts.length);
    for (let day = 1; day <= 30; day += 1) expect(promptForJourneyDay(day).id).toBe(`day-${day}`);
    for (const prompt of journalPrompts) expect(prompt.text).not.toMatch(/\bwhy\b|\bstay(ed)?\b|\bshould\b|\bmust\b/i);
  });

  it('the day\'s prompt changes with the calendar day and is the same all day', () => {
    const morning = promptForDate(new Date(2026, 10, 25, 7));
    expect(promptForDate(new Date(2026, 10, 25, 23))).toEqual(morning);
    expect(promptForDate(new Date(2026, 10, 26, 7))).not.toEqual(morning);
    expect(promptForDate(new Date(2026, 10, 25, 7), 1)).toEqual(promptForDate(new Date(2026, 10, 26, 7)));
  });
});

describe('record digest', () => {
  it('is SHA-256 of the canonical JSON of the latest version, with the keys in the stated order', async () => {
    const canonical = canonicalIncident({ ...content });
    expect(canonical.startsWith('{"happenedDate":"2026-11-02","happenedTime":"21:30","place":')).toBe(true);
    expect(Object.keys(JSON.parse(canonical) as object)).toEqual(['happenedDate', 'happenedTime', 'place', 'whatHappened', 'witnesses', 'injuries', 'actionsTaken']);
    // Key order of the stored object does not matter: the canonical text fixes it.
    const shuffled = { actionsTaken: content.actionsTaken, injuries: content.injuries, witnesses: content.witnesses, whatHappened: content.whatHappened, place: content.place, happenedTime: content.happenedTime, happenedDate: content.happenedDate };
    expect(canonicalIncident(shuffled)).toBe(canonical);
    const digest = await recordDigest({ versions: [{ savedAt: '2026-11-03T08:00:00.000Z', content }] });
    expect(digest).toBe(sha256(canonical));
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is stable (the save time is not part of it), and any change of a character changes it', async () => {
    const first = await recordDigest({ versions: [{ savedAt: '2026-11-03T08:00:00.000Z', content }] });
    expect(await recordDigest({ versions: [{ savedAt: '2026-12-01T08:00:00.000Z', content: { ...content } }] })).toBe(first);
    expect(await recordDigest({ versions: [{ savedAt: '2026-11-03T08:00:00.000Z', content: { ...content, place: 'At home, in the kitchen.' } }] })).not.toBe(first);
    expect(await recordDigest({ versions: [{ savedAt: '2026-11-03T08:00:00.000Z', content: { ...content, happenedTime: '' } }] })).not.toBe(first);
  });

  it('non-ASCII text is hashed as its UTF-8 bytes, as sha256sum would', async () => {
    const words = { ...content, whatHappened: 'Él gritó — “cállate” 😞' };
    expect(await recordDigest({ versions: [{ savedAt: '2026-11-03T08:00:00.000Z', content: words }] })).toBe(sha256(canonicalIncident(words)));
  });

  it('the pack digest is SHA-256 of the record digests in order, each with a line feed, and depends on the order', async () => {
    const a = sha256('a');
    const b = sha256('b');
    expect(await packDigest([a, b])).toBe(sha256(`${a}\n${b}\n`));
    expect(await packDigest([b, a])).not.toBe(await packDigest([a, b]));
  });
});

describe('version history', () => {
  it('a first save makes version 1; each change appends a version and keeps the earlier ones as they were', () => {
    const one = withNewVersion(undefined, content, '2026-11-03T08:00:00.000Z');
    expect(one.changed).toBe(true);
    expect(one.incident.versions).toHaveLength(1);
    const two = withNewVersion(one.incident, { ...content, witnesses: 'My neighbour, Mrs Ortiz' }, '2026-11-04T08:00:00.000Z');
    const three = withNewVersion(two.incident, { ...two.incident.versions[1]!.content, injuries: 'A cut on my hand, three stitches' }, '2026-11-05T08:00:00.000Z');
    expect(three.incident.versions.map((version) => version.savedAt)).toEqual(['2026-11-03T08:00:00.000Z', '2026-11-04T08:00:00.000Z', '2026-11-05T08:00:00.000Z']);
    expect(three.incident.versions[0]).toEqual(one.incident.versions[0]);
    expect(three.incident.versions[0]!.content.witnesses).toBe('My neighbour heard it');
    expect(three.incident.versions[2]!.content.witnesses).toBe('My neighbour, Mrs Ortiz');
    // The input records are not changed in place.
    expect(one.incident.versions).toHaveLength(1);
    expect(two.incident.versions).toHaveLength(2);
  });

  it('saving the same content adds no version', () => {
    const one = withNewVersion(undefined, content, '2026-11-03T08:00:00.000Z');
    const again = withNewVersion(one.incident, { ...content }, '2026-11-04T08:00:00.000Z');
    expect(again.changed).toBe(false);
    expect(again.incident.versions).toHaveLength(1);
  });

  it('says when a record and its versions no longer fit one envelope, and the estimate matches a real seal', async () => {
    const small = entry({ incident: withNewVersion(undefined, content, '2026-11-03T08:00:00.000Z').incident });
    expect(fitsOneRecord(small)).toBe(true);
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    const sealed = await sealRecord(key, '6a1c1f1e-3b0f-4a4a-8d57-3c9a3d2f1b00', { kind: 'journal-entry', ...small });
    expect(sealed.length).toBe(sealedSize(small));

    let incident = small.incident!;
    const long = 'x'.repeat(19_000);
    for (let i = 0; i < 6; i += 1) incident = withNewVersion(incident, { ...content, whatHappened: `${long} ${i}` }, `2026-11-0${i + 3}T09:00:00.000Z`).incident;
    const big = entry({ incident });
    expect(sealedSize(big)).toBeGreaterThan(VAULT_RECORD_MAX_BYTES);
    expect(fitsOneRecord(big)).toBe(false);
  });
});

describe('the journal file', () => {
  it('round-trips: export then read gives back the same entries, versions and all', async () => {
    const incident = withNewVersion(withNewVersion(undefined, content, '2026-11-03T08:00:00.000Z').incident, { ...content, place: 'Kitchen' }, '2026-11-04T08:00:00.000Z').incident;
    const entries = [entry({ incident }), entry({ entryId: '1b7c6a52-5a3e-4f0e-9d5c-2f6d7c1e8a11', writtenAt: '2026-11-01T08:00:00.000Z', mood: null, feelings: [], promptId: null, journeyDay: 3, text: 'A quiet day.' })];
    const file = await journalFile(entries, new Date('2026-11-25T12:00:00.000Z'));
    expect(file.entries.map((e) => e.entryId)).toEqual([entries[1]!.entryId, entries[0]!.entryId]);
    expect(file.entries[1]!.incident!.canonical).toBe(canonicalIncident({ ...content, place: 'Kitchen' }));
    expect(file.entries[1]!.incident!.sha256).toBe(sha256(file.entries[1]!.incident!.canonical));
    const back = await readJournalFile(JSON.stringify(file), noKeys);
    expect(back).toEqual([entries[1], entries[0]]);
    for (const item of back) expect(vaultPlaintextSchema.safeParse({ kind: 'journal-entry', ...item }).success).toBe(true);
  });

  it('refuses a file that is not one, and one whose record was changed by hand', async () => {
    await expect(readJournalFile('not json', noKeys)).rejects.toBeInstanceOf(JournalFileError);
    await expect(readJournalFile(JSON.stringify({ entries: [] }), noKeys)).rejects.toBeInstanceOf(JournalFileError);
    const file = await journalFile([entry({ incident: withNewVersion(undefined, content, '2026-11-03T08:00:00.000Z').incident })], new Date());
    file.entries[0]!.incident!.versions[0]!.content.place = 'Somewhere else';
    await expect(readJournalFile(JSON.stringify(file), noKeys)).rejects.toBeInstanceOf(JournalFileError);
  });

  it('keeps the seriousness she picked through an export and an import, outside the digest', async () => {
    const incident = { ...withNewVersion(undefined, content, '2026-11-03T08:00:00.000Z').incident, seriousness: 4 };
    const file = await journalFile([entry({ incident })], new Date('2026-11-25T12:00:00.000Z'));
    expect(file.entries[0]!.incident!.seriousness).toBe(4);
    // The digest is of what happened, not of her reading of it: the same with or without a seriousness.
    expect(file.entries[0]!.incident!.sha256).toBe(await recordDigest({ versions: incident.versions }));
    const [back] = await readJournalFile(JSON.stringify(file), noKeys);
    expect(back!.incident).toEqual(incident);
    // A new version keeps it.
    expect(withNewVersion(incident, { ...content, place: 'Kitchen' }, '2026-11-04T08:00:00.000Z').incident.seriousness).toBe(4);
  });

  it('an import adds only entries not already there, each once', () => {
    const a = entry();
    const b = entry({ entryId: '2b7c6a52-5a3e-4f0e-9d5c-2f6d7c1e8a12' });
    expect(entriesToImport([a.entryId], [a, b, b])).toEqual({ toAdd: [b], skipped: 2 });
    expect(entriesToImport([], [a, b])).toEqual({ toAdd: [a, b], skipped: 0 });
    // Both versions of an entry two devices changed (kept both) come back, once each.
    const other = { ...b, text: 'Changed on the other phone.' };
    expect(entriesToImport([], [b, other, other])).toEqual({ toAdd: [b, other], skipped: 1 });
    expect(entriesToImport([b.entryId], [b, other])).toEqual({ toAdd: [], skipped: 2 });
  });
});

describe('patterns', () => {
  it('mood over time leaves out entries without a mood, oldest first', () => {
    const series = moodSeries([
      entry({ entryId: 'b', writtenAt: '2026-11-05T08:00:00.000Z', mood: 4 }),
      entry({ entryId: 'a', writtenAt: '2026-11-01T08:00:00.000Z', mood: 1 }),
      entry({ entryId: 'c', writtenAt: '2026-11-03T08:00:00.000Z', mood: null }),
    ]);
    expect(series.map((point) => [point.entryId, point.mood])).toEqual([
      ['a', 1],
      ['b', 4],
    ]);
  });

  it('counts each feeling once per entry, whatever its case, most named first', () => {
    expect(feelingCounts([{ feelings: ['tired', 'Hopeful'] }, { feelings: ['hopeful', 'HOPEFUL'] }, { feelings: ['calm', 'tired'] }, { feelings: ['hopeful'] }])).toEqual([
      { feeling: 'Hopeful', count: 3 },
      { feeling: 'tired', count: 2 },
      { feeling: 'calm', count: 1 },
    ]);
  });
});

describe('seriousness in the vault plaintext schema', () => {
  const record = (incident: unknown) => ({ kind: 'journal-entry', ...entry(), incident });
  const versions = [{ savedAt: '2026-11-03T08:00:00.000Z', content }];

  it('a record from before the calendar (no seriousness) still opens, unchanged', async () => {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    const recordId = '3f0c2a52-8d7e-4f55-9a41-6b3c1d2e4f50';
    const { openRecord } = await import('./vault/records');
    const opened = await openRecord(key, recordId, await sealRecord(key, recordId, record({ versions }) as never));
    expect(opened).toMatchObject({ kind: 'journal-entry', incident: { versions } });
    expect((opened as { incident?: { seriousness?: number } }).incident!.seriousness).toBeUndefined();
    const rated = await openRecord(key, recordId, await sealRecord(key, recordId, record({ versions, seriousness: 5 }) as never));
    expect((rated as { incident?: { seriousness?: number } }).incident!.seriousness).toBe(5);
  });

  it('takes a whole step from 1 to 5 and refuses anything else with a clear message', () => {
    for (const step of [1, 2, 3, 4, 5]) expect(vaultPlaintextSchema.safeParse(record({ versions, seriousness: step })).success).toBe(true);
    for (const wrong of [0, 6, 2.5, '3', null]) {
      const parsed = vaultPlaintextSchema.safeParse(record({ versions, seriousness: wrong }));
      expect(parsed.success).toBe(false);
      const codes = parsed.error!.issues.map((issue) => issue.message);
      expect(codes).toContain(journalFieldCodes.seriousness);
      expect(wordsForCode({ journalFieldMessages }, journalFieldCodes.seriousness)).toBe('Please choose how serious it was, from 1 to 5, or leave it empty.');
    }
  });
});

describe('the write form’s contract (the record’s own rules)', () => {
  const blank: IncidentContent = { happenedDate: '', happenedTime: '', place: '', whatHappened: '', witnesses: '', injuries: '', actionsTaken: '' };
  const form = { mood: null, feelings: [], answersPrompt: null, seriousness: null };
  const problems = (value: unknown) => {
    const result = safeParse(journalEntryFormSchema, value);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('asks a daily entry for a few words, and leaves the record’s fields unchecked while the box is unticked', () => {
    expect(problems({ ...form, isIncident: false, text: '  ', incident: blank })).toEqual([`text: ${journalFieldCodes.empty}`]);
    expect(problems({ ...form, isIncident: false, text: 'A word.', incident: { ...blank, place: 'x'.repeat(600) } })).toEqual([]);
  });

  it('asks a record for the date it happened and what happened, within the limits, and nothing else', () => {
    expect(problems({ ...form, isIncident: true, text: '', incident: { ...blank, whatHappened: ' ', place: 'x'.repeat(501) } })).toEqual([
      `incident.happenedDate: ${journalFieldCodes.dateInvalid}`,
      `incident.place: ${journalFieldCodes.placeTooLong}`,
      `incident.whatHappened: ${journalFieldCodes.whatHappenedEmpty}`,
    ]);
    const result = safeParse(journalEntryFormSchema, { ...form, isIncident: true, text: '', seriousness: 3, incident: { ...blank, happenedDate: '2026-11-02', whatHappened: ' It happened. ' } });
    expect(result.success && result.data.isIncident && result.data.incident.whatHappened).toBe('It happened.');
    expect(problems({ ...form, isIncident: true, text: '', seriousness: 6, incident: { ...blank, happenedDate: '2026-11-02', whatHappened: 'x' } })).toEqual([`seriousness: ${journalFieldCodes.seriousness}`]);
  });
});
