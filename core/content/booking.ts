/**
 * The booking dialog's words (SPEC.md §2 "Book Your Session", §5, §8): the services she can
 * choose, the form, its toasts and the sentences its contract gives for each field. The contract
 * (core/contracts/booking.ts) takes its messages from here, so the Spanish build's form speaks
 * Spanish while the server, which imports this English module by name, answers as before.
 */
import type { BookingServiceType } from '../constants';

/** What each service is called, with its length and price (SPEC.md §2). */
export const bookingServiceLabels: Record<BookingServiceType, string> = {
  consultation: 'Free Consultation (30 min)',
  individual: 'Individual Session (90 min) - $150',
  program: 'S.A.V.E.™ Recovery Program - $1,497',
  family: 'Mother-Daughter Healing (2 hrs) - $225',
};

export const bookingDialogTexts = {
  title: 'Book Your Session',
  description: 'Tell us how to reach you and when suits you. We will contact you within 24 hours to confirm.',
  /** Shown in the dialog's place while its form arrives (app/features/booking/booking-overlay.tsx). */
  loading: 'Loading the booking form...',
  close: 'Close',
  requiredNote: 'All fields are required unless marked optional.',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  service: 'Service',
  chooseService: 'Choose a service',
  dateTime: 'Preferred date and time',
  dateTimeHint: 'Your local time. We will confirm it with you.',
  notes: 'Notes (optional)',
  notesHint: 'Anything you would like us to know. Share only what feels safe.',
  cancel: 'Cancel',
  submit: 'Schedule Session',
  pending: 'Scheduling...',
} as const;

export const bookingToasts = {
  successTitle: 'Booking Submitted Successfully!',
  successDescription: 'We will contact you within 24 hours to confirm your appointment.',
  errorTitle: 'Error',
  errorDescription: 'Failed to submit booking. Please try again.',
  missingTitle: 'Missing Information',
  missingDescription: 'Please fill in all required fields.',
} as const;

/** The contract's sentence for each field of the booking form and request. */
export const bookingFieldMessages = {
  name: 'Please enter your name.',
  phoneMissing: 'Please enter a phone number.',
  phoneTooLong: 'That phone number is too long.',
  phoneFormat: 'Please enter a phone number using digits, for example 555-123-4567.',
  service: 'Please choose a service.',
  dateTime: 'Please choose a preferred date and time.',
  future: 'Please choose a date and time in the future.',
  timeZone: 'Please send a time zone name such as America/Chicago.',
  notesTooLong: 'Please keep this under {max, number} characters.',
} as const;
