/**
 * The Daily Reflection Journal's words (SPEC.md §2 /tools/journal: daily guided prompts, mood
 * tracking and pattern recognition, private encrypted entries, export of the journey,
 * integration with the affirmation calendar), and the dated record of what happened
 * (issue 17 items 1 and 2).
 *
 * Writing rules: prompts are invitations, never demands; none asks her to explain, justify or
 * relive anything ("why did you stay" and its cousins are never asked); each offers a small way
 * to answer; she may always skip. No diagnosis, no statistics, no judgement of a mood.
 *
 * Ids (prompts, moods, feelings) are stored in her vault: an id, once used, keeps its meaning
 * (reword the text, never reuse the id).
 */
import { journalGateTexts } from './journal-gate';

export type JournalPrompt = { id: string; text: string };

/**
 * Thirty prompts that follow the journey's arc, one per journey day (prompt `day-N` goes with
 * journey day N), then more for the days in between. The journal rotates through all of them by
 * calendar day; a journey day opens its own.
 */
export const journalPrompts = [
  // Safety and self-compassion (journey days 1-3)
  { id: 'day-1', text: 'What is one small thing that helped you get through today? It can be very small: a cup of tea, a song, a moment of quiet.' },
  { id: 'day-2', text: 'If you like, write yourself one kind sentence, the way you would write to a friend you love.' },
  { id: 'day-3', text: 'Where, or with whom, did you feel even a little safer lately? A word or a name is enough.' },
  // Naming what happened (4-6)
  { id: 'day-4', text: 'How has today felt, in one word or a few lines? You do not need to write about any event.' },
  { id: 'day-5', text: 'Is there something you have been carrying that you would like to set down here, even for a while? Only write what feels safe.' },
  { id: 'day-6', text: 'What is something you know to be true about yourself, whatever anyone has said?' },
  // The body (7-9)
  { id: 'day-7', text: 'How does your body feel right now? You might notice your shoulders, your breath, your hands. Any words are fine.' },
  { id: 'day-8', text: 'What helped your body rest or feel a little easier today, even for a minute?' },
  { id: 'day-9', text: 'Is there something your body might need tomorrow: sleep, water, a walk, warmth? Write one thing if you like.' },
  // Boundaries (10-12)
  { id: 'day-10', text: 'Was there a moment today when you listened to what you needed? What was it like?' },
  { id: 'day-11', text: 'What is one thing you would like more of in your days, and one thing you would like less of?' },
  { id: 'day-12', text: 'If you could say one "no" or one "yes" freely, what would it be? It can rest here, just for you.' },
  // Grief (13-15)
  { id: 'day-13', text: 'Is there something you miss, or something you hoped for that did not happen? You can name it here gently, or leave it for another day.' },
  { id: 'day-14', text: 'What has comforted you when you felt sad, at any time in your life?' },
  { id: 'day-15', text: 'What would you like to say to the part of you that is tired? A few words are enough.' },
  // Anger as information (16-18)
  { id: 'day-16', text: 'Was there something today that did not feel fair to you? You are allowed to notice it and write it down.' },
  { id: 'day-17', text: 'When you feel upset, what helps you feel steady again? It could be a place, a person, a movement, a sound.' },
  { id: 'day-18', text: 'What matters to you that you want to protect?' },
  // Trusting her own perceptions (19-21)
  { id: 'day-19', text: 'What did you notice today that you want to remember, just as you saw it?' },
  { id: 'day-20', text: 'Was there a moment you trusted your own sense of things? What told you?' },
  { id: 'day-21', text: 'Write one thing you know, in your own words, that nobody needs to agree with.' },
  // Joy (22-24)
  { id: 'day-22', text: 'What brought even a small smile or a moment of ease today?' },
  { id: 'day-23', text: 'What is something you used to enjoy, or would like to try? There is no hurry.' },
  { id: 'day-24', text: 'Who or what are you grateful for today, if anything comes to mind? If nothing does, that is okay too.' },
  // Her future self (25-27)
  { id: 'day-25', text: 'Picture a calm morning some time from now. What is one thing you see there?' },
  { id: 'day-26', text: 'What is one small step, of any size, that you would like to take this week?' },
  { id: 'day-27', text: 'What would you like your future self to know about today?' },
  // Sovereignty (28-30)
  { id: 'day-28', text: 'What choice, however small, did you make for yourself today?' },
  { id: 'day-29', text: 'What strengths have carried you this far? A list of single words is fine.' },
  { id: 'day-30', text: 'Looking back over these days, what would you like to keep with you?' },
  // More for the days in between
  { id: 'rest-1', text: 'What does rest look like for you today? Write it down, or simply rest.' },
  { id: 'rest-2', text: 'Is there a person, a pet or a place that feels like kindness to you? You can write about them.' },
  { id: 'rest-3', text: 'What is one thing you did today that you would thank a friend for doing?' },
  { id: 'rest-4', text: 'If today were weather, what would it be? There is no right answer.' },
  { id: 'rest-5', text: 'What is something you are learning about what you need?' },
  { id: 'rest-6', text: 'Write about anything at all: a thought, a list, a memory you like. This page is yours.' },
] as const satisfies readonly JournalPrompt[];

