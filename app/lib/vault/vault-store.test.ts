// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VAULT_MAX_BYTES, VAULT_MAX_RECORDS, vaultMessages } from '@core/contracts/vault';
import { QUICK_EXIT_EVENT } from '~/lib/quick-exit-event';
import { createVaultTestServer, type VaultTestServer } from './vault-test-server';
import {
  changePassphrase,
  deleteRecord,
  eraseVault,
  lockVault,
  saveRecord,
  unlockVault,
  VaultActionError,
} from './vault-store';
import { openEntriesOf, vaultState, type OpenVault } from './vault-state';

const EMAIL = 'Maya@Example.org';
const PASSPHRASE = 'river stones at dawn';
const MARKER = 'violet-lantern-she-kept-this';

let server: VaultTestServer;

function open(): OpenVault {
  const state = vaultState.get();
  if (state.status !== 'open') throw new Error('The vault is not open.');
  return state;
}

const reflection = (day: number, text: string) => ({ kind: 'journey-day' as const, day, completed: true, reflection: text, completedAt: null });

/** Another device: the page forgets everything (as a new document would) and unlocks again. */
async function asAnotherDevice(passphrase = PASSPHRASE) {
  vaultState.set({ status: 'locked', reason: 'never-opened' });
  server.session.locator = undefined;
  return unlockVault(EMAIL, passphrase);
}

beforeEach(() => {
  server = createVaultTestServer();
  vi.stubGlobal('fetch', server.fetch);
  vaultState.set({ status: 'locked', reason: 'never-opened' });
});

afterEach(async () => {
  vi.useRealTimers();
  await lockVault();
  vi.unstubAllGlobals();
});

