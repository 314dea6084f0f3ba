/**
 * The words of her encrypted backup (ADR 0015 "Backups"): "Save an encrypted backup" and "Restore a
 * backup" in her space's controls. Apart from vault-controls because the vault store loads them only
 * when she restores. Plain strings; {placeholders} filled by formatMessage (core/message-format.ts).
 */

export const backupTexts = {
  title: 'Backup',
  intro:
    'A backup is one file of your whole private space, still locked with your passphrase: it opens only in a private space opened with the same email and passphrase. It is as safe as your passphrase. If you forget the passphrase, nobody can open it.',
  save: 'Save an encrypted backup',
  /** The file was handed to the browser (it may ask where to keep it). */
  saving: 'Your browser is saving {fileName}. Keep it somewhere safe.',
  restoreLabel: 'Restore a backup',
  restoreHint: 'Choose a backup file. Entries you already have are not added twice; where they differ, both are kept.',
  restoring: 'Restoring your backup...',
  restoredOne: 'One entry was added from your backup.',
  restoredMany: '{count} entries were added from your backup.',
  restoredNothing: 'Everything in this backup is already in your private space. Nothing was added.',
  wrongPassphrase:
    'This backup could not be opened with this passphrase, or it was changed. Nothing was added. It opens only in a private space opened with the same email and passphrase as when it was saved.',
  invalid: 'This file is not a backup of a private space from this site. Nothing was added.',
  failed: 'We could not reach the server just now, so nothing was restored. Please try again.',
} as const;
