/**
 * The emails the site sends (docs/decisions/0009), composed from the stored row when they are
 * sent. What goes to her is neutral: its subject, the calendar event's title and the sender's
 * name say "appointment" and nothing that names abuse, recovery or this site, because someone
 * else may read her inbox or her calendar. What goes to the coach says what happened and where
 * to look, but carries nobody's name, email, phone or words: those stay in our database.
 */
import { appointmentMinutes } from '@core/contracts/admin';
import { localeOf } from '@core/contracts/locale';
import { isKnownTimeZone } from '@core/contracts/booking';
import { type BookingServiceType, bookingServiceTypes } from '@core/constants';
import { bookingServiceLabels } from '@core/content/booking';
import * as englishEmails from '@core/content/emails';
import { formatMessage } from '@core/message-format';
import { siteConfig } from '@core/site-config';
import type { BookingRow } from '../db/bookings';
import type { ContactSubmissionRow } from '../db/contacts';
import type { SignupRow } from '../db/signups';
import { type ServerTexts, textsFor } from '../texts';
import { buildInvitation } from './ics';

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  /** A calendar invitation, sent as text/calendar (shown inline) and as an .ics attachment. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
};

/** The words of her emails, and her language line's Intl tag for their dates and numbers. */
export type EmailTexts = ServerTexts['emails'] & { readonly intl: string };

/** The words of her emails in the language stored with her booking or signup (server/texts.ts). */
export function emailTextsFor(stored: string | null | undefined): EmailTexts {
  const texts = textsFor(stored);
  return { ...texts.emails, intl: texts.intl };
}

export const APPOINTMENT_TITLE = englishEmails.invitationTexts.title;
export const clientSubjects = englishEmails.clientSubjects;

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
 * in words, or in UTC when her browser did not say; in her language's words when given its Intl tag.
 */
export function formatAppointmentTime(date: Date, timeZone: string | null, intl: string = textsFor(null).intl): string {
  const zone = timeZone && isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  return new Intl.DateTimeFormat(intl, {
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
  const texts = emailTextsFor(signup.locale);
  return {
    to: signup.email,
    subject: texts.clientSubjects.alreadyMember,
    text: emailText(texts, signup.firstName.trim(), texts.alreadyMemberLines),
  };
}

/** "1 hour", "2 hours", "30 minutes", in her email's language. */
export function appointmentLength(texts: EmailTexts, minutes: number): string {
  return minutes % 60 === 0
    ? formatMessage(texts.appointmentLengths.hours, { hours: minutes / 60 }, texts.intl)
    : formatMessage(texts.appointmentLengths.minutes, { minutes }, texts.intl);
}

/**
 * An email to her: the greeting (with her name, or without when she gave none), then its lines
 * with their `{arguments}` filled in (ICU, docs/decisions/0036). Her name is an argument's value,
 * never parsed as a message, so braces or quotes in it are shown as she wrote them.
 */
export function emailText(texts: EmailTexts, name: string, lines: readonly string[], values: Record<string, string> = {}): string {
  const greeting = name === '' ? texts.emailGreetings.unnamed : formatMessage(texts.emailGreetings.named, { name }, texts.intl);
  return [greeting, ...lines.map((line) => formatMessage(line, values, texts.intl))].join('\n');
}

type ClientEmailOptions = { from: string; sequence: number; now: Date };

function invitationFor(booking: BookingRow, method: 'REQUEST' | 'CANCEL', options: ClientEmailOptions): string {
  const language = localeOf(booking.locale);
  const texts = textsFor(language).emails;
  return buildInvitation({
    method,
    uid: bookingEventUid(booking.id),
    sequence: options.sequence,
    start: booking.preferredDateTime,
    minutes: appointmentMinutes[serviceOf(booking.serviceType)],
    summary: texts.invitationTexts.title,
    description: method === 'REQUEST' ? texts.invitationTexts.request : texts.invitationTexts.cancel,
    // English invitations stay as they always were; others say which language their text is in.
    ...(language === 'en' ? {} : { language }),
    organizer: { name: nameOf(options.from), email: addressOf(options.from) },
    attendee: { email: booking.email },
    now: options.now,
  });
}

/** To her: the coach confirmed her appointment; with the calendar invitation. */
export function bookingConfirmedEmail(booking: BookingRow, options: ClientEmailOptions): OutgoingEmail {
  const minutes = appointmentMinutes[serviceOf(booking.serviceType)];
  const texts = emailTextsFor(booking.locale);
  const when = formatAppointmentTime(booking.preferredDateTime, booking.timeZone, texts.intl);
  return {
    to: booking.email,
    subject: texts.clientSubjects.confirmed,
    text: emailText(texts, booking.name, texts.confirmedLines, { when, length: appointmentLength(texts, minutes) }),
    calendar: { method: 'REQUEST', filename: 'appointment.ics', content: invitationFor(booking, 'REQUEST', options) },
  };
}

/** To her: a confirmed appointment was cancelled; the calendar update removes it. */
export function bookingCancelledEmail(booking: BookingRow, options: ClientEmailOptions): OutgoingEmail {
  const texts = emailTextsFor(booking.locale);
  const when = formatAppointmentTime(booking.preferredDateTime, booking.timeZone, texts.intl);
  return {
    to: booking.email,
    subject: texts.clientSubjects.cancelled,
    text: emailText(texts, booking.name, texts.cancelledLines, { when }),
    calendar: { method: 'CANCEL', filename: 'appointment.ics', content: invitationFor(booking, 'CANCEL', options) },
  };
}
