// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exitPlanPhases } from '@core/content/exit-plan';
import { stepsOf } from '@core/exit-plan-steps';
import { EXIT_PLAN_NOTE_MAX_LENGTH, exitPlanNoteFormSchema, type ExitPlanNotePlaintext, type ExitPlanStepPlaintext } from '@core/contracts/exit-plan';
import { exitPlanFieldMessages } from '@core/content/validation';
import { sentenceForIssue } from '@core/message-codes';
import { openEntriesOf } from '~/lib/vault/vault-state';
import { openVault, openVaultWith as openVaultWithRecords, renderWithVaultProviders, setUpVaultTests } from '~/lib/vault/vault-test-support';
import { ExitPlanner } from './exit-planner';

const RECORD_PATH = /^\/api\/vault\/records\/([0-9a-f-]{36})$/;
const TOTAL = exitPlanPhases.reduce((sum, phase) => sum + stepsOf(phase).length, 0);

const vault = setUpVaultTests();

function openVaultWith(records: Array<ExitPlanStepPlaintext | ExitPlanNotePlaintext> = []) {
  return openVaultWithRecords(vault.server, records);
}

function renderPlanner() {
  renderWithVaultProviders(<ExitPlanner />);
}

function phase(name: string) {
  return screen.getByRole('region', { name });
}

function openPhase(name: string) {
  fireEvent.click(within(phase(name)).getByRole('button', { name: new RegExp(`^${name}`) }));
  return phase(name);
}

const writes = () => vault.server.requests.filter((request) => request.method !== 'GET');

