/**
 * The words of the open vault's controls (docs/decisions/0015): the unlocked bar, its privacy
 * settings, "Change passphrase" and "Delete my data". Fetched with the unlocked view, never with
 * the gate. Nothing here says "saved", "changed" or "erased" until the server said so.
 */
export const unlockedTexts = {
  region: 'Your private space',
  /** "Unlocked for <email>. Lock it when ..." in pieces around her email. */
  unlockedForBefore: 'Unlocked for ',
  unlockedForAfter: '. Lock it when you step away: while it is open, anyone using this device can see it.',
  lock: 'Lock',
  lockedTitle: 'Locked',
  lockedDescription: 'Your tools are locked. Use your email and passphrase to open them again.',
  settings: 'Privacy settings',
  autoLockLabel: 'Lock automatically after',
  autoLockOption: '{minutes} minutes without use',
  autoLockHint: 'Kept in your private space, so it follows you to other devices.',
  /** Under the settings: how much of her room she uses, e.g. "4.2 MB of its 100 MB" (sizes as app/lib/readable-size.ts writes them). */
  room: 'Your private space holds {used} of its {max}, photos and files included.',
  settingSavedTitle: 'Setting Saved',
  settingSavedDescription: 'Your private space now locks itself after {minutes} minutes without use.',
  settingNotSavedTitle: 'Setting Not Saved',
} as const;

export const changePassphraseTexts = {
  open: 'Change passphrase',
  title: 'Change your passphrase',
  description:
    'Everything in your private space is locked again with the new passphrase. Any other device where it is open is locked, and the old passphrase opens nothing. We cannot see or reset either passphrase.',
  current: 'Current passphrase',
  next: 'New passphrase',
  again: 'New passphrase again',
  unreadable: '{count, plural, one {One entry} other {# entries}} could not be read with any passphrase and will be removed.',
  working: 'Locking your entries with the new passphrase...',
  submit: 'Change passphrase',
  submitting: 'Changing...',
  changedTitle: 'Passphrase Changed',
  changedDescription: 'Your entries are now locked with your new passphrase. Any other device where they were open is locked.',
  notChangedTitle: 'Passphrase Not Changed',
} as const;

export const deleteDataTexts = {
  open: 'Delete my data',
  title: 'Delete all your tool data?',
  /** "This erases the private space of <email> and this passphrase, at once:" around her email. */
  erasesBefore: 'This erases the private space of ',
  erasesAfter: ' and this passphrase, at once:',
  items: [
    'your 30-day journey progress and every reflection you wrote,',
    'every boundary script you saved,',
    'everything else you kept in your private tools, and your settings.',
  ],
  cannotUndo: 'This cannot be undone. Nobody can bring it back.',
  otherDevices: 'Any other device where it is open is locked too. You can start again later with any passphrase.',
  keep: 'Keep my data',
  confirm: 'Delete everything',
  deleting: 'Deleting...',
  erasedTitle: 'Your Data Was Erased',
  erasedDescription: 'Everything in your private space is gone: your journey, reflections and saved scripts. You can start again any time.',
  notDeletedTitle: 'Nothing Was Deleted',
  unreachable: 'We could not reach the server just now, so your data is still there. Please try again.',
} as const;
