import * as z from 'zod/mini';
import { bookingServiceTypes } from '../constants';
import { emailField, optionalText, requiredText } from './common';

const phoneField = z
  .string({ error: 'Please enter a phone number.' })
  .check(
    z.trim(),
    z.minLength(1, 'Please enter a phone number.'),
    z.maxLength(30, 'That phone number is too long.'),
    z.regex(/^\+?[0-9().\-\s]{7,}$/, 'Please enter a phone number using digits, for example 555-123-4567.'),
  );

const serviceTypeField = z.enum(bookingServiceTypes, { error: 'Please choose a service.' });

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
const timeZoneMessage = 'Please send a time zone name such as America/Chicago.';
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
  name: requiredText('Please enter your name.'),
  email: emailField,
  phone: phoneField,
  serviceType: serviceTypeField,
  preferredDateTime: z
    .pipe(
      z.string({ error: 'Please choose a preferred date and time.' }),
      z.iso.datetime({ offset: true, error: 'Please choose a preferred date and time.' }),
    )
    .check(
      z.refine((value) => Date.parse(value) >= Date.now() - BOOKING_CLOCK_SKEW_MS, {
        message: 'Please choose a date and time in the future.',
      }),
    ),
  notes: optionalText(2000),
  timeZone: timeZoneField,
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
  name: requiredText('Please enter your name.'),
  email: emailField,
  phone: phoneField,
  serviceType: z.union([serviceTypeField, z.literal('')]).check(z.refine((value) => value !== '', 'Please choose a service.')),
  preferredDateTime: z
    .string()
    .check(
      z.minLength(1, 'Please choose a preferred date and time.'),
      z.refine((value) => !Number.isNaN(new Date(value).getTime()), 'Please choose a preferred date and time.'),
    ),
  notes: z.string().check(z.maxLength(2000, 'Please keep this under 2000 characters.')),
});
export type BookingFormValues = z.input<typeof bookingFieldsSchema>;

/**
 * The dialog's form: its fields, then the request they become, checked by the server's own
 * rules (a time in the future among them) before anything is sent. Issues keep the fields' names.
 */
export const bookingFormSchema = z.pipe(
  z.pipe(
    bookingFieldsSchema,
    z.transform((values) => toBookingRequest(values)),
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
 * time zone goes with it (for her confirmation email).
 */
export function toBookingRequest(values: BookingFormValues, timeZone: string | undefined = currentTimeZone()): BookingRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    serviceType: values.serviceType as BookingRequest['serviceType'],
    preferredDateTime: new Date(values.preferredDateTime).toISOString(),
    notes: values.notes.trim() === '' ? undefined : values.notes.trim(),
    ...(timeZone ? { timeZone } : {}),
  };
}

/** The `min` of a datetime-local input: the current moment in local time, to the minute. */
export function localDateTimeMin(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}