describe('the vault in her browser', () => {
  it('a first unlock opens an empty vault and stores nothing; her words leave the page only sealed', async () => {
    const vault = await unlockVault(EMAIL, PASSPHRASE);
    expect(vault.entries).toEqual([]);
    expect(vault.email).toBe('maya@example.org');
    expect(server.vaults.size).toBe(0);
    expect(server.requests.every((request) => !request.body?.includes(PASSPHRASE) || request.path === '/api/vault/migration')).toBe(true);

    await saveRecord(reflection(1, MARKER));
    const sent = server.requests.filter((request) => request.method === 'PUT');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).not.toContain(MARKER);
    expect(sent[0]!.body).not.toContain('journey');
    expect(sent[0]!.body).not.toContain('maya');
    expect(openEntriesOf(open(), 'journey-day').map((entry) => entry.content.reflection)).toEqual([MARKER]);
  });

  it('the same email and passphrase open the same records on another device; another passphrase opens an empty one', async () => {
    await unlockVault(EMAIL, PASSPHRASE);
    await saveRecord(reflection(1, MARKER));

    const elsewhere = await asAnotherDevice();
    expect(openEntriesOf(elsewhere, 'journey-day').map((entry) => entry.content.reflection)).toEqual([MARKER]);

    const guessed = await asAnotherDevice('somebody else guessing');
    expect(guessed.entries).toEqual([]);
    // An email typed differently (case, spaces) is the same vault.
    vaultState.set({ status: 'locked', reason: 'never-opened' });
    const spaced = await unlockVault('  MAYA@example.ORG ', PASSPHRASE);
    expect(spaced.entries).toHaveLength(1);
  });

  it('a tampered record is reported as unreadable and the rest still opens', async () => {
    await unlockVault(EMAIL, PASSPHRASE);
    const { recordId } = await saveRecord(reflection(1, 'kept safe'));
    await saveRecord(reflection(2, 'also kept'));
    const records = [...server.vaults.values()][0]!;
    const stored = records.get(recordId)!;
    const flipped = stored.envelope.at(-5) === 'A' ? 'B' : 'A';
    records.set(recordId, { ...stored, envelope: `${stored.envelope.slice(0, -5)}${flipped}${stored.envelope.slice(-4)}` });

    const reopened = await asAnotherDevice();
    expect(reopened.entries.map((entry) => entry.state).sort()).toEqual(['open', 'unreadable']);
    expect(openEntriesOf(reopened, 'journey-day').map((entry) => entry.content.reflection)).toEqual(['also kept']);
  });

  it('a record moved to another id does not open (the id is authenticated)', async () => {
    await unlockVault(EMAIL, PASSPHRASE);
    const { recordId } = await saveRecord(reflection(1, 'kept safe'));
    const records = [...server.vaults.values()][0]!;
    const stored = records.get(recordId)!;
    const otherId = crypto.randomUUID();
    records.delete(recordId);
    records.set(otherId, { ...stored, recordId: otherId });
    const reopened = await asAnotherDevice();
    expect(reopened.entries.map((entry) => entry.state)).toEqual(['unreadable']);
  });

  it('an edit that meets a newer version from another device keeps both, and says so', async () => {
    await unlockVault(EMAIL, PASSPHRASE);
    const { recordId } = await saveRecord({ kind: 'journey-day', day: 3, completed: false, reflection: '' });

    // Another device changes the same record first.
    const mine = open();
    const theirs = await asAnotherDevice();
    vaultState.set(theirs);
    await saveRecord(reflection(3, 'written on the phone'), recordId);
    vaultState.set(mine);
    server.session.locator = mine.locator;

    const outcome = await saveRecord(reflection(3, 'written at the library'), recordId);
    expect(outcome.outcome).toBe('kept-both');
    const days = openEntriesOf(open(), 'journey-day').map((entry) => entry.content.reflection).sort();
    expect(days).toEqual(['written at the library', 'written on the phone']);
    expect((await asAnotherDevice()).entries).toHaveLength(2);
  });

  it('a record over the size limit is refused with the server sentence, and nothing is lost', async () => {
    await unlockVault(EMAIL, PASSPHRASE);
    await saveRecord(reflection(1, 'kept'));
    server.failNext('PUT', /\/api\/vault\/records\//, 413);
    await expect(saveRecord(reflection(2, 'too much'))).rejects.toThrow(new VaultActionError('Something went wrong.'));
    expect(openEntriesOf(open(), 'journey-day')).toHaveLength(1);
  });

  it('a refusal shows the page’s own sentence for the server’s reason, whatever words the server sent', async () => {
    // A server that words every refusal its own way: the page must show vaultMessages, chosen by reason.
    const serverWords = Object.fromEntries(Object.keys(vaultMessages).map((reason) => [reason, `The server’s own words for ${reason}.`]));
    server = createVaultTestServer({ sentences: serverWords as typeof vaultMessages });
    vi.stubGlobal('fetch', server.fetch);
    await unlockVault(EMAIL, PASSPHRASE);
    await saveRecord(reflection(1, 'kept'));
    const stored = server.vaults.get(open().locator)!;
    const fromAnotherDevice = (envelope: string) => {
      const recordId = crypto.randomUUID();
      stored.set(recordId, { recordId, version: 1, envelope, createdAt: '2026-11-20T09:00:00.000Z', updatedAt: '2026-11-20T09:00:00.000Z' });
    };

    // Two 413s the status alone cannot tell apart: a full vault, then one holding the most entries it can.
    fromAnotherDevice('A'.repeat(VAULT_MAX_BYTES - 100));
    await expect(saveRecord(reflection(2, 'one more'))).rejects.toThrow(new VaultActionError(vaultMessages.vaultFull));
    stored.clear();
    for (let count = 0; count < VAULT_MAX_RECORDS; count += 1) fromAnotherDevice('AAAA');
    await expect(saveRecord(reflection(2, 'one more'))).rejects.toThrow(new VaultActionError(vaultMessages.tooManyRecords));
    expect(openEntriesOf(open(), 'journey-day').map((entry) => entry.content.reflection)).toEqual(['kept']);

    // Two 409s of a passphrase change: her entries changed elsewhere meanwhile, or the new passphrase's space is in use.
    stored.clear();
    await expect(changePassphrase(PASSPHRASE, 'a brand new set of words')).rejects.toThrow(new VaultActionError(vaultMessages.rekeyStale));
    await asAnotherDevice('a brand new set of words');
    await saveRecord(reflection(1, 'under the new words'));
    await asAnotherDevice();
    await expect(changePassphrase(PASSPHRASE, 'a brand new set of words')).rejects.toThrow(
      new VaultActionError(vaultMessages.rekeyTargetInUse),
    );

    // The site's storage full (507), and this address's day of writes spent (429): nothing saved, her own words.
    server.failNext('PUT', /\/api\/vault\/records\//, 507, 1, { error: serverWords.storageFull, reason: 'storageFull' });
    await expect(saveRecord(reflection(2, 'one more'))).rejects.toThrow(new VaultActionError(vaultMessages.storageFull));
    server.failNext('PUT', /\/api\/vault\/records\//, 429, 1, { error: serverWords.writeBudgetSpent, reason: 'writeBudgetSpent' });
    await expect(saveRecord(reflection(2, 'one more'))).rejects.toThrow(new VaultActionError(vaultMessages.writeBudgetSpent));

    // A reason the page does not know (or no key of its own): the server's sentence, as before.
    for (const reason of ['somethingNewer', 'constructor']) {
      server.failNext('PUT', /\/api\/vault\/records\//, 413, 1, { error: 'Words only the server knows.', reason });
      await expect(saveRecord(reflection(2, 'one more'))).rejects.toThrow(new VaultActionError('Words only the server knows.'));
    }
  });

  it('a session that ended elsewhere locks the page, and the save says so', async () => {
    await unlockVault(EMAIL, PASSPHRASE);
    server.session.locator = undefined;
    await expect(saveRecord(reflection(1, 'late'))).rejects.toThrow(new VaultActionError(vaultMessages.signedOut));
    expect(vaultState.get()).toEqual({ status: 'locked', reason: 'ended-elsewhere' });
  });

  it('deleting a record removes it here and on the server', async () => {
    await unlockVault(EMAIL, PASSPHRASE);
    const { recordId } = await saveRecord(reflection(1, 'to let go'));
    await deleteRecord(recordId);
    expect(open().entries).toEqual([]);
    expect((await asAnotherDevice()).entries).toEqual([]);
  });

  it('changing the passphrase re-encrypts everything: the old one then opens an empty space, the new one her records', async () => {
    await unlockVault(EMAIL, PASSPHRASE);
    await saveRecord(reflection(1, MARKER));
    await saveRecord({ kind: 'boundary-script', toxicBehavior: 'gaslighting', situation: 'at dinner', generatedScript: 'A script.', isFavorite: false });

    await expect(changePassphrase('not my passphrase', 'a brand new set of words')).rejects.toThrow(vaultMessages.rekeyWrongCurrent);
    await expect(changePassphrase(PASSPHRASE, PASSPHRASE)).rejects.toThrow(vaultMessages.rekeySamePassphrase);
    expect(server.requests.some((request) => request.path === '/api/vault/rekey')).toBe(false);

    await changePassphrase(PASSPHRASE, 'a brand new set of words');
    expect(open().entries).toHaveLength(2);
    expect(openEntriesOf(open(), 'journey-day')[0]!.content.reflection).toBe(MARKER);
    const rekey = server.requests.find((request) => request.path === '/api/vault/rekey')!;
    expect(rekey.body).not.toContain(MARKER);
    expect(rekey.body).not.toContain('brand new');

    expect((await asAnotherDevice()).entries).toEqual([]);
    expect((await asAnotherDevice('a brand new set of words')).entries).toHaveLength(2);
  });

  it('"Delete my data" erases the vault on the server and locks the page', async () => {
    await unlockVault(EMAIL, PASSPHRASE);
    await saveRecord(reflection(1, MARKER));
    await eraseVault();
    expect(vaultState.get()).toEqual({ status: 'locked', reason: 'erased' });
    expect(server.vaults.size).toBe(0);
    expect((await asAnotherDevice()).entries).toEqual([]);
  });

  it('Lock and the quick exit drop the key at once', async () => {
    await unlockVault(EMAIL, PASSPHRASE);
    await lockVault();
    expect(vaultState.get()).toEqual({ status: 'locked', reason: 'locked' });
    expect(server.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/session' });

    await unlockVault(EMAIL, PASSPHRASE);
    window.dispatchEvent(new Event(QUICK_EXIT_EVENT));
    expect(vaultState.get()).toEqual({ status: 'locked', reason: 'quick-exit' });
  });

  it('locks itself after her chosen minutes without use, and not while she is using it', async () => {
    // Only the clock and the interval are faked (the key derivation and WebCrypto run for real).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await unlockVault(EMAIL, PASSPHRASE);
    await saveRecord({ kind: 'settings', autoLockMinutes: 5 });
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(4 * 60_000);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(4 * 60_000);
    expect(vaultState.get().status).toBe('open');
    vi.advanceTimersByTime(61_000 + 10_000);
    expect(vaultState.get()).toEqual({ status: 'locked', reason: 'idle', idleMinutes: 5 });
  });

  it('the default lock time is 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await unlockVault(EMAIL, PASSPHRASE);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(14 * 60_000);
    expect(vaultState.get().status).toBe('open');
    vi.advanceTimersByTime(2 * 60_000);
    expect(vaultState.get()).toMatchObject({ status: 'locked', reason: 'idle', idleMinutes: 15 });
  });
});

describe('moving an old account into her vault', () => {
  const answer = {
    journey: [{ id: 7, day: 1, completed: true, reflection: 'Old words of day one.', completedAt: '2026-10-01T08:00:00.000Z' }],
    boundaryScripts: [{ id: 9, toxicBehavior: 'stonewalling', situation: 'after work', generatedScript: 'Old script.', isFavorite: true, createdAt: '2026-10-02T08:00:00.000Z' }],
    migrationToken: 'signed-token',
  };

  it('the first unlock with the old passphrase seals the old rows into the vault, then asks the server to delete them', async () => {
    server.oldAccount = { email: 'maya@example.org', passphrase: PASSPHRASE, answer, completed: false };
    const vault = await unlockVault(EMAIL, PASSPHRASE);
    expect(vault.moved).toEqual({ journeyDays: 1, boundaryScripts: 1 });
    expect(openEntriesOf(vault, 'journey-day')[0]!.content).toMatchObject({ day: 1, reflection: 'Old words of day one.', completedAt: '2026-10-01T08:00:00.000Z' });
    expect(openEntriesOf(vault, 'boundary-script')[0]!.content).toMatchObject({ toxicBehavior: 'stonewalling', isFavorite: true, savedAt: '2026-10-02T08:00:00.000Z' });
    expect(server.oldAccount.completed).toBe(true);
    for (const put of server.requests.filter((request) => request.method === 'PUT')) expect(put.body).not.toContain('Old');

    // Once her vault holds something, her passphrase is never sent again.
    const before = server.requests.length;
    await asAnotherDevice();
    expect(server.requests.slice(before).some((request) => request.path === '/api/vault/migration')).toBe(false);
  });

  it('if a step fails, what was stored is taken out again, so the next unlock moves everything anew', async () => {
    server.oldAccount = { email: 'maya@example.org', passphrase: PASSPHRASE, answer, completed: false };
    server.failNext('POST', /\/api\/vault\/migration\/complete$/, 0);
    const vault = await unlockVault(EMAIL, PASSPHRASE);
    expect(vault.moved).toBeNull();
    expect(vault.entries).toEqual([]);
    expect([...server.vaults.values()].every((records) => records.size === 0)).toBe(true);

    const again = await asAnotherDevice();
    expect(again.moved).toEqual({ journeyDays: 1, boundaryScripts: 1 });
    expect(server.oldAccount.completed).toBe(true);
  });

  it('another passphrase moves nothing', async () => {
    server.oldAccount = { email: 'maya@example.org', passphrase: PASSPHRASE, answer, completed: false };
    const vault = await unlockVault(EMAIL, 'somebody else guessing');
    expect(vault.moved).toBeNull();
    expect(vault.entries).toEqual([]);
    expect(server.oldAccount.completed).toBe(false);
  });
});
