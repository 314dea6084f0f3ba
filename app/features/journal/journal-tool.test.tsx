// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { journeyDays } from '@core/content/affirmations';
import { journalPrompts, journalTexts } from '@core/content/journal';
import { journalFieldMessages } from '@core/content/validation';
import { localDay, promptForJourneyDay } from '@core/journal-prompts';
import { formatMessage } from '@core/message-format';
import { journalFile } from '@core/journal';
import { SLOW, entriesRegion, holding, incidentBase, journalRecords, renderJournal, setUpJournalTests, storedEntry, writeForm, writesTo } from './journal-test-support';

describe('JournalTool', () => {
  const vault = setUpJournalTests();
  const writes = () => writesTo(vault.server);

  it('writes an entry with a mood, a picked and an own feeling, and the prompt; it is sealed, listed and counted', async () => {
    renderJournal();
    const form = writeForm();
    fireEvent.click(within(form).getByRole('radio', { name: '2 Low' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'hopeful' }));
    fireEvent.change(within(form).getByLabelText(journalTexts.write.ownFeelingLabel), { target: { value: 'Brave-ish' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect((within(form).getByRole('checkbox', { name: 'Brave-ish' }) as HTMLInputElement).checked).toBe(true);

    // Nothing written: nothing sent, and the field says why.
    fireEvent.click(within(form).getByRole('button', { name: journalTexts.write.save }));
    expect(await within(form).findByText(journalFieldMessages.empty)).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText(journalTexts.write.textLabel));
    expect(writes()).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(journalTexts.write.textLabel), { target: { value: 'Walked by the river. Felt lighter.' } });
    fireEvent.click(within(form).getByRole('button', { name: journalTexts.write.save }));
    expect(await screen.findByText('Walked by the river. Felt lighter.', {}, SLOW)).toBeTruthy();
    // She sees her record, focused, with the confirmation beside it (not only in a toast).
    const confirmation = await within(entriesRegion()).findByRole('status');
    expect(confirmation.textContent).toBe(`${journalTexts.saved.title}. ${journalTexts.saved.description}`);
    const article = confirmation.closest('article')!;
    expect(article.textContent).toContain('Walked by the river. Felt lighter.');
    expect(document.activeElement).toBe(article);
    expect(article.getAttribute('aria-describedby')).toBe(confirmation.id);
    expect(article.scrollIntoView).toHaveBeenCalled();

    const [record] = journalRecords();
    expect(record!.content).toMatchObject({ mood: 2, feelings: ['hopeful', 'Brave-ish'], text: 'Walked by the river. Felt lighter.', journeyDay: null });
    expect(record!.content.promptId).toMatch(/^(day|rest)-\d+$/);
    const put = writes()[0]!;
    expect(put.body).not.toContain('river');
    expect(put.body).not.toContain('journal');
    // The form is empty for the next entry; the list and the patterns show it.
    expect((within(writeForm()).getByLabelText(journalTexts.write.textLabel) as HTMLTextAreaElement).value).toBe('');
    expect(within(entriesRegion()).getByText('1 entry')).toBeTruthy();
    expect(within(entriesRegion()).getByText(/Mood: 2 Low · Feelings: hopeful, Brave-ish/)).toBeTruthy();
    // The patterns are drawn just after her entries (DrawnLater).
    expect(await screen.findByText('Brave-ish:', { exact: false }, SLOW)).toBeTruthy();
  }, 30_000);

  it('an entry opened from a journey day offers that day\'s affirmation and prompt, and keeps the day', async () => {
    window.history.replaceState(null, '', '/tools/journal?from=journey-day-3');
    renderJournal();
    expect(await screen.findByText(journeyDays[2]!.affirmation)).toBeTruthy();
    expect(screen.getByText(formatMessage(journalTexts.today.journeyNote, { day: 3 }))).toBeTruthy();
    expect(screen.getByText(promptForJourneyDay(journalPrompts, 3).text)).toBeTruthy();
    fireEvent.change(within(writeForm()).getByLabelText(journalTexts.write.textLabel), { target: { value: 'My sister, and her kitchen.' } });
    fireEvent.click(within(writeForm()).getByRole('button', { name: journalTexts.write.save }));
    expect(await screen.findByText(formatMessage(journalTexts.list.fromJourney, { day: 3 }), { exact: false }, SLOW)).toBeTruthy();
    expect(journalRecords()[0]!.content).toMatchObject({ journeyDay: 3, promptId: 'day-3' });
    // The link's day is used once: the address no longer carries it.
    expect(window.location.search).toBe('');
  }, 30_000);

  it('a dated record keeps every version: two edits show three versions, the earlier ones as they were', async () => {
    renderJournal();
    const form = writeForm();
    const promptBox = within(form).getByRole('checkbox', { name: journalTexts.write.usePrompt }) as HTMLInputElement;
    expect(promptBox.checked).toBe(true);
    fireEvent.click(within(form).getByRole('checkbox', { name: journalTexts.write.markIncident }));
    // A dated record carries today's prompt only when she ticks it.
    expect(promptBox.checked).toBe(false);
    // The date it happened is hers to choose: empty until she picks, and a record without it is refused, losing nothing.
    const date = within(form).getByLabelText(/The date it happened/) as HTMLInputElement;
    expect(date.value).toBe('');
    fireEvent.change(within(form).getByLabelText(/What happened/), { target: { value: 'He shouted and threw a mug.' } });
    fireEvent.click(within(form).getByRole('button', { name: journalTexts.write.save }));
    expect(await within(form).findByText(journalFieldMessages.dateInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(date);
    expect(writes()).toHaveLength(0);
    expect((within(form).getByLabelText(/What happened/) as HTMLTextAreaElement).value).toBe('He shouted and threw a mug.');
    fireEvent.click(within(form).getByRole('button', { name: journalTexts.write.today }));
    expect(date.value).toBe(localDay(new Date()));
    await waitFor(() => expect(within(form).queryByText(journalFieldMessages.dateInvalid)).toBeNull());
    fireEvent.change(within(form).getByLabelText(/What happened/), { target: { value: '' } });
    fireEvent.change(date, { target: { value: '2026-11-02' } });
    fireEvent.change(within(form).getByLabelText('The time it happened (optional)'), { target: { value: '21:30' } });
    fireEvent.click(within(form).getByRole('button', { name: journalTexts.write.save }));
    expect(await within(form).findByText(journalTexts.write.whatHappenedRequired)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/What happened/), { target: { value: 'He shouted and threw a mug.' } });
    await waitFor(() => expect(within(form).queryByText(journalTexts.write.whatHappenedRequired)).toBeNull());
    fireEvent.click(within(form).getByRole('button', { name: journalTexts.write.save }));
    expect(await within(entriesRegion()).findByRole('heading', { name: `${journalTexts.write.incidentLegend} · ${formatMessage(journalTexts.list.versions, { count: 1 })}` }, SLOW)).toBeTruthy();

    const edit = async (field: RegExp, value: string, versions: number) => {
      fireEvent.click(within(entriesRegion()).getByRole('button', { name: 'Edit' }));
      const editForm = within(entriesRegion()).getByRole('form');
      fireEvent.change(within(editForm).getByLabelText(field), { target: { value } });
      fireEvent.click(within(editForm).getByRole('button', { name: journalTexts.write.save }));
      expect(await within(entriesRegion()).findByRole('heading', { name: `${journalTexts.write.incidentLegend} · ${formatMessage(journalTexts.list.versions, { count: versions })}` }, SLOW)).toBeTruthy();
      // Her record again, focused, saying it was saved; the stand-in server signs no receipts, so
      // the page says so rather than claim one (the versions are in the heading above).
      const said = within(entriesRegion()).getByRole('status');
      expect(said.textContent).toContain(journalTexts.receipts.savedWithoutReceipt.description);
      expect(document.activeElement).toBe(said.closest('article'));
    };
    await edit(/Who saw or heard it/, 'My neighbour', 2);
    await edit(/Injuries or damage/, 'A cut on my hand', 3);

    const content = journalRecords()[0]!.content;
    // A record with no words of her own answers no prompt.
    expect(content.promptId).toBeNull();
    expect(content.incident!.versions.map((version) => version.content.witnesses)).toEqual(['', 'My neighbour', 'My neighbour']);
    expect(content.incident!.versions.map((version) => version.content.injuries)).toEqual(['', '', 'A cut on my hand']);
    fireEvent.click(within(entriesRegion()).getByText(journalTexts.list.showHistory));
    // Drawn when she opens it.
    const history = await within(entriesRegion()).findByRole('list', { name: journalTexts.list.historyTitle }, SLOW);
    const items = within(history).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Version 1 of 3');
    expect(items[2]!.textContent).toContain('(the current version)');
    expect(within(history).queryAllByRole('textbox')).toHaveLength(0);

    // Saving without a change adds no version.
    fireEvent.click(within(entriesRegion()).getByRole('button', { name: 'Edit' }));
    const before = writes().length;
    fireEvent.click(within(within(entriesRegion()).getByRole('form')).getByRole('button', { name: journalTexts.write.save }));
    expect(await screen.findByText(journalTexts.unchanged.description)).toBeTruthy();
    expect(writes()).toHaveLength(before);
  }, 40_000);

  it('a record too long to keep with its versions is refused before anything is sent, and stays on the page', async () => {
    const long = 'x'.repeat(19_000);
    let incident = { versions: [{ savedAt: '2026-11-03T08:00:00.000Z', content: { ...incidentBase, whatHappened: `${long} 0` } }] };
    for (let i = 1; i < 5; i += 1) incident = { versions: [...incident.versions, { savedAt: `2026-11-0${i + 3}T08:00:00.000Z`, content: { ...incidentBase, whatHappened: `${long} ${i}` } }] };
    await holding(vault.server, storedEntry({ incident }));
    renderJournal();
    fireEvent.click(within(entriesRegion()).getByRole('button', { name: 'Edit' }));
    const editForm = within(entriesRegion()).getByRole('form');
    fireEvent.change(within(editForm).getByLabelText(/What happened/), { target: { value: `${long} and more` } });
    fireEvent.click(within(editForm).getByRole('button', { name: journalTexts.write.save }));
    expect(await screen.findByText(journalTexts.tooLong)).toBeTruthy();
    expect(writes()).toHaveLength(0);
    expect((within(editForm).getByLabelText(/What happened/) as HTMLTextAreaElement).value).toBe(`${long} and more`);
  }, 30_000);

  it('shows twenty entries at a time, newest first, and more when she asks', async () => {
    await holding(vault.server, ...Array.from({ length: 21 }, (_, n) => storedEntry({ text: `Entry number ${n + 1}.`, writtenAt: new Date(Date.UTC(2026, 9, n + 1, 8)).toISOString() })));
    renderJournal();
    expect(within(entriesRegion()).getByText('21 entries')).toBeTruthy();
    const texts = () => within(entriesRegion()).getAllByText(/^Entry number \d+\.$/).map((element) => element.textContent);
    expect(texts()).toHaveLength(20);
    expect(texts()[0]).toBe('Entry number 21.');
    expect(screen.queryByText('Entry number 1.')).toBeNull();
    fireEvent.click(within(entriesRegion()).getByRole('button', { name: formatMessage(journalTexts.list.showMore, { next: 1, rest: 1 }) }));
    expect(texts()).toHaveLength(21);
    expect(texts()[20]).toBe('Entry number 1.');
    expect(within(entriesRegion()).queryByRole('button', { name: /older/ })).toBeNull();
  }, 30_000);

  it('deletes an entry only after she confirms', async () => {
    await holding(vault.server, storedEntry({ text: 'Delete me later.' }));
    renderJournal();
    fireEvent.click(within(entriesRegion()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: journalTexts.deleteDialog.title });
    fireEvent.click(within(dialog).getByRole('button', { name: journalTexts.deleteDialog.keep }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes()).toHaveLength(0);
    fireEvent.click(within(entriesRegion()).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: journalTexts.deleteDialog.confirm }));
    expect(await screen.findByText(journalTexts.deleteDialog.done.description)).toBeTruthy();
    expect(screen.queryByText('Delete me later.')).toBeNull();
    expect(writes().map((request) => request.method)).toEqual(['DELETE']);
    expect(journalRecords()).toHaveLength(0);
  }, 30_000);

  it('imports a journal file into new records, says how many, and never adds an entry twice', async () => {
    const kept = storedEntry({ text: 'Already here.' });
    const incoming = storedEntry({ text: 'From my other phone.', writtenAt: '2026-11-04T08:00:00.000Z', incident: { versions: [{ savedAt: '2026-11-04T08:00:00.000Z', content: incidentBase }] } });
    const [keptRecord] = await holding(vault.server, kept);
    const file = JSON.stringify(await journalFile([kept, incoming], new Date()));
    renderJournal();
    // Her copies are drawn just after her entries (DrawnLater).
    const input = await screen.findByLabelText(journalTexts.exportImport.importLabel, {}, SLOW);
    fireEvent.change(input, { target: { files: [new File([file], 'journal.json', { type: 'application/json' })] } });
    expect(await screen.findByText(formatMessage(journalTexts.exportImport.imported, { added: 1, skipped: 1 }), {}, SLOW)).toBeTruthy();
    const records = journalRecords();
    expect(records).toHaveLength(2);
    const added = records.find((record) => record.content.entryId === incoming.entryId)!;
    expect(added.recordId).not.toBe(keptRecord);
    expect(added.content).toEqual({ kind: 'journal-entry', ...incoming });
    expect(writes().filter((request) => request.method === 'PUT')).toHaveLength(1);

    // The same file again adds nothing.
    fireEvent.change(input, { target: { files: [new File([file], 'journal.json', { type: 'application/json' })] } });
    expect(await screen.findByText(journalTexts.exportImport.importNothing, {}, SLOW)).toBeTruthy();
    expect(journalRecords()).toHaveLength(2);

    // A file that is not a journal file adds nothing.
    fireEvent.change(input, { target: { files: [new File(['{"entries":[]}'], 'other.json', { type: 'application/json' })] } });
    expect(await screen.findByText(journalTexts.exportImport.importInvalid, {}, SLOW)).toBeTruthy();
  }, 30_000);
});
