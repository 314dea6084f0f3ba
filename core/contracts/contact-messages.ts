/**
 * What the donation form and the home message box say (SPEC.md §8), without zod, so the home
 * page can show them without downloading the schemas of contact.ts (which re-exports these).
 */

/** Texts of the donation form and the home message box (SPEC.md §8). */
export const contactMessages = {
  missingTitle: 'Missing Information',
  missingDescription: 'Please fill out all required fields.',
  failedTitle: 'Error',
  failedDescription: 'Failed to send message. Please try again.',
  sentTitle: 'Message Sent!',
  sentDescription: 'Thank you for your interest in supporting the movement. Our team will be in touch soon.',
  sendingButton: 'Sending...',
  homeSentTitle: 'Message Sent',
  homeSentDescription: "We'll get back to you shortly. For immediate support, call 1-800-799-SAFE.",
  rateLimitedDescription: 'You have sent several messages in a short time. Please wait a minute, then try again.',
} as const;

/**
 * What a failed send's toast says, by the answer's HTTP status. A 429 means she has sent
 * several messages in a minute: asking her to "try again" at once would fail again, so it asks
 * her to wait instead.
 */
export function contactFailureDescription(status: number | undefined): string {
  return status === 429 ? contactMessages.rateLimitedDescription : contactMessages.failedDescription;
}
