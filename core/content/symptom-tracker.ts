/**
 * The Symptom-to-Trigger Tracker's words (SPEC.md §2 /tools/symptom-tracker: tracking of
 * physical symptoms and intensity, linking to emotional triggers, visualizing patterns,
 * identifying somatic trauma responses, exporting reports for healthcare providers).
 *
 * Plain words, no diagnosis, no statistics, no claim that one thing causes another: the tracker
 * counts what she logged together and says so. Symptom and trigger ids are stored in her
 * vault: an id, once used, keeps its meaning (rename the label, never reuse the id).
 */
import { INTENSITY_MAX, INTENSITY_MIN, hotlines } from '../constants';

export type SymptomOption = { id: string; label: string };

/** Physical symptoms she can pick (plus her own words). Everyday words, not medical terms. */
export const symptomOptions = [
  { id: 'headache', label: 'Headache' },
  { id: 'tight-chest', label: 'Tight chest' },
  { id: 'racing-heart', label: 'Racing heart' },
  { id: 'short-of-breath', label: 'Hard to catch my breath' },
  { id: 'stomach-ache', label: 'Stomach ache or upset stomach' },
  { id: 'nausea', label: 'Feeling sick' },
  { id: 'trouble-sleeping', label: 'Trouble sleeping' },
  { id: 'nightmares', label: 'Bad dreams' },
  { id: 'tiredness', label: 'Tiredness' },
  { id: 'jaw-shoulder-tension', label: 'Jaw or shoulder tension' },
  { id: 'back-pain', label: 'Back or neck pain' },
  { id: 'shaking', label: 'Shaking or trembling' },
  { id: 'sweating', label: 'Sweating or feeling hot' },
  { id: 'dizziness', label: 'Feeling dizzy or light-headed' },
  { id: 'numbness', label: 'Feeling numb or far away' },
  { id: 'appetite', label: 'Change in appetite' },
  { id: 'crying', label: 'Crying' },
  { id: 'jumpy', label: 'Jumpy, easily startled' },
] as const satisfies readonly SymptomOption[];

/** Moments that can stir a reaction. Said without judgement: none of them is her fault. */
export const triggerOptions = [
  { id: 'raised-voice', label: 'A raised voice' },
  { id: 'message-from-him', label: 'A message or call from him' },
  { id: 'seeing-him', label: 'Seeing him, or someone like him' },
  { id: 'place-reminder', label: 'A place that reminds me' },
  { id: 'date-reminder', label: 'A date or anniversary' },
  { id: 'sound-smell', label: 'A sound, smell or song' },
  { id: 'money-worries', label: 'Money worries' },
  { id: 'children-contact', label: 'Handing over the children, or contact about them' },
  { id: 'court-police', label: 'Court, police or paperwork' },
  { id: 'conflict', label: 'An argument or conflict' },
  { id: 'being-criticised', label: 'Being criticised or blamed' },
  { id: 'feeling-watched', label: 'Feeling watched or followed' },
  { id: 'being-alone', label: 'Being alone at night' },
  { id: 'crowds-noise', label: 'Crowds or loud noise' },
  { id: 'touch', label: 'Being touched unexpectedly' },
  { id: 'not-sure', label: "I'm not sure" },
] as const satisfies readonly SymptomOption[];

export type SymptomId = (typeof symptomOptions)[number]['id'];
export type TriggerId = (typeof triggerOptions)[number]['id'];

/** Intensity: 0 (not at all) to 10 (the strongest she can imagine). */
// The scale's ends live in ../constants, so the record's contract needs none of these texts.
export { INTENSITY_MAX, INTENSITY_MIN };
export const DEFAULT_INTENSITY = 5;

/** A few words for where a number sits on the scale, said with the number (never alone); the steps are core/symptom-words.ts's. */
export const intensityWords = {
  none: 'not at all',
  mild: 'mild',
  moderate: 'moderate',
  strong: 'strong',
  veryStrong: 'very strong',
} as const;

