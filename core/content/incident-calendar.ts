/**
 * The incident calendar's words (issue 27 item 5, docs/decisions/0033): the seriousness scale she
 * picks from on a dated record, the month view of her records, the months' summary, the one calm
 * line when the last three months hold more (core/incident-trend.ts decides; these words only
 * say it), and the calendar's part of the record pack.
 *
 * The scale is our own wording, five plain steps about how it was for her, first person, no
 * clinical or legal terms and nothing taken from the Danger Assessment (licensed) or any other
 * instrument; it measures nothing and is never scored. Ids (the values 1-5) are stored in her
 * vault: a value keeps its meaning (reword a label, never renumber).
 *
 * Placeholders are `{name}` (core/i18n.ts fillIn); counts have a `One` and a `Many` text.
 */

export const seriousnessLevels = [
  { value: 1, label: 'Upsetting, and it passed' },
  { value: 2, label: 'It stayed with me' },
  { value: 3, label: 'I felt afraid' },
  { value: 4, label: 'I was hurt, or afraid I would be' },
  { value: 5, label: 'I feared for my life or someone else’s' },
] as const;

export const incidentCalendarTexts = {
  form: {
    legend: 'How serious was it, for you? (optional)',
    hint: 'For your calendar only: it helps you see how often and how serious things have been over the months. You can change it later, and it is not part of the record’s digest.',
    none: 'I would rather not say',
  },
  /** Beside a record in her list. */
  badge: 'Seriousness: {step} of 5, {label}',
  calendar: {
    title: 'Your records by month',
    intro: 'Each dated record, on the day it happened. Use the arrow keys to move between days, and Enter to see a day’s records.',
    previous: 'Previous month',
    next: 'Next month',
    /** The grid's name, e.g. "November 2026". */
    gridName: '{month}',
    none: 'Your calendar fills in when you save a record of what happened with its date.',
    dayNone: '{day}: no records',
    dayOne: '{day}: 1 record',
    dayMany: '{day}: {count} records',
    /** Added to a day's name when she gave a seriousness. */
    dayHighest: ', most serious: {step} of 5, {label}',
    /** Heading over the records of the day she chose. */
    dayTitle: 'Records on {day}',
    notRated: 'No seriousness chosen',
    markHint: 'A dot marks a day with a record; a number is the most serious step you chose that day.',
  },
  /** On /shared, where her advocate reads them: the same calendar, not addressed to her. */
  calendarShared: {
    title: 'Records by month',
    none: 'None of these records has a date.',
    markHint: 'A dot marks a day with a record; a number is the most serious step chosen for that day.',
  },
  months: {
    title: 'How often and how serious, month by month',
    month: 'Month',
    records: 'Records',
    highest: 'Most serious',
    notGiven: 'Not chosen',
  },
  trend: {
    moreOften: 'In the last three months you saved more records than in the three months before.',
    moreSerious: 'In the last three months the things you recorded were more serious, by your own reading, than in the three months before.',
    both: 'In the last three months you saved more records, and more serious ones by your own reading, than in the three months before.',
    offer: 'You do not have to carry this alone. If you would like to talk it through, the hotline is there day and night, and you can book a free, private time with a coach.',
    book: 'Book a free consultation',
  },
  pack: {
    include: 'Include the calendar: how often and how serious, month by month',
    includeHint: 'Adds a page listing each month with the dates of the chosen records and the seriousness you picked.',
    title: 'Calendar of the records in this pack',
    explain:
      'Seriousness is her own reading of each event, chosen on this site’s five-step scale (1 Upsetting, and it passed; 2 It stayed with me; 3 I felt afraid; 4 I was hurt, or afraid I would be; 5 I feared for my life or someone else’s). It can be changed at any time and is not covered by the digests or receipts.',
    monthOne: '{month}: 1 record',
    monthMany: '{month}: {count} records',
    monthNone: '{month}: no records',
    day: '{day} - {seriousness}',
  },
} as const;
