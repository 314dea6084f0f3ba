/**
 * The words of every email she receives, and of the calendar invitation (docs/decisions/0009).
 * Data only (docs/decisions/0036): `{name}`-style arguments are ICU, filled in by
 * server/notify/messages.ts, which finds each language's twin through server/texts.ts and writes
 * each email in the language stored with her booking or signup (issue 20). Neutral on purpose: nothing here names
 * abuse, recovery or this site, because someone else may read her inbox or her calendar.
 * The coach's emails stay in English, in server/notify/messages.ts.
 */

export const clientSubjects = {
  confirmed: 'Your appointment is confirmed',
  cancelled: 'Your appointment is cancelled',
  alreadyMember: 'You are already a member',
} as const;

/** The calendar event's title and notes. */
export const invitationTexts = {
  title: 'Appointment',
  request: 'To change or cancel this appointment, reply to the email it came with.',
  cancel: 'This appointment is cancelled.',
} as const;

/**
 * How long her appointment is: in hours when it is a whole number of hours, else in minutes
 * (server/notify/messages.ts picks one).
 */
export const appointmentLengths = {
  hours: '{hours, plural, one {# hour} other {# hours}}',
  minutes: '{minutes, plural, one {# minute} other {# minutes}}',
} as const;

/** The first line of every email to her: with her name, or without when she gave none. */
export const emailGreetings = {
  named: 'Hello {name},',
  unnamed: 'Hello,',
} as const;

/** The lines of the confirmation after the greeting; `{when}` is her appointment's time in words, `{length}` from appointmentLengths. */
export const confirmedLines = [
  '',
  'Your appointment is confirmed for:',
  '',
  '{when}',
  'Length: {length}',
  '',
  'The calendar invitation with this email adds it to your calendar.',
  'To change or cancel it, reply to this email.',
  '',
  'If you did not ask for an appointment, you can ignore this message.',
  '',
] as const;

/** The lines of a cancellation of a confirmed appointment, after the greeting. */
export const cancelledLines = [
  '',
  'Your appointment for',
  '',
  '{when}',
  '',
  'is cancelled. The calendar update with this email removes it from your calendar.',
  'If you would like another time, reply to this email.',
  '',
] as const;

/** Someone signed up again with her email (issue 18); the lines after the greeting. */
export const alreadyMemberLines = [
  '',
  'Someone asked to join with this email address. You are already a member, so nothing has changed',
  'and you do not need to do anything.',
  '',
  'If it was not you, you can ignore this message. Whoever asked was not told that you are a member.',
  '',
] as const;
