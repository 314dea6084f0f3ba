// @vitest-environment jsdom
import { vaultMessages } from '@core/content/validation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VAULT_MAX_BYTES, VAULT_MAX_RECORDS } from '@core/contracts/vault';
import { QUICK_EXIT_EVENT } from '~/lib/quick-exit-event';
import { createVaultTestServer, type VaultTestServer } from './vault-test-server';
import { vaultMessages as messages } from '@core/content/validation';
import { moveOldTexts, newSpaceTexts, strengthTexts } from '@core/content/vault-space';
import {
  changePassphrase,
  chooseNewSpace,
  confirmNewSpace,
  deleteRecord,
  eraseVault,
  legacyMoveOfferedUntil,
  lockVault,
  moveOldEntries,
  restoreVaultBackup,
  saveRecord,
  setNewSpaceConfirmer,
  tryAgain,
  unlockVault,
  vaultBackupFile,
  backupSizeEstimate,
  commitFiles,
  getFileChunk,
  putFileChunk,
  VaultActionError,
} from './vault-store';
import type { VaultBackupHeader } from '@core/contracts/vault-backup';
import type { VaultFilesHeld } from '@core/contracts/vault';
import { FILE_CHUNK_BYTES, importFileKey, newFileKey, openFile, sealFile } from '@core/vault/file-chunks';
import { formatMessage } from '@core/message-format';
import { backupTexts } from '@core/content/vault-backup';
import { openEntriesOf, vaultState, type OpenVault } from './vault-state';
import type * as Kdf from '@core/vault/kdf';

// The real Argon2id, once per email and passphrase in this file (kdf-memo.ts says why).
vi.mock('@core/vault/kdf', async (importActual) => (await import('./kdf-memo')).memoizeKdf(await importActual<typeof Kdf>()));

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

/** The passphrase of the last unlock: what she types once more at the first save into a new space. */
let lastPassphrase = PASSPHRASE;
/** How often the page asked for the passphrase once more. */
let repeatsAsked = 0;

/** Unlocks; an empty space is then made hers on purpose ("Start a new private space"), as the page does. */
async function unlock(passphrase = PASSPHRASE) {
  lastPassphrase = passphrase;
  const vault = await unlockVault(EMAIL, passphrase);
  if (vault.newSpace === 'offered') chooseNewSpace();
  return vault;
}

/** Another device: the page forgets everything (as a new document would) and unlocks again. */
async function asAnotherDevice(passphrase = PASSPHRASE) {
  vaultState.set({ status: 'locked', reason: 'never-opened' });
  server.session.locator = undefined;
  return unlock(passphrase);
}

beforeEach(() => {
  server = createVaultTestServer();
  vi.stubGlobal('fetch', server.fetch);
  vaultState.set({ status: 'locked', reason: 'never-opened' });
  repeatsAsked = 0;
  // The dialog of the open space's controls, as she answers it: her passphrase typed once more.
  setNewSpaceConfirmer(async () => {
    repeatsAsked += 1;
    await confirmNewSpace(lastPassphrase);
    return true;
  });
});

afterEach(async () => {
  vi.useRealTimers();
  setNewSpaceConfirmer(undefined);
  await lockVault();
  vi.unstubAllGlobals();
});

/** True when no request's URL or body holds this text (plain, URL-encoded or JSON-escaped). */
function neverSent(text: string): boolean {
  const forms = [text, encodeURIComponent(text), JSON.stringify(text).slice(1, -1), text.toLowerCase()];
  return server.requests.every((request) => forms.every((form) => !request.path.includes(form) && !request.body?.includes(form)));
}

