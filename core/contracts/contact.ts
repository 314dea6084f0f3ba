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
import * as z from 'zod/mini';
import { codesOf } from './codes';
import { commonCodes, emailField, requiredText } from './common';

/** The codes of the forms' problems; their words are core/content/validation.ts's `contactFieldMessages`. */
export const contactFieldCodes = codesOf('contactFieldMessages', ['donationType', 'message', 'subject']);

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

export const CONTACT_NAME_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const contactSubjects = ['Donation Inquiry', 'Home page message'] as const;
export type ContactSubject = (typeof contactSubjects)[number];

const donationTypeField = z.pipe(
  z.optional(z.union([z.enum(donationTypes), z.literal('')], { error: contactFieldCodes.donationType })),
  z.transform((value): DonationType => (value === undefined || value === '' ? DEFAULT_DONATION_TYPE : value)),
);

/** POST /api/contact: the payload SPEC.md §7 gives. */
export const contactRequestSchema = z.object({
  name: requiredText(commonCodes.nameMissing, CONTACT_NAME_MAX_LENGTH),
  email: emailField,
  message: requiredText(contactFieldCodes.message, CONTACT_MESSAGE_MAX_LENGTH),
  donationType: donationTypeField,
  subject: z.enum(contactSubjects, { error: contactFieldCodes.subject }),
});
/** What the server works with (donationType filled in). */
export type ContactRequest = z.infer<typeof contactRequestSchema>;
/** What a form may send (donationType optional or ''). */
export type ContactRequestInput = z.input<typeof contactRequestSchema>;

/** The donation form (SPEC.md §2 donation page): the request less its subject, which the form always sets. */
export const donationInquiryFormSchema = z.omit(contactRequestSchema, { subject: true });
/** The donation form's fields as typed (SPEC.md §4: all four cleared on success). */
export type DonationInquiryFormValues = z.input<typeof donationInquiryFormSchema>;

export const emptyDonationInquiryForm = { name: '', email: '', message: '', donationType: '' } satisfies DonationInquiryFormValues;

/** SPEC.md §5: name, email and message must be non-blank, else 'Missing Information'. */
export function hasMissingContactField(values: Pick<DonationInquiryFormValues, 'name' | 'email' | 'message'>): boolean {
  return [values.name, values.email, values.message].some((value) => value.trim() === '');
}

/** The home page's message box (DESIGN.md "home message box"): a name, an email for the reply, the message. */
export const homeMessageFormSchema = z.pick(contactRequestSchema, { name: true, email: true, message: true });

export const contactCreatedSchema = z.object({ id: z.number().check(z.int()) });
export type ContactCreated = z.infer<typeof contactCreatedSchema>;
