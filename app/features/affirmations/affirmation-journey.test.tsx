// @vitest-environment jsdom
import { toolFieldMessages, vaultMessages } from '@core/content/validation';
import { REFLECTION_MAX_LENGTH, journeyReflectionFormSchema } from '@core/contracts/tools';
import { sentenceForIssue } from '@core/message-codes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { journeyDays } from '@core/content/affirmations';
import { type JourneyDayPlaintext } from '@core/contracts/vault';
import { openEntriesOf, vaultState } from '~/lib/vault/vault-state';
import { openVault, openVaultWith as openVaultWithRecords, renderWithVaultProviders, setUpVaultTests } from '~/lib/vault/vault-test-support';
import { saveRecord } from '~/lib/vault/vault-store';
import { AffirmationJourney } from './affirmation-journey';

const RECORD_PATH = /^\/api\/vault\/records\/([0-9a-f-]{36})$/;

const vault = setUpVaultTests();

function done(day: number, reflection = `My words for day ${day}`, completedAt = '2026-11-20T10:00:00.000Z'): JourneyDayPlaintext {
  return { kind: 'journey-day', day, completed: true, reflection, completedAt };
}

function draft(day: number): JourneyDayPlaintext {
  return { kind: 'journey-day', day, completed: false, reflection: '', completedAt: null };
}

/** Her vault, opened with the real key derivation against the test server, holding these days. */
function openVaultWith(days: JourneyDayPlaintext[] = []) {
  return openVaultWithRecords(vault.server, days);
}

function renderJourney() {
  renderWithVaultProviders(<AffirmationJourney />);
}

function dayButton(name: string) {
  return within(screen.getByRole('list', { name: 'Days of the journey' })).getByRole('button', { name });
}

function writes() {
  return vault.server.requests.filter((request) => request.method !== 'GET');
}

