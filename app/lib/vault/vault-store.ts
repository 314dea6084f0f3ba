/**
 * Her private vault in the browser (docs/decisions/0015): unlocking (Argon2id key derivation,
 * then the server session and her records), a new space made on purpose (her passphrase typed
 * once more before the first save), reading and writing records sealed with her key, lock, idle
 * lock, the quick exit, changing the passphrase, erasing, and moving an old account's rows in
 * when she asks. Every record is sealed here before it leaves the page; the server sees
 * ciphertext under an id it cannot tie to her, and never her passphrase (but in the move she
 * asks for, once).
 *
 * Loaded when she reaches for the gate (with the tools), not with the page. The key derivation
 * and its WebAssembly load only at the first unlock.
 */
import { vaultMessages } from '@core/content/validation';
import {
  DEFAULT_AUTO_LOCK_MINUTES,
  VAULT_FILE_COMMIT_MAX,
  type VaultConflict,
  type VaultFilesHeld,
  type VaultUsage,
  vaultFilesHeldSchema,
  type VaultMigrationAnswer,
  vaultMigrationOfferSchema,
  type VaultPlaintext,
  type VaultPlaintextInput,
  type VaultRecord,
  type VaultRecordList,
  vaultConflictSchema,
  vaultFileChunkStoredSchema,
  vaultFileDeletedSchema,
  vaultMigrationAnswerSchema,
  vaultPlaintextSchema,
  vaultRecordListSchema,
  vaultRecordSchema,
} from '@core/contracts/vault';
import type { Attachment } from '@core/contracts/journal';
import { VAULT_BACKUP_FORMAT, VAULT_BACKUP_VERSION, type VaultBackupHeader, vaultBackupHeaderSchema } from '@core/contracts/vault-backup';
import { currentLocale } from '@core/i18n';
import { formatMessage } from '@core/message-format';
import type { BackupContents, BackupFile } from '@core/vault/backup-file';
import { FILE_CHUNK_OVERHEAD_BYTES } from '@core/vault/file-chunks';
import { vaultEmail } from '@core/vault/email';
import { VaultDecryptError } from '@core/vault/envelope';
import { openRecord, sealRecord } from '@core/vault/records';
import { moveOldTexts, newSpaceTexts, strengthTexts } from '@core/content/vault-space';
import { apiBytesRequest, apiRequest, statusOf } from '~/lib/api';
import { answerBody, refusalSentence } from '~/lib/api-answer';
import { QUICK_EXIT_EVENT } from '~/lib/quick-exit-event';
import { readableSize } from '~/lib/readable-size';
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
async function vaultRequest(method: string, url: string, body?: unknown, send: () => Promise<Response> = () => apiRequest(method, url, body)): Promise<Response> {
  try {
    return await send();
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
 * nothing is stored until she saves; the page then says the space is empty and offers "Try
 * again" first (`newSpace: 'offered'`). Only the locator is sent; never her email or passphrase.
 */
export async function unlockVault(email: string, passphrase: string): Promise<OpenVault> {
  const { deriveVaultKeys } = await import('@core/vault/kdf');
  const { encryptionKey: key, locator } = await deriveVaultKeys(email, passphrase);
  await apiRequest('POST', '/api/vault/session', { locator });
  const list = vaultRecordListSchema.parse(await (await apiRequest('GET', '/api/vault/records')).json());
  const entries = await Promise.all(list.records.map((record) => toEntry(key, record)));
  const vault: OpenVault = {
    status: 'open',
    email: vaultEmail(email),
    key,
    locator,
    entries,
    usage: list.usage,
    moved: null,
    newSpace: entries.length === 0 ? 'offered' : null,
  };
  vaultState.set(vault);
  startIdleLock();
  return vault;
}

// ---- A new space, made on purpose -----------------------------------------------------------

/** "Try again" on an empty space: the key is dropped and the gate asks again. */
export function tryAgain(): Promise<void> {
  return lockVault('try-again');
}

/** "Start a new private space": the tool opens; her first save asks for the passphrase once more. */
export function chooseNewSpace(): void {
  update((vault) => (vault.newSpace === 'offered' ? { ...vault, newSpace: 'chosen' } : vault));
}

/**
 * Her passphrase typed once more, checked here against the key of the space she opened (it is
 * never sent): a mismatch throws with a calm sentence and nothing is saved or sent; so does a
 * passphrase too easy to guess (the strength check applies when a space is made, never at
 * unlock); a strong match makes the new space hers, so saves go through.
 */
export async function confirmNewSpace(passphrase: string): Promise<void> {
  const vault = openVault();
  const [{ deriveVaultKeys }, { passphraseStrength }] = await Promise.all([import('@core/vault/kdf'), import('@core/vault/passphrase')]);
  const { locator } = await deriveVaultKeys(vault.email, passphrase);
  if (locator !== vault.locator) throw new VaultActionError(newSpaceTexts.differs);
  if (!(await passphraseStrength(passphrase, vault.email)).strong) throw new VaultActionError(strengthTexts.weakNewSpace);
  update((open) => (open.locator === vault.locator ? { ...open, newSpace: null } : open));
}

/**
 * What the page shows to have her type her passphrase once more before the first save into a
 * new space; it resolves true once confirmNewSpace accepted it, false when she cancels.
 */
type NewSpaceConfirmer = () => Promise<boolean>;
let newSpaceConfirmer: NewSpaceConfirmer | undefined;

/** The open space's controls register the dialog that asks (and take it away when they go). */
export function setNewSpaceConfirmer(confirmer: NewSpaceConfirmer | undefined): void {
  newSpaceConfirmer = confirmer;
}

/** Before the first save into a new space: her passphrase once more, or nothing is saved or sent. */
async function ensureConfirmedSpace(): Promise<void> {
  if (openVault().newSpace === null) return;
  const confirmed = openVault().newSpace === 'chosen' && newSpaceConfirmer ? await newSpaceConfirmer() : false;
  if (!confirmed || openVault().newSpace !== null) throw new VaultActionError(newSpaceTexts.notSaved);
}

// ---- Her old account, moved in when she asks ------------------------------------------------

/**
 * Whether the move of an old account is still offered: the last day (YYYY-MM-DD), or null once
 * it ended (410) or when the server cannot say. Asks nothing of hers.
 */
export async function legacyMoveOfferedUntil(): Promise<string | null> {
  try {
    return vaultMigrationOfferSchema.parse(await (await apiRequest('GET', '/api/vault/migration')).json()).until;
  } catch {
    return null;
  }
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
 * "Bring my old entries here", only when she asks (an empty space offers it until
 * LEGACY_TOOLS_UNTIL): this one time her email and old passphrase go to the server, which hands
 * over the old account's rows only when they match; the page seals and stores each, then asks
 * the server to delete the plain rows. Answers what was moved, or null when nothing matched
 * (the server answers a wrong passphrase and a missing account alike). If any step fails, what
 * was stored is taken out again and she is told, so asking again moves everything anew.
 */
export async function moveOldEntries(oldPassphrase: string): Promise<OpenVault['moved']> {
  const vault = openVault();
  let answer: VaultMigrationAnswer;
  try {
    const response = await vaultRequest('POST', '/api/vault/migration', { email: vault.email, passphrase: oldPassphrase });
    answer = vaultMigrationAnswerSchema.parse(await response.json());
  } catch (error) {
    if (statusOf(error) === 410) throw new VaultActionError(vaultMessages.legacyToolsEnded);
    if (error instanceof VaultActionError) throw error;
    throw new VaultActionError(moveOldTexts.failed);
  }
  if (!answer.migrationToken) return null;
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
  } catch (error) {
    await Promise.allSettled(stored.map((entry) => apiRequest('DELETE', `/api/vault/records/${entry.recordId}`)));
    if (statusOf(error) === 410) throw new VaultActionError(vaultMessages.legacyToolsEnded);
    const sentence = refusalSentence(answerBody(error), vaultMessages);
    throw new VaultActionError(sentence && statusOf(error) !== undefined && statusOf(error)! < 500 ? sentence : moveOldTexts.failed);
  }
  const list = vaultRecordListSchema.parse(await (await apiRequest('GET', '/api/vault/records')).json());
  const moved = { journeyDays: answer.journey.length, boundaryScripts: answer.boundaryScripts.length };
  // Her old passphrase matched her old account: the space is hers on purpose, nothing more to confirm.
  update((open) => ({ ...open, entries: [...open.entries, ...stored], usage: list.usage, moved, newSpace: null }));
  return moved;
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
  const stored = await putEnvelope(recordId, envelope, baseVersion);
  return 'recordId' in stored ? { ...stored, state: 'open', content } : stored;
}

/** Stores one sealed record; a refusal over a limit becomes her sentence, a conflict is answered. */
async function putEnvelope(recordId: string, envelope: string, baseVersion: number): Promise<VaultRecord | VaultConflict> {
  try {
    const response = await vaultRequest('PUT', `/api/vault/records/${recordId}`, { envelope, baseVersion });
    return vaultRecordSchema.parse(await response.json());
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
  const checked = vaultPlaintextSchema.parse(content);
  await ensureConfirmedSpace();
  const vault = openVault();
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

// ---- Her photos and files (docs/decisions/0032) ---------------------------------------------

/**
 * Stores one sealed chunk of one of her files; a refusal over a limit becomes her sentence.
 * Answers what her vault holds now, which the caller notes once per file (noteUsage), not once
 * per chunk: every reader of the vault's state draws again on each change.
 */
export async function putFileChunk(fileId: string, index: number, chunk: Uint8Array<ArrayBuffer>): Promise<VaultUsage> {
  openVault();
  const url = `/api/vault/files/${fileId}/chunks/${index}`;
  try {
    const response = await vaultRequest('PUT', url, undefined, () => apiBytesRequest('PUT', url, chunk));
    return vaultFileChunkStoredSchema.parse(await response.json()).usage;
  } catch (error) {
    const body = answerBody(error);
    const status = statusOf(error);
    const refused = status === 413 || status === 507 || (status === 429 && (body as { reason?: unknown } | undefined)?.reason === 'writeBudgetSpent');
    const sentence = refused ? refusalSentence(body, vaultMessages) : undefined;
    throw sentence ? new VaultActionError(sentence) : error;
  }
}

/** What her vault holds, as the server last answered (after a file's last chunk, or a file deleted). */
export function noteUsage(usage: VaultUsage): void {
  update((vault) => ({ ...vault, usage }));
}

/** One sealed chunk of one of her files, as stored. */
export async function getFileChunk(fileId: string, index: number): Promise<Uint8Array<ArrayBuffer>> {
  openVault();
  const url = `/api/vault/files/${fileId}/chunks/${index}`;
  const response = await vaultRequest('GET', url, undefined, () => apiBytesRequest('GET', url));
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Tells the server these files are kept (docs/decisions/0041): sent once the record naming them
 * is saved, and each time her journal opens; file ids only, never a record id. A file never
 * committed is deleted by the server's purge a day after it arrived.
 */
export async function commitFiles(fileIds: readonly string[]): Promise<void> {
  openVault();
  const ids = [...new Set(fileIds)];
  for (let at = 0; at < ids.length; at += VAULT_FILE_COMMIT_MAX) {
    await vaultRequest('POST', '/api/vault/files/commit', { fileIds: ids.slice(at, at + VAULT_FILE_COMMIT_MAX) });
  }
}

/** Deletes every chunk of one of her files (also when there was none), and notes what her vault holds then. */
export async function deleteFileChunks(fileId: string): Promise<void> {
  const response = await vaultRequest('DELETE', `/api/vault/files/${fileId}`);
  noteUsage(vaultFileDeletedSchema.parse(await response.json()).usage);
}

// ---- Her encrypted backup (ADR 0015 "Backups", ADR 0049) -----------------------------------

/** The files her open records name (each once), with their chunk counts: what a backup carries. */
function namedFiles(entries: readonly VaultEntry[]): Map<string, Attachment> {
  const files = new Map<string, Attachment>();
  for (const entry of entries) {
    if (entry.state !== 'open' || entry.content.kind !== 'journal-entry') continue;
    for (const attachment of entry.content.attachments ?? []) if (!files.has(attachment.fileId)) files.set(attachment.fileId, attachment);
  }
  return files;
}

/**
 * About how big her backup file will be: every envelope it carries, and every file her records
 * name as stored (the bytes she kept and 29 bytes a chunk). Said before she saves.
 */
export function backupSizeEstimate(vault: OpenVault): number {
  const records = vault.entries.filter((entry) => entry.state !== 'unreadable').reduce((sum, entry) => sum + entry.envelope.length + 64, 0);
  let files = 0;
  for (const attachment of namedFiles(vault.entries).values()) files += attachment.size + attachment.chunks * FILE_CHUNK_OVERHEAD_BYTES + 64;
  return records + files;
}

/**
 * "Save an encrypted backup": her whole space as one file (core/contracts/vault-backup.ts), every
 * envelope exactly as stored (sealed with her key, bound to its record id) and every file her
 * records name, its chunks exactly as stored (sealed under the file's key, which only her sealed
 * record holds). Nothing readable of hers is in it, and nothing is re-encrypted. Each chunk
 * becomes a Blob part as it arrives, so the file never sits whole in the page's memory beside
 * its parts. Entries no key opens are left out (they could not be restored anywhere); a file the
 * server no longer holds is left out (it could not be opened here either).
 */
export async function vaultBackupFile(made: Date = new Date()): Promise<Blob> {
  const vault = openVault();
  const [{ backupTexts }, { backupHeaderLine }] = await Promise.all([import('@core/content/vault-backup'), import('@core/vault/backup-file')]);
  const records = vault.entries.filter((entry) => entry.state !== 'unreadable').map(({ recordId, envelope }) => ({ recordId, envelope }));
  const files: VaultBackupHeader['files'] = [];
  const parts: Blob[] = [];
  try {
    for (const attachment of namedFiles(vault.entries).values()) {
      const sizes: number[] = [];
      const fileParts: Blob[] = [];
      for (let index = 0; index < attachment.chunks; index += 1) {
        const chunk = await fetchChunkIfHeld(attachment.fileId, index);
        if (!chunk) break;
        sizes.push(chunk.length);
        fileParts.push(new Blob([chunk]));
      }
      if (sizes.length !== attachment.chunks) continue;
      files.push({ fileId: attachment.fileId, chunks: sizes });
      parts.push(...fileParts);
    }
  } catch (error) {
    throw error instanceof VaultActionError ? error : new VaultActionError(backupTexts.saveFailed);
  }
  const header = vaultBackupHeaderSchema.parse({ format: VAULT_BACKUP_FORMAT, version: VAULT_BACKUP_VERSION, createdAt: made.toISOString(), records, files });
  return new Blob([backupHeaderLine(header), ...parts], { type: 'application/octet-stream' });
}

/** One sealed chunk, or undefined when the server no longer holds it (404). */
async function fetchChunkIfHeld(fileId: string, index: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  try {
    return await getFileChunk(fileId, index);
  } catch (error) {
    if (statusOf(error) === 404) return undefined;
    throw error;
  }
}

/** What a restore did: how many records were added, how many were already there, and how many files were sent back. */
export type RestoreOutcome = { added: number; skipped: number; files: number };

/** The plaintext of a record (its padded JSON, padding trimmed): how two records are compared. */
const plainText = (bytes: Uint8Array) => new TextDecoder().decode(bytes).trimEnd();

/** Which of these files her vault holds now, and what it holds in all (asked in batches of 100 ids). */
async function filesHeld(fileIds: readonly string[]): Promise<VaultFilesHeld> {
  let answer: VaultFilesHeld = { files: [], usage: openVault().usage };
  const files: VaultFilesHeld['files'] = [];
  for (let at = 0; at < fileIds.length; at += VAULT_FILE_COMMIT_MAX) {
    const response = await vaultRequest('POST', '/api/vault/files/held', { fileIds: fileIds.slice(at, at + VAULT_FILE_COMMIT_MAX) });
    answer = vaultFilesHeldSchema.parse(await response.json());
    files.push(...answer.files);
  }
  return { files, usage: answer.usage };
}

/**
 * "Restore a backup" (a version 2 file, or a version 1 file of records only) into the space she
 * has open. Everything in it is opened with her current key first: every record, and every chunk
 * of every file a record names with that record's file key; a file from another passphrase, a
 * changed or missing byte, bad JSON or another format changes nothing and throws her sentence.
 * Then each record whose content she does not have yet is sealed anew under a new record id (the
 * id is bound into the envelope); identical ones are skipped; one that differs from hers is kept
 * beside it. Files keep their ids and chunks (a chunk's authenticated data names the file, never
 * the vault), and only those her vault does not hold whole are sent. When the records and files
 * to add would pass her space's room, nothing is sent and she is told how much is needed. Files
 * go first (pending), then the records naming them, then the files are committed (ADR 0041). If
 * anything fails, what was stored is taken out again, so trying again restores everything anew.
 */
export async function restoreVaultBackup(file: Blob): Promise<RestoreOutcome> {
  const vault = openVault();
  const [{ backupTexts }, { BackupFileError, readBackupChunk, readBackupFile }, { decryptEnvelope, encryptEnvelope }, { importFileKey, openChunk }] = await Promise.all([
    import('@core/content/vault-backup'),
    import('@core/vault/backup-file'),
    import('@core/vault/envelope'),
    import('@core/vault/file-chunks'),
  ]);
  let backup: BackupContents;
  try {
    backup = await readBackupFile(file);
  } catch (error) {
    throw new VaultActionError(error instanceof BackupFileError && error.reason === 'damaged' ? backupTexts.wrongPassphrase : backupTexts.invalid);
  }

  // Opened with her key, all of them, before anything is written: the records, then each file's chunks.
  const opened: Array<{ bytes: Uint8Array<ArrayBuffer>; envelopeLength: number }> = [];
  const restorable: BackupFile[] = [];
  try {
    const named = new Map<string, Attachment>();
    for (const record of backup.records) {
      const bytes = await decryptEnvelope(vault.key, record.recordId, record.envelope);
      opened.push({ bytes, envelopeLength: record.envelope.length });
      try {
        const content = await openRecord(vault.key, record.recordId, record.envelope);
        if (content.kind === 'journal-entry') for (const attachment of content.attachments ?? []) named.set(attachment.fileId, attachment);
      } catch (error) {
        // A kind a newer page wrote is hers all the same: carried as it is. Anything else is not a record of ours.
        if (!(error instanceof VaultDecryptError && error.reason === 'unknown-kind')) throw error;
      }
    }
    for (const backupFile of backup.files) {
      // A file no record of this backup names could not be opened by anyone: it is not sent.
      const attachment = named.get(backupFile.fileId);
      if (!attachment) continue;
      if (attachment.chunks !== backupFile.chunks.length) throw new VaultDecryptError('malformed');
      const key = await importFileKey(attachment.key);
      for (const chunk of backupFile.chunks) {
        const plain = await openChunk(key, backupFile.fileId, chunk.index, backupFile.chunks.length, await readBackupChunk(file, chunk));
        plain.fill(0);
      }
      restorable.push(backupFile);
    }
  } catch {
    for (const { bytes } of opened) bytes.fill(0);
    throw new VaultActionError(backupTexts.wrongPassphrase);
  }
  if (opened.length === 0) return { added: 0, skipped: 0, files: 0 };
  // The file opened with this key, so this is the passphrase it was saved under: the space is hers on purpose.
  update((open) => (open.locator === vault.locator ? { ...open, newSpace: null } : open));

  const stored: VaultEntry[] = [];
  const sent: string[] = [];
  try {
    const have = new Set<string>();
    for (const entry of openVault().entries) {
      try {
        have.add(plainText(await decryptEnvelope(vault.key, entry.recordId, entry.envelope)));
      } catch {
        // Unreadable: nothing to compare with.
      }
    }
    const toAdd: typeof opened = [];
    for (const record of opened) {
      const text = plainText(record.bytes);
      if (have.has(text)) continue;
      have.add(text);
      toAdd.push(record);
    }

    // Only the files her vault does not hold whole are sent; first, whether everything fits.
    const held = restorable.length > 0 ? await filesHeld(restorable.map((backupFile) => backupFile.fileId)) : { files: [], usage: openVault().usage };
    const heldById = new Map(held.files.map((heldFile) => [heldFile.fileId, heldFile]));
    const missing = restorable.filter((backupFile) => {
      const heldFile = heldById.get(backupFile.fileId);
      return !heldFile || heldFile.chunks !== backupFile.chunks.length || heldFile.bytes !== backupFile.bytes;
    });
    update((open) => ({ ...open, usage: held.usage }));
    refuseWhatDoesNotFit(
      held.usage,
      toAdd.length,
      toAdd.reduce((sum, record) => sum + record.envelopeLength, 0),
      missing.reduce((sum, backupFile) => sum + Math.max(0, backupFile.bytes - (heldById.get(backupFile.fileId)?.bytes ?? 0)), 0),
      backupTexts.tooBig,
    );

    for (const backupFile of missing) {
      sent.push(backupFile.fileId);
      let usage: VaultUsage | undefined;
      for (const chunk of backupFile.chunks) usage = await putFileChunk(backupFile.fileId, chunk.index, await readBackupChunk(file, chunk));
      if (usage) noteUsage(usage);
    }
    for (const { bytes } of toAdd) {
      const recordId = crypto.randomUUID();
      const answer = await putEnvelope(recordId, await encryptEnvelope(vault.key, recordId, bytes), 0);
      if (!('recordId' in answer)) throw new VaultActionError(backupTexts.failed);
      stored.push(await toEntry(vault.key, answer));
    }
    // Her records now name every file restored: they are kept (tried twice; a failure takes everything out again).
    if (restorable.length > 0) {
      const ids = restorable.map((backupFile) => backupFile.fileId);
      await commitFiles(ids).catch(() => commitFiles(ids));
    }
  } catch (error) {
    // The records first, then the files one by one: the last file's answer is what her vault holds after the rollback.
    await Promise.allSettled(stored.map((entry) => apiRequest('DELETE', `/api/vault/records/${entry.recordId}`)));
    for (const fileId of sent) await deleteFileChunks(fileId).catch(() => undefined);
    throw error instanceof VaultActionError ? error : new VaultActionError(backupTexts.failed);
  } finally {
    for (const { bytes } of opened) bytes.fill(0);
  }
  update((current) => {
    const entries = [...current.entries, ...stored];
    const fileBytes = current.usage.fileBytes;
    return { ...current, entries, usage: { ...usageAfter(current, entries), fileBytes } };
  });
  return { added: stored.length, skipped: backup.records.length - stored.length, files: sent.length };
}

/**
 * Refuses, before anything is sent, records and files that would pass her space's limits (the
 * records' count and bytes, and records and files together): her sentence says how much room the
 * backup needs and how much is left.
 */
function refuseWhatDoesNotFit(usage: VaultUsage, records: number, recordBytes: number, fileBytes: number, sentence: string): void {
  const recordRoom = usage.maxBytes - usage.bytes;
  const totalRoom = usage.maxTotalBytes - usage.bytes - usage.fileBytes;
  const recordsFit = usage.records + records <= usage.maxRecords && recordBytes <= recordRoom;
  if (recordsFit && recordBytes + fileBytes <= totalRoom) return;
  const [needed, free] = recordsFit ? [recordBytes + fileBytes, totalRoom] : [recordBytes, Math.min(recordRoom, totalRoom)];
  throw new VaultActionError(formatMessage(sentence, { needed: readableSize(needed, currentLocale), free: readableSize(Math.max(0, free), currentLocale) }));
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
export async function lockVault(reason: 'locked' | 'idle' | 'try-again' = 'locked', idleMinutes?: number): Promise<void> {
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
  const [{ deriveVaultKeys }, { reencryptEnvelope }, { passphraseStrength }] = await Promise.all([
    import('@core/vault/kdf'),
    import('@core/vault/envelope'),
    import('@core/vault/passphrase'),
  ]);
  const current = await deriveVaultKeys(vault.email, currentPassphrase);
  if (current.locator !== vault.locator) throw new VaultActionError(vaultMessages.rekeyWrongCurrent);
  if (!(await passphraseStrength(newPassphrase, vault.email)).strong) throw new VaultActionError(strengthTexts.weakChange);
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
  update((open) => ({ ...open, key: next.encryptionKey, locator: next.locator, entries, usage: list.usage, moved: null, newSpace: null }));
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
