/**
 * The words of every email she receives, and of the calendar invitation (docs/decisions/0009).
 * The server imports this module and its Spanish twin by name and writes each email in the
 * language stored with her booking or signup (issue 20). Neutral on purpose: nothing here names
 * abuse, recovery or this site, because someone else may read her inbox or her calendar.
 * The coach's emails stay in English, in server/notify/messages.ts.
 */

/** For dates and times in her emails (Intl). */
export const emailIntl = 'en-US';

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

/** "1 hour", "2 hours", "30 minutes". */
export function appointmentLength(minutes: number): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return hours === 1 ? '1 hour' : `${hours} hours`;
  }
  return `${minutes} minutes`;
}

/** The lines of the confirmation; `when` is her appointment's time in words, `length` from appointmentLength. */
export function confirmedLines(name: string, when: string, length: string): readonly string[] {
  return [
    `Hello ${name},`,
    '',
    'Your appointment is confirmed for:',
    '',
    when,
    `Length: ${length}`,
    '',
    'The calendar invitation with this email adds it to your calendar.',
    'To change or cancel it, reply to this email.',
    '',
    'If you did not ask for an appointment, you can ignore this message.',
    '',
  ];
}

/** The lines of a cancellation of a confirmed appointment. */
export function cancelledLines(name: string, when: string): readonly string[] {
  return [
    `Hello ${name},`,
    '',
    'Your appointment for',
    '',
    when,
    '',
    'is cancelled. The calendar update with this email removes it from your calendar.',
    'If you would like another time, reply to this email.',
    '',
  ];
}

/** Someone signed up again with her email (issue 18); `firstName` may be empty. */
export function alreadyMemberLines(firstName: string): readonly string[] {
  return [
    firstName === '' ? 'Hello,' : `Hello ${firstName},`,
    '',
    'Someone asked to join with this email address. You are already a member, so nothing has changed',
    'and you do not need to do anything.',
    '',
    'If it was not you, you can ignore this message. Whoever asked was not told that you are a member.',
    '',
  ];
}
