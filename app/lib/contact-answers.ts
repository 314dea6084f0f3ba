/**
 * The words around the contact contract (core/contracts/contact.ts holds no words,
 * docs/decisions/0037): the donation interests as the select shows them, and what a failed
 * send's toast says. Used by the donation form, the home message box and the console.
 */
import type { DonationType } from '@core/contracts/contact';
import { donationTypes } from '@core/contracts/contact';
import { donationInterestTexts } from '@core/content/donation';
import { contactMessages } from '@core/content/validation';

export type DonationInterestOption = {
  value: DonationType;
  /** The select's label, as SPEC.md §3 gives it (general_inquiry has none there). */
  label: string;
  /** What the gift does (SPEC.md §2 "Why Donate"), for a hint beside the select. */
  purpose: string;
};

/** The donation interest select (SPEC.md §3), in order. */
export const donationInterestOptions: readonly DonationInterestOption[] = donationTypes.map((value) => ({
  value,
  ...(donationInterestTexts satisfies Record<DonationType, { label: string; purpose: string }>)[value],
}));

/**
 * What a failed send's toast says, by the answer's HTTP status. A 429 means she has sent
 * several messages in a minute: asking her to "try again" at once would fail again, so it asks
 * her to wait instead.
 */
export function contactFailureDescription(status: number | undefined): string {
  return status === 429 ? contactMessages.rateLimitedDescription : contactMessages.failedDescription;
}
