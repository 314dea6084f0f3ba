// @vitest-environment jsdom
/**
 * The journal's write form on the one form hook (issue 27 item 6): every problem is the sealed
 * record's own rule in words beside its field, a refused or failed save loses nothing and says
 * nothing was saved, and an edit keeps every earlier version as it was.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousnessLevels } from '@core/content/incident-calendar';
import { journalTexts } from '@core/content/journal';
import { journalFieldMessages } from '@core/content/validation';
import { INCIDENT_SHORT_MAX_LENGTH, JOURNAL_TEXT_MAX_LENGTH, journalFieldCodes } from '@core/contracts/journal';
import { wordsForCode } from '@core/message-codes';
import { SLOW, entriesRegion, holding, incidentBase, journalRecords, renderJournal, setUpJournalTests, storedEntry, writeForm, writesTo } from './journal-test-support';

const texts = journalTexts.write;
const words = (code: string, params?: Record<string, number>) => wordsForCode({ journalFieldMessages }, code, params);
const field = (form: HTMLElement, label: RegExp | string) => within(form).getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const type = (form: HTMLElement, label: RegExp | string, value: string) => fireEvent.change(field(form, label), { target: { value } });
/** The problem shown for a control: its text, tied to it by aria-describedby, with aria-invalid. */
function problemOf(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
  const error = ids.map((id) => document.getElementById(id)).find((element) => element?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

describe('the journal form', () => {
  const vault = setUpJournalTests();
  const writes = () => writesTo(vault.server);

  it('says each problem of a record in the record’s own words, beside its field, sends nothing and keeps what she typed', async () => {
    renderJournal();
    const form = writeForm();
    fireEvent.click(within(form).getByRole('radio', { name: '2 Low' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'tired' }));
    type(form, texts.textLabel, 'Some words first.');
    fireEvent.click(within(form).getByRole('checkbox', { name: texts.markIncident }));
    const tooLongPlace = 'p'.repeat(INCIDENT_SHORT_MAX_LENGTH + 1);
    type(form, /Where it happened/, tooLongPlace);
    type(form, /What happened/, '   ');
    type(form, /Who saw or heard it/, 'A neighbour');
    fireEvent.click(within(form).getByRole('button', { name: texts.save }));

    const date = field(form, /The date it happened/);
    await waitFor(() => expect(problemOf(date)).toBe(journalFieldMessages.dateInvalid));
    expect(problemOf(field(form, /What happened/))).toBe(texts.whatHappenedRequired);
    expect(problemOf(field(form, /Where it happened/))).toBe(words(journalFieldCodes.placeTooLong, { max: INCIDENT_SHORT_MAX_LENGTH }));
    expect(problemOf(field(form, /Who saw or heard it/))).toBeNull();
    expect(problemOf(field(form, texts.textLabel))).toBeNull();
    // The first field to fix has the focus; nothing left the browser; nothing says saved.
    expect(document.activeElement).toBe(date);
    expect(writes()).toHaveLength(0);
    expect(screen.queryByText(journalTexts.savedVersion.title)).toBeNull();
    expect(screen.queryByText(journalTexts.saved.title)).toBeNull();
    // Everything she typed or chose is still there.
    expect((within(form).getByRole('radio', { name: '2 Low' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('checkbox', { name: 'tired' }) as HTMLInputElement).checked).toBe(true);
    expect(field(form, texts.textLabel).value).toBe('Some words first.');
    expect(field(form, /Where it happened/).value).toBe(tooLongPlace);
    expect(field(form, /Who saw or heard it/).value).toBe('A neighbour');

    // Unticking the record box and ticking it again loses nothing either.
    fireEvent.click(within(form).getByRole('checkbox', { name: texts.markIncident }));
    expect(within(form).queryByLabelText(/Where it happened/)).toBeNull();
    fireEvent.click(within(form).getByRole('checkbox', { name: texts.markIncident }));
    expect(field(form, /Where it happened/).value).toBe(tooLongPlace);
    expect(field(form, /Who saw or heard it/).value).toBe('A neighbour');

    // Fixed, it saves: trimmed as the record keeps it, and only then "saved".
    type(form, /Where it happened/, '  In the kitchen  ');
    type(form, /What happened/, ' He threw my phone. ');
    fireEvent.click(within(form).getByRole('button', { name: texts.today }));
    fireEvent.click(within(form).getByRole('button', { name: texts.save }));
    expect(await within(entriesRegion()).findByRole('status', {}, SLOW)).toBeTruthy();
    const [record] = journalRecords();
    expect(record!.content.incident!.versions[0]!.content).toMatchObject({ place: 'In the kitchen', whatHappened: 'He threw my phone.', witnesses: 'A neighbour' });
    expect(record!.content).toMatchObject({ mood: 2, feelings: ['tired'], text: 'Some words first.' });
  }, 40_000);

  it('checks a daily entry by the record’s rules: a few words, and no more than the limit', async () => {
    renderJournal();
    const form = writeForm();
    type(form, texts.textLabel, '  \n ');
    fireEvent.click(within(form).getByRole('button', { name: texts.save }));
    const text = field(form, texts.textLabel);
    await waitFor(() => expect(problemOf(text)).toBe(journalFieldMessages.empty));
    expect(document.activeElement).toBe(text);
    const long = 'w'.repeat(JOURNAL_TEXT_MAX_LENGTH + 1);
    type(form, texts.textLabel, long);
    await waitFor(() => expect(problemOf(text)).toBe(words(journalFieldCodes.textTooLong, { max: JOURNAL_TEXT_MAX_LENGTH })));
    fireEvent.click(within(form).getByRole('button', { name: texts.save }));
    await waitFor(() => expect(problemOf(text)).toBe(words(journalFieldCodes.textTooLong, { max: JOURNAL_TEXT_MAX_LENGTH })));
    expect(text.value).toBe(long);
    expect(writes()).toHaveLength(0);
    type(form, texts.textLabel, 'Enough.');
    await waitFor(() => expect(problemOf(text)).toBeNull());
  }, 30_000);

  it('a save that fails says it was not saved and keeps every field as she left it', async () => {
    renderJournal();
    const form = writeForm();
    fireEvent.click(within(form).getByRole('radio', { name: '4 Okay' }));
    type(form, texts.textLabel, 'Kept, even if the network drops.');
    vault.server.failNext('PUT', /./, 0, 10);
    fireEvent.click(within(form).getByRole('button', { name: texts.save }));
    expect(await screen.findByText(journalTexts.notSaved.title, {}, SLOW)).toBeTruthy();
    expect(screen.queryByText(journalTexts.saved.title)).toBeNull();
    expect(within(entriesRegion()).queryByRole('status')).toBeNull();
    expect(journalRecords()).toHaveLength(0);
    expect(field(form, texts.textLabel).value).toBe('Kept, even if the network drops.');
    expect((within(form).getByRole('radio', { name: '4 Okay' }) as HTMLInputElement).checked).toBe(true);
  }, 30_000);

  it('an edit opens on the current version and keeps every earlier one as it was; her seriousness alone adds none', async () => {
    // A dated record as it was stored before this visit.
    await holding(vault.server, storedEntry({ mood: null, feelings: [], text: '', incident: { versions: [{ savedAt: '2026-11-03T08:00:00.000Z', content: incidentBase }], seriousness: 2 } }));
    renderJournal();
    const openEdit = () => {
      fireEvent.click(within(entriesRegion()).getByRole('button', { name: 'Edit' }));
      return within(entriesRegion()).getByRole('form');
    };
    let form = openEdit();
    expect(field(form, /The date it happened/).value).toBe(incidentBase.happenedDate);
    expect(field(form, /The time it happened/).value).toBe(incidentBase.happenedTime);
    expect(field(form, /What happened/).value).toBe(incidentBase.whatHappened);
    const level = (value: number) => within(form).getByRole('radio', { name: `${value} ${seriousnessLevels[value - 1]!.label}` }) as HTMLInputElement;
    expect(level(2).checked).toBe(true);

    // Her reading of how serious it was changes beside the versions, never as one (ADR 0033).
    fireEvent.click(level(4));
    fireEvent.click(within(form).getByRole('button', { name: texts.save }));
    await waitFor(() => expect(journalRecords()[0]!.content.incident!.seriousness).toBe(4), SLOW);
    expect(journalRecords()[0]!.content.incident!.versions).toHaveLength(1);

    form = openEdit();
    type(form, /What happened/, 'He shouted, threw a mug and blocked the door.');
    fireEvent.click(within(form).getByRole('button', { name: texts.save }));
    await waitFor(() => expect(journalRecords()[0]!.content.incident!.versions).toHaveLength(2), SLOW);

    // A refused edit sends nothing and adds no version.
    form = openEdit();
    type(form, /What happened/, '');
    fireEvent.click(within(form).getByRole('button', { name: texts.save }));
    await waitFor(() => expect(problemOf(field(form, /What happened/))).toBe(texts.whatHappenedRequired));
    const before = writes().length;
    expect(journalRecords()[0]!.content.incident!.versions).toHaveLength(2);

    const versions = journalRecords()[0]!.content.incident!.versions;
    expect(versions[0]!.content).toEqual(incidentBase);
    expect(versions[1]!.content).toEqual({ ...incidentBase, whatHappened: 'He shouted, threw a mug and blocked the door.' });
    expect(writes()).toHaveLength(before);
  }, 40_000);
});
