import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { incidentCalendarTexts } from '@core/content/incident-calendar';
import { journalFileNames, journalTexts } from '@core/content/journal';
import { datedFileName } from '@core/journal-prompts';
import type { IncidentContent } from '@core/contracts/journal';
import { canonicalIncident, withNewVersion } from '@core/journal';
import { buildJournalPdf, buildRecordPackPdf } from './journal-pdfs';
import { formatDateTime } from './journal-format';
import type { JournalEntry } from './use-journal';
import { incidentRecord } from './incident-record-test-support';
import { pdfText } from '~/lib/pdf-test-support';

const sha256 = (text: string) => createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex');

const base: IncidentContent = {
  happenedDate: '2026-10-14',
  happenedTime: '',
  place: 'Car park of the supermarket',
  whatHappened: 'He followed me to the car and blocked the door.',
  witnesses: '',
  injuries: '',
  actionsTaken: 'Called my sister',
};

describe('the record pack', () => {
  const later = incidentRecord(1, { ...base, happenedDate: '2026-11-02', happenedTime: '21:30', whatHappened: 'He shouted and threw a mug at the wall.' }, [{ witnesses: 'My neighbour' }, { injuries: 'A cut on my hand' }]);
  const earlier = incidentRecord(2, base);
  const made = new Date('2026-11-25T18:00:00.000Z');

  it('has a cover, each record with its dates, versions and digest, the pack digest and how to check them, in real text', async () => {
    const { bytes, digests, pack } = await buildRecordPackPdf({ records: [later, earlier], name: 'Maya R.', made });
    const { text, pageCount: pages, title } = await pdfText(bytes);
    expect(title).toBe(journalTexts.pdf.packTitle);
    expect(datedFileName(journalFileNames.recordPack, made)).toMatch(/^notes-2026-11-2[56]\.pdf$/);
    // Cover: the name, the period (earliest to latest happening), when made, the count and the pack digest.
    expect(text).toContain('Prepared for: Maya R.');
    expect(text).toContain('Period of the records: Oct 14, 2026 to Nov 2, 2026');
    expect(text).toContain(`Made on: ${formatDateTime(made.toISOString())}`);
    expect(text).toContain('Number of records: 2');
    // Records by when they happened; each digest is SHA-256 of the canonical latest version.
    expect(digests).toEqual([sha256(canonicalIncident(earlier.incident!.versions[0]!.content)), sha256(canonicalIncident(later.incident!.versions[2]!.content))]);
    expect(pack).toBe(sha256(`${digests[0]}\n${digests[1]}\n`));
    expect(text.indexOf('Record 1 of 2')).toBeLessThan(text.indexOf('Oct 14, 2026 (2026-10-14), time not given'));
    expect(text.indexOf('Oct 14, 2026 (2026-10-14), time not given')).toBeLessThan(text.indexOf('Record 2 of 2'));
    expect(text).toContain('When it happened: Nov 2, 2026 (2026-11-02) at 21:30');
    expect(text).toContain(`First written: ${formatDateTime('2026-11-01T09:00:00.000Z')}`);
    expect(text).toContain(`Last edited: ${formatDateTime('2026-11-11T10:00:00.000Z')}`);
    expect(text).toContain('Versions kept: 3');
    expect(text).toContain(`Last edited: ${journalTexts.pdf.notEdited}`);
    expect(text).toContain('Versions kept: 1');
    for (const digest of [...digests, pack]) expect(text).toContain(digest);
    expect(text).toContain('A cut on my hand');
    expect(text).toContain(journalTexts.pdf.howToCheckTitle);
    expect(text).toContain('depends on that court');
    expect(text).toContain('sha256sum');
    // Cover, one page per record, the instructions.
    expect(pages).toBeGreaterThanOrEqual(4);
  });

  it('a changed record changes its digest and the pack digest; the unchanged one keeps its own', async () => {
    const first = await buildRecordPackPdf({ records: [later, earlier], name: '', made });
    const edited = { ...earlier, incident: withNewVersion(earlier.incident, { ...base, place: 'Car park of the supermarket, row C' }, '2026-11-20T10:00:00.000Z').incident };
    const second = await buildRecordPackPdf({ records: [later, edited], name: '', made });
    expect(second.digests[0]).not.toBe(first.digests[0]);
    expect(second.digests[1]).toBe(first.digests[1]);
    expect(second.pack).not.toBe(first.pack);
    const { text } = await pdfText(second.bytes);
    expect(text).toContain('Prepared for: No name given');
    expect(text).toContain(second.digests[0]);
    // The pack's list of record digests has the new one (the older text's digest stays, as version 1's).
    expect(text).toContain(`1. ${second.digests[0]}`);
    expect(text).not.toContain(`1. ${first.digests[0]}`);
  });

  it('says when characters could not be drawn; the digest is of the text as written', async () => {
    const emoji = incidentRecord(3, { ...base, whatHappened: 'He took my phone 😞 and left.' });
    const { bytes, digests } = await buildRecordPackPdf({ records: [emoji], name: '', made });
    const { text } = await pdfText(bytes);
    expect(text).toContain('He took my phone and left.');
    expect(text).toContain(journalTexts.pdf.unencodable);
    expect(digests[0]).toBe(sha256(canonicalIncident(emoji.incident!.versions[0]!.content)));
  });
});

