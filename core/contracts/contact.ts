/**
 * Messages to the team: the donation-inquiry form (SPEC.md §2 donation page, §4, §5, §7, §8)
 * and the home page message box (DESIGN.md "home message box": it really delivers).
 *
 * Endpoints:
 * - POST /api/contact   ContactRequest → 201 ContactCreated (`{ id }`, nothing she wrote is
 *                       echoed); 400 `{ error, issues }` (nothing stored); 429 when rate limited
 *                       (5 a minute per address).
 *
 * `subject` is one of `contactSubjects`, not free text: the form never lets her type one, and a
 * fixed list keeps the inbox sortable. An empty or absent `donationType` is stored as
 * 'general_inquiry' (SPEC.md §5), for the home box too.
 */
import { z } from 'zod';
import { emailField, requiredText } from './common';

export { contactFailureDescription, contactMessages } from './contact-messages';

export const CONTACT_NAME_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const contactSubjects = ['Donation Inquiry', 'Home page message'] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export const donationTypes = [
  'crisis_support',
  'heartwork_training',
  'save_centers',
  'full_journey',
  'monthly_recurring',
  'general_inquiry',
] as const;
export type DonationType = (typeof donationTypes)[number];

export const DEFAULT_DONATION_TYPE: DonationType = 'general_inquiry';

export type DonationInterestOption = {
  value: DonationType;
  /** The select's label, as SPEC.md §3 gives it (general_inquiry has none there). */
  label: string;
  /** What the gift does (SPEC.md §2 "Why Donate"), for a hint beside the select. */
  purpose: string;
};

/** The donation interest select (SPEC.md §3), in order. */
export const donationInterestOptions: readonly DonationInterestOption[] = [
  { value: 'crisis_support', label: 'Crisis Support $10+', purpose: 'Support a sister in crisis' },
  { value: 'heartwork_training', label: '$25+', purpose: 'Fund HeartWork training' },
  { value: 'save_centers', label: '$100+', purpose: 'Help build recovery centers' },
  { value: 'full_journey', label: '$500+', purpose: 'Sponsor a full recovery journey' },
  { value: 'monthly_recurring', label: 'Monthly Recurring Support', purpose: 'Give a little every month' },
  { value: 'general_inquiry', label: 'General Inquiry', purpose: 'Ask us anything about giving' },
];

const donationTypeField = z
  .union([z.enum(donationTypes), z.literal('')], { error: 'Please choose a donation interest from the list.' })
  .optional()
  .transform((value): DonationType => (value === undefined || value === '' ? DEFAULT_DONATION_TYPE : value));

/** POST /api/contact: the payload SPEC.md §7 gives. */
export const contactRequestSchema = z.object({
  name: requiredText('Please enter your name.', CONTACT_NAME_MAX_LENGTH),
  email: emailField,
  message: requiredText('Please write your message.', CONTACT_MESSAGE_MAX_LENGTH),
  donationType: donationTypeField,
  subject: z.enum(contactSubjects, { error: 'Please send the message from the contact form.' }),
});
/** What the server works with (donationType filled in). */
export type ContactRequest = z.infer<typeof contactRequestSchema>;
/** What a form may send (donationType optional or ''). */
export type ContactRequestInput = z.input<typeof contactRequestSchema>;

export const contactCreatedSchema = z.object({ id: z.number().int() });
export type ContactCreated = z.infer<typeof contactCreatedSchema>;

/** The donation form's fields as typed (SPEC.md §4: all four cleared on success). */
export type DonationInquiryFormValues = {
  name: string;
  email: string;
  message: string;
  donationType: DonationType | '';
};

export const emptyDonationInquiryForm: DonationInquiryFormValues = { name: '', email: '', message: '', donationType: '' };

/** SPEC.md §5: name, email and message must be non-blank, else 'Missing Information'. */
export function hasMissingContactField(values: Pick<DonationInquiryFormValues, 'name' | 'email' | 'message'>): boolean {
  return [values.name, values.email, values.message].some((value) => value.trim() === '');
}
