/**
 * What the vault's gate and controls say (docs/decisions/0015). A wrong passphrase opens another,
 * empty space, so nothing here ever says "wrong": it says what to check.
 */
export const vaultTexts = {
  howItWorks:
    'Your email and passphrase lock your entries here, in this browser, before anything is sent. We only ever keep them locked: we cannot read them, and nobody who knows your email can open them.',
  cannotReset:
    'We cannot see or reset your passphrase. If you forget it, nobody can open your entries, us included. You can always start again with a new one.',
  passphraseHint:
    'At least {min} characters. A few words only you would put together works best, for example four words with spaces between them.',
  firstTime:
    'First time here? The email and passphrase you enter now open a new private space. Next time, use the same two. If someone else uses this device, choose not to let the browser save your passphrase.',
  opening: 'Opening your private space. This takes a moment on purpose: it makes your passphrase hard to guess.',
  tooManyAttempts: 'Too many tries from this connection in a short time. Please wait a few minutes, then try again.',
  lockedIdle: 'Your private space locked itself after {minutes} minutes without use. Unlock it again to carry on.',
  lockedElsewhere:
    'Your private space was locked: it was closed on another device, its passphrase was changed, or it was left unused. Please unlock it again.',
  suggested:
    'Five random words, chosen in this browser and shown so you can read them. Keep them somewhere only you can reach: nobody can reset them.',
  lockedTryAgain: 'Check your email and passphrase, then unlock again. Nothing you saved is lost.',
  emptyVault:
    'Nothing is saved under this email and passphrase yet. If you have been here before and expected to see your entries, lock and check your email and passphrase: a different passphrase opens a different, empty space.',
  unreadable:
    '{count, plural, one {One entry could not be read. It may have been damaged.} other {# entries could not be read. They may have been damaged.}} Everything else is here.',
  moved: 'Your earlier journey and saved scripts are now kept in your private space, locked with your passphrase.',
  keptBoth:
    'This entry was changed on another device since you opened it. Both versions are kept, so nothing is lost.',
} as const;

/** The gate's labels and buttons (the first load of every tool page carries them). */
export const vaultGateLabels = {
  email: 'Email',
  passphrase: 'Private passphrase',
  showPassphrase: 'Show passphrase',
  unlock: 'Unlock',
  /** Fills the passphrase with five random words from this language's list. */
  suggest: 'Suggest one',
  unlocking: 'Unlocking...',
  notUnlockedTitle: 'Not Unlocked',
  /** While the unlocked view's code arrives. */
  openingSpace: 'Opening your private space...',
} as const;

/** What a tool page behind the vault says without JavaScript (app/components/vault-tool-noscript.astro). */
export const vaultNoScript = 'This tool needs JavaScript turned on to keep your data private.';
