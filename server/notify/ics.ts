/**
 * iCalendar (RFC 5545) invitations for a confirmed appointment, and their cancellation. Times
 * are written in UTC (…Z), which every calendar shows in its owner's own time zone; the email
 * around the invitation states her local time in words.
 */

export type CalendarInvitation = {
  method: 'REQUEST' | 'CANCEL';
  /** Stable per booking, so a cancellation or a new time replaces the same event. */
  uid: string;
  /** Grows with every change of the same event (RFC 5545 SEQUENCE). */
  sequence: number;
  start: Date;
  minutes: number;
  /** Neutral: it shows in her calendar, where someone else may look. */
  summary: string;
  description: string;
  /** The language of summary and description (RFC 5545 LANGUAGE, e.g. 'es'); left out when not given. */
  language?: string;
  organizer: { name: string; email: string };
  attendee: { email: string };
  /** When the invitation was made (DTSTAMP). */
  now: Date;
};

/** 20261122T143000Z */
export function icsDateTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
}

/** TEXT values: backslash, semicolon, comma and newlines escaped (RFC 5545 §3.3.11). */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN=…): quoted, with the characters a quoted value cannot hold removed. */
function paramValue(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}

/** Folds a content line to at most 75 octets per line (RFC 5545 §3.1), never splitting a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole VCALENDAR, CRLF line endings, ready to attach as text/calendar. */
export function buildInvitation(invitation: CalendarInvitation): string {
  const end = new Date(invitation.start.getTime() + invitation.minutes * 60_000);
  const cancelled = invitation.method === 'CANCEL';
  const language = invitation.language ? `;LANGUAGE=${invitation.language.replace(/[^A-Za-z0-9-]/g, '')}` : '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Appointments//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${invitation.method}`,
    'BEGIN:VEVENT',
    `UID:${invitation.uid}`,
    `SEQUENCE:${invitation.sequence}`,
    `DTSTAMP:${icsDateTime(invitation.now)}`,
    `DTSTART:${icsDateTime(invitation.start)}`,
    `DTEND:${icsDateTime(end)}`,
    `SUMMARY${language}:${escapeIcsText(invitation.summary)}`,
    `DESCRIPTION${language}:${escapeIcsText(invitation.description)}`,
    `ORGANIZER;CN=${paramValue(invitation.organizer.name)}:mailto:${invitation.organizer.email}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? 'DECLINED' : 'ACCEPTED'};RSVP=FALSE:mailto:${invitation.attendee.email}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