/** What a screen reader says for the intensity control, e.g. "6 out of 10, moderate". */
export const intensityValueText = '{value} out of {max}, {words}';

/**
 * SPEC.md's "identifying somatic trauma responses", in plain words. It explains, it does not
 * diagnose, and it sends her to a doctor for anything that worries her.
 */
export const somaticExplanation = {
  title: 'How your body can react to stress',
  paragraphs: [
    'When something feels threatening, the body gets ready to protect you before you have had time to think. The heart beats faster, breathing speeds up, muscles tighten and digestion slows down. This is the body\u2019s alarm system doing its job.',
    'After living with fear for a long time, that alarm can go off more easily, and stay on longer. A voice, a message, a place or a date can set it off even when you are safe now. Some people call these somatic (body) responses to trauma. They are not a weakness and they are not "all in your head".',
    'Writing down what you feel in your body, and what was happening just before, can help you notice patterns over time: which moments are hardest, and what helps. You decide what those patterns mean to you. When two things are often logged together, it does not prove that one causes the other.',
    'This tracker does not diagnose anything. Many of these feelings can also have other causes that a doctor should look at. If a symptom worries you, is new, is getting worse or does not go away, please talk to a doctor. The report on this page can help you explain what you have noticed.',
  ],
  emergency: `If you have chest pain, cannot breathe, or are in danger right now, call ${hotlines.emergency.display}.`,
} as const;

