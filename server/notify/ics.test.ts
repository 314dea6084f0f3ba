import { describe, expect, it } from 'vitest';
import { buildInvitation, escapeIcsText, foldLine, icsDateTime } from './ics';

const invitation = {
  method: 'REQUEST' as const,
  uid: 'appointment-12@example.org',
  sequence: 3,
  start: new Date('2027-03-02T20:30:00Z'),
  minutes: 90,
  summary: 'Appointment',
  description: 'Reply to change it; or, to cancel, say so.\nThanks',
  organizer: { name: 'Appointments', email: 'hello@example.org' },
  attendee: { email: 'jane@example.org' },
  now: new Date('2026-11-22T10:00:00.123Z'),
};

describe('calendar invitations', () => {
  it('writes UTC times as RFC 5545 date-times', () => {
    expect(icsDateTime(new Date('2027-03-02T20:30:00.000Z'))).toBe('20270302T203000Z');
  });

  it('escapes text values', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it('builds a request with CRLF lines, the end after the length, and her as attendee', () => {
    const ics = buildInvitation(invitation);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').filter(Boolean).every((line) => !line.includes('\n'))).toBe(true);
    const unfolded = ics.replace(/\r\n /g, '');
    for (const line of [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'METHOD:REQUEST',
      'UID:appointment-12@example.org',
      'SEQUENCE:3',
      'DTSTAMP:20261122T100000Z',
      'DTSTART:20270302T203000Z',
      'DTEND:20270302T220000Z',
      'SUMMARY:Appointment',
      'DESCRIPTION:Reply to change it\\; or\\, to cancel\\, say so.\\nThanks',
      'ORGANIZER;CN="Appointments":mailto:hello@example.org',
      'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:jane@example.org',
      'STATUS:CONFIRMED',
      'END:VCALENDAR',
    ]) {
      expect(unfolded.split('\r\n'), line).toContain(line);
    }
  });

  it('builds a cancellation of the same event', () => {
    const ics = buildInvitation({ ...invitation, method: 'CANCEL', sequence: 4 });
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('UID:appointment-12@example.org');
    expect(ics).toContain('SEQUENCE:4');
  });

  it('keeps quotes out of a quoted parameter', () => {
    const ics = buildInvitation({ ...invitation, organizer: { name: 'Ap"point\r\nments', email: 'hello@example.org' } });
    expect(ics.replace(/\r\n /g, '')).toContain('ORGANIZER;CN="Appointments":mailto:hello@example.org');
  });
});
