/**
 * What her private space says when it opens empty, when she makes a new one on purpose, and when
 * she asks to move her old entries in (docs/decisions/0015; issue 25). Loaded with the open
 * space's controls, never with the gate. Placeholders in braces are filled by formatMessage (core/message-format.ts)
 * (core/i18n.ts). Nothing here says "unlocked" over a space she did not choose to create, and
 * nothing says "saved" or "moved" until the server said so.
 */
export const emptySpaceTexts = {
  heading: 'Nothing is saved under this email and passphrase',
  explain:
    'This private space is empty. A different email or passphrase opens a different space, so one changed letter is enough to arrive here.',
  notLost: 'Nothing you saved is lost. It is still kept under the email and passphrase you used then.',
  tryAgain: 'Try again',
  tryAgainHint: 'Check your email and passphrase, then unlock again.',
  create: 'Start a new private space',
  createHint: 'Start a new space only if this is your first time here, or you want a fresh start.',
} as const;

/** The first save into a new space asks for the passphrase once more. */
export const newSpaceTexts = {
  title: 'Type your passphrase once more',
  description:
    'This is the first thing you save in this new space. Type your passphrase again, so a typo cannot hide what you save. It is checked here, in this browser: it is not sent.',
  label: 'Your passphrase again',
  submit: 'Save',
  checking: 'Checking...',
  cancel: 'Cancel',
  differs: 'This is not the passphrase you opened this space with. Nothing was saved or sent. Type it again, or cancel, lock and start over.',
  notSaved: 'Nothing was saved: your passphrase was not typed once more.',
} as const;

/** The strength check of a new space's passphrase and of a new one at "Change passphrase". */
export const strengthTexts = {
  weakNewSpace:
    'This passphrase would be easy to guess, so a new space cannot be made with it. Nothing was saved or sent. Cancel, lock, and open a new space with a longer passphrase: a few words nobody would put together, or press "Suggest one".',
  weakChange:
    'This new passphrase would be easy to guess. Nothing was changed. Please choose a longer one: a few words nobody would put together.',
} as const;

/** "I used the tools before …": the move of an old account, only when she asks. */
export const moveOldTexts = {
  link: 'I used the tools before {date}: bring my old entries here',
  title: 'Bring your old entries here',
  explain:
    'This one time, your email and your old passphrase are sent to our server, so it can check them against your old account. Your old journey and saved scripts are then locked in this space with your passphrase, and the old copies are deleted.',
  until: 'You can do this until {date}. After that day the old copies are deleted.',
  label: 'Your old passphrase',
  submit: 'Bring my old entries',
  submitting: 'Bringing them here...',
  cancel: 'Cancel',
  nothingFound:
    'No old entries were found for this email and that passphrase. Nothing was moved and nothing here changed. Check both and try again.',
  failed: 'We could not bring your old entries just now. Nothing was lost: they are still in your old account. Please try again.',
} as const;
