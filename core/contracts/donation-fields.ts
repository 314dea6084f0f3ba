/**
 * The donation form's choices, fields and rule for missing fields (SPEC.md §2 donation page,
 * §3, §5), without zod, so /movement can draw and hydrate its form without downloading the
 * schemas of contact.ts (which re-exports these). The form imports its rules when she first
 * reaches for it (docs/decisions/0013).
 */

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
