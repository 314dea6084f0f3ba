/**
 * Sharing with her advocate (docs/decisions/0034): the words of her side (in the journal), of
 * the advocate's page (/shared) and the server's sentences. Plain strings; `{name}` placeholders.
 */

/** What the server answers (core/contracts/share.ts); a page shows its own language's words by `reason`. */
export const shareMessages = {
  cannotOpen: 'This link cannot be opened.',
  tooLarge: 'This is too much to share in one link (the limit is 16 MB once encrypted). Please choose fewer records.',
  tooManyLinks: 'You are sharing as many links as you can (20). Please stop one before making another.',
  linkTaken: 'That link already exists. Please make it again.',
} as const;

/** Her side: make a link, list her live links, stop one. */
export const shareTexts = {
  title: 'Share with your advocate',
  intro:
    'Make a private link for your advocate, lawyer or coach. It is encrypted on this device: we cannot read it, and only someone with the link (and the code, if you add one) can. You can stop sharing at any time.',
  chooseLegend: 'Records to share',
  chooseHint: 'Every record is shared with all its versions and receipts. Untick any you want to leave out.',
  chooseOne: 'Please choose at least one record to share.',
  none: 'You have no records of what happened yet. Mark an entry as a record to share it.',
  lifetimeLegend: 'How long the link works',
  lifetimeOption: '{days} days',
  lifetimeOneDay: '1 day',
  onceOnly: 'The link opens only once',
  onceOnlyHint: 'After your advocate opens it, nobody can open it again.',
  codeLabel: 'Add a spoken code (recommended)',
  codeHint: 'Without the code the link opens nothing. You read the code to your advocate on the phone; never send it with the link.',
  noCodeWarning: 'Without a code, anyone who gets the link can read what you share until it ends.',
  make: 'Make the link',
  making: 'Encrypting...',
  made: 'Your link is ready. Copy it now and send it to your advocate: it is shown only this once.',
  linkLabel: 'Your private link',
  copy: 'Copy the link',
  copied: 'Link copied.',
  codeIs: 'The code is {code}. Read it aloud to your advocate on the phone. Do not write it in the same message as the link.',
  notMade: 'The link was not made',
  failed: 'Nothing was shared. Please check your connection and try again.',
  listTitle: 'Your shared links',
  listEmpty: 'You are not sharing anything right now.',
  listItem: 'Records from your journal: {count}',
  until: 'Works until {date}',
  onceOnlyBadge: 'Opens once',
  withCode: 'With a spoken code',
  opened: 'Opened',
  notOpened: 'Not opened yet',
  stop: 'Stop sharing',
  stopping: 'Stopping...',
  stopped: 'Stopped. The link no longer opens.',
  stopFailed: 'The link could not be stopped. Please check your connection and try again.',
  lockNote: 'Locking your space or leaving quickly does not stop your links; "Delete my data" ends them all.',
} as const;

/** The advocate's page. */
export const sharedPageTexts = {
  title: 'Records shared with you',
  intro:
    'Someone shared these records with you through a private, encrypted link. They were decrypted in this browser; nothing you see here was sent to us readable.',
  opening: 'Opening...',
  codeLabel: 'Spoken code',
  codeHint: 'The person who shared this link will tell you a six-digit code. Type it here.',
  codeInvalid: 'Please type the six digits of the code.',
  open: 'Open',
  cannotOpen: 'This link cannot be opened.',
  openFailed: 'The link could not be opened just now. Please check your connection and try again in a minute.',
  fields: {
    place: 'Where it happened',
    whatHappened: 'What happened',
    witnesses: 'Who saw or heard it',
    injuries: 'Injuries or damage',
    actionsTaken: 'What was done afterwards',
  },
  notGiven: 'Not given',
  historyTitle: 'History of this record',
  noScript: 'This page opens the link in your browser, so it needs JavaScript turned on.',
  couldNotRead: 'This could not be read.',
  noLink: 'This page opens a private link. Please use the whole link you were sent.',
  madeOn: 'Shared on {date}',
  recordHeading: 'Record {number}: {happened}',
  versions: 'Versions: {count}',
  versionHeading: 'Version {number}, saved {date}',
  receiptSigned: 'Receipt: signed by this site on {date}',
  receiptNone: 'No receipt for this version',
  download: 'Download the record pack',
  downloading: 'Making the PDF...',
  downloaded: 'Saved {fileName}. It sits readable in your downloads.',
  downloadFailed: 'The record pack could not be made. Please try again.',
  check: 'Check it',
  checking: 'Checking...',
  checkIntro: 'Check that these records were not altered since the site signed them, here in this browser.',
  checkAllGood: 'Every version of every record matches its signed receipt.',
  checkSome: 'Records checked: {checked} of {total}. Records changed since signed: {changed}. Records without receipts: {unsigned}.',
  checkUnavailable: 'This browser cannot check signatures. The record pack can be checked on the Check a record pack page of another browser.',
} as const;
