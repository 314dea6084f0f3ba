// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYMPTOM_NOTES_MAX_LENGTH, SYMPTOM_OWN_MAX_LENGTH, symptomLogPlaintextSchema, type SymptomLogPlaintext } from '@core/contracts/symptoms';
import { symptomFieldMessages } from '@core/content/validation';
import { sentenceForIssue } from '@core/message-codes';
import { openEntriesOf } from '~/lib/vault/vault-state';
import { openVault, openVaultWith as openVaultWithRecords, renderWithVaultProviders, setUpVaultTests } from '~/lib/vault/vault-test-support';
import { SymptomTracker } from './symptom-tracker';

// jsdom has no canvas: the Chart.js module is replaced, the rest of the tool is real.
const { drawLineChart } = vi.hoisted(() => ({ drawLineChart: vi.fn(() => ({ destroy: () => undefined })) }));
vi.mock(import('~/lib/line-chart'), () => ({ drawLineChart }));


const vault = setUpVaultTests();

function logOf(overrides: Partial<SymptomLogPlaintext>): SymptomLogPlaintext {
  return {
    kind: 'symptom-log',
    symptomId: 'headache',
    ownSymptom: '',
    intensity: 6,
    occurredAt: new Date(2026, 10, 18, 20, 15).toISOString(),
    triggerIds: ['raised-voice'],
    ownTrigger: '',
    notes: '',
    ...overrides,
  };
}

function openVaultWith(logs: SymptomLogPlaintext[] = []) {
  return openVaultWithRecords(vault.server, logs);
}

function renderTracker() {
  renderWithVaultProviders(<SymptomTracker />);
}

function writes() {
  return vault.server.requests.filter((request) => request.method !== 'GET');
}

function logsRegion() {
  return screen.getByRole('region', { name: 'Your logs' });
}

function togetherTable() {
  return within(screen.getByRole('region', { name: 'Moments and symptoms logged together' })).getByRole('table');
}

