/**
 * Her private vault in the browser (docs/decisions/0015): unlocking (Argon2id key derivation,
 * then the server session and her records), reading and writing records sealed with her key,
 * lock, idle lock, the quick exit, changing the passphrase, erasing, and moving an old
 * account's rows in. Every record is sealed here before it leaves the page; the server sees
 * ciphertext under an id it cannot tie to her.
 *
 * Loaded when she reaches for the gate (with the tools), not with the page. The key derivation
 * and its WebAssembly load only at the first unlock.
 */
import {
  DEFAULT_AUTO_LOCK_MINUTES,
  type VaultConflict,
  type VaultMigrationAnswer,
  type VaultPlaintext,
  type VaultPlaintextInput,
  type VaultRecord,
  type VaultRecordList,
  vaultConflictSchema,
  vaultMessages,
  vaultMigrationAnswerSchema,
  vaultPlaintextSchema,
  vaultRecordListSchema,
  vaultRecordSchema,
} from '@core/contracts/vault';
import { vaultEmail } from '@core/vault/email';
import { VaultDecryptError } from '@core/vault/envelope';
import { openRecord, sealRecord } from '@core/vault/records';
import { apiRequest, statusOf } from '~/lib/api';
import { answerBody, refusalSentence } from '~/lib/api-answer';
import { QUICK_EXIT_EVENT } from '~/lib/quick-exit-event';
import { type LockReason, type OpenVault, type VaultEntry, vaultState } from './vault-state';

/** A failure she is told about in a sentence (ours, chosen by the server's reason; or the server's own). */
export class VaultActionError extends Error {
  override name = 'VaultActionError';
}

/** What a save did: stored, or stored beside a version another device saved meanwhile. */
export type SaveOutcome = { outcome: 'saved'; recordId: string } | { outcome: 'kept-both'; recordId: string };

const SESSION_ENDED = 'ended-elsewhere';

function openVault(): OpenVault {
  const state = vaultState.get();
  if (state.status !== 'open') throw new VaultActionError(vaultMessages.signedOut);
  return state;
}

/** Replaces the open vault's state, unless it was locked meanwhile (then nothing is kept). */
function update(change: (vault: OpenVault) => OpenVault): void {
  const state = vaultState.get();
  if (state.status === 'open') vaultState.set(change(state));
}

async function toEntry(key: CryptoKey, record: VaultRecord): Promise<VaultEntry> {
  const base = {
    recordId: record.recordId,
    version: record.version,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    envelope: record.envelope,
  };
  try {
    return { ...base, state: 'open', content: await openRecord(key, record.recordId, record.envelope) };
  } catch (error) {
    if (error instanceof VaultDecryptError && (error.reason === 'unknown-kind' || error.reason === 'unknown-version')) {
      return { ...base, state: 'newer' };
    }
    return { ...base, state: 'unreadable' };
  }
}

/** Runs a request of the open vault; a 401 means the session ended (locked or changed elsewhere): the page locks too. */
async function vaultRequest(method: string, url: string, body?: unknown): Promise<Response> {
  try {
    return await apiRequest(method, url, body);
  } catch (error) {
    if (statusOf(error) === 401) {
      forget(SESSION_ENDED);
      throw new VaultActionError(vaultMessages.signedOut);
    }
    throw error;
  }
}

// ---- Unlock ---------------------------------------------------------------------------------

/**
 * Derives her key from email and passphrase, opens a session on the vault it names and reads
 * every record. A passphrase never used before opens an empty vault: that is not an error, and
 * nothing is stored until she saves. When the vault is empty, an old account with the same
 * email and passphrase is moved in (see moveOldAccount).
 */
