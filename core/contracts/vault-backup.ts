/**
 * Her encrypted backup (docs/decisions/0015 "Backups", docs/decisions/0049): one file of her whole
 * private space, photos and files included, made and read in her browser only (the server never
 * sees it). It holds each record's envelope exactly as stored (AES-256-GCM under her key, bound
 * to its record id) and each file's sealed chunks exactly as stored (AES-256-GCM under the file's
 * own key, which only her sealed record holds, bound to file id, index and "last"), and nothing
 * readable of hers: no kind, no text, no email, no file name; only the format, its version, when
 * it was made, the record and file ids (random UUIDs) and the sealed sizes. It is as strong as
 * her passphrase: whoever has the file can guess at it offline, as with a stolen database.
 *
 * Version 2 (since 2026-11-29), `notes-backup-YYYY-MM-DD.backup`:
 *   UTF-8 JSON header (one line: VaultBackupHeader) ‖ "\n" ‖ every file's sealed chunks, file
 *   after file in the header's order, each chunk as many bytes as the header says.
 * Version 1 (before), `notes-backup-YYYY-MM-DD.json`: the JSON alone, records only (still restored).
 */
import * as z from 'zod/mini';
import { ATTACHMENTS_MAX } from './journal';
import { VAULT_FILE_MAX_CHUNKS, VAULT_MAX_BYTES, VAULT_MAX_RECORDS, VAULT_TOTAL_MAX_BYTES, vaultEnvelopeField, vaultRecordIdField } from './vault';
import { FILE_CHUNK_MAX_SEALED_BYTES, FILE_CHUNK_OVERHEAD_BYTES } from '../vault/file-chunks';

export const VAULT_BACKUP_FORMAT = 'save-sisterhood-vault-backup';
/** The version a backup is saved in: records and files. */
export const VAULT_BACKUP_VERSION = 2;
/** Backups saved before files were carried: records only, still restored. */
export const VAULT_BACKUP_RECORDS_ONLY_VERSION = 1;

/** Files a whole vault can name: six a record. */
export const VAULT_BACKUP_MAX_FILES = VAULT_MAX_RECORDS * ATTACHMENTS_MAX;
/** The JSON of one file's entry: its id and each chunk's size (at most 8 digits and a comma). */
const FILE_ENTRY_MAX_BYTES = 64 + VAULT_FILE_MAX_CHUNKS * 9;
/** The header: every envelope and record id, every file's entry, and room for the JSON around them. */
export const VAULT_BACKUP_HEADER_MAX_BYTES = VAULT_MAX_BYTES + VAULT_MAX_RECORDS * 128 + VAULT_BACKUP_MAX_FILES * FILE_ENTRY_MAX_BYTES + 1024;
/**
 * A whole vault with its files: the header, and the sealed chunks, which with the envelopes fit
 * in her VAULT_TOTAL_MAX_BYTES (100 MB). About 109 MB: a bigger file is not ours.
 */
export const VAULT_BACKUP_MAX_BYTES = VAULT_TOTAL_MAX_BYTES + VAULT_MAX_RECORDS * 128 + VAULT_BACKUP_MAX_FILES * FILE_ENTRY_MAX_BYTES + 1024;

const createdAtField = z.iso.datetime();
const recordsField = z.array(z.object({ recordId: vaultRecordIdField, envelope: vaultEnvelopeField })).check(z.maxLength(VAULT_MAX_RECORDS));

/** A backup saved before files were carried (version 1): the whole file is this JSON. */
export const vaultBackupRecordsOnlySchema = z.object({
  format: z.literal(VAULT_BACKUP_FORMAT),
  version: z.literal(VAULT_BACKUP_RECORDS_ONLY_VERSION),
  /** When it was made (ISO 8601). */
  createdAt: createdAtField,
  records: recordsField,
});
export type VaultBackupRecordsOnly = z.infer<typeof vaultBackupRecordsOnlySchema>;

/** The first line of a version 2 backup; the sealed chunks follow it. */
export const vaultBackupHeaderSchema = z.object({
  format: z.literal(VAULT_BACKUP_FORMAT),
  version: z.literal(VAULT_BACKUP_VERSION),
  createdAt: createdAtField,
  records: recordsField,
  /** Every file her records name that the server still held, in the order its chunks follow. */
  files: z
    .array(
      z.object({
        fileId: vaultRecordIdField,
        /** Each sealed chunk's size in bytes, in order. */
        chunks: z
          .array(z.number().check(z.int(), z.gte(FILE_CHUNK_OVERHEAD_BYTES), z.lte(FILE_CHUNK_MAX_SEALED_BYTES)))
          .check(z.minLength(1), z.maxLength(VAULT_FILE_MAX_CHUNKS)),
      }),
    )
    .check(z.maxLength(VAULT_BACKUP_MAX_FILES)),
});
export type VaultBackupHeader = z.infer<typeof vaultBackupHeaderSchema>;

/** The file's name: discreet like the journal's (`notes-…`), with her device's local date (YYYY-MM-DD). */
export function vaultBackupFileName(made: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `notes-backup-${made.getFullYear()}-${pad(made.getMonth() + 1)}-${pad(made.getDate())}.backup`;
}

/** What the file picker of "Restore a backup" offers: this version's files and the JSON of version 1. */
export const VAULT_BACKUP_ACCEPT = '.backup,application/octet-stream,.json,application/json';