describe('the vault in her browser', () => {
  it('a first unlock opens an empty space that says so, stores nothing and sends neither her email nor her passphrase', async () => {
    const vault = await unlockVault(EMAIL, PASSPHRASE);
    expect(vault.entries).toEqual([]);
    expect(vault.newSpace).toBe('offered');
    expect(vault.email).toBe('maya@example.org');
    expect(server.vaults.size).toBe(0);
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /api/vault/session', 'GET /api/vault/records']);
    expect(neverSent(PASSPHRASE)).toBe(true);
    expect(neverSent(EMAIL)).toBe(true);

    // Before she chooses to make it, nothing can be saved into it.
    await expect(saveRecord(reflection(1, MARKER))).rejects.toThrow(new VaultActionError(newSpaceTexts.notSaved));
    expect(repeatsAsked).toBe(0);
    chooseNewSpace();
    await saveRecord(reflection(1, MARKER));
    expect(repeatsAsked).toBe(1);
    expect(open().newSpace).toBeNull();
    const sent = server.requests.filter((request) => request.method === 'PUT');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).not.toContain(MARKER);
    expect(sent[0]!.body).not.toContain('journey');
    expect(sent[0]!.body).not.toContain('maya');
    expect(openEntriesOf(open(), 'journey-day').map((entry) => entry.content.reflection)).toEqual([MARKER]);
    // Asked once: the next save goes straight through.
    await saveRecord(reflection(2, 'the second day'));
    expect(repeatsAsked).toBe(1);
    expect(neverSent(PASSPHRASE)).toBe(true);
    expect(neverSent(EMAIL)).toBe(true);
  });

  it('the first save into a new space refuses a mismatched repeat, saving and sending nothing; cancelling saves nothing', async () => {
    await unlock();
    const before = server.requests.length;
    setNewSpaceConfirmer(async () => {
      await confirmNewSpace('river stones at dusk');
      return true;
    });
    await expect(saveRecord(reflection(1, MARKER))).rejects.toThrow(new VaultActionError(newSpaceTexts.differs));
    setNewSpaceConfirmer(async () => false);
    await expect(saveRecord(reflection(1, MARKER))).rejects.toThrow(new VaultActionError(newSpaceTexts.notSaved));
    expect(server.requests.length).toBe(before);
    expect(neverSent('river stones at dusk')).toBe(true);
    expect(open()).toMatchObject({ newSpace: 'chosen', entries: [] });
  });

  it('a new space cannot be made with an easy passphrase (password1), nor a change to one; a space made before still opens with it', async () => {
    await unlock('password1');
    const before = server.requests.length;
    await expect(saveRecord(reflection(1, MARKER))).rejects.toThrow(new VaultActionError(strengthTexts.weakNewSpace));
    expect(server.requests.length).toBe(before);
    expect(open()).toMatchObject({ newSpace: 'chosen', entries: [] });

    // A space made with it before the check existed (its records are there): it opens, and saves.
    vaultState.set({ ...open(), newSpace: null });
    await saveRecord(reflection(1, MARKER));
    const reopened = await asAnotherDevice('password1');
    expect(openEntriesOf(reopened, 'journey-day').map((entry) => entry.content.reflection)).toEqual([MARKER]);
    await expect(changePassphrase('password1', 'password2')).rejects.toThrow(new VaultActionError(strengthTexts.weakChange));
    expect(server.requests.some((request) => request.path === '/api/vault/rekey')).toBe(false);
  });

  it('"Try again" on an empty space drops the key and the gate says to check both', async () => {
    await unlockVault(EMAIL, 'river stones at dusk');
    await tryAgain();
    expect(vaultState.get()).toEqual({ status: 'locked', reason: 'try-again' });
    expect(server.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/session' });
    const vault = await unlockVault(EMAIL, PASSPHRASE);
    expect(vault.newSpace).toBe('offered');
  });

  it('the same email and passphrase open the same records on another device; another passphrase opens an empty one', async () => {
    await unlock();
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
    await unlock();
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
    await unlock();
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
    await unlock();
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
    await unlock();
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
    await unlock();
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
    await unlock();
    server.session.locator = undefined;
    await expect(saveRecord(reflection(1, 'late'))).rejects.toThrow(new VaultActionError(vaultMessages.signedOut));
    expect(vaultState.get()).toEqual({ status: 'locked', reason: 'ended-elsewhere' });
  });

  it('deleting a record removes it here and on the server', async () => {
    await unlock();
    const { recordId } = await saveRecord(reflection(1, 'to let go'));
    await deleteRecord(recordId);
    expect(open().entries).toEqual([]);
    expect((await asAnotherDevice()).entries).toEqual([]);
  });

  it('changing the passphrase re-encrypts everything: the old one then opens an empty space, the new one her records', async () => {
    await unlock();
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
    await unlock();
    await saveRecord(reflection(1, MARKER));
    await eraseVault();
    expect(vaultState.get()).toEqual({ status: 'locked', reason: 'erased' });
    expect(server.vaults.size).toBe(0);
    expect((await asAnotherDevice()).entries).toEqual([]);
  });

  it('Lock and the quick exit drop the key at once', async () => {
    await unlock();
    await lockVault();
    expect(vaultState.get()).toEqual({ status: 'locked', reason: 'locked' });
    expect(server.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/session' });

    await unlock();
    window.dispatchEvent(new Event(QUICK_EXIT_EVENT));
    expect(vaultState.get()).toEqual({ status: 'locked', reason: 'quick-exit' });
  });

  it('locks itself after her chosen minutes without use, and not while she is using it', async () => {
    // Only the clock and the interval are faked (the key derivation and WebCrypto run for real).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await unlock();
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
    await unlock();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(14 * 60_000);
    expect(vaultState.get().status).toBe('open');
    vi.advanceTimersByTime(2 * 60_000);
    expect(vaultState.get()).toMatchObject({ status: 'locked', reason: 'idle', idleMinutes: 15 });
  });
});

describe('moving an old account into her vault, only when she asks', () => {
  const answer = {
    journey: [{ id: 7, day: 1, completed: true, reflection: 'Old words of day one.', completedAt: '2026-10-01T08:00:00.000Z' }],
    boundaryScripts: [{ id: 9, toxicBehavior: 'stonewalling', situation: 'after work', generatedScript: 'Old script.', isFavorite: true, createdAt: '2026-10-02T08:00:00.000Z' }],
    migrationToken: 'signed-token',
  };

  it('an unlock never asks for the move, even with an old account of the same email and passphrase', async () => {
    server.oldAccount = { email: 'maya@example.org', passphrase: PASSPHRASE, answer, completed: false };
    const vault = await unlockVault(EMAIL, PASSPHRASE);
    expect(vault).toMatchObject({ entries: [], moved: null, newSpace: 'offered' });
    expect(server.requests.some((request) => request.path.startsWith('/api/vault/migration'))).toBe(false);
    expect(neverSent(PASSPHRASE)).toBe(true);
  });

  it('says until when the move is offered, and nothing once it ended', async () => {
    await unlockVault(EMAIL, PASSPHRASE);
    expect(await legacyMoveOfferedUntil()).toBe('2027-02-26');
    server.legacyUntil = null;
    expect(await legacyMoveOfferedUntil()).toBeNull();
    expect(neverSent(PASSPHRASE)).toBe(true);
  });

  it('when she asks, seals the old rows into her space, then asks the server to delete them; the space is hers', async () => {
    server.oldAccount = { email: 'maya@example.org', passphrase: PASSPHRASE, answer, completed: false };
    await unlockVault(EMAIL, PASSPHRASE);
    expect(await moveOldEntries(PASSPHRASE)).toEqual({ journeyDays: 1, boundaryScripts: 1 });
    const vault = open();
    expect(vault).toMatchObject({ moved: { journeyDays: 1, boundaryScripts: 1 }, newSpace: null });
    expect(openEntriesOf(vault, 'journey-day')[0]!.content).toMatchObject({ day: 1, reflection: 'Old words of day one.', completedAt: '2026-10-01T08:00:00.000Z' });
    expect(openEntriesOf(vault, 'boundary-script')[0]!.content).toMatchObject({ toxicBehavior: 'stonewalling', isFavorite: true, savedAt: '2026-10-02T08:00:00.000Z' });
    expect(server.oldAccount.completed).toBe(true);
    for (const put of server.requests.filter((request) => request.method === 'PUT')) expect(put.body).not.toContain('Old');
    // Her passphrase went once, in the one request she asked for.
    expect(server.requests.filter((request) => request.body?.includes(PASSPHRASE)).map((request) => request.path)).toEqual(['/api/vault/migration']);

    // Her next save asks nothing more; another device finds everything, and asks for no move.
    await saveRecord(reflection(2, 'a new day'));
    expect(repeatsAsked).toBe(0);
    const before = server.requests.length;
    expect((await asAnotherDevice()).entries).toHaveLength(3);
    expect(server.requests.slice(before).some((request) => request.path.startsWith('/api/vault/migration'))).toBe(false);
  });

  it('if a step fails, what was stored is taken out again and she is told, so asking again moves everything anew', async () => {
    server.oldAccount = { email: 'maya@example.org', passphrase: PASSPHRASE, answer, completed: false };
    server.failNext('POST', /\/api\/vault\/migration\/complete$/, 0);
    await unlockVault(EMAIL, PASSPHRASE);
    await expect(moveOldEntries(PASSPHRASE)).rejects.toThrow(new VaultActionError(moveOldTexts.failed));
    expect(open()).toMatchObject({ moved: null, entries: [], newSpace: 'offered' });
    expect([...server.vaults.values()].every((records) => records.size === 0)).toBe(true);

    expect(await moveOldEntries(PASSPHRASE)).toEqual({ journeyDays: 1, boundaryScripts: 1 });
    expect(server.oldAccount.completed).toBe(true);
  });

  it('another passphrase moves nothing and changes nothing; after LEGACY_TOOLS_UNTIL she is told the move ended', async () => {
    server.oldAccount = { email: 'maya@example.org', passphrase: PASSPHRASE, answer, completed: false };
    await unlockVault(EMAIL, PASSPHRASE);
    expect(await moveOldEntries('somebody else guessing')).toBeNull();
    expect(open()).toMatchObject({ moved: null, entries: [], newSpace: 'offered' });
    expect(server.oldAccount.completed).toBe(false);

    server.legacyUntil = null;
    await expect(moveOldEntries(PASSPHRASE)).rejects.toThrow(new VaultActionError(messages.legacyToolsEnded));
    expect(open().entries).toEqual([]);
  });

  describe('her encrypted backup', () => {
    /** The backup file as the page downloads it. */
    const backupFile = () => vaultBackupFile(new Date('2026-11-28T10:00:00Z'));
    /** Its first line: the header (records and the files' chunk sizes). */
    const headerOf = async (file: Blob) => {
      const text = new TextDecoder('latin1').decode(new Uint8Array(await file.arrayBuffer()));
      return { header: JSON.parse(text.slice(0, text.indexOf('\n'))) as VaultBackupHeader, rest: (await file.arrayBuffer()).byteLength - text.indexOf('\n') - 1 };
    };
    /** A backup as pages saved it before files were carried (version 1): the JSON of the records as stored. */
    const recordsOnlyFile = () =>
      new Blob([
        JSON.stringify({
          format: 'save-sisterhood-vault-backup',
          version: 1,
          createdAt: '2026-11-27T10:00:00.000Z',
          records: open().entries.map(({ recordId, envelope }) => ({ recordId, envelope })),
        }),
      ]);
    const textOf = async (file: Blob) => new TextDecoder('latin1').decode(new Uint8Array(await file.arrayBuffer()));
    /** Her records lost (another server, or erased): the same email and passphrase open an empty space. */
    const anotherServer = async () => {
      server = createVaultTestServer();
      vi.stubGlobal('fetch', server.fetch);
      vaultState.set({ status: 'locked', reason: 'never-opened' });
      await unlock();
    };

    it('holds every record sealed as stored, and nothing readable of hers', async () => {
      await unlock();
      await saveRecord(reflection(1, MARKER));
      await saveRecord({ kind: 'settings', autoLockMinutes: 5 });
      const file = await backupFile();
      const { header, rest } = await headerOf(file);
      expect(header).toMatchObject({ format: 'save-sisterhood-vault-backup', version: 2, createdAt: '2026-11-28T10:00:00.000Z', files: [] });
      expect(rest).toBe(0);
      const stored = [...[...server.vaults.values()][0]!.values()].map(({ recordId, envelope }) => ({ recordId, envelope }));
      expect(header.records).toEqual(stored);
      const text = await textOf(file);
      for (const readable of [MARKER, 'journey', 'settings', 'autoLock', 'maya', 'Maya', PASSPHRASE]) expect(text).not.toContain(readable);
    });

    it('restores into another space opened with the same email and passphrase, under new record ids', async () => {
      await unlock();
      await saveRecord(reflection(1, MARKER));
      await saveRecord(reflection(2, 'the second day'));
      const file = await backupFile();
      const oldIds = open().entries.map((entry) => entry.recordId);

      await anotherServer();
      expect(await restoreVaultBackup(file)).toEqual({ added: 2, skipped: 0, files: 0 });
      const reflections = openEntriesOf(open(), 'journey-day').map((entry) => entry.content.reflection);
      expect(reflections.sort()).toEqual([MARKER, 'the second day'].sort());
      expect(open().entries.every((entry) => !oldIds.includes(entry.recordId))).toBe(true);
      // On the server too, and they open on another device.
      const elsewhere = await asAnotherDevice();
      expect(openEntriesOf(elsewhere, 'journey-day')).toHaveLength(2);
      expect(neverSent(MARKER)).toBe(true);
    });

    it('still restores a backup saved before files were carried (version 1, records only)', async () => {
      await unlock();
      await saveRecord(reflection(1, MARKER));
      await saveRecord(reflection(2, 'the second day'));
      const old = recordsOnlyFile();
      await anotherServer();
      expect(await restoreVaultBackup(old)).toEqual({ added: 2, skipped: 0, files: 0 });
      expect(openEntriesOf(open(), 'journey-day').map((entry) => entry.content.reflection).sort()).toEqual([MARKER, 'the second day'].sort());
      expect(await restoreVaultBackup(old)).toEqual({ added: 0, skipped: 2, files: 0 });
      // A version 1 file with anything after its JSON, or a version 2 header without its chunks, is not ours.
      await expect(restoreVaultBackup(new Blob([await old.text(), '\nextra']))).rejects.toThrow(new VaultActionError(backupTexts.invalid));
    });

    it('adds nothing twice: identical records are skipped, a changed one is kept beside hers', async () => {
      await unlock();
      const { recordId } = await saveRecord(reflection(1, MARKER));
      await saveRecord(reflection(2, 'the second day'));
      const file = await backupFile();
      expect(await restoreVaultBackup(file)).toEqual({ added: 0, skipped: 2, files: 0 });
      expect(open().entries).toHaveLength(2);

      await saveRecord(reflection(1, 'changed since'), recordId);
      expect(await restoreVaultBackup(file)).toEqual({ added: 1, skipped: 1, files: 0 });
      const reflections = openEntriesOf(open(), 'journey-day').map((entry) => entry.content.reflection);
      expect(reflections.sort()).toEqual([MARKER, 'changed since', 'the second day'].sort());
      expect([...server.vaults.values()][0]!.size).toBe(3);
    });

    it('refuses a backup from another passphrase, changing nothing', async () => {
      await unlock();
      await saveRecord(reflection(1, MARKER));
      const file = await backupFile();
      await asAnotherDevice('a different long passphrase here');
      await saveRecord(reflection(5, 'hers under the other one'));
      const before = server.requests.length;
      await expect(restoreVaultBackup(file)).rejects.toThrow(new VaultActionError(backupTexts.wrongPassphrase));
      expect(server.requests.length).toBe(before);
      expect(openEntriesOf(open(), 'journey-day').map((entry) => entry.content.reflection)).toEqual(['hers under the other one']);
    });

    it('refuses a tampered backup, a record moved to another id, bad JSON and another format, changing nothing', async () => {
      await unlock();
      await saveRecord(reflection(1, MARKER));
      await saveRecord(reflection(2, 'the second day'));
      const { header: good } = await headerOf(await backupFile());
      const asFile = (header: unknown) => new Blob([`${JSON.stringify(header)}\n`]);
      await eraseVault();
      await unlock();
      const before = server.requests.length;

      const envelope = good.records[1]!.envelope;
      const flipped = envelope.at(-5) === 'A' ? 'B' : 'A';
      const tampered = { ...good, records: [good.records[0]!, { ...good.records[1]!, envelope: `${envelope.slice(0, -5)}${flipped}${envelope.slice(-4)}` }] };
      await expect(restoreVaultBackup(asFile(tampered))).rejects.toThrow(new VaultActionError(backupTexts.wrongPassphrase));
      const moved = { ...good, records: [{ ...good.records[0]!, recordId: crypto.randomUUID() }] };
      await expect(restoreVaultBackup(asFile(moved))).rejects.toThrow(new VaultActionError(backupTexts.wrongPassphrase));
      await expect(restoreVaultBackup(new Blob(['{"format": "save-sisterhood-vault-b']))).rejects.toThrow(new VaultActionError(backupTexts.invalid));
      await expect(restoreVaultBackup(asFile({ ...good, format: 'journal' }))).rejects.toThrow(new VaultActionError(backupTexts.invalid));
      await expect(restoreVaultBackup(asFile({ ...good, version: 3 }))).rejects.toThrow(new VaultActionError(backupTexts.invalid));
      await expect(restoreVaultBackup(new Blob([]))).rejects.toThrow(new VaultActionError(backupTexts.invalid));
      expect(server.requests.length).toBe(before);
      expect(open().entries).toEqual([]);

      // The untouched file still restores.
      expect(await restoreVaultBackup(asFile(good))).toEqual({ added: 2, skipped: 0, files: 0 });
    });

    it('a write that fails takes out what was stored, so trying again restores everything anew', async () => {
      await unlock();
      await saveRecord(reflection(1, MARKER));
      await saveRecord(reflection(2, 'the second day'));
      const file = await backupFile();
      await eraseVault();
      await unlock();
      // The first write goes through, the second fails: the first is taken out again.
      let puts = 0;
      const realFetch = server.fetch;
      vi.stubGlobal('fetch', (async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'PUT' && ++puts === 2) throw new TypeError('offline');
        return realFetch(input, init);
      }) as typeof fetch);
      await expect(restoreVaultBackup(file)).rejects.toThrow(new VaultActionError(backupTexts.failed));
      expect(open().entries).toEqual([]);
      expect([...server.vaults.values()].every((records) => records.size === 0)).toBe(true);
      vi.stubGlobal('fetch', realFetch);
      expect(await restoreVaultBackup(file)).toEqual({ added: 2, skipped: 0, files: 0 });
    });

    describe('with her photos and files (ADR 0049)', () => {
      /** A photo-sized file with a marker every 4 KB, to look for in what leaves the page. */
      const PHOTO_MARKER = 'PHOTO-MARKER-backup-9c2e';
      function photoBytes(size: number, seed: number): Uint8Array<ArrayBuffer> {
        const bytes = new Uint8Array(size);
        for (let at = 0; at < size; at += 1) bytes[at] = (at * 31 + seed) % 251;
        const marker = new TextEncoder().encode(PHOTO_MARKER);
        for (let at = 0; at + marker.length <= size; at += 4096) bytes.set(marker, at);
        return bytes;
      }
      const sha256 = async (bytes: Uint8Array<ArrayBuffer>) => [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');

      /** Seals and sends a file as the journal does, then saves a dated record naming it (and commits it). */
      async function recordWithPhotos(text: string, photos: Array<Uint8Array<ArrayBuffer>>) {
        const attachments = [];
        for (const photo of photos) {
          const fileId = crypto.randomUUID();
          const { key, raw } = await newFileKey();
          const sealed = await sealFile(key, fileId, new Blob([photo]), async (index, chunk) => {
            await putFileChunk(fileId, index, chunk);
          });
          attachments.push({ fileId, key: raw, name: 'door.jpg', type: 'image/jpeg', size: photo.length, chunks: sealed.chunks, sha256: sealed.sha256, kept: 'original' as const, addedAt: '2026-11-20T10:00:00.000Z' });
        }
        const content = {
          kind: 'journal-entry' as const,
          entryId: crypto.randomUUID(),
          writtenAt: '2026-11-20T10:00:00.000Z',
          mood: null,
          feelings: [],
          text,
          promptId: null,
          journeyDay: null,
          attachments,
        };
        await saveRecord(content);
        await commitFiles(attachments.map((attachment) => attachment.fileId));
        return attachments;
      }
      /** Opens a file of her open space as the journal's viewer does: every chunk fetched and unlocked here. */
      async function openedBytes(attachment: { fileId: string; key: string; chunks: number }) {
        const blob = await openFile(await importFileKey(attachment.key), attachment.fileId, attachment.chunks, 'image/jpeg', (index) => getFileChunk(attachment.fileId, index));
        return new Uint8Array(await blob.arrayBuffer());
      }
      const chunkPuts = () => server.requests.filter((request) => request.method === 'PUT' && request.path.includes('/chunks/')).length;

      it('carries every file her records name, sealed as stored, and restores them into a new space: byte-identical, committed, the records after the files', async () => {
        await unlock();
        const big = photoBytes(FILE_CHUNK_BYTES + 5000, 1);
        const small = photoBytes(3000, 2);
        const [first, second] = await recordWithPhotos('He broke the door.', [big, small]);
        await saveRecord(reflection(1, MARKER));
        const stored = [...server.files.values()][0]!;
        const file = await backupFile();

        // The file: the header, then each chunk exactly as the server holds it; nothing readable.
        const { header, rest } = await headerOf(file);
        expect(header.files).toEqual([
          { fileId: first!.fileId, chunks: [stored.get(`${first!.fileId}/0`)!.length, stored.get(`${first!.fileId}/1`)!.length] },
          { fileId: second!.fileId, chunks: [stored.get(`${second!.fileId}/0`)!.length] },
        ]);
        const bytes = new Uint8Array(await file.arrayBuffer());
        const chunks = [`${first!.fileId}/0`, `${first!.fileId}/1`, `${second!.fileId}/0`].map((name) => stored.get(name)!);
        expect(rest).toBe(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
        expect(Buffer.from(bytes.subarray(bytes.length - rest)).equals(Buffer.concat(chunks))).toBe(true);
        const text = await textOf(file);
        for (const readable of [PHOTO_MARKER, 'door.jpg', 'He broke', MARKER, first!.key, 'image/jpeg']) expect(text).not.toContain(readable);
        // Said before she saves: about the file's size.
        expect(Math.abs(backupSizeEstimate(open()) - file.size) / file.size).toBeLessThan(0.05);

        await anotherServer();
        server.requests.length = 0;
        expect(await restoreVaultBackup(file)).toEqual({ added: 2, skipped: 0, files: 2 });
        // Files first (pending), then the records naming them, then the commit (ADR 0041).
        const order = server.requests.map((request) => `${request.method} ${request.path.replace(/[0-9a-f-]{36}/g, 'id').replace(/chunks\/\d+/, 'chunks/n')}`);
        expect(order.indexOf('POST /api/vault/files/held')).toBe(0);
        expect(order.lastIndexOf('PUT /api/vault/files/id/chunks/n')).toBeLessThan(order.indexOf('PUT /api/vault/records/id'));
        expect(order.at(-1)).toBe('POST /api/vault/files/commit');
        // A day's purge later, they are still there, and open byte for byte.
        server.purgePending();
        const restored = openEntriesOf(open(), 'journal-entry')[0]!.content.attachments!;
        expect(await sha256(await openedBytes(restored[0]!))).toBe(await sha256(big));
        expect(await sha256(await openedBytes(restored[1]!))).toBe(await sha256(small));
        expect(open().usage.fileBytes).toBe(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
        expect(neverSent(PHOTO_MARKER)).toBe(true);

        // Restoring twice adds nothing and sends no chunk again.
        const puts = chunkPuts();
        expect(await restoreVaultBackup(file)).toEqual({ added: 0, skipped: 2, files: 0 });
        expect(chunkPuts()).toBe(puts);
      });

      it('sends back only the files missing: her entries restored from a records-only backup get their photos from a new one', async () => {
        await unlock();
        const photo = photoBytes(2000, 3);
        await recordWithPhotos('He took my phone.', [photo]);
        const full = await backupFile();
        const old = recordsOnlyFile();
        await anotherServer();
        // The old file: her record back, its photo "could not be read" (nothing to open it from).
        expect(await restoreVaultBackup(old)).toEqual({ added: 1, skipped: 0, files: 0 });
        const [attachment] = openEntriesOf(open(), 'journal-entry')[0]!.content.attachments!;
        await expect(openedBytes(attachment!)).rejects.toThrow();
        // The new file: the record is already here, the photo comes back, committed.
        expect(await restoreVaultBackup(full)).toEqual({ added: 0, skipped: 1, files: 1 });
        server.purgePending();
        expect(await sha256(await openedBytes(attachment!))).toBe(await sha256(photo));
      });

      it('leaves out a file the server no longer holds (it could not open anywhere), and still carries its record', async () => {
        await unlock();
        const [lost, kept] = await recordWithPhotos('He broke the door.', [photoBytes(FILE_CHUNK_BYTES + 10, 8), photoBytes(500, 9)]);
        // The lost file's last chunk is gone (a purge after a commit that never came, ADR 0041).
        [...server.files.values()][0]!.delete(`${lost!.fileId}/1`);
        const file = await backupFile();
        const { header } = await headerOf(file);
        expect(header.files.map((entry) => entry.fileId)).toEqual([kept!.fileId]);
        expect(header.records).toHaveLength(1);
        await anotherServer();
        expect(await restoreVaultBackup(file)).toEqual({ added: 1, skipped: 0, files: 1 });
      });

      it('refuses a backup whose chunk was changed, cut short or swapped, with the calm sentence, sending nothing', async () => {
        await unlock();
        await recordWithPhotos('He broke the door.', [photoBytes(FILE_CHUNK_BYTES + 5000, 4), photoBytes(3000, 5)]);
        const file = new Uint8Array(await (await backupFile()).arrayBuffer());
        const { rest } = await headerOf(new Blob([file]));
        await anotherServer();
        const before = server.requests.length;

        const changed = file.slice();
        changed[changed.length - 100] = changed[changed.length - 100]! ^ 0x01;
        await expect(restoreVaultBackup(new Blob([changed]))).rejects.toThrow(new VaultActionError(backupTexts.wrongPassphrase));
        await expect(restoreVaultBackup(new Blob([file.subarray(0, file.length - 10)]))).rejects.toThrow(new VaultActionError(backupTexts.wrongPassphrase));
        // The header's files in the other order, the chunks left as they were: each file meets another's chunks.
        const start = file.length - rest;
        const header = JSON.parse(new TextDecoder().decode(file.subarray(0, start - 1))) as VaultBackupHeader;
        const reordered = { ...header, files: [...header.files].reverse() };
        await expect(restoreVaultBackup(new Blob([`${JSON.stringify(reordered)}\n`, file.subarray(start)]))).rejects.toThrow(new VaultActionError(backupTexts.wrongPassphrase));
        // A file said to have fewer chunks than her record names.
        const shorter = { ...header, files: [{ ...header.files[0]!, chunks: header.files[0]!.chunks.slice(0, 1) }, header.files[1]!] };
        const dropped = header.files[0]!.chunks[1]!;
        const withoutSecond = new Blob([`${JSON.stringify(shorter)}\n`, file.subarray(start, start + header.files[0]!.chunks[0]!), file.subarray(start + header.files[0]!.chunks[0]! + dropped)]);
        await expect(restoreVaultBackup(withoutSecond)).rejects.toThrow(new VaultActionError(backupTexts.wrongPassphrase));
        expect(server.requests.length).toBe(before);
        expect(open().entries).toEqual([]);
        expect([...server.files.values()].every((chunks) => chunks.size === 0)).toBe(true);
      });

      it('refuses calmly, before sending anything, a restore that would pass her space’s room: nothing is added', async () => {
        await unlock();
        await recordWithPhotos('He broke the door.', [photoBytes(2 * FILE_CHUNK_BYTES, 6)]);
        const file = await backupFile();
        await anotherServer();
        // Her new space holds other photos already: 1 MB of room left (records and files together).
        const realFetch = server.fetch;
        vi.stubGlobal('fetch', (async (input: RequestInfo | URL, init?: RequestInit) => {
          const response = await realFetch(input, init);
          if (String(input) !== '/api/vault/files/held') return response;
          const body = (await response.json()) as VaultFilesHeld;
          return new Response(JSON.stringify({ ...body, usage: { ...body.usage, fileBytes: body.usage.maxTotalBytes - 1024 * 1024 } }), { status: 200, headers: { 'Content-Type': 'application/json' } });
        }) as typeof fetch);
        const before = chunkPuts();
        const refusal = restoreVaultBackup(file);
        await expect(refusal).rejects.toThrow(VaultActionError);
        await expect(refusal).rejects.toThrow(formatMessage(backupTexts.tooBig, { needed: '2 MB', free: '1 MB' }));
        expect(chunkPuts()).toBe(before);
        expect(open().entries).toEqual([]);
        expect(server.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
        vi.stubGlobal('fetch', realFetch);
        expect((await restoreVaultBackup(file)).files).toBe(1);
      });

      it('a failure after the files were sent takes the files and records out again', async () => {
        await unlock();
        await recordWithPhotos('He broke the door.', [photoBytes(3000, 7)]);
        const file = await backupFile();
        await anotherServer();
        server.failNext('POST', /\/api\/vault\/files\/commit$/, 0, 2);
        await expect(restoreVaultBackup(file)).rejects.toThrow(new VaultActionError(backupTexts.failed));
        expect(open().entries).toEqual([]);
        expect([...server.vaults.values()].every((records) => records.size === 0)).toBe(true);
        expect([...server.files.values()].every((chunks) => chunks.size === 0)).toBe(true);
        // Her space's usage counts nothing of the rolled-back restore, as the next unlock would read it.
        expect(open().usage).toMatchObject({ records: 0, bytes: 0, fileBytes: 0 });
        expect(await restoreVaultBackup(file)).toEqual({ added: 1, skipped: 0, files: 1 });
      });
    });
  });
});
