// @vitest-environment jsdom
import { vaultMessages } from '@core/content/validation';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { vaultTexts } from '@core/content/vault';
import { unlockedTexts } from '@core/content/vault-controls';
import { emptySpaceTexts, moveOldTexts, newSpaceTexts } from '@core/content/vault-space';
import { PASSPHRASE_MIN_LENGTH } from '@core/contracts/tools';
import { UNREACHABLE_MESSAGE } from '~/lib/api';
import { useVaultEntries } from '~/lib/vault/use-vault';
import { vaultState } from '~/lib/vault/vault-state';
import { lockVault, saveRecord, unlockVault } from '~/lib/vault/vault-store';
import { renderWithVaultProviders, setUpVaultTests } from '~/lib/vault/vault-test-support';
import { VaultAccount } from './vault-account';
import { formatMessage } from '@core/message-format';

const EMAIL = 'maya@example.com';
const PASSPHRASE = 'river stones at dawn';
const NEW_PASSPHRASE = 'a quiet song for the morning';
const GATE_TITLE = 'Unlock your journey';
const UNLOCKED_TITLE = 'Your journey is unlocked';
/** The first unlock imports the crypto, the unlocked view and hash-wasm on the fly: give it time. */
const SLOW = { timeout: 20_000 };

/** The tool behind the gate: her reflections, read from the open vault. */
function HerReflections() {
  const days = useVaultEntries('journey-day');
  return (
    <ul aria-label="Her reflections">
      {days.map((entry) => (
        <li key={entry.recordId}>{entry.content.reflection}</li>
      ))}
    </ul>
  );
}

function renderAccount(onUnlock = vi.fn()) {
  renderWithVaultProviders(
    <VaultAccount gateTitle={GATE_TITLE} gateDescription="Your 30 days, private." unlockedTitle={UNLOCKED_TITLE} onUnlock={onUnlock}>
      <HerReflections />
    </VaultAccount>,
  );
  return { onUnlock };
}