describe('the journal PDF', () => {
  it('holds every entry with its date, mood, feelings and words', async () => {
    const entry: JournalEntry = { ...incidentRecord(4, base), mood: 4, feelings: ['calm', 'hopeful'], text: 'A slow morning with coffee.', promptId: 'day-1' };
    const bytes = await buildJournalPdf([entry], new Date('2026-11-25T18:00:00.000Z'));
    const { text, title } = await pdfText(bytes);
    expect(title).toBe(journalTexts.pdf.journalTitle);
    expect(text).toContain(formatDateTime(entry.writtenAt));
    expect(text).toContain('Mood: 4 Okay - Feelings: calm, hopeful');
    expect(text).toContain('A slow morning with coffee.');
    expect(text).toContain('Dated record (1 version)');
    expect(text).toContain('Called my sister');
  });
});

describe('every version in the pack (issue 27 item 1)', () => {
  const edited = incidentRecord(5, { ...base, whatHappened: 'He followed me to the car and blocked the door.' }, [
    { place: 'Car park of the supermarket, row C', whatHappened: 'He followed me to the car, blocked the door and took my keys.' },
    { witnesses: 'A man loading his boot' },
  ]);
  const made = new Date('2026-11-25T18:00:00.000Z');

  it('prints each version with when it was saved, its digest, what changed in plain sentences, and no receipt when it has none', async () => {
    const { bytes, manifest } = await buildRecordPackPdf({ records: [edited], name: '', made });
    const { text } = await pdfText(bytes);
    const versions = edited.incident!.versions;
    for (const [index, version] of versions.entries()) {
      expect(text).toContain(`Version ${index + 1} of 3`);
      expect(text).toContain(`Saved: ${formatDateTime(version.savedAt)}`);
      expect(text).toContain(sha256(canonicalIncident(version.content)));
    }
    // The older texts are there whole, and what changed is said plainly.
    expect(text).toContain('Where: Car park of the supermarket What happened: He followed me to the car and blocked the door.');
    expect(text).toContain('Where it happened: changed from "Car park of the supermarket" to "Car park of the supermarket, row C".');
    expect(text).toContain('What happened: words added: "and took my keys".');
    expect(text).toContain('What happened: words removed: "and".');
    expect(text).toContain('Who saw or heard it: added "A man loading his boot".');
    expect(text).toContain(journalTexts.pdf.noReceipt);
    expect(manifest.records[0]!.versions.map((version) => version.digest)).toEqual(versions.map((version) => sha256(canonicalIncident(version.content))));
  });

  it('numbers every page "Page X of Y"', async () => {
    const { bytes } = await buildRecordPackPdf({ records: [edited, incidentRecord(6, base)], name: '', made });
    const { pageTexts, pageCount } = await pdfText(bytes);
    pageTexts.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pageCount}`));
  });
});

describe('the calendar in the pack (issue 27 item 5)', () => {
  const november = incidentRecord(1, { ...base, happenedDate: '2026-11-02', whatHappened: 'He took my phone.' });
  const september = incidentRecord(2, { ...base, happenedDate: '2026-09-30' });
  const made = new Date('2026-11-25T18:00:00.000Z');
  const rated = (entry: JournalEntry, seriousness: number): JournalEntry => ({ ...entry, incident: { ...entry.incident!, seriousness } });

  it('is left out unless she asks for it', async () => {
    const { text } = await pdfText((await buildRecordPackPdf({ records: [november, september], name: '', made })).bytes);
    expect(text).not.toContain(incidentCalendarTexts.pack.title);
  });

  it('lists every month from the first record to the last, quiet ones too, with each day and the seriousness she chose; digests unchanged', async () => {
    const without = await buildRecordPackPdf({ records: [november, september], name: '', made });
    const made2 = await buildRecordPackPdf({ records: [rated(november, 4), september], name: '', made, calendar: true });
    const { text } = await pdfText(made2.bytes);
    expect(text).toContain(incidentCalendarTexts.pack.title);
    expect(text).toContain('September 2026: 1 record');
    expect(text).toContain('October 2026: no records');
    expect(text).toContain('November 2026: 1 record');
    expect(text).toContain('Nov 2, 2026 (2026-11-02) - Seriousness: 4 of 5, I was hurt, or afraid I would be');
    expect(text).toContain('Sep 30, 2026 (2026-09-30) - No seriousness chosen');
    expect(text).toContain('not covered by the digests or receipts');
    // The calendar page comes before the first record, and the seriousness changes no digest.
    expect(text.indexOf(incidentCalendarTexts.pack.title)).toBeLessThan(text.indexOf('Record 1 of 2'));
    expect(made2.digests).toEqual(without.digests);
    expect(made2.pack).toBe(without.pack);
  });
});
