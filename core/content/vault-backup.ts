/**
 * The words of her encrypted backup (ADR 0015 "Backups", ADR 0049): "Save an encrypted backup" and
 * "Restore a backup" in her space's controls. Apart from vault-controls because the vault store loads
 * them only when she saves or restores. Plain strings; {placeholders} filled by formatMessage
 * (core/message-format.ts).
 */

export const backupTexts = {
  title: 'Backup',
  intro:
    'A backup is one file of your whole private space, with your photos and files, still locked with your passphrase: it opens only in a private space opened with the same email and passphrase. It is as safe as your passphrase. If you forget the passphrase, nobody can open it.',
  save: 'Save an encrypted backup',
  /** Before she saves: how big the file will be (her entries, photos and files, sealed). */
  size: 'With your photos and files, the file will be about {size}.',
  /** While her photos and files are fetched, still locked, to go into the file. */
  preparing: 'Preparing your backup...',
  /** The file was handed to the browser (it may ask where to keep it). */
  saving: 'Your browser is saving {fileName} ({size}). Keep it somewhere safe.',
  saveFailed: 'We could not reach the server just now, so no backup was saved. Please try again.',
  restoreLabel: 'Restore a backup',
  restoreHint:
    'Choose a backup file. Entries you already have are not added twice; where they differ, both are kept. Photos and files you already have are not sent again.',
  restoring: 'Restoring your backup...',
  restoredOne: 'One entry was added from your backup.',
  restoredMany: '{count} entries were added from your backup.',
  /** After restoredOne or restoredMany, when photos or files came back too. */
  restoredFilesToo: '{count, plural, one {One photo or file came back with them.} other {# photos or files came back with them.}}',
  /** Her entries were all there, but some of their photos or files were not. */
  restoredFilesOnly:
    '{count, plural, one {Your entries were already here. One photo or file was added back from your backup.} other {Your entries were already here. # photos or files were added back from your backup.}}',
  restoredNothing: 'Everything in this backup is already in your private space. Nothing was added.',
  /** The backup needs more room than her private space has left: nothing is added. */
  tooBig:
    'This backup needs about {needed} of room and your private space has {free} left, so nothing was added. Deleting entries, photos or files you no longer need makes room; then try again.',
  wrongPassphrase:
    'This backup could not be opened with this passphrase, or it was changed. Nothing was added. It opens only in a private space opened with the same email and passphrase as when it was saved.',
  invalid: 'This file is not a backup of a private space from this site. Nothing was added.',
  failed: 'We could not reach the server just now, so nothing was restored. Please try again.',
} as const;