export type JournalPromptId = (typeof journalPrompts)[number]['id'];

/** The mood scale: five calm words, none a judgement. The value is stored (1-5). */
export const moodLevels = [
  { value: 1, label: 'Very low' },
  { value: 2, label: 'Low' },
  { value: 3, label: 'In between' },
  { value: 4, label: 'Okay' },
  { value: 5, label: 'Good' },
] as const;

/** Feeling words she can pick; she may also type her own. Stored as she sees them (lower case). */
export const feelingWords = [
  'calm',
  'tired',
  'hopeful',
  'sad',
  'anxious',
  'relieved',
  'lonely',
  'scared',
  'angry',
  'numb',
  'proud',
  'confused',
  'grateful',
  'overwhelmed',
  'safe',
  'restless',
  'tender',
  'strong',
  'peaceful',
  'unsure',
] as const;

/** Incident record fields: the form's labels and hints, and `name`, the label without "(optional)" where a saved record is shown. */
export const incidentFields = {
  happenedDate: { label: 'The date it happened', name: 'The date it happened', hint: 'If you are not sure of the exact day, choose the closest and say so below.' },
  happenedTime: { label: 'The time it happened (optional)', name: 'The time it happened', hint: 'Leave empty if you do not know.' },
  place: { label: 'Where it happened (optional)', name: 'Where it happened', hint: 'For example: at home, in the car, a street or a shop.' },
  whatHappened: { label: 'What happened', name: 'What happened', hint: 'In your own words, as much or as little as feels safe. Plain facts help: what was said or done, and in what order.' },
  witnesses: { label: 'Who saw or heard it (optional)', name: 'Who saw or heard it', hint: 'Names, or a description such as "a neighbour", or "nobody".' },
  injuries: { label: 'Injuries or damage (optional)', name: 'Injuries or damage', hint: 'Anything hurt or broken, and whether photos or a doctor\'s note exist, and where they are kept.' },
  actionsTaken: { label: 'What you did afterwards (optional)', name: 'What you did afterwards', hint: 'For example: called someone, went to a doctor, left for a while, nothing yet.' },
} as const;

export type IncidentFieldName = keyof typeof incidentFields;

/**
 * The files she downloads, named by the local day they were made ({day}, YYYY-MM-DD): plain,
 * saying nothing about what is inside (core/journal-prompts.ts `datedFileName`).
 */
export const journalFileNames = {
  /** The record pack (PDF). */
  recordPack: 'notes-{day}.pdf',
  /** The pack's companion file (its manifest, ADR 0030), named after the PDF it goes with. */
  recordManifest: 'notes-{day}.json',
  journalPdf: 'journal-{day}.pdf',
  journalJson: 'journal-{day}.json',
} as const;

