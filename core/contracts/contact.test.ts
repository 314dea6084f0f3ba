import { describe, expect, it } from 'vitest';
import { contactMessages, contactRequestSchema, donationInterestOptions, donationTypes, hasMissingContactField } from './contact';

const valid = { name: 'Jane', email: 'jane@example.org', message: 'How can I help?', subject: 'Donation Inquiry' };

describe('contact contract', () => {
  it('offers the six donation interests of SPEC.md §3, with its labels', () => {
    expect(donationInterestOptions.map((option) => option.value)).toEqual([...donationTypes]);
    expect(donationInterestOptions.map((option) => option.label)).toEqual([
      'Crisis Support $10+',
      '$25+',
      '$100+',
      '$500+',
      'Monthly Recurring Support',
      'General Inquiry',
    ]);
  });

  it.each([undefined, ''])('turns a donationType of %j into general_inquiry', (donationType) => {
    expect(contactRequestSchema.parse({ ...valid, donationType }).donationType).toBe('general_inquiry');
  });

  it('keeps a chosen donationType and trims the text', () => {
    const parsed = contactRequestSchema.parse({ ...valid, name: '  Jane ', donationType: 'full_journey' });
    expect(parsed).toMatchObject({ name: 'Jane', donationType: 'full_journey' });
  });

  it('accepts the two subjects and nothing else', () => {
    expect(contactRequestSchema.safeParse({ ...valid, subject: 'Home page message' }).success).toBe(true);
    expect(contactRequestSchema.safeParse({ ...valid, subject: 'Hello' }).success).toBe(false);
    expect(contactRequestSchema.safeParse({ ...valid, subject: undefined }).success).toBe(false);
  });

  it('refuses an unknown donationType and blank required fields', () => {
    expect(contactRequestSchema.safeParse({ ...valid, donationType: 'crypto' }).success).toBe(false);
    for (const field of ['name', 'email', 'message'] as const) {
      expect(contactRequestSchema.safeParse({ ...valid, [field]: '   ' }).success, field).toBe(false);
    }
  });

  it('finds a missing field as the form does (SPEC.md §5)', () => {
    expect(hasMissingContactField({ name: 'A', email: 'a@example.org', message: ' ' })).toBe(true);
    expect(hasMissingContactField({ name: 'A', email: 'a@example.org', message: 'Hi' })).toBe(false);
  });

  it('carries the texts of SPEC.md §8 verbatim', () => {
    expect(contactMessages).toMatchObject({
      missingTitle: 'Missing Information',
      missingDescription: 'Please fill out all required fields.',
      failedTitle: 'Error',
      failedDescription: 'Failed to send message. Please try again.',
      sentTitle: 'Message Sent!',
      homeSentTitle: 'Message Sent',
      homeSentDescription: "We'll get back to you shortly. For immediate support, call 1-800-799-SAFE.",
    });
  });
});