export const symptomTrackerTexts = {
  /** The page's header (app/pages/tools/symptom-tracker.astro). */
  page: {
    eyebrow: 'Healing Tools',
    title: 'Symptom-to-Trigger Tracker',
    lead: 'Stress often shows up in the body first. Note what you feel and what was happening, see patterns over time, and make a report for your doctor or therapist. Kept private behind your own passphrase.',
  },
  gateTitle: 'Unlock your tracker',
  gateDescription: 'Enter your email and private passphrase to open the symptoms and moments you have logged.',
  unlockedTitle: 'Your tracker is unlocked',
  loading: 'Loading your tracker...',
  intro: 'Log what you feel in your body and what was happening just before. Only you can read what you write here.',
  emptyList: 'Nothing logged yet. What you log will be kept here, newest first.',
  ownSymptomLabel: 'Or in your own words',
  ownTriggerLabel: 'Something else (your own words)',
  notesHint: 'Anything you want to remember: what helped, where you were, how long it lasted.',
  form: {
    heading: 'Log a symptom',
    editHeading: 'Change this log',
    symptomLabel: 'What did you feel in your body?',
    chooseSymptom: 'Choose a symptom',
    ownWordsOption: 'In my own words',
    intensityLabel: 'How strong was it?',
    intensityHint: '{min} is not at all, {max} is the strongest you can imagine. Arrow keys change it by one.',
    whenLabel: 'When did you feel it?',
    whenHint: 'Now, unless you change it.',
    triggersLegend: 'What was happening just before? Choose any, or none.',
    notesLabel: 'Notes (optional)',
    saving: 'Saving...',
    save: 'Save log',
    saveChanges: 'Save changes',
    cancel: 'Cancel',
    keptBoth: { title: 'Saved', description: 'This log was also changed on another device meanwhile. Both versions are kept in your list.' },
    changed: { title: 'Changes Saved', description: 'Your log is updated and kept privately, just for you.' },
    saved: { title: 'Log Saved', description: 'Kept privately, just for you.' },
    notSaved: { title: 'Not Saved', description: 'Your log could not be saved just now. It is still here, so you can try again.' },
  },
  list: {
    heading: 'Your logs',
    /** Followed by intensityValueText ("6 out of 10, moderate"). */
    intensity: 'Intensity:',
    moments: 'Moments:',
    noneNoted: 'none noted',
    beingChanged: 'Being changed in the form above.',
    change: 'Change',
    delete: 'Delete',
    confirmTitle: 'Delete this log?',
    confirmBody: 'Your log of {name} on {when} will be erased. This cannot be undone.',
    keep: 'Keep it',
    deleting: 'Deleting...',
    confirm: 'Delete log',
    notDeleted: { title: 'Not Deleted', description: 'The log could not be deleted just now, so it is still saved. Please try again.' },
    deleted: { title: 'Log Deleted', description: 'That log has been erased.' },
  },
  patterns: {
    show: 'Show',
    allSymptoms: 'All symptoms',
    /** The chart's line, in its tooltip. */
    chartLine: 'Average intensity',
    /** The chart's text for a screen reader: the symptom shown, then each day ("Nov 25, 2026: 6"). */
    chartSummary: '{title}, average intensity per day out of {max}: {days}.',
    showTable: 'Show as a table',
    daysRegion: '{title}: each day',
    daysCaption: '{title}: each day you logged something',
    day: 'Day',
    logs: 'Logs',
    averageIntensity: 'Average intensity',
    symptoms: 'Symptoms',
    togetherRegion: 'Moments and symptoms logged together',
    togetherCaption: 'Moments and symptoms logged together, most often first',
    moment: 'Moment',
    symptom: 'Symptom',
    timesTogether: 'Times logged together',
    eachSymptom: 'Each symptom',
    eachRegion: 'How often each symptom was logged',
    eachCaption: 'How often each symptom was logged, and how strong it was',
    timesLogged: 'Times logged',
    highest: 'Highest',
  },
  together: {
    title: 'Often logged together',
    description:
      'How many times each moment and each symptom were logged together. This counts what you wrote; it does not mean one causes the other.',
    empty: 'When you link a moment to a symptom, how often they were logged together will show here.',
  },
  overTime: {
    title: 'Symptoms over time',
    description: 'The average intensity of what you logged each day.',
    empty: 'When you log a symptom, how it changes over time will show here.',
  },
  report: {
    title: 'A report for your doctor or therapist',
    description:
      'A PDF made on this device for the dates you choose. It is not sent anywhere: you decide whether to share it. The file has a plain name that does not say what it holds.',
    /** The PDF's metadata title (plain: the file may sit on a device someone else looks at). */
    pdfTitle: 'Health notes',
    heading: 'Health notes',
    ownRecord: 'These are my own notes of how I have felt, written at the time. They are not a diagnosis.',
    noLogs: 'Nothing was logged in this period.',
    fromLabel: 'From',
    toLabel: 'To',
    includeNotes: 'Include my notes',
    make: 'Make the report (PDF)',
    making: 'Making the report...',
    rangeError: 'Please choose a first day that is on or before the last day.',
    nothingInRange: 'Nothing was logged from {from} to {to}, so no report was made.',
    made: 'Your report ({count, plural, one {# log} other {# logs}}) was made on this device as {fileName}. It was not sent anywhere.',
    failed: 'The report could not be made just now. Please check your connection and try again.',
    /** The PDF's own lines (app/features/symptom-tracker/symptom-report-pdf.ts). */
    period: 'Period: {from} to {to}',
    madeOn: 'Made on {date}',
    summary: 'Summary',
    summaryText: '{count, plural, one {# log} other {# logs}} in this period. Intensity is from 0 (not at all) to {max} (the strongest).',
    times: '{count, plural, one {# time} other {# times}}',
    symptomLine: '{symptom}: logged {times}, average intensity {average} of {max}, highest {highest}',
    noneLinked: 'No moments were linked to a symptom in this period.',
    togetherText: 'How many times each moment and each symptom were logged together. This does not mean one causes the other.',
    pairLine: '{trigger} with {symptom}: {times}',
    eachLog: 'Each log',
    entry: '{time} - {symptom} - intensity {intensity} of {max}',
    momentsLinked: 'Moments linked: {moments}',
    noneNoted: 'none noted',
    notes: 'Notes: {notes}',
  },
} as const;

/** A discreet file name with the local date it was made (`{date}` is 2026-11-25). */
export const symptomReportFileName = 'health-notes-{date}.pdf';