export const journalTexts = {
  ...journalGateTexts,

  /** How a time is shown (dates themselves follow the build's locale.intl). */
  dates: {
    at: '{day} at {time}',
    timeNotGiven: '{day}, time not given',
  },

  /** An entry's mood, feelings and prompt, on the page and in the journal PDF. */
  about: {
    mood: 'Mood: {value} {word}',
    feelings: 'Feelings: {words}',
    prompt: 'Prompt: {text}',
  },

  today: {
    title: 'Today',
    affirmationCaption: "Today's affirmation",
    fromJourneyCaption: 'Affirmation of day {day} of your journey',
    promptCaption: "Today's prompt",
    anotherPrompt: 'Show another prompt',
    journeyNote: 'You came from day {day} of your 30-day journey.',
    affirmationWhy: 'The affirmation follows your 30-day journey: it is the one of the day you are on. Before you start the journey, it changes with the calendar.',
  },

  write: {
    title: 'Write an entry',
    editTitle: 'Edit this entry',
    onlySafe: 'Only write what feels safe to write down. Every field is optional except a few words of your own, and you can stop at any time.',
    usePrompt: 'Answer today\'s prompt with this entry',
    moodLegend: 'How are you feeling? (optional)',
    moodNone: 'Rather not say',
    feelingsLegend: 'Feeling words (optional)',
    feelingsHint: 'Choose any that fit, or none.',
    ownFeelingLabel: 'Add a feeling in your own words',
    ownFeelingAdd: 'Add',
    removeFeeling: 'Remove {word}',
    textLabel: 'Your entry',
    textHint: 'A word, a line or a page: whatever you like.',
    save: 'Save entry',
    saving: 'Saving...',
    cancel: 'Cancel',
    markIncident: 'Keep this as a dated record of something that happened',
    markIncidentHint:
      'A dated record keeps when it happened, where, what happened, who saw it, any injuries and what you did. Every change adds a new version; earlier versions are kept and cannot be changed. You can put chosen records into a PDF for an advocate, a lawyer or a court.',
    incidentLegend: 'The record of what happened',
    /** The form's words for an empty "what happened" (validation.ts `journalFieldMessages.whatHappenedEmpty`, with the way out beside it). */
    whatHappenedRequired: 'Please write what happened, in a few words at least, or untick the record box.',
    /** Beside the date it happened: fills in today's date, one tap away (the field stays empty until she picks). */
    today: 'Today',
  },

  saved: { title: 'Entry Saved', description: 'Your entry is kept privately, just for you.' },
  savedVersion: { title: 'Record Saved', description: 'A new version was added. This record now has {count, plural, one {# version} other {# versions}}; the earlier ones are kept.' },
  keptBoth: { title: 'Entry Saved', description: 'This entry was also changed on another device meanwhile. Both versions are kept, side by side.' },
  unchanged: { title: 'Nothing Changed', description: 'This entry is the same as before, so no new version was added.' },
  notSaved: { title: 'Not Saved', description: 'Your entry could not be saved just now. It is still here, so you can try again.' },
  tooLong:
    'This record and its earlier versions together are too long to keep in one entry (the limit is 128 KB once encrypted). Nothing was changed. You could shorten this version, or start a new record that refers to this one.',

  list: {
    title: 'Your entries',
    empty: 'No entries yet. When you save one, it will appear here, newest first.',
    count: '{count, plural, one {# entry} other {# entries}}',
    written: 'Written',
    edited: 'Last changed',
    edit: 'Edit',
    delete: 'Delete',
    incidentBadge: 'Dated record',
    versions: '{count, plural, one {# version} other {# versions}}',
    showHistory: 'Show earlier versions',
    historyTitle: 'Earlier versions (kept as they were saved)',
    versionHeading: 'Version {n} of {total}, saved {savedAt}',
    latest: '(the current version)',
    fromJourney: 'From day {day} of your journey',
    showMore: 'Show {next, plural, one {# older entry} other {# older entries}} ({rest} not shown)',
  },

  deleteDialog: {
    title: 'Delete this entry?',
    body: 'It will be removed from your private space on every device. This cannot be undone.',
    incidentBody: 'This is a dated record: it and all its earlier versions will be removed from your private space on every device. This cannot be undone.',
    keep: 'Keep it',
    confirm: 'Delete entry',
    deleting: 'Deleting...',
    notDeleted: 'Not Deleted',
    done: { title: 'Entry Deleted', description: 'The entry was removed from your private space.' },
    failed: 'The entry could not be deleted just now. It is still there; please try again.',
  },

  patterns: {
    title: 'Patterns',
    intro: 'What you have noted, counted plainly. These are your own words and choices, not a diagnosis, and there is no right or wrong mood.',
    moodTitle: 'Mood over time',
    moodDescription: 'The mood you chose for each entry, from 1 (Very low) to 5 (Good). Entries without a mood are left out.',
    moodNone: 'No moods yet. When you choose a mood with an entry, it shows here.',
    showTable: 'Show as a table',
    tableDate: 'Date',
    tableMood: 'Mood',
    feelingsTitle: 'The feelings you named most',
    feelingsNone: 'No feeling words yet.',
    times: '{count, plural, one {# time} other {# times}}',
    /** The chart's line, in its tooltip. */
    chartLine: 'Mood',
    /** The chart's text for a screen reader: how many, from when to when, and each mood's count ("Okay: 3, Good: 1"). */
    chartSummary: 'Mood over time: {count, plural, one {# entry} other {# entries}} with a mood, from {from} to {to}. {counts}.',
  },

  exportImport: {
    title: 'Keep a copy, or bring one back',
    intro: 'Files are made on this device and never sent anywhere. A file you download is not encrypted: keep it somewhere only you can reach, and delete it when you no longer need it.',
    json: 'Download my journal (JSON file)',
    pdf: 'Download my journal (PDF)',
    importLabel: 'Bring back a journal file (JSON)',
    importHint: 'Entries already in your journal are not added twice.',
    importing: 'Bringing your entries back...',
    imported:
      '{added, plural, one {# entry was} other {# entries were}} added{skipped, plural, =0 {} one {; # was already here and left as they are} other {; # were already here and left as they are}}.',
    importNothing: 'Every entry in this file is already in your journal. Nothing was added.',
    importInvalid: 'This file is not a journal file from this site, or it was changed. Nothing was added.',
    importPartial: '{added, plural, one {# entry was} other {# entries were}} added before something went wrong. Please try again: entries already added are not added twice.',
    downloaded: 'Saved to your downloads as {fileName}.',
    pdfFailed: 'The PDF could not be made just now. Please try again.',
    notMade: 'Not Made',
  },

  pack: {
    title: 'Record pack for an advocate, lawyer or court',
    intro:
      'Choose the dated records to put in a PDF. It is made on this device and never sent anywhere. Each record carries a digest: a fingerprint of its text that changes if a single character changes.',
    none: 'No dated records yet. Mark an entry as a dated record to include it here.',
    chooseLegend: 'Records to include',
    nameLabel: 'Name for the cover (optional)',
    nameHint: 'Your name, or leave it empty. It is printed on the cover only.',
    make: 'Make the record pack (PDF)',
    making: 'Making the PDF...',
    chooseOne: 'Please choose at least one record.',
    made: 'Your record pack of {count, plural, one {# record} other {# records}} was saved to your downloads as {fileName}.',
    failed: 'The record pack could not be made just now. Please try again.',
    notMade: 'Not Made',
    /** Beside the PDF: its companion file (ADR 0030). */
    companion: 'Its companion file, {fileName}, is attached inside the PDF; save it beside the PDF too with the button below. Anyone checking the pack can open it on the "{verifyTitle}" page of this site.',
    saveCompanion: 'Save the companion file ({fileName})',
    chooseHint: 'Every record is chosen. Untick the ones to leave out.',
  },

  /** Signed receipts (docs/decisions/0030), on the page. */
  receipts: {
    noReceiptYet: 'No receipt yet',
    noReceiptHint: 'The site could not sign this version when it was saved. It is saved all the same; the journal asks again the next time you open it.',
    savedWithoutReceipt: {
      title: 'Saved, no receipt yet',
      description: 'Your record is saved. The site could not sign it just now, so it has no receipt yet: the journal asks again the next time you open it.',
    },
  },

  pdf: {
    journalTitle: 'My journal',
    packTitle: 'Record of events',
    preparedFor: 'Prepared for:',
    noName: 'No name given',
    period: 'Period of the records:',
    periodRange: '{from} to {to}',
    madeOn: 'Made on:',
    recordCount: 'Number of records:',
    packDigest: 'Digest of the whole pack (SHA-256):',
    happened: 'When it happened:',
    written: 'First written:',
    lastEdited: 'Last edited:',
    notEdited: 'Not edited since first written',
    versions: 'Versions kept:',
    firstStored: 'First stored on the server (server clock):',
    digest: 'Digest of this record (SHA-256):',
    place: 'Where:',
    whatHappened: 'What happened:',
    witnesses: 'Who saw or heard it:',
    injuries: 'Injuries or damage:',
    actionsTaken: 'What she did afterwards:',
    notGiven: 'Not given',
    ownRecord: 'This is a personal record, in the words of the person who wrote it. It is not a diagnosis or a legal finding.',
    unencodable:
      'Some characters of this record (such as emoji or letters outside Western European alphabets) cannot be drawn by this PDF\'s font and are left out here. The digest is of the text exactly as it was written, which the journal file (JSON) keeps.',
    recordHeading: 'Record {n} of {total}',
    pageNumber: 'Page {page} of {pages}',
    versionsTitle: 'Every version, oldest first',
    versionHeading: 'Version {n} of {total}',
    versionSaved: 'Saved: {savedAt} (her device\'s clock, which she sets)',
    versionDigest: 'Digest of this version\'s text (SHA-256):',
    historyDigest: 'Digest of this version with every one before it (what the receipt signs):',
    receiptSigned: 'Receipt: signed by the site at {signedAt} (the site\'s clock, UTC), receipt {id}, key {keyId}. Signature:',
    noReceipt: 'No receipt: the site was not reached when this version was saved. Nothing shows when this version was written.',
    firstVersion: 'The first version.',
    changesTitle: 'What changed from version {n}:',
    changedFrom: '{field}: changed from "{from}" to "{to}".',
    fieldAdded: '{field}: added "{to}".',
    fieldRemoved: '{field}: removed (it was "{from}").',
    wordsAdded: '{field}: words added: "{words}".',
    wordsRemoved: '{field}: words removed: "{words}".',
    notAnyMore: '(none)',
    companionTitle: 'Checking the receipts',
    companion: [
      'A version above with a receipt was signed by the site, with its own key: its digest and the time the site received it. Only the digest was sent, never the words, so the site never learned what was written.',
      'This PDF carries a companion file, {fileName}, attached inside it (most PDF readers list it under attachments) and offered beside it. On {verifyUrl}, choose that file: the page checks, record by record, every digest and every receipt against the site\'s keys, in the browser, sending nothing. The keys, with the dates each was used, are published at {keysUrl}.',
      'What a valid receipt proves: this exact text, with every earlier version of the record, existed no later than the time in its receipt, and has not been changed since.',
      'What it does not prove: that the events happened as written, who wrote it, or that a court will accept it. Whether a court, a police officer or any other body accepts this record depends on them and on the law where you are.',
    ],
    seeLastPage: '{title}: see the last page.',
    digestsInOrder: 'The digests in this pack, in order:',
    howToCheckTitle: 'How to check the digests',
    howToCheck: [
      'A digest (SHA-256) is a fingerprint of a record\'s text. Anyone can compute it again from the text; if even one character had been changed, the digest would be completely different. It shows whether a record is the same as when this pack was made. It does not prove when or by whom the record was written.',
      'What is hashed for each record: the text of its latest version as a JSON object with exactly these keys, in this order, and no spaces between the parts: happenedDate, happenedTime, place, whatHappened, witnesses, injuries, actionsTaken. Every value is a string as she wrote it (an empty string when not given). The object is written as JavaScript\'s JSON.stringify writes it, and encoded as UTF-8. The digest is printed in lower-case hexadecimal.',
      'What is hashed for the whole pack: the digests of the records in the order they appear in this pack, each followed by one line feed (a newline), encoded as UTF-8.',
      `To check with a computer: in the journal file (JSON) downloaded from the journal, each dated record has a field "canonical" holding exactly the text that is hashed. With the free tools jq and sha256sum, the command jq -j '.entries[] | select(.incident.sha256 == "DIGEST") | .incident.canonical' journal.json | sha256sum (with the record's digest in place of DIGEST) computes it again from the record's text: it prints the same digest when nothing was changed. For the whole pack, printf "%s\\n" followed by the record digests in the pack's order, piped into sha256sum, prints the pack's digest.`,
      'Whether a court, a police officer or any other body accepts this record, and how much weight it is given, depends on that court and on the law where you are. An advocate or a lawyer can tell you what is needed where you live.',
    ],
  },
} as const;
