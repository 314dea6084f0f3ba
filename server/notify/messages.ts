/**
 * The emails the site sends (docs/decisions/0009), composed from the stored row when they are
 * sent. What goes to her is neutral: its subject, the calendar event's title and the sender's
 * name say "appointment" and nothing that names abuse, recovery or this site, because someone
 * else may read her inbox or her calendar. What goes to the coach says what happened and where
 * to look, but carries nobody's name, email, phone or words: those stay in our database.
 */
import { appointmentMinutes } from '@core/contracts/admin';
import { isKnownTimeZone } from '@core/contracts/booking';
import { bookingServiceLabels, type BookingServiceType, bookingServiceTypes } from '@core/constants';
import { siteConfig } from '@core/site-config';
import type { BookingRow } from '../db/bookings';
import type { ContactSubmissionRow } from '../db/contacts';
import type { SignupRow } from '../db/signups';
import { buildInvitation } from './ics';

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  /** A calendar invitation, sent as text/calendar (shown inline) and as an .ics attachment. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
};

export const APPOINTMENT_TITLE = 'Appointment';
export const clientSubjects = {
  confirmed: 'Your appointment is confirmed',
  cancelled: 'Your appointment is cancelled',
  alreadyMember: 'You are already a member',
} as const;

/** The address inside a From such as `Appointments <hello@example.org>`. */
export function addressOf(from: string): string {
  const match = /<([^<>\s]+@[^<>\s]+)>/.exec(from);
  return (match?.[1] ?? from).trim();
}

/** The display name of a From, or the address when it has none. */
function nameOf(from: string): string {
  const name = from.replace(/<[^>]*>/, '').trim().replace(/^"|"$/g, '');
  return name === '' ? addressOf(from) : name;
}

function serviceOf(value: string): BookingServiceType {
  return (bookingServiceTypes as readonly string[]).includes(value) ? (value as BookingServiceType) : 'consultation';
}

/**
 * "Tuesday, March 2, 2027 at 2:30 PM Central Standard Time": the moment in her time zone, named
 * in words, or in UTC when her browser did not say.
 */
export function formatAppointmentTime(date: Date, timeZone: string | null): string {
  const zone = timeZone && isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'long',
  }).format(date);
}

function minutesText(minutes: number): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return hours === 1 ? '1 hour' : `${hours} hours`;
  }
  return `${minutes} minutes`;
}

function consoleLink(view: string): string {
  return new URL(`/admin?view=${view}`, siteConfig.siteUrl).toString();
}

/** Stable per booking: a cancellation or a second confirmation updates the same calendar event. */
export function bookingEventUid(bookingId: number): string {
  return `appointment-${bookingId}@${new URL(siteConfig.siteUrl).hostname}`;
}

/** To NOTIFY_EMAIL: a new booking request (no personal details). */
export function bookingReceivedEmail(booking: BookingRow, notifyEmail: string): OutgoingEmail {
  const service = bookingServiceLabels[serviceOf(booking.serviceType)];
  return {
    to: notifyEmail,
    subject: `New booking request #${booking.id}`,
    text: [
      'A new booking request is waiting for you.',
      '',
      `Service: ${service}`,
      `Preferred time: ${formatAppointmentTime(booking.preferredDateTime, booking.timeZone)}${booking.timeZone ? ' (her time)' : ''}`,
      '',
      'Open the console to see who it is from, and to confirm it:',
      consoleLink('bookings'),
      '',
      'For her privacy, this email does not contain her name, email, phone number or notes.',
      '',
    ].join('\n'),
  };
}

/** To NOTIFY_EMAIL: a new contact or donation message (no personal details, not the message). */
export function contactReceivedEmail(contact: ContactSubmissionRow, notifyEmail: string): OutgoingEmail {
  return {
    to: notifyEmail,
    subject: `New message #${contact.id}: ${contact.subject}`,
    text: [
      `A new message ("${contact.subject}") is waiting for you.`,
      '',
      'Open the console to read it:',
      consoleLink('messages'),
      '',
      'For her privacy, this email does not contain her name, email or message.',
      '',
    ].join('\n'),
  };
}

/**
 * To her: someone signed up again with her email (issue 18). The signup page answered them as it
 * answers everyone, so only she learns of it. Neutral like every email to her: it does not name
 * the site or what it is about, and asks nothing of her.
 */
export function signupExistsEmail(signup: SignupRow): OutgoingEmail {
  const greeting = signup.firstName.trim() === '' ? 'Hello,' : `Hello ${signup.firstName.trim()},`;
  return {
    to: signup.email,
    subject: clientSubjects.alreadyMember,
    text: [
      greeting,
      '',
      'Someone asked to join with this email address. You are already a member, so nothing has changed',
      'and you do not need to do anything.',
      '',
      'If it was not you, you can ignore this message. Whoever asked was not told that you are a member.',
      '',
    ].join('\n'),
  };
}

type ClientEmailOptions = { from: string; sequence: number; now: Date };

function invitationFor(booking: BookingRow, method: 'REQUEST' | 'CANCEL', options: ClientEmailOptions): string {
  return buildInvitation({
    method,
    uid: bookingEventUid(booking.id),
    sequence: options.sequence,
    start: booking.preferredDateTime,
    minutes: appointmentMinutes[serviceOf(booking.serviceType)],
    summary: APPOINTMENT_TITLE,
    description:
      method === 'REQUEST'
        ? 'To change or cancel this appointment, reply to the email it came with.'
        : 'This appointment is cancelled.',
    organizer: { name: nameOf(options.from), email: addressOf(options.from) },
    attendee: { email: booking.email },
    now: options.now,
  });
}

/** To her: the coach confirmed her appointment; with the calendar invitation. */
export function bookingConfirmedEmail(booking: BookingRow, options: ClientEmailOptions): OutgoingEmail {
  const minutes = appointmentMinutes[serviceOf(booking.serviceType)];
  return {
    to: booking.email,
    subject: clientSubjects.confirmed,
    text: [
      `Hello ${booking.name},`,
      '',
      'Your appointment is confirmed for:',
      '',
      formatAppointmentTime(booking.preferredDateTime, booking.timeZone),
      `Length: ${minutesText(minutes)}`,
      '',
      'The calendar invitation with this email adds it to your calendar.',
      'To change or cancel it, reply to this email.',
      '',
      'If you did not ask for an appointment, you can ignore this message.',
      '',
    ].join('\n'),
    calendar: { method: 'REQUEST', filename: 'appointment.ics', content: invitationFor(booking, 'REQUEST', options) },
  };
}

/** To her: a confirmed appointment was cancelled; the calendar update removes it. */
export function bookingCancelledEmail(booking: BookingRow, options: ClientEmailOptions): OutgoingEmail {
  return {
    to: booking.email,
    subject: clientSubjects.cancelled,
    text: [
      `Hello ${booking.name},`,
      '',
      'Your appointment for',
      '',
      formatAppointmentTime(booking.preferredDateTime, booking.timeZone),
      '',
      'is cancelled. The calendar update with this email removes it from your calendar.',
      'If you would like another time, reply to this email.',
      '',
    ].join('\n'),
    calendar: { method: 'CANCEL', filename: 'appointment.ics', content: invitationFor(booking, 'CANCEL', options) },
  };
}