export async function unlockVault(email: string, passphrase: string): Promise<OpenVault> {
  const { deriveVaultKeys } = await import('@core/vault/kdf');
  const { encryptionKey: key, locator } = await deriveVaultKeys(email, passphrase);
  await apiRequest('POST', '/api/vault/session', { locator });
  const list = vaultRecordListSchema.parse(await (await apiRequest('GET', '/api/vault/records')).json());
  const entries = await Promise.all(list.records.map((record) => toEntry(key, record)));
  let vault: OpenVault = { status: 'open', email: vaultEmail(email), key, locator, entries, usage: list.usage, moved: null };
  if (entries.length === 0) vault = await moveOldAccount(vault, passphrase);
  vaultState.set(vault);
  startIdleLock();
  return vault;
}

function journeyDayFrom(row: VaultMigrationAnswer['journey'][number]): VaultPlaintextInput {
  return { kind: 'journey-day', day: row.day, completed: row.completed, reflection: row.reflection ?? '', completedAt: row.completedAt ?? null };
}

function boundaryScriptFrom(row: VaultMigrationAnswer['boundaryScripts'][number]): VaultPlaintextInput {
  // The old rows were checked against the same behaviours when saved; the seal checks again.
  return {
    kind: 'boundary-script',
    toxicBehavior: row.toxicBehavior as Extract<VaultPlaintextInput, { kind: 'boundary-script' }>['toxicBehavior'],
    situation: row.situation,
    generatedScript: row.generatedScript,
    isFavorite: row.isFavorite,
    savedAt: row.createdAt,
  };
}

/**
 * Her earlier account (server-checked passphrase, plain rows) moves into the empty vault once:
 * the server hands the rows over only for the right email and passphrase, the page seals and
 * stores each, then asks the server to delete the plain rows. Asked only while the vault is
 * empty, so after her first save the passphrase never leaves the page again. If any step
 * fails, what was stored is taken out again, so the next unlock tries the whole move anew.
 */
async function moveOldAccount(vault: OpenVault, passphrase: string): Promise<OpenVault> {
  let answer: VaultMigrationAnswer;
  try {
    answer = vaultMigrationAnswerSchema.parse(
      await (await apiRequest('POST', '/api/vault/migration', { email: vault.email, passphrase })).json(),
    );
  } catch {
    return vault;
  }
  if (!answer.migrationToken) return vault;
  const contents = [...answer.journey.map(journeyDayFrom), ...answer.boundaryScripts.map(boundaryScriptFrom)];
  const stored: VaultEntry[] = [];
  try {
    for (const content of contents) {
      const recordId = crypto.randomUUID();
      const envelope = await sealRecord(vault.key, recordId, content);
      const record = vaultRecordSchema.parse(await (await apiRequest('PUT', `/api/vault/records/${recordId}`, { envelope, baseVersion: 0 })).json());
      stored.push(await toEntry(vault.key, record));
    }
    await apiRequest('POST', '/api/vault/migration/complete', { migrationToken: answer.migrationToken });
  } catch {
    await Promise.allSettled(stored.map((entry) => apiRequest('DELETE', `/api/vault/records/${entry.recordId}`)));
    return vault;
  }
  const list = vaultRecordListSchema.parse(await (await apiRequest('GET', '/api/vault/records')).json());
  return {
    ...vault,
    entries: stored,
    usage: list.usage,
    moved: { journeyDays: answer.journey.length, boundaryScripts: answer.boundaryScripts.length },
  };
}

// ---- Records --------------------------------------------------------------------------------

function withEntry(vault: OpenVault, entry: VaultEntry): OpenVault {
  const index = vault.entries.findIndex((existing) => existing.recordId === entry.recordId);
  const entries = index === -1 ? [...vault.entries, entry] : vault.entries.map((existing, at) => (at === index ? entry : existing));
  return { ...vault, entries };
}

function usageAfter(vault: OpenVault, entries: readonly VaultEntry[]): OpenVault['usage'] {
  return { ...vault.usage, records: entries.length, bytes: entries.reduce((sum, entry) => sum + entry.envelope.length, 0) };
}