describe('AffirmationJourney', () => {
  it('opens on the first incomplete day, with a check on completed days and the progress', async () => {
    await openVaultWith([done(1), done(2), done(4)]);
    renderJourney();
    expect(await screen.findByText(journeyDays[2]!.theme)).toBeTruthy();
    expect(screen.getByText('Day 3 of 30')).toBeTruthy();
    expect(screen.getByText(journeyDays[2]!.affirmation)).toBeTruthy();
    expect(screen.getByText(journeyDays[2]!.reflectionPrompt)).toBeTruthy();
    expect(dayButton('Day 1, completed')).toBeTruthy();
    expect(dayButton('Day 3').getAttribute('aria-current')).toBe('step');
    expect(dayButton('Day 4, completed').getAttribute('aria-current')).toBeNull();
    const progress = screen.getByRole('progressbar', { name: 'Progress' });
    expect(progress.getAttribute('aria-valuenow')).toBe('3');
    expect(progress.getAttribute('aria-valuemax')).toBe('30');
    expect(progress.getAttribute('aria-valuetext')).toBe('3 of 30 days');
    expect(screen.getByText('3 of 30 days')).toBeTruthy();
  });

  it('Previous is disabled on day 1 and Next on day 30', async () => {
    await openVaultWith();
    renderJourney();
    await screen.findByText('Day 1 of 30');
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(previous);
    expect(screen.getByText('Day 1 of 30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Day 2 of 30')).toBeTruthy();
    expect(screen.getByText(journeyDays[1]!.theme)).toBeTruthy();
    fireEvent.click(dayButton('Day 30'));
    expect(screen.getByText('Day 30 of 30')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('a completed day is read-only, with her words, and offers the next open day', async () => {
    await openVaultWith([done(1, 'The sea at noon'), done(2)]);
    renderJourney();
    await screen.findByText('Day 3 of 30');
    fireEvent.click(dayButton('Day 1, completed'));
    expect(screen.getByRole('heading', { name: 'You completed day 1' })).toBeTruthy();
    expect(screen.getByText('The sea at noon')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete Day' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to day 3' }));
    expect(screen.getByText('Day 3 of 30')).toBeTruthy();
    expect(screen.getByLabelText('Your reflection for day 3')).toBeTruthy();
  });

  it('a blank reflection shows Reflection Required and sends nothing', async () => {
    await openVaultWith();
    renderJourney();
    await screen.findByText('Day 1 of 30');
    fireEvent.change(screen.getByLabelText('Your reflection for day 1'), { target: { value: '   \n ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Day' }));
    expect(await screen.findByText('Reflection Required')).toBeTruthy();
    // Said in the toast and under the field, which is marked invalid and takes the focus.
    const field = screen.getByLabelText('Your reflection for day 1');
    expect(screen.getAllByText('Please write a reflection before completing this day.')).toHaveLength(2);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(vault.server.requests).toEqual([]);
  });

  it('a reflection over the limit shows the contract’s sentence, keeps every word and sends nothing', async () => {
    await openVaultWith();
    renderJourney();
    await screen.findByText('Day 1 of 30');
    const tooLong = 'a'.repeat(REFLECTION_MAX_LENGTH + 1);
    const field = screen.getByLabelText('Your reflection for day 1') as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: tooLong } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Day' }));
    // The same words the vault's contract gives for this field (core/contracts/tools.ts).
    const said = sentenceForIssue({ toolFieldMessages }, journeyReflectionFormSchema.safeParse({ reflection: tooLong }).error!.issues[0]!);
    expect(said).toBe(`Please keep your reflection under ${REFLECTION_MAX_LENGTH.toLocaleString('en-US')} characters.`);
    expect(await screen.findByText(said!)).toBeTruthy();
    expect(field.value).toBe(tooLong);
    expect(screen.queryByText('Reflection Required')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(vault.server.requests).toEqual([]);
    // Shortened, it is saved.
    fireEvent.change(field, { target: { value: tooLong.slice(1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Day' }));
    expect(await screen.findByText('Progress Saved!')).toBeTruthy();
  });

  it('completing a new day stores it sealed, then shows it read-only with her words and no form', async () => {
    await openVaultWith();
    renderJourney();
    await screen.findByText('Day 1 of 30');
    fireEvent.change(screen.getByLabelText('Your reflection for day 1'), { target: { value: '  A cup of tea  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Day' }));
    expect(await screen.findByText('Progress Saved!')).toBeTruthy();
    expect(screen.getByText('Day 1 is complete. Your reflection is kept privately, just for you.')).toBeTruthy();

    // One new record, an envelope only: her words, the day and the kind never leave in clear.
    const sent = writes();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('PUT');
    expect(sent[0]!.path).toMatch(RECORD_PATH);
    const body = JSON.parse(sent[0]!.body!) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['baseVersion', 'envelope']);
    expect(body.baseVersion).toBe(0);
    expect(sent[0]!.body).not.toMatch(/cup of tea|journey|reflection|maya/i);
    // What the vault holds opens to the trimmed reflection (SPEC.md §5).
    expect(openEntriesOf(openVault(), 'journey-day').map((entry) => entry.content)).toEqual([
      expect.objectContaining({ day: 1, completed: true, reflection: 'A cup of tea' }),
    ]);

    expect(screen.getByRole('heading', { name: 'You completed day 1' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('You completed day 1'));
    expect(screen.getByText('A cup of tea')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete Day' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(dayButton('Day 1, completed')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('1');
  });

  it('completing a day that already has a record changes that record; a draft on another day is kept', async () => {
    const [dayOne] = await openVaultWith([draft(1)]);
    renderJourney();
    await screen.findByText('Day 1 of 30');
    // Her draft for day 2 stays hers while she looks at another day, and is not sent.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(screen.getByLabelText('Your reflection for day 2'), { target: { value: 'Later' } });
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.change(screen.getByLabelText('Your reflection for day 1'), { target: { value: 'Breathing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Day' }));
    await screen.findByText('Progress Saved!');
    const sent = writes();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe(`/api/vault/records/${dayOne}`);
    expect((JSON.parse(sent[0]!.body!) as { baseVersion: number }).baseVersion).toBe(1);
    expect(sent[0]!.body).not.toContain('Breathing');
    expect(sent[0]!.body).not.toContain('Later');
    expect(openEntriesOf(openVault(), 'journey-day').map((entry) => [entry.recordId, entry.content.reflection])).toEqual([[dayOne, 'Breathing']]);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((screen.getByLabelText('Your reflection for day 2') as HTMLTextAreaElement).value).toBe('Later');
  });

  it('a day completed on two devices shows both reflections, and counts once', async () => {
    await openVaultWith([
      done(1, 'Written on my phone', '2026-11-20T09:00:00.000Z'),
      done(1, 'Written on the library computer', '2026-11-20T11:00:00.000Z'),
    ]);
    renderJourney();
    await screen.findByText('Day 2 of 30');
    expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('1');
    fireEvent.click(dayButton('Day 1, completed'));
    const kept = screen.getByRole('heading', { name: 'You completed day 1' }).parentElement!;
    expect(within(kept).getByText('Written on my phone')).toBeTruthy();
    expect(within(kept).getByText('Written on the library computer')).toBeTruthy();
  });

  it('when another device completed the day meanwhile, both reflections are kept and she is told', async () => {
    const [dayOne] = await openVaultWith([draft(1)]);
    // Another device (the same vault) completes day 1 after this page read it.
    const thisPage = openVault();
    await saveRecord(done(1, 'Written on my phone', '2026-11-20T09:00:00.000Z'), dayOne);
    vaultState.set(thisPage);
    vault.server.requests.length = 0;

    renderJourney();
    await screen.findByText('Day 1 of 30');
    fireEvent.change(screen.getByLabelText('Your reflection for day 1'), { target: { value: 'Written here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Day' }));
    expect(await screen.findByText('Progress Saved!')).toBeTruthy();
    expect(screen.getByText('Day 1 was also completed on another device meanwhile. Both reflections are kept.')).toBeTruthy();
    // The change was refused (409), so hers went in as a new record beside the other device's.
    const sent = writes();
    expect(sent.map((request) => request.path)).toEqual([`/api/vault/records/${dayOne}`, expect.stringMatching(RECORD_PATH)]);
    expect(sent[1]!.path).not.toBe(`/api/vault/records/${dayOne}`);
    expect([...vault.server.vaults.values()][0]?.size).toBe(2);

    const kept = screen.getByRole('heading', { name: 'You completed day 1' }).parentElement!;
    expect(within(kept).getByText('Written on my phone')).toBeTruthy();
    expect(within(kept).getByText('Written here')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('1');
  });

  it('a save after her session ended elsewhere says so, locks the page and never says saved', async () => {
    await openVaultWith();
    renderJourney();
    await screen.findByText('Day 1 of 30');
    // Locked on another device (or the session ran out): the server no longer knows this page.
    vault.server.session.locator = undefined;
    fireEvent.change(screen.getByLabelText('Your reflection for day 1'), { target: { value: 'Not lost' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Day' }));
    expect(await screen.findByText('Not Saved')).toBeTruthy();
    expect(screen.getByText(vaultMessages.signedOut)).toBeTruthy();
    expect(screen.queryByText('Progress Saved!')).toBeNull();
    expect(vaultState.get()).toEqual({ status: 'locked', reason: 'ended-elsewhere' });
    expect(vault.server.vaults.size).toBe(0);
  });

  it('a save that cannot reach the server says so and keeps her reflection to try again', async () => {
    await openVaultWith();
    renderJourney();
    await screen.findByText('Day 1 of 30');
    vault.server.failNext('PUT', RECORD_PATH, 0);
    fireEvent.change(screen.getByLabelText('Your reflection for day 1'), { target: { value: 'Still here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Day' }));
    expect(await screen.findByText('Not Saved')).toBeTruthy();
    expect(screen.getByText('Your reflection could not be saved just now. It is still here, so you can try again.')).toBeTruthy();
    expect((screen.getByLabelText('Your reflection for day 1') as HTMLTextAreaElement).value).toBe('Still here');
    expect(vault.server.vaults.size).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Complete Day' }));
    expect(await screen.findByText('Progress Saved!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'You completed day 1' })).toBeTruthy();
  });
});