describe('SymptomTracker', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', vi.fn(() => ({ matches: true })));
  });
  afterEach(() => {
    drawLineChart.mockClear();
  });

  it('starts empty, and asks for a symptom before sending anything', async () => {
    await openVaultWith();
    renderTracker();
    expect(screen.getByText('Nothing logged yet. What you log will be kept here, newest first.')).toBeTruthy();
    expect(drawLineChart).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save log' }));
    const select = screen.getByLabelText(/What did you feel in your body\?/);
    expect(await screen.findByText('Please choose what you felt, or choose "In my own words".')).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(writes()).toEqual([]);
  });

  it('a note or a moment over the limit shows the record contract’s sentence under its field, keeps every word and sends nothing', async () => {
    await openVaultWith();
    renderTracker();
    fireEvent.change(screen.getByLabelText(/What did you feel in your body\?/), { target: { value: 'headache' } });
    const tooLongNotes = 'n'.repeat(SYMPTOM_NOTES_MAX_LENGTH + 1);
    const tooLongMoment = 'm'.repeat(SYMPTOM_OWN_MAX_LENGTH + 1);
    const notes = screen.getByLabelText(/Notes/) as HTMLTextAreaElement;
    const moment = screen.getByLabelText('Something else (your own words)') as HTMLInputElement;
    fireEvent.change(notes, { target: { value: tooLongNotes } });
    fireEvent.change(moment, { target: { value: tooLongMoment } });
    fireEvent.click(screen.getByRole('button', { name: 'Save log' }));
    // The words the vault record's contract gives (core/contracts/symptoms.ts), each under its field.
    const record = { kind: 'symptom-log', symptomId: 'headache', ownSymptom: '', intensity: 5, occurredAt: new Date().toISOString(), triggerIds: [], ownTrigger: tooLongMoment, notes: tooLongNotes };
    const said = symptomLogPlaintextSchema.safeParse(record).error!.issues.map((issue) => sentenceForIssue({ symptomFieldMessages }, issue));
    expect(said).toEqual([`Please keep the moment under ${SYMPTOM_OWN_MAX_LENGTH.toLocaleString('en-US')} characters.`, `Please keep your notes under ${SYMPTOM_NOTES_MAX_LENGTH.toLocaleString('en-US')} characters.`]);
    expect(await screen.findByText(said[1]!)).toBeTruthy();
    expect(screen.getByText(said[0]!)).toBeTruthy();
    expect(notes.getAttribute('aria-invalid')).toBe('true');
    expect(moment.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(moment));
    expect(notes.value).toBe(tooLongNotes);
    expect(moment.value).toBe(tooLongMoment);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes()).toEqual([]);
    expect(screen.queryByText('Log Saved')).toBeNull();
  });

  it('logs a symptom sealed in her vault: the 0-10 control says its value, her words never leave unsealed', async () => {
    await openVaultWith();
    renderTracker();
    fireEvent.change(screen.getByLabelText(/What did you feel in your body\?/), { target: { value: 'tight-chest' } });
    const slider = screen.getByRole('slider', { name: 'How strong was it?' });
    expect(slider.getAttribute('aria-valuetext')).toBe('5 out of 10, moderate');
    fireEvent.change(slider, { target: { value: '8' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('8 out of 10, strong');
    fireEvent.change(screen.getByLabelText(/When did you feel it\?/), { target: { value: '2026-11-19T07:45' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'A message or call from him' }));
    fireEvent.change(screen.getByLabelText('Something else (your own words)'), { target: { value: 'The school gate' } });
    fireEvent.change(screen.getByLabelText(/Notes/), { target: { value: 'Breathing slowly helped.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save log' }));

    expect(await screen.findByText('Log Saved')).toBeTruthy();
    const [put] = writes();
    expect(put?.method).toBe('PUT');
    expect(put?.body).not.toMatch(/school gate|Breathing|tight|message-from-him|symptom/i);
    const [entry] = openEntriesOf(openVault(), 'symptom-log');
    expect(entry?.content).toEqual({
      kind: 'symptom-log',
      symptomId: 'tight-chest',
      ownSymptom: '',
      intensity: 8,
      occurredAt: new Date(2026, 10, 19, 7, 45).toISOString(),
      triggerIds: ['message-from-him'],
      ownTrigger: 'The school gate',
      notes: 'Breathing slowly helped.',
    });
    const item = within(logsRegion()).getByRole('article', { name: 'Tight chest' });
    expect(item.textContent).toContain('8 out of 10, strong');
    expect(item.textContent).toContain('A message or call from him; The school gate');
    expect(item.textContent).toContain('Breathing slowly helped.');
    // The form is ready for the next one.
    expect((screen.getByLabelText(/What did you feel in your body\?/) as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText(/Notes/) as HTMLTextAreaElement).value).toBe('');
  });

  it('takes a symptom in her own words', async () => {
    await openVaultWith();
    renderTracker();
    fireEvent.change(screen.getByLabelText(/What did you feel in your body\?/), { target: { value: ':own' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save log' }));
    expect(await screen.findByText('Please write what you felt in your own words.')).toBeTruthy();
    expect(writes()).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Or in your own words/), { target: { value: 'Ringing ears' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save log' }));
    expect(await within(logsRegion()).findByRole('article', { name: 'Ringing ears' })).toBeTruthy();
    expect(openEntriesOf(openVault(), 'symptom-log')[0]?.content).toMatchObject({ symptomId: null, ownSymptom: 'Ringing ears', triggerIds: [] });
  });

  it('lists newest first, counts moments and symptoms logged together, and draws the chart with a table', async () => {
    await openVaultWith([
      logOf({ occurredAt: new Date(2026, 10, 16, 9, 0).toISOString(), intensity: 4 }),
      logOf({ occurredAt: new Date(2026, 10, 18, 22, 0).toISOString(), symptomId: 'tight-chest', intensity: 9 }),
      logOf({ occurredAt: new Date(2026, 10, 17, 9, 0).toISOString(), intensity: 7, triggerIds: ['raised-voice', 'money-worries'] }),
    ]);
    renderTracker();
    const titles = within(logsRegion())
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);
    expect(titles).toEqual(['Tight chest', 'Headache', 'Headache']);

    const rows = within(togetherTable())
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['A raised voice', 'Headache', '2'],
      ['A raised voice', 'Tight chest', '1'],
      ['Money worries', 'Headache', '1'],
    ]);
    expect(screen.getByText(/it does not mean one causes the other/)).toBeTruthy();

    await waitFor(() => expect(drawLineChart).toHaveBeenCalledTimes(1));
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe('All symptoms, average intensity per day out of 10: Nov 16, 2026: 4; Nov 17, 2026: 7; Nov 18, 2026: 9.');
    const dayTable = screen.getByRole('table', { name: 'All symptoms: each day you logged something' });
    expect(within(dayTable).getAllByRole('row')).toHaveLength(4);

    // One symptom at a time.
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'Headache' } });
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Headache, average intensity per day out of 10: Nov 16, 2026: 4; Nov 17, 2026: 7.');
    expect(within(screen.getByRole('table', { name: 'Headache: each day you logged something' })).getAllByRole('row')).toHaveLength(3);
  });

  it('changes a log in place (a new version of the same record) and goes back to the list', async () => {
    const [recordId] = await openVaultWith([logOf({ notes: 'First words.' })]);
    renderTracker();
    fireEvent.click(within(logsRegion()).getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('heading', { name: 'Change this log' })).toBe(document.activeElement);
    expect((screen.getByLabelText(/What did you feel in your body\?/) as HTMLSelectElement).value).toBe('headache');
    expect((screen.getByRole('slider') as HTMLInputElement).value).toBe('6');
    expect((screen.getByRole('checkbox', { name: 'A raised voice' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByRole('slider'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(/Notes/), { target: { value: 'Better words.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes Saved')).toBeTruthy();
    expect(writes().map((request) => [request.method, request.path])).toEqual([['PUT', `/api/vault/records/${recordId}`]]);
    const entries = openEntriesOf(openVault(), 'symptom-log');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ recordId, version: 2, content: { intensity: 3, notes: 'Better words.' } });
    expect(screen.getByRole('heading', { name: 'Your logs' })).toBe(document.activeElement);
    expect(screen.getByRole('heading', { name: 'Log a symptom' })).toBeTruthy();
    expect(within(logsRegion()).getByText('Better words.')).toBeTruthy();
  });

  it('deletes a log only after she confirms', async () => {
    const [recordId] = await openVaultWith([logOf({})]);
    renderTracker();
    fireEvent.click(within(logsRegion()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this log?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes()).toEqual([]);

    fireEvent.click(within(logsRegion()).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete log' }));
    expect(await screen.findByText('Log Deleted')).toBeTruthy();
    expect(writes().map((request) => [request.method, request.path])).toEqual([['DELETE', `/api/vault/records/${recordId}`]]);
    expect(openEntriesOf(openVault(), 'symptom-log')).toEqual([]);
    expect(screen.getByText('Nothing logged yet. What you log will be kept here, newest first.')).toBeTruthy();
  });

  it('keeps what she wrote in the form when the save fails, and says it was not saved', async () => {
    await openVaultWith();
    renderTracker();
    vault.server.failNext('PUT', /\/api\/vault\/records\//, 503);
    fireEvent.change(screen.getByLabelText(/What did you feel in your body\?/), { target: { value: 'headache' } });
    fireEvent.change(screen.getByLabelText(/Notes/), { target: { value: 'Still here.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save log' }));
    expect(await screen.findByText('Not Saved')).toBeTruthy();
    expect(screen.queryByText('Log Saved')).toBeNull();
    expect((screen.getByLabelText(/Notes/) as HTMLTextAreaElement).value).toBe('Still here.');
    expect(openEntriesOf(openVault(), 'symptom-log')).toEqual([]);
  });

  it('makes no report for a period with nothing logged, and refuses a period that ends before it starts', async () => {
    await openVaultWith([logOf({ occurredAt: new Date(2026, 10, 18, 9, 0).toISOString() })]);
    renderTracker();
    const report = screen.getByRole('region', { name: 'A report for your doctor or therapist' });
    fireEvent.change(within(report).getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(within(report).getByLabelText('To'), { target: { value: '2026-10-31' } });
    fireEvent.click(within(report).getByRole('button', { name: 'Make the report (PDF)' }));
    expect(await within(report).findByText('Nothing was logged from Oct 1, 2026 to Oct 31, 2026, so no report was made.')).toBeTruthy();
    fireEvent.change(within(report).getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(within(report).getByLabelText('To'), { target: { value: '2026-11-10' } });
    fireEvent.click(within(report).getByRole('button', { name: 'Make the report (PDF)' }));
    expect(within(report).getByRole('alert').textContent).toBe('Please choose a first day that is on or before the last day.');
  });
});
