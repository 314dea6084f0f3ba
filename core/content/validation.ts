/**
 * What a form says when a field is missing or wrong (issue 20), as data (docs/decisions/0036):
 * a sentence with a number is an ICU message (`{max, number}`), so each language writes the
 * number its own way. The contracts in core/contracts name these sentences by code
 * (`commonMessages.tooLong`, docs/decisions/0037); the edge puts a code into words: the form hook
 * with the page's language (the Spanish build resolves this module to
 * locales/es/core/content/validation.ts) and the server with the request's (server/texts.ts).
 * One export per contract: a page that checks one form carries only its own sentences.
 */

/** core/contracts/common.ts: every text and email field. */
export const commonMessages = {
  tooLong: 'Please keep this under {max, number} characters.',
  emailMissing: 'Please enter your email address.',
  emailTooLong: 'That email address is too long.',
  emailInvalid: 'Please enter a valid email address.',
  nameMissing: 'Please enter your name.',
} as const;

/** core/contracts/community.ts: the create-post form's checks. */
export const communityFieldMessages = {
  nameMissing: 'Please enter your name, or choose to post anonymously.',
  emailMissing: 'Please enter your email, or choose to post anonymously.',
  nameTooLong: 'Please keep your name under {max, number} characters.',
  anonymous: 'Please say whether to post anonymously.',
  title: 'Please give your post a title.',
  content: 'Please write your post.',
  category: 'Please choose a category.',
  tagNotText: 'Each tag must be text.',
  tagBlank: 'Tags cannot be blank.',
  tagTooLong: 'Please keep each tag under {max, number} characters.',
  tagsNotList: 'Tags must be a list.',
  tooManyTags: 'Please use at most {max, number} tags.',
} as const;

/** Texts of the create-post form (SPEC.md §2, §8); core/contracts/community.ts re-exports them. */
export const communityMessages = {
  missingTitle: 'Missing Information',
  missingDescription: 'Please fill in both title and content',
  createdTitle: 'Post Created!',
  createdAnonymousDescription:
    'Your post will be shared anonymously. It is waiting for review and will appear in the community once approved.',
  createdNamedDescription:
    'Your post will be shared with your name. It is waiting for review and will appear in the community once approved.',
  failedTitle: 'Error',
  failedDescription: 'Failed to create post. Please try again.',
  postingAnonymously: 'Posting Anonymously',
  postingWithName: 'Posting with Your Name',
  toggleForm: 'Share Your Story or Ask a Question',
} as const;

/** core/contracts/contact.ts: the donation form's and the home message box's checks. */
export const contactFieldMessages = {
  donationType: 'Please choose a donation interest from the list.',
  message: 'Please write your message.',
  subject: 'Please send the message from the contact form.',
} as const;

/** Texts of the donation form and the home message box (SPEC.md §8); core/contracts/contact.ts re-exports them. */
export const contactMessages = {
  missingTitle: 'Missing Information',
  missingDescription: 'Please fill out all required fields.',
  failedTitle: 'Error',
  failedDescription: 'Failed to send message. Please try again.',
  sentTitle: 'Message Sent!',
  sentDescription: 'Thank you for your interest in supporting the movement. Our team will be in touch soon.',
  sendingButton: 'Sending...',
  homeSentTitle: 'Message Sent',
  homeSentDescription: "We'll get back to you shortly. For immediate support, call 1-800-799-SAFE.",
  rateLimitedDescription: 'You have sent several messages in a short time. Please wait a minute, then try again.',
} as const;

/**
 * The server's answers when she has tried too often: the rate limit of any form (a minute) and
 * the access-code check's lockout (15 minutes). The server sends the key as the answer's `reason`,
 * so the page shows the sentence in its own language (server/errors.ts).
 */
export const rateLimitMessages = {
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  tooManyAttempts: 'Too many attempts with this email or from this connection. Please wait 15 minutes and try again.',
} as const;

/** core/contracts/tools.ts: the passphrase, the 30-day journey and the boundary scripts. */
export const toolFieldMessages = {
  passphraseMissing: 'Please enter your private passphrase.',
  passphraseTooLong: 'Please keep your passphrase under {max, number} characters.',
  passphraseTooShort: 'Your passphrase needs at least {min, number} characters.',
  day: 'Please choose a day from 1 to {last, number}.',
  reflectionTooLong: 'Please keep your reflection under {max, number} characters.',
  completeOnly: 'Only completing a day is supported.',
  behavior: 'Please choose one of the eight behaviors.',
  situationTooLong: 'Please keep the situation under {max, number} characters.',
  scriptMissing: 'Please generate a script before saving it.',
  scriptTooLong: 'Please keep the script under {max, number} characters.',
  tone: 'Please choose simple, firm or exit.',
} as const;

/** core/contracts/vault.ts: the change-passphrase form and her settings. */
export const vaultFieldMessages = {
  currentPassphrase: 'Please enter your current passphrase.',
  confirmPassphrase: 'Please type the new passphrase again.',
  passphrasesDiffer: 'The two new passphrases are not the same. Please type them again.',
  autoLock: 'Please choose 5, 15 or 30 minutes.',
  passphraseAgain: 'Please type your passphrase again.',
  oldPassphrase: 'Please enter the passphrase you used with the old tools.',
} as const;