describe('ExitPlanner', () => {
  it('shows the six tracks closed, with progress in words from her vault', async () => {
    await openVaultWith([{ kind: 'exit-plan-step', phaseId: 'safety', stepId: 'code-word', done: true, doneAt: '2026-11-20T10:00:00.000Z' }]);
    renderPlanner();
    expect(screen.getByText(`1 of ${TOTAL} steps done`)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: `1 of ${TOTAL} steps done` }).getAttribute('aria-valuetext')).toBe(`1 of ${TOTAL} steps done`);
    for (const track of exitPlanPhases) {
      const button = within(phase(track.name)).getByRole('button', { name: new RegExp(`^${track.name}`) });
      expect(button.getAttribute('aria-expanded')).toBe('false');
    }
    expect(within(phase('Safety Planning')).getByText(`1 of ${stepsOf(exitPlanPhases[0]!).length} steps done`)).toBeTruthy();
    const safety = openPhase('Safety Planning');
    const box = within(safety).getByRole('checkbox', { name: new RegExp('Agree on a code word') }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(within(safety).getByText(/Done November 20, 2026/)).toBeTruthy();
    expect(within(safety).getByRole('link', { name: 'Call 1-800-799-7233' }).getAttribute('href')).toBe('tel:+18007997233');
  });

  it('ticking stores a sealed step and says Saved only once stored; unticking deletes it', async () => {
    await openVaultWith();
    renderPlanner();
    const staying = openPhase('Staying safer while you stay');
    const box = within(staying).getByRole('checkbox', { name: /Keep your phone charged/ }) as HTMLInputElement;
    fireEvent.click(box);
    expect(await within(staying).findByText('Saving...')).toBeTruthy();
    await waitFor(() => expect(within(staying).getByText(/^Saved/)).toBeTruthy());
    expect(box.checked).toBe(true);
    const put = writes().find((request) => request.method === 'PUT')!;
    expect(put.body).not.toMatch(/phone|staying|exit-plan/);
    expect(openEntriesOf(openVault(), 'exit-plan-step').map((entry) => entry.content)).toEqual([
      expect.objectContaining({ phaseId: 'staying', stepId: 'phone-ready', done: true }),
    ]);
    expect(within(staying).getByText(`1 of ${stepsOf(exitPlanPhases[5]!).length} steps done`)).toBeTruthy();

    fireEvent.click(box);
    await waitFor(() => expect(openEntriesOf(openVault(), 'exit-plan-step')).toEqual([]));
    expect(writes().at(-1)!.method).toBe('DELETE');
    expect(box.checked).toBe(false);
  });

  it('a failed tick is not shown as saved: the box goes back and a calm sentence says so', async () => {
    await openVaultWith();
    renderPlanner();
    const safety = openPhase('Safety Planning');
    vault.server.failNext('PUT', RECORD_PATH, 0);
    const box = within(safety).getByRole('checkbox', { name: /Agree on a code word/ }) as HTMLInputElement;
    fireEvent.click(box);
    expect(await screen.findByText('This step could not be saved just now. Please try again.')).toBeTruthy();
    expect(box.checked).toBe(false);
    expect(within(safety).queryByText(/^Saved/)).toBeNull();
  });

  it('keeps notes hidden until opened; saves, edits and deletes a note when emptied', async () => {
    await openVaultWith([{ kind: 'exit-plan-note', phaseId: 'safety', noteId: 'code-words', text: 'Blue umbrella' }]);
    renderPlanner();
    const safety = openPhase('Safety Planning');
    expect(screen.queryByText('Blue umbrella')).toBeNull();
    expect(within(safety).getByRole('button', { name: /Private notes\s*1 written/ })).toBeTruthy();
    fireEvent.click(within(safety).getByRole('button', { name: /Private notes/ }));
    const codeWords = within(safety).getByLabelText('Code words and what they mean') as HTMLTextAreaElement;
    expect(codeWords.value).toBe('Blue umbrella');

    const contacts = within(safety).getByLabelText('People I can call');
    fireEvent.change(contacts, { target: { value: 'Aunt J' } });
    const contactsForm = contacts.closest('form')!;
    fireEvent.click(within(contactsForm).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(within(contactsForm).getByRole('status').textContent).toBe('Saved'));
    expect(writes().at(-1)!.body).not.toContain('Aunt');

    fireEvent.change(codeWords, { target: { value: 'Red scarf' } });
    const codeForm = codeWords.closest('form')!;
    fireEvent.click(within(codeForm).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(within(codeForm).getByRole('status').textContent).toBe('Saved'));
    expect(openEntriesOf(openVault(), 'exit-plan-note').map((entry) => entry.content.text).sort()).toEqual(['Aunt J', 'Red scarf']);

    fireEvent.change(codeWords, { target: { value: '  ' } });
    fireEvent.click(within(codeForm).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(openEntriesOf(openVault(), 'exit-plan-note').map((entry) => entry.content.text)).toEqual(['Aunt J']));
    expect(writes().at(-1)!.method).toBe('DELETE');
  });

  it('a note over the limit shows the contract’s sentence, keeps every character and sends nothing; a failed save keeps it too', async () => {
    await openVaultWith();
    renderPlanner();
    const safety = openPhase('Safety Planning');
    fireEvent.click(within(safety).getByRole('button', { name: /Private notes/ }));
    const contacts = within(safety).getByLabelText('People I can call') as HTMLTextAreaElement;
    const form = contacts.closest('form')!;
    const tooLong = 'x'.repeat(EXIT_PLAN_NOTE_MAX_LENGTH + 1);
    fireEvent.change(contacts, { target: { value: tooLong } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save note' }));
    // The words the note record's contract gives (core/contracts/exit-plan.ts), tied to the field.
    const said = sentenceForIssue({ exitPlanFieldMessages }, exitPlanNoteFormSchema.safeParse({ text: tooLong }).error!.issues[0]!);
    expect(said).toBe(`Please keep this note under ${EXIT_PLAN_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.`);
    expect(await within(form).findByText(said!)).toBeTruthy();
    expect(contacts.getAttribute('aria-invalid')).toBe('true');
    expect(contacts.value).toBe(tooLong);
    expect(within(form).getByRole('status').textContent).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes()).toEqual([]);

    // Shortened, but the server cannot be reached: not said to be saved, and her words stay.
    vault.server.failNext('PUT', RECORD_PATH, 0);
    fireEvent.change(contacts, { target: { value: 'Aunt J' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Your note could not be saved just now. It is still here, so you can try again.')).toBeTruthy();
    expect(within(form).getByRole('status').textContent).toBe('');
    expect(contacts.value).toBe('Aunt J');
    expect(openEntriesOf(openVault(), 'exit-plan-note')).toEqual([]);
    fireEvent.click(within(form).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Saved'));
    expect(openEntriesOf(openVault(), 'exit-plan-note').map((entry) => entry.content.text)).toEqual(['Aunt J']);
  });
});
