/**
 * What a save does with her photos (docs/decisions/0032): the files she added are sealed and
 * sent before the record that names them, the ones she removed are deleted after it, and a save
 * that fails leaves nothing of its files behind.
 */
import { attachmentTexts } from '@core/content/attachments';
import { type Attachment, THUMBNAIL_MAX_BYTES } from '@core/contracts/journal';
import { VAULT_FILE_MAX_BYTES } from '@core/contracts/vault';
import { vaultState } from '~/lib/vault/vault-state';
import { VaultActionError, commitFiles, deleteFileChunks } from '~/lib/vault/vault-store';
import { type PendingFile, forgetFiles, keepFile } from './attachment-files';

export { forgetFiles };

/** The files of a save: those she keeps from before, and those she added now. */
export type AttachmentChanges = { kept: Attachment[]; pending: PendingFile[] };

export function attachmentsChanged(files: AttachmentChanges | undefined, existing?: readonly Attachment[]): boolean {
  if (!files) return false;
  return files.pending.length > 0 || (existing !== undefined && files.kept.length !== existing.length);
}

/** The files of `existing` she took out of the record. */
export function removedAttachments(existing: { attachments?: Attachment[] } | undefined, files: AttachmentChanges): Attachment[] {
  const kept = new Set(files.kept.map((attachment) => attachment.fileId));
  return (existing?.attachments ?? []).filter((attachment) => !kept.has(attachment.fileId));
}

/** The largest an attachment can make her record (for the size check before anything is sent). */
export function attachmentPlaceholder(pending: PendingFile): Attachment {
  return {
    fileId: '00000000-0000-4000-8000-000000000000',
    key: 'A'.repeat(43),
    name: pending.file.name.slice(0, 255),
    type: pending.type,
    size: VAULT_FILE_MAX_BYTES,
    chunks: 25,
    sha256: '0'.repeat(64),
    kept: pending.kept,
    addedAt: new Date(0).toISOString(),
    thumbnail: 'A'.repeat(Math.ceil((THUMBNAIL_MAX_BYTES * 4) / 3)),
    receipt: { id: '00000000-0000-4000-8000-000000000000', digest: '0'.repeat(64), signedAt: '2026-01-01T00:00:00.000Z', keyId: '0'.repeat(16), signature: 'A'.repeat(86) },
  };
}

/** Seals and sends each file in turn; on a failure, deletes those already sent and says so. */
export async function keepFiles(pending: readonly PendingFile[]): Promise<Attachment[]> {
  const sent: Attachment[] = [];
  for (const file of pending) {
    try {
      sent.push(await keepFile(file));
    } catch (error) {
      await forgetFiles(sent);
      // A limit (her space full, the day's budget) has its own sentence; anything else is "not sent".
      throw new VaultActionError(error instanceof VaultActionError ? error.message : attachmentTexts.sendFailed);
    }
  }
  return sent;
}

/** The files her open vault's record `recordId` names. */
export function attachmentsOfRecord(recordId: string): Attachment[] {
  const state = vaultState.get();
  if (state.status !== 'open') return [];
  const entry = state.entries.find((candidate) => candidate.recordId === recordId);
  return entry?.state === 'open' && entry.content.kind === 'journal-entry' ? (entry.content.attachments ?? []) : [];
}

/** Deletes the files, stopping at the first failure (deleting a record goes on only once its files are gone). */
export async function forgetFilesOrThrow(attachments: readonly Attachment[]): Promise<void> {
  for (const attachment of attachments) await deleteFileChunks(attachment.fileId);
}

/**
 * Tells the server the files of a saved record are kept (docs/decisions/0041), trying twice. A
 * failure is quiet: the record is saved, and her journal commits every file it names each time it
 * opens, well within the day after which the server deletes a file never committed.
 */
export async function commitSavedFiles(attachments: readonly Attachment[]): Promise<boolean> {
  if (attachments.length === 0) return true;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await commitFiles(attachments.map((attachment) => attachment.fileId));
      return true;
    } catch {
      // Tried again once; then left for the next opening.
    }
  }
  return false;
}