function describedText(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

// A new vault server answers fetch in each test; an open vault is locked after it (vault-test-support.tsx).
const vault = setUpVaultTests();

/** What she saved on an earlier visit (through the real vault code), then a fresh page: locked, nothing sent yet. */
async function seed(reflections: string[], passphrase = PASSPHRASE) {
  await unlockVault(EMAIL, passphrase);
  // Made on an earlier visit: the new space was chosen and confirmed then.
  const opened = vaultState.get();
  if (opened.status === 'open') vaultState.set({ ...opened, newSpace: null });
  for (const [index, reflection] of reflections.entries()) {
    await saveRecord({ kind: 'journey-day', day: index + 1, completed: true, reflection, completedAt: null });
  }
  await lockVault();
  vaultState.set({ status: 'locked', reason: 'never-opened' });
  vault.server.requests.length = 0;
}

function fillGate(email: string, passphrase: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Private passphrase'), { target: { value: passphrase } });
  fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
}

async function unlockThroughGate(email = EMAIL, passphrase = PASSPHRASE) {
  fillGate(email, passphrase);
  await screen.findByText(UNLOCKED_TITLE, {}, SLOW);
}

/** Unlocks a space that is empty: the page says so; she chooses to start a new one. */
async function unlockNewSpace(email = EMAIL, passphrase = PASSPHRASE) {
  fillGate(email, passphrase);
  await screen.findByRole('heading', { name: emptySpaceTexts.heading }, SLOW);
  fireEvent.click(screen.getByRole('button', { name: emptySpaceTexts.create }));
  await screen.findByText(UNLOCKED_TITLE, {}, SLOW);
}

/** The dialog the first save into a new space opens: her passphrase once more. */
async function repeatPassphrase(passphrase: string) {
  const dialog = await screen.findByRole('dialog', { name: newSpaceTexts.title }, SLOW);
  fireEvent.change(within(dialog).getByLabelText(newSpaceTexts.label), { target: { value: passphrase } });
  fireEvent.click(within(dialog).getByRole('button', { name: newSpaceTexts.submit }));
  return dialog;
}

async function lockThroughBar() {
  fireEvent.click(screen.getByRole('button', { name: 'Lock' }));
  await screen.findByRole('heading', { name: GATE_TITLE });
}

function requestsTo(method: string, path: string | RegExp) {
  return vault.server.requests.filter((request) => request.method === method && (typeof path === 'string' ? request.path === path : path.test(request.path)));
}

function reflectionsShown(): string[] {
  return within(screen.getByRole('list', { name: 'Her reflections' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('VaultAccount', () => {
  it('the gate says how it works, that nobody can reset the passphrase, and how to choose one; the passphrase can be shown', () => {
    renderAccount();
    expect(screen.getByRole('heading', { name: GATE_TITLE })).toBeTruthy();
    expect(screen.getByText(vaultTexts.howItWorks)).toBeTruthy();
    expect(screen.getByText(vaultTexts.cannotReset)).toBeTruthy();
    expect(screen.getByText(vaultTexts.firstTime)).toBeTruthy();
    const passphrase = screen.getByLabelText('Private passphrase');
    expect(passphrase.getAttribute('type')).toBe('password');
    expect(describedText(passphrase)).toContain(formatMessage(vaultTexts.passphraseHint, { min: PASSPHRASE_MIN_LENGTH }));
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    const toggle = screen.getByRole('button', { name: 'Show passphrase' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(passphrase.getAttribute('type')).toBe('text');
    fireEvent.click(toggle);
    expect(passphrase.getAttribute('type')).toBe('password');
    expect(screen.queryByRole('list', { name: 'Her reflections' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/wrong|incorrect/i);
  });

  it('"Suggest one" fills the passphrase with five words of the list, shows them, and sends nothing', async () => {
    renderAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Suggest one' }));
    expect(await screen.findByText(vaultTexts.suggested, {}, SLOW)).toBeTruthy();
    const passphrase = screen.getByLabelText('Private passphrase') as HTMLInputElement;
    expect(passphrase.type).toBe('text');
    const words = passphrase.value.split(' ');
    expect(words).toHaveLength(5);
    const list = await (await import('@core/vault/passphrase-lists')).passphraseLists.en.words();
    for (const word of words) expect(list).toContain(word);
    expect(vault.server.requests).toEqual([]);
  });

  it('shows field errors inline, tied to the fields, and sends nothing', async () => {
    renderAccount();
    fillGate('not-an-email', 'short');
    await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(screen.getByLabelText('Email'))).toContain('Please enter a valid email address.');
    const passphrase = screen.getByLabelText('Private passphrase');
    expect(passphrase.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(passphrase)).toContain(`Your passphrase needs at least ${PASSPHRASE_MIN_LENGTH} characters.`);
    // Focus goes to the first field to fix.
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(vault.server.requests).toEqual([]);
  });

  it('a new email and passphrase open a space that says it is empty, never "unlocked" or "wrong"; "Try again" comes first', async () => {
    const { onUnlock } = renderAccount();
    fillGate('  Maya@Example.com ', PASSPHRASE);
    const heading = await screen.findByRole('heading', { name: emptySpaceTexts.heading }, SLOW);
    expect(onUnlock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(emptySpaceTexts.explain)).toBeTruthy();
    expect(screen.getByText(emptySpaceTexts.notLost)).toBeTruthy();
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons.indexOf(emptySpaceTexts.tryAgain)).toBeLessThan(buttons.indexOf(emptySpaceTexts.create));
    expect(screen.queryByText(UNLOCKED_TITLE)).toBeNull();
    expect(document.body.textContent).not.toMatch(/unlocked|wrong|incorrect/i);
    expect(screen.queryByRole('list', { name: 'Her reflections' })).toBeNull();
    // Nothing is stored; only the locator went out, and nothing asked for the old-account move.
    expect(vault.server.vaults.size).toBe(0);
    const session = requestsTo('POST', '/api/vault/session');
    expect(session).toHaveLength(1);
    expect(Object.keys(JSON.parse(session[0]!.body!) as object)).toEqual(['locator']);
    expect(vault.server.requests.some((request) => request.body?.includes(PASSPHRASE) || request.body?.includes('maya'))).toBe(false);
    expect(requestsTo('POST', '/api/vault/migration')).toEqual([]);

    // "Try again": the gate, its heading focused, saying to check both; her session ended.
    fireEvent.click(screen.getByRole('button', { name: emptySpaceTexts.tryAgain }));
    expect(await screen.findByRole('heading', { name: GATE_TITLE })).toBeTruthy();
    expect(screen.getByText(vaultTexts.lockedTryAgain)).toBeTruthy();
    await waitFor(() => expect(requestsTo('DELETE', '/api/session')).toHaveLength(1));
  });

  it('a new space is made on purpose: the tool opens with the focus on its bar; the first save asks for the passphrase once more', async () => {
    renderAccount();
    await unlockNewSpace('  Maya@Example.com ', PASSPHRASE);
    await waitFor(() => expect(document.activeElement?.textContent).toBe(UNLOCKED_TITLE));
    expect(screen.getByText(vaultTexts.emptyVault)).toBeTruthy();
    // Her email as typed, trimmed and lower-cased: shown here only.
    expect(screen.getByText(EMAIL)).toBeTruthy();
    expect(reflectionsShown()).toEqual([]);

    fireEvent.click(screen.getByText('Privacy settings'));
    // How much of her room she uses: nothing yet.
    expect(screen.getByText(formatMessage(unlockedTexts.room, { used: '0 KB', max: '100 MB' }))).toBeTruthy();
    const before = vault.server.requests.length;
    act(() => screen.getByLabelText('Lock automatically after').focus());
    fireEvent.change(screen.getByLabelText('Lock automatically after'), { target: { value: '5' } });
    // A typo: refused calmly beside the field; nothing saved or sent.
    const dialog = await repeatPassphrase('river stones at dusk');
    const field = within(dialog).getByLabelText(newSpaceTexts.label);
    await waitFor(() => expect(describedText(field)).toContain(newSpaceTexts.differs), SLOW);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(vault.server.requests.length).toBe(before);
    // Then the right one: saved, and the focus is back on the control she used.
    await repeatPassphrase(PASSPHRASE);
    expect(await screen.findByText('Setting Saved', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Lock automatically after')));
    expect(requestsTo('PUT', /^\/api\/vault\/records\//)).toHaveLength(1);
    expect(vault.server.requests.some((request) => request.body?.includes('river stones'))).toBe(false);
    // Her setting is a record now: a few hundred bytes, shown as the least a size says.
    expect(screen.getByText(formatMessage(unlockedTexts.room, { used: '1 KB', max: '100 MB' }))).toBeTruthy();

    // The next save asks nothing more.
    fireEvent.change(screen.getByLabelText('Lock automatically after'), { target: { value: '30' } });
    await waitFor(() => expect(requestsTo('PUT', /^\/api\/vault\/records\//)).toHaveLength(2), SLOW);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancelling the repeat saves nothing and says so', async () => {
    renderAccount();
    await unlockNewSpace();
    fireEvent.click(screen.getByText('Privacy settings'));
    const before = vault.server.requests.length;
    fireEvent.change(screen.getByLabelText('Lock automatically after'), { target: { value: '5' } });
    const dialog = await screen.findByRole('dialog', { name: newSpaceTexts.title }, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: newSpaceTexts.cancel }));
    expect(await screen.findByText(newSpaceTexts.notSaved)).toBeTruthy();
    expect(screen.getByText('Setting Not Saved')).toBeTruthy();
    expect(vault.server.requests.length).toBe(before);
    expect(vault.server.vaults.size).toBe(0);
  });

  describe('her old entries, moved only when she asks', () => {
    const answer = {
      journey: [{ id: 7, day: 1, completed: true, reflection: 'Old words of day one.', completedAt: '2026-10-01T08:00:00.000Z' }],
      boundaryScripts: [],
      migrationToken: 'signed-token',
    };

    it('a quiet link offers it until LEGACY_TOOLS_UNTIL and says what is sent; a wrong passphrase moves nothing; the right one brings them', async () => {
      vault.server.oldAccount = { email: EMAIL, passphrase: PASSPHRASE, answer, completed: false };
      renderAccount();
      fillGate(EMAIL, PASSPHRASE);
      const link = await screen.findByRole('button', { name: 'I used the tools before November 28, 2026: bring my old entries here' }, SLOW);
      expect(requestsTo('POST', '/api/vault/migration')).toEqual([]);
      fireEvent.click(link);
      const panel = await screen.findByRole('region', { name: moveOldTexts.title });
      expect(within(panel).getByText(moveOldTexts.explain)).toBeTruthy();
      expect(within(panel).getByText('You can do this until February 26, 2027. After that day the old copies are deleted.')).toBeTruthy();

      fireEvent.change(within(panel).getByLabelText(moveOldTexts.label), { target: { value: 'not my old one' } });
      fireEvent.click(within(panel).getByRole('button', { name: moveOldTexts.submit }));
      expect(await within(panel).findByText(moveOldTexts.nothingFound, {}, SLOW)).toBeTruthy();
      expect(vault.server.oldAccount.completed).toBe(false);

      fireEvent.change(within(panel).getByLabelText(moveOldTexts.label), { target: { value: PASSPHRASE } });
      fireEvent.click(within(panel).getByRole('button', { name: moveOldTexts.submit }));
      expect(await screen.findByText(vaultTexts.moved, {}, SLOW)).toBeTruthy();
      expect(reflectionsShown()).toEqual(['Old words of day one.']);
      expect(screen.getByText(UNLOCKED_TITLE)).toBeTruthy();
      expect(vault.server.oldAccount.completed).toBe(true);
      // Her passphrase went only in the request she asked for.
      expect(vault.server.requests.filter((request) => request.body?.includes(PASSPHRASE)).map((request) => request.path)).toEqual(['/api/vault/migration']);
    });

    it('after LEGACY_TOOLS_UNTIL the link is not offered', async () => {
      vault.server.legacyUntil = null;
      renderAccount();
      fillGate(EMAIL, PASSPHRASE);
      await screen.findByRole('heading', { name: emptySpaceTexts.heading }, SLOW);
      await waitFor(() => expect(requestsTo('GET', '/api/vault/migration')).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('button', { name: /bring my old entries/ })).toBeNull();
    });
  });

  it('the same email and passphrase show what she saved before', async () => {
    await seed(['A cup of tea', 'A walk by the river']);
    renderAccount();
    await unlockThroughGate();
    expect(reflectionsShown()).toEqual(['A cup of tea', 'A walk by the river']);
    expect(screen.queryByText(vaultTexts.emptyVault)).toBeNull();
  });

  it('a 429 when opening the session says to wait, beside the button and in a toast; the gate stays', async () => {
    vault.server.failNext('POST', /^\/api\/vault\/session$/, 429);
    renderAccount();
    fillGate(EMAIL, PASSPHRASE);
    await waitFor(() => expect(screen.getAllByText(vaultTexts.tooManyAttempts).length).toBeGreaterThanOrEqual(2), SLOW);
    expect(screen.getByText('Not Unlocked')).toBeTruthy();
    expect(describedText(screen.getByRole('button', { name: 'Unlock' }))).toContain(vaultTexts.tooManyAttempts);
    expect(screen.getByRole('heading', { name: GATE_TITLE })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Her reflections' })).toBeNull();
    expect(vaultState.get().status).toBe('locked');
    expect(document.body.textContent).not.toMatch(/wrong|incorrect/i);
  });

  it('a network failure says the server could not be reached and shows nothing of hers; her email stays', async () => {
    await seed(['A cup of tea']);
    vault.server.failNext('GET', /^\/api\/vault\/records$/, 0);
    renderAccount();
    fillGate(EMAIL, PASSPHRASE);
    await waitFor(() => expect(screen.getAllByText(UNREACHABLE_MESSAGE).length).toBeGreaterThanOrEqual(2), SLOW);
    expect(describedText(screen.getByRole('button', { name: 'Unlock' }))).toContain(UNREACHABLE_MESSAGE);
    expect(screen.queryByText('A cup of tea')).toBeNull();
    expect(screen.queryByText(UNLOCKED_TITLE)).toBeNull();
    expect(vaultState.get().status).toBe('locked');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(EMAIL);
    expect(document.activeElement).toBe(screen.getByLabelText('Private passphrase'));
    // A second try, once the network is back, opens it.
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('A cup of tea', {}, SLOW)).toBeTruthy();
  });

  it('Lock returns to the gate with its heading focused, forgets what was shown and ends the session', async () => {
    await seed(['A cup of tea']);
    renderAccount();
    await unlockThroughGate();
    expect(screen.getByText('A cup of tea')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lock' }));
    expect(await screen.findByRole('heading', { name: GATE_TITLE })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe(GATE_TITLE));
    expect(screen.queryByText('A cup of tea')).toBeNull();
    expect(screen.getByText('Locked')).toBeTruthy();
    expect((screen.getByLabelText('Private passphrase') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(requestsTo('DELETE', '/api/session')).toHaveLength(1));
    expect(vault.server.session.locator).toBeUndefined();
    expect(vaultState.get()).toEqual({ status: 'locked', reason: 'locked' });
  });

  it('the automatic lock she chooses is saved sealed in her vault, shown, and follows her to the next unlock', async () => {
    await seed([]);
    renderAccount();
    await unlockNewSpace();
    fireEvent.click(screen.getByText('Privacy settings'));
    const select = screen.getByLabelText('Lock automatically after') as HTMLSelectElement;
    expect(select.value).toBe('15');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      '5 minutes without use',
      '15 minutes without use',
      '30 minutes without use',
    ]);
    fireEvent.change(select, { target: { value: '5' } });
    await repeatPassphrase(PASSPHRASE);
    expect(await screen.findByText('Setting Saved', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Your private space now locks itself after 5 minutes without use.')).toBeTruthy();
    expect((screen.getByLabelText('Lock automatically after') as HTMLSelectElement).value).toBe('5');

    // Only an envelope went out: no kind, no setting, no minutes in clear.
    const puts = requestsTo('PUT', /^\/api\/vault\/records\/[0-9a-f-]{36}$/);
    expect(puts).toHaveLength(1);
    const body = JSON.parse(puts[0]!.body!) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['baseVersion', 'envelope']);
    expect(body.baseVersion).toBe(0);
    expect(puts[0]!.body).not.toMatch(/settings|autoLock|minutes/i);
    expect([...vault.server.vaults.values()][0]?.size).toBe(1);

    await lockThroughBar();
    await unlockThroughGate();
    fireEvent.click(screen.getByText('Privacy settings'));
    expect((screen.getByLabelText('Lock automatically after') as HTMLSelectElement).value).toBe('5');
  });

  describe('Change passphrase', () => {
    async function openDialog() {
      fireEvent.click(screen.getByText('Privacy settings'));
      fireEvent.click(screen.getByRole('button', { name: 'Change passphrase' }));
      return screen.findByRole('dialog', { name: 'Change your passphrase' });
    }

    function fillDialog(dialog: HTMLElement, current: string, next: string, again: string) {
      fireEvent.change(within(dialog).getByLabelText('Current passphrase'), { target: { value: current } });
      fireEvent.change(within(dialog).getByLabelText('New passphrase'), { target: { value: next } });
      fireEvent.change(within(dialog).getByLabelText('New passphrase again'), { target: { value: again } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Change passphrase' }));
    }

    it('a current passphrase that does not open this space is said calmly, and nothing is sent', async () => {
      await seed(['A cup of tea']);
      renderAccount();
      await unlockThroughGate();
      const before = vault.server.requests.length;
      const dialog = await openDialog();
      fillDialog(dialog, 'not the one I use', NEW_PASSPHRASE, NEW_PASSPHRASE);
      expect(await within(dialog).findByText(vaultMessages.rekeyWrongCurrent, {}, SLOW)).toBeTruthy();
      expect(screen.getByText('Passphrase Not Changed')).toBeTruthy();
      expect(requestsTo('POST', '/api/vault/rekey')).toEqual([]);
      expect(vault.server.requests.length).toBe(before);
      expect(screen.getByRole('dialog', { name: 'Change your passphrase' })).toBeTruthy();
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Current passphrase'));
    });

    it('a confirmation that differs is shown beside its field, and nothing is sent', async () => {
      renderAccount();
      await unlockNewSpace();
      const before = vault.server.requests.length;
      const dialog = await openDialog();
      fillDialog(dialog, PASSPHRASE, NEW_PASSPHRASE, `${NEW_PASSPHRASE}!`);
      const again = within(dialog).getByLabelText('New passphrase again');
      await waitFor(() => expect(again.getAttribute('aria-invalid')).toBe('true'));
      expect(describedText(again)).toContain('The two new passphrases are not the same. Please type them again.');
      expect(document.activeElement).toBe(again);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(vault.server.requests.length).toBe(before);
    });

    it('a right change says so; then the old passphrase opens an empty space and the new one her entries', async () => {
      await seed(['A cup of tea', 'A walk by the river']);
      renderAccount();
      await unlockThroughGate();
      const dialog = await openDialog();
      fillDialog(dialog, PASSPHRASE, NEW_PASSPHRASE, NEW_PASSPHRASE);
      expect(await screen.findByText('Passphrase Changed', {}, SLOW)).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(reflectionsShown()).toEqual(['A cup of tea', 'A walk by the river']);
      const rekey = requestsTo('POST', '/api/vault/rekey');
      expect(rekey).toHaveLength(1);
      expect(rekey[0]!.body).not.toMatch(/cup of tea|river|passphrase|maya/i);
      expect(rekey[0]!.body).not.toContain(NEW_PASSPHRASE);

      await lockThroughBar();
      fillGate(EMAIL, PASSPHRASE);
      expect(await screen.findByRole('heading', { name: emptySpaceTexts.heading }, SLOW)).toBeTruthy();
      expect(screen.queryByRole('list', { name: 'Her reflections' })).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: emptySpaceTexts.tryAgain }));
      await screen.findByRole('heading', { name: GATE_TITLE });
      await unlockThroughGate(EMAIL, NEW_PASSPHRASE);
      expect(reflectionsShown()).toEqual(['A cup of tea', 'A walk by the river']);
      expect(screen.queryByText(vaultTexts.emptyVault)).toBeNull();
      // Four key derivations and the strength check's dictionaries: slow on a busy 2-core machine.
    }, 90_000);
  });

  describe('Delete my data', () => {
    async function openConfirmation() {
      fireEvent.click(screen.getByText('Privacy settings'));
      fireEvent.click(screen.getByRole('button', { name: 'Delete my data' }));
      return screen.findByRole('alertdialog', { name: 'Delete all your tool data?' });
    }

    it('the confirmation lists what is erased; Keep my data changes nothing', async () => {
      await seed(['A cup of tea']);
      renderAccount();
      await unlockThroughGate();
      const before = vault.server.requests.length;
      const dialog = await openConfirmation();
      expect(within(dialog).getByText(EMAIL)).toBeTruthy();
      const erased = within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(erased).toEqual([
        'your 30-day journey progress and every reflection you wrote,',
        'every boundary script you saved,',
        'everything else you kept in your private tools, and your settings.',
      ]);
      expect(within(dialog).getByText('This cannot be undone. Nobody can bring it back.')).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my data' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(vault.server.requests.length).toBe(before);
      expect(reflectionsShown()).toEqual(['A cup of tea']);
      expect([...vault.server.vaults.values()][0]?.size).toBe(1);
    });

    it('Delete everything erases the vault on the server and returns to the gate', async () => {
      await seed(['A cup of tea']);
      renderAccount();
      await unlockThroughGate();
      const dialog = await openConfirmation();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
      expect(await screen.findByRole('heading', { name: GATE_TITLE })).toBeTruthy();
      expect(requestsTo('DELETE', '/api/vault')).toHaveLength(1);
      expect(vault.server.vaults.size).toBe(0);
      expect(await screen.findByText('Your Data Was Erased')).toBeTruthy();
      expect(screen.queryByText('A cup of tea')).toBeNull();
      await waitFor(() => expect(document.activeElement?.textContent).toBe(GATE_TITLE));
      expect(vaultState.get()).toEqual({ status: 'locked', reason: 'erased' });
    });
  });

  it('a tampered record is reported calmly and the rest still shows', async () => {
    await seed(['A cup of tea', 'A walk by the river', 'Breathing slowly']);
    const records = [...vault.server.vaults.values()][0]!;
    const target = [...records.values()][1]!;
    const at = Math.floor(target.envelope.length / 2);
    const flipped = target.envelope[at] === 'A' ? 'B' : 'A';
    records.set(target.recordId, { ...target, envelope: `${target.envelope.slice(0, at)}${flipped}${target.envelope.slice(at + 1)}` });

    renderAccount();
    await unlockThroughGate();
    expect(screen.getByText(formatMessage(vaultTexts.unreadable, { count: 1 }))).toBeTruthy();
    expect(reflectionsShown()).toEqual(['A cup of tea', 'Breathing slowly']);
    expect(screen.queryByText(vaultTexts.emptyVault)).toBeNull();
  });
});

describe('her room, in the sizes the site writes', () => {
  const usage = { records: 0, bytes: 0, maxRecords: 2000, maxBytes: 20 * 1024 * 1024, maxRecordBytes: 65536, fileBytes: 0, maxTotalBytes: 100 * 1024 * 1024 };
  it('says nothing kept as 0 KB, a little as 1 KB, and records and files together to a tenth of a MB', async () => {
    const { roomUsed } = await import('./vault-unlocked');
    expect(roomUsed(usage)).toEqual({ used: '0 KB', max: '100 MB' });
    expect(roomUsed({ ...usage, bytes: 300 })).toEqual({ used: '1 KB', max: '100 MB' });
    expect(roomUsed({ ...usage, bytes: 1024 * 1024, fileBytes: 11.26 * 1024 * 1024 })).toEqual({ used: '12.3 MB', max: '100 MB' });
    expect(formatMessage(unlockedTexts.room, roomUsed({ ...usage, fileBytes: 100 * 1024 * 1024 }))).toBe('Your private space holds 100 MB of its 100 MB, photos and files included.');
  });
});