async function put(vault: OpenVault, recordId: string, content: VaultPlaintext, baseVersion: number): Promise<VaultEntry | VaultConflict> {
  const envelope = await sealRecord(vault.key, recordId, content);
  try {
    const response = await vaultRequest('PUT', `/api/vault/records/${recordId}`, { envelope, baseVersion });
    const record = vaultRecordSchema.parse(await response.json());
    return { ...record, state: 'open', content };
  } catch (error) {
    const body = answerBody(error);
    if (statusOf(error) === 409) return vaultConflictSchema.parse(body);
    // Over a limit (413), the site's storage full (507) or this address's daily budget spent (429 writeBudgetSpent): her sentence.
    const status = statusOf(error);
    const refused = status === 413 || status === 507 || (status === 429 && (body as { reason?: unknown } | undefined)?.reason === 'writeBudgetSpent');
    const sentence = refused ? refusalSentence(body, vaultMessages) : undefined;
    throw sentence ? new VaultActionError(sentence) : error;
  }
}

/**
 * Seals and stores one record: a new one (no `recordId`), or a change to one she has open. When
 * another device changed or deleted it since this page read it, nothing is lost: her version is
 * stored as a new record beside the other device's, and the outcome says so.
 */
export async function saveRecord(content: VaultPlaintextInput, recordId?: string): Promise<SaveOutcome> {
  const vault = openVault();
  const checked = vaultPlaintextSchema.parse(content);
  const existing = recordId ? vault.entries.find((entry) => entry.recordId === recordId) : undefined;
  const id = existing?.recordId ?? crypto.randomUUID();
  const first = await put(vault, id, checked, existing?.version ?? 0);
  if ('recordId' in first) {
    update((current) => {
      const next = withEntry(current, first);
      return { ...next, usage: usageAfter(current, next.entries) };
    });
    return { outcome: 'saved', recordId: id };
  }

  // Another device got there first: keep its version (as stored now) and hers, side by side.
  const theirs = first.current ? await toEntry(vault.key, first.current) : undefined;
  const mineId = crypto.randomUUID();
  const mine = await put(vault, mineId, checked, 0);
  if (!('recordId' in mine)) throw new VaultActionError(vaultMessages.conflict);
  update((current) => {
    const withoutOld = theirs ? withEntry(current, theirs) : { ...current, entries: current.entries.filter((entry) => entry.recordId !== id) };
    const next = withEntry(withoutOld, mine);
    return { ...next, usage: usageAfter(current, next.entries) };
  });
  return { outcome: 'kept-both', recordId: mineId };
}

/** Deletes one record (204 also when it was already gone). */
export async function deleteRecord(recordId: string): Promise<void> {
  await vaultRequest('DELETE', `/api/vault/records/${recordId}`);
  update((vault) => {
    const entries = vault.entries.filter((entry) => entry.recordId !== recordId);
    return { ...vault, entries, usage: usageAfter(vault, entries) };
  });
}

// ---- Her controls ---------------------------------------------------------------------------

/** The page forgets the key and everything it showed; the gate says why. */
function forget(reason: LockReason, idleMinutes?: number): void {
  stopIdleLock();
  vaultState.set({ status: 'locked', reason, ...(idleMinutes ? { idleMinutes } : {}) });
}

/**
 * "Lock": the key is dropped at once, whatever the network does; then the server session ends.
 * If that request fails, the cookie left behind opens only ciphertext, and ends by itself.
 */
export async function lockVault(reason: 'locked' | 'idle' = 'locked', idleMinutes?: number): Promise<void> {
  forget(reason, idleMinutes);
  try {
    await apiRequest('DELETE', '/api/session', undefined, { keepalive: true });
  } catch {
    // Locked on this page already; see above.
  }
}

/** "Delete my data": every record and session of the vault are erased on the server at once. */
export async function eraseVault(): Promise<void> {
  openVault();
  await vaultRequest('DELETE', '/api/vault');
  forget('erased');
}

/** Entries that cannot be carried to a new passphrase (they cannot be opened with any key we have). */
export function unreadableEntries(vault: OpenVault): VaultEntry[] {
  return vault.entries.filter((entry) => entry.state === 'unreadable');
}