/** Sentences the vault's server answers with, and the page's own; the page may show them as they are. */
export const vaultMessages = {
  signedOut: 'Please unlock your private space with your email and passphrase first.',
  recordTooLarge: 'This entry is too large to save (the limit is 128 KB once encrypted). Please shorten it and try again.',
  vaultFull: 'Your private space is full (the limit is 10 MB). Please delete some entries before saving more.',
  tooManyRecords: 'Your private space holds the most entries it can (5,000). Please delete some before saving more.',
  conflict: 'This entry was changed on another device since you opened it.',
  rekeyWrongCurrent: 'Your current passphrase does not open this space. Please type it again.',
  rekeySamePassphrase: 'The new passphrase opens the same space as the current one. Please choose a different one.',
  rekeyTargetInUse: 'Something is already saved under the new passphrase. Please choose a different one.',
  rekeyStale: 'Your entries changed on another device while you were changing your passphrase. Nothing was changed: please try again.',
  migrationTokenInvalid: 'This move of your earlier entries is no longer valid. Please ask for it again.',
  migrationChanged: 'Your earlier entries changed since they were read. Please ask for the move again.',
  legacyToolsEnded: 'Moving entries from the old tools has ended, and their copies were deleted.',
  writeBudgetSpent:
    'A lot has been saved from this connection today, so saving is paused until tomorrow. Everything already in your private space is safe, and you can still read and delete entries.',
  storageFull:
    'Our storage is full just now, so nothing new can be saved. Everything already in your private space is safe, and you can still read and delete entries. Please try again later.',
  filesFull:
    'Your private space is full: it holds up to 100 MB, photos and files included. This file was not added. Please delete some photos or entries before adding more.',
  fileTooLarge: 'This file is too large to keep (the limit is 25 MB). Nothing was added.',
  fileChunkInvalid: 'This part of a file could not be taken: it is not an encrypted part of a file. Nothing was added.',
  fileMissing: 'This file is not in your private space.',
} as const;

/** core/contracts/journal.ts: an entry and a record of an incident. */
export const journalFieldMessages = {
  dateMissing: 'Please choose the date it happened.',
  dateInvalid: 'Please choose the date it happened (the closest you know).',
  time: 'Please choose a time, or leave it empty.',
  placeMissing: 'Please write where it happened.',
  placeTooLong: 'Please keep where it happened under {max, number} characters.',
  whatHappenedMissing: 'Please write what happened.',
  whatHappenedTooLong: 'Please keep what happened under {max, number} characters.',
  whatHappenedEmpty: 'Please write what happened, in a few words at least.',
  witnessesMissing: 'Please write who saw or heard it.',
  witnessesTooLong: 'Please keep who saw or heard it under {max, number} characters.',
  injuriesMissing: 'Please write the injuries or damage.',
  injuriesTooLong: 'Please keep the injuries or damage under {max, number} characters.',
  actionsMissing: 'Please write what you did afterwards.',
  actionsTooLong: 'Please keep what you did afterwards under {max, number} characters.',
  feelingMissing: 'Please write a feeling.',
  feelingTooLong: 'Please keep a feeling under {max, number} characters.',
  mood: 'Please choose a mood from 1 to 5.',
  seriousness: 'Please choose how serious it was, from 1 to 5, or leave it empty.',
  tooManyFeelings: 'Please choose at most {max, number} feelings.',
  textMissing: 'Please write your entry.',
  textTooLong: 'Please keep your entry under {max, number} characters.',
  prompt: 'That prompt is not valid.',
  empty: 'Please write a few words before saving: a word is enough.',
} as const;

/** core/contracts/receipts.ts: a request for a signed receipt. */
export const receiptMessages = {
  digest: 'Please send the digest as 64 lower-case hexadecimal characters.',
} as const;

/** core/contracts/symptoms.ts: a log of the symptom tracker. */
export const symptomFieldMessages = {
  choice: 'That choice is not valid.',
  symptomMissing: 'Please write the symptom.',
  symptomTooLong: 'Please keep the symptom under {max, number} characters.',
  momentMissing: 'Please write the moment.',
  momentTooLong: 'Please keep the moment under {max, number} characters.',
  intensityMissing: 'Please choose how strong it was, from {min, number} to {max, number}.',
  intensityWhole: 'Please choose a whole number from {min, number} to {max, number}.',
  intensityRange: 'Please choose a number from {min, number} to {max, number}.',
  when: 'Please choose when it happened.',
  tooManyMoments: 'Please choose at most {max, number} moments.',
  notesMissing: 'Please write your notes.',
  notesTooLong: 'Please keep your notes under {max, number} characters.',
  symptomOrOwn: 'Please choose a symptom from the list, or write it in your own words.',
  symptomChoose: 'Please choose what you felt, or choose "In my own words".',
  ownSymptomMissing: 'Please write what you felt in your own words.',
} as const;

/** core/contracts/exit-plan.ts: a note of the exit plan. */
export const exitPlanFieldMessages = {
  noteMissing: 'Please write your note.',
  noteTooLong: 'Please keep this note under {max, number} characters.',
} as const;

/** core/contracts/share.ts: making a share link, and opening one with its spoken code. */
export const shareFieldMessages = {
  chooseOne: 'Please choose at least one to share.',
  code: 'Please type the six digits of the code.',
} as const;
