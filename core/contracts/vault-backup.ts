/**
 * Her encrypted backup (docs/decisions/0015 "Backups"): one JSON file of her whole private
 * space, made and read in her browser only (the server never sees it). It holds each record's
 * envelope exactly as stored (AES-256-GCM under her key, bound to its record id), and nothing
 * readable of hers: no kind, no text, no email; only the format, its version, when it was made
 * and the record ids (random UUIDs). It is as strong as her passphrase: whoever has the file
 * can guess at it offline, as with a stolen database.
 */
import * as z from 'zod/mini';
import { VAULT_MAX_BYTES, VAULT_MAX_RECORDS, vaultEnvelopeField, vaultRecordIdField } from './vault';

export const VAULT_BACKUP_FORMAT = 'save-sisterhood-vault-backup';
export const VAULT_BACKUP_VERSION = 1;
/** A whole vault's envelopes and their ids with room for the JSON around them: a bigger file is not ours. */
export const VAULT_BACKUP_MAX_BYTES = VAULT_MAX_BYTES + VAULT_MAX_RECORDS * 128 + 1024;

export const vaultBackupSchema = z.object({
  format: z.literal(VAULT_BACKUP_FORMAT),
  version: z.literal(VAULT_BACKUP_VERSION),
  /** When it was made (ISO 8601). */
  createdAt: z.iso.datetime(),
  records: z.array(z.object({ recordId: vaultRecordIdField, envelope: vaultEnvelopeField })).check(z.maxLength(VAULT_MAX_RECORDS)),
});
export type VaultBackup = z.infer<typeof vaultBackupSchema>;

/** The file's name: discreet like the journal's (`notes-…`), with her device's local date (YYYY-MM-DD). */
export function vaultBackupFileName(made: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `notes-backup-${made.getFullYear()}-${pad(made.getMonth() + 1)}-${pad(made.getDate())}.json`;
}