/**
 * "Change passphrase": every record re-encrypted under the key of the new passphrase, moved in
 * one transaction, the old vault and every other device's session ended. Entries that could not
 * be read are deleted first (no key opens them; she was told). The current passphrase is checked
 * here before anything is sent, and again by the server.
 */
export async function changePassphrase(currentPassphrase: string, newPassphrase: string): Promise<void> {
  const vault = openVault();
  const [{ deriveVaultKeys }, { reencryptEnvelope }] = await Promise.all([import('@core/vault/kdf'), import('@core/vault/envelope')]);
  const current = await deriveVaultKeys(vault.email, currentPassphrase);
  if (current.locator !== vault.locator) throw new VaultActionError(vaultMessages.rekeyWrongCurrent);
  const next = await deriveVaultKeys(vault.email, newPassphrase);
  if (next.locator === vault.locator) throw new VaultActionError(vaultMessages.rekeySamePassphrase);

  for (const entry of unreadableEntries(vault)) await deleteRecord(entry.recordId);
  const carried = openVault().entries;
  const records = await Promise.all(
    carried.map(async (entry) => ({
      recordId: entry.recordId,
      version: entry.version,
      envelope: await reencryptEnvelope(vault.key, next.encryptionKey, entry.recordId, entry.envelope),
    })),
  );
  let list: VaultRecordList;
  try {
    const response = await vaultRequest('POST', '/api/vault/rekey', { currentLocator: vault.locator, newLocator: next.locator, records });
    list = vaultRecordListSchema.parse(await response.json());
  } catch (error) {
    const sentence = refusalSentence(answerBody(error), vaultMessages);
    throw sentence && statusOf(error) !== undefined && statusOf(error)! < 500 ? new VaultActionError(sentence) : error;
  }
  const entries = await Promise.all(list.records.map((record) => toEntry(next.encryptionKey, record)));
  update((open) => ({ ...open, key: next.encryptionKey, locator: next.locator, entries, usage: list.usage, moved: null }));
}

// ---- Settings and the idle lock -------------------------------------------------------------

/** Her settings record (when two devices each wrote one, the newest wins), or undefined. */
export function settingsEntry(vault: OpenVault) {
  return vault.entries
    .filter((entry): entry is Extract<VaultEntry, { state: 'open' }> => entry.state === 'open' && entry.content.kind === 'settings')
    .sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt))
    .at(-1);
}

export function autoLockMinutesOf(vault: OpenVault): number {
  const entry = settingsEntry(vault);
  return entry?.content.kind === 'settings' ? entry.content.autoLockMinutes : DEFAULT_AUTO_LOCK_MINUTES;
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart'] as const;
const IDLE_CHECK_MS = 10_000;
let lastActivity = 0;
let idleTimer: ReturnType<typeof setInterval> | undefined;

const noteActivity = () => {
  lastActivity = Date.now();
};

function checkIdle(): void {
  const state = vaultState.get();
  if (state.status !== 'open') return stopIdleLock();
  const minutes = autoLockMinutesOf(state);
  if (Date.now() - lastActivity >= minutes * 60_000) void lockVault('idle', minutes);
}

/** Locks after her chosen minutes without a touch, click or key (checked also when the tab comes back). */
function startIdleLock(): void {
  stopIdleLock();
  noteActivity();
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, noteActivity, { capture: true, passive: true });
  document.addEventListener('visibilitychange', checkIdle);
  idleTimer = setInterval(checkIdle, IDLE_CHECK_MS);
}

function stopIdleLock(): void {
  if (idleTimer !== undefined) clearInterval(idleTimer);
  idleTimer = undefined;
  for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, noteActivity, { capture: true });
  document.removeEventListener('visibilitychange', checkIdle);
}

// The quick exit ends the server session itself (keepalive) as it leaves: the key goes at once.
if (typeof window !== 'undefined') {
  window.addEventListener(QUICK_EXIT_EVENT, () => {
    if (vaultState.get().status === 'open') forget('quick-exit');
  });
}
