import * as z from 'zod/mini';
import { bookingServiceTypes } from '../constants';
import { currentLocale, type Locale } from '../i18n';
import { codesOf } from './codes';
import { emailField, optionalText, requiredText } from './common';
import { localeField } from './locale';

/** The codes of the form's problems; their words are core/content/booking.ts's `bookingFieldMessages`. */
export const bookingFieldCodes = codesOf('bookingFieldMessages', ['name', 'phoneMissing', 'phoneTooLong', 'phoneFormat', 'service', 'dateTime', 'future', 'timeZone', 'notesTooLong']);
const messages = bookingFieldCodes;

const phoneField = z
  .string({ error: messages.phoneMissing })
  .check(
    z.trim(),
    z.minLength(1, messages.phoneMissing),
    z.maxLength(30, messages.phoneTooLong),
    z.regex(/^\+?[0-9().\-\s]{7,}$/, messages.phoneFormat),
  );

const serviceTypeField = z.enum(bookingServiceTypes, { error: messages.service });

/** Earliest accepted time: now, less a little for clocks that run slow. */
export const BOOKING_CLOCK_SKEW_MS = 10 * 60 * 1000;

/** True when this runtime knows the IANA time zone (e.g. 'America/Chicago'). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** This browser's (or process's) IANA time zone, or undefined when it cannot say. */
export function currentTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isKnownTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Her IANA time zone, so the emails about her booking show her own time (docs/decisions/0009).
 * Optional. Anything that is not shaped like a zone name is refused (400); a well-formed name
 * this server does not know is dropped instead, so a booking never fails over a time zone.
 */
const timeZoneMessage = messages.timeZone;
const timeZoneField = z.optional(
  z.pipe(
    z
      .string({ error: timeZoneMessage })
      .check(z.trim(), z.maxLength(64, timeZoneMessage), z.regex(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/, timeZoneMessage)),
    z.transform((zone) => (isKnownTimeZone(zone) ? zone : undefined)),
  ),
);

/** POST /api/bookings: the payload SPEC.md §7 gives, with preferredDateTime as an ISO date. */
export const bookingRequestSchema = z.object({
  name: requiredText(messages.name),
  email: emailField,
  phone: phoneField,
  serviceType: serviceTypeField,
  preferredDateTime: z
    .pipe(
      z.string({ error: messages.dateTime }),
      z.iso.datetime({ offset: true, error: messages.dateTime }),
    )
    .check(
      z.refine((value) => Date.parse(value) >= Date.now() - BOOKING_CLOCK_SKEW_MS, {
        message: messages.future,
      }),
    ),
  notes: optionalText(2000),
  timeZone: timeZoneField,
  /** The language she booked in: her emails and calendar invitation are written in it. */
  locale: localeField,
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** What the server answers when it has stored a booking. */
export const bookingCreatedSchema = z.object({
  id: z.number().check(z.int()),
  status: z.literal('pending'),
  serviceType: serviceTypeField,
  preferredDateTime: z.string(),
});
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

/**
 * The dialog's fields: every value is a string as typed; preferredDateTime is the local
 * `datetime-local` value, turned into an ISO date by `toBookingRequest`.
 */
const bookingFieldsSchema = z.object({
  name: requiredText(messages.name),
  email: emailField,
  phone: phoneField,
  serviceType: z.union([serviceTypeField, z.literal('')]).check(z.refine((value) => value !== '', messages.service)),
  preferredDateTime: z
    .string()
    .check(
      z.minLength(1, messages.dateTime),
      z.refine((value) => !Number.isNaN(new Date(value).getTime()), messages.dateTime),
    ),
  notes: z.string().check(z.maxLength(2000, messages.notesTooLong)),
});
export type BookingFormValues = z.input<typeof bookingFieldsSchema>;

/**
 * The dialog's form: its fields, then the request they become, checked by the server's own
 * rules (a time in the future among them) before anything is sent. Issues keep the fields' names.
 */
export const bookingFormSchema = z.pipe(
  z.pipe(
    bookingFieldsSchema,
    // Typed as the request's input: the request schema fills its defaults (the language) itself.
    z.transform((values): z.input<typeof bookingRequestSchema> => toBookingRequest(values)),
  ),
  bookingRequestSchema,
);

export const emptyBookingForm: BookingFormValues = {
  name: '',
  email: '',
  phone: '',
  serviceType: '',
  preferredDateTime: '',
  notes: '',
};

/** The fields SPEC.md §5 requires; an empty one shows the 'Missing Information' toast. */
export const requiredBookingFields = ['name', 'email', 'phone', 'serviceType', 'preferredDateTime'] as const;

export function hasMissingBookingField(values: BookingFormValues): boolean {
  return requiredBookingFields.some((field) => values[field].trim() === '');
}

/**
 * Converts the form's strings to the request body; the local date-time becomes a date, and her
 * time zone and the page's language go with it (for her confirmation email).
 */
export function toBookingRequest(
  values: BookingFormValues,
  timeZone: string | undefined = currentTimeZone(),
  language: Locale = currentLocale,
): BookingRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    serviceType: values.serviceType as BookingRequest['serviceType'],
    preferredDateTime: new Date(values.preferredDateTime).toISOString(),
    notes: values.notes.trim() === '' ? undefined : values.notes.trim(),
    ...(timeZone ? { timeZone } : {}),
    locale: language,
  };
}

/** The `min` of a datetime-local input: the current moment in local time, to the minute. */
export function localDateTimeMin(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}
