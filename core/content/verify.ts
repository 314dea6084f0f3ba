/**
 * The record pack checker, /verify (docs/decisions/0030): its words. Placeholders in {braces}
 * are filled in by formatMessage (core/message-format.ts).
 */
export const verifyTexts = {
  eyebrow: 'Record packs',
  title: 'Check a record pack',
  intro:
    'A record pack made in the journal comes with a companion file (notes-….json), saved beside the PDF and attached inside it. Choose that file here to see, record by record, whether each record is exactly what the site signed, and when.',
  sendsNothing: 'The file is read on this device only. Nothing is sent anywhere.',
  fileLabel: 'The companion file (.json)',
  fileHint: 'Most PDF readers show the attached file under "Attachments": save it, then choose it here.',
  checking: 'Checking the file...',
  notManifest: 'This file is not a record pack\'s companion file. Please choose the .json file saved beside the PDF, or attached inside it. Nothing was sent anywhere.',
  tooLarge: 'This file is too large to be a record pack\'s companion file. Please choose the .json file saved beside the PDF.',
  couldNotCheck: 'This browser could not check the signatures (it needs a recent version). Please try in an up-to-date browser.',
  resultsTitle: 'What the check found',
  summary: '{checked} of {total} records are unchanged since the site signed them.',
  madeAt: 'Pack made on {madeAt}.',
  packDigestDiffers: 'The pack\'s own digest does not match its records: the list of records was changed after the pack was made.',
  recordHeading: 'Record {n}',
  happened: 'When it happened, as written: {date}',
  checked: 'Unchanged. Every version matches a receipt signed by the site, with its key for that date.',
  changed: 'Changed. This record is not what the site signed: a word, a date or a version was changed, removed or added after it was signed.',
  unsigned: 'No receipt for some versions. Their text matches their digests, but nothing shows when they were written.',
  versionLine: 'Version {n}, saved {savedAt} (the clock of the phone it was written on):',
  versionValid: 'signed by the site on {signedAt} (the site\'s clock).',
  versionNoReceipt: 'no receipt.',
  versionChanged: 'does not match what was signed.',
  versionBadKey: 'its receipt is not signed by the site\'s key for that date.',
  provesTitle: 'What this proves, and what it does not',
  proves: [
    'A record marked unchanged existed, word for word and with every earlier version, no later than the time in its receipt, and has not been altered since.',
    'It does not prove that the events happened as written, or who wrote them. Whether a court, the police or anyone else accepts a record depends on them and on the law where you are.',
  ],
  keysNote: 'The site\'s public keys, with the dates each was used, are built into this page and published at {keysPath}.',
  another: 'Check another file',
} as const;
