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
import { DEFAULT_DONATION_TYPE, donationTypes, type DonationType } from './donation-fields';

export { contactFailureDescription, contactMessages } from './contact-messages';
export {
  DEFAULT_DONATION_TYPE,
  donationInterestOptions,
  donationTypes,
  emptyDonationInquiryForm,
  hasMissingContactField,
  type DonationInquiryFormValues,
  type DonationInterestOption,
  type DonationType,
} from './donation-fields';

export const CONTACT_NAME_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const contactSubjects = ['Donation Inquiry', 'Home page message'] as const;
export type ContactSubject = (typeof contactSubjects)[number];

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
