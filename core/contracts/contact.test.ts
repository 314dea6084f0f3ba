import { describe, expect, it } from 'vitest';
import { contactMessages } from '../content/validation';
import { contactRequestSchema, hasMissingContactField } from './contact';

const valid = { name: 'Jane', email: 'jane@example.org', message: 'How can I help?', subject: 'Donation Inquiry' };

describe('contact contract', () => {
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

  it('refuses an unknown donationType and blank required fields, each with its code', () => {
    const codeOf = (body: object) => contactRequestSchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(codeOf({ ...valid, donationType: 'crypto' })).toEqual(['contactFieldMessages.donationType']);
    expect(codeOf({ ...valid, name: '   ' })).toEqual(['commonMessages.nameMissing']);
    expect(codeOf({ ...valid, email: '   ' })).toEqual(['commonMessages.emailMissing']);
    expect(codeOf({ ...valid, message: '   ' })).toEqual(['contactFieldMessages.message']);
    expect(codeOf({ ...valid, subject: 'Hello' })).toEqual(['contactFieldMessages.subject']);
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
