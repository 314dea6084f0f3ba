import { describe, expect, it } from 'vitest';
import { privacyPolicy } from './content/legal';
import { formatMessage } from './message-format';
import { defaultRetentionDays, formatRetentionDays, retentionMessageValues } from './retention';

/** Every text of a value, as the page shows it: its ICU arguments (the periods) filled in. */
function shownTexts(value: unknown, language: string): string[] {
  if (typeof value === 'string') return [formatMessage(value, retentionMessageValues, language)];
  if (Array.isArray(value)) return value.flatMap((item) => shownTexts(item, language));
  if (value && typeof value === 'object') return Object.values(value).flatMap((item) => shownTexts(item, language));
  return [];
}

describe('retention periods', () => {
  it('are the ones the privacy policy states', () => {
    const section = shownTexts(privacyPolicy.sections.find((candidate) => candidate.id === 'retention'), 'en-US').join('\n');
    const { assessmentResults, bookings, messages, signups, communityPosts, outboxEmails } = defaultRetentionDays;
    expect(section).toContain(`Self-assessment results: ${assessmentResults} days after you take the assessment.`);
    expect(section).toContain(`Bookings: ${bookings} days after the date of the session.`);
    expect(section).toContain(`Messages and donation inquiries: ${messages} days after you send them.`);
    expect(section).toContain(`Free signups: ${signups} days after you join.`);
    expect(section).toContain(`Community posts: ${communityPosts} days after you post`);
    expect(section).toContain(`for at most ${outboxEmails} days.`);
    expect(section).toContain('keeps each copy for 14 days.');
  });

  it('are written in whole days', () => {
    expect(formatRetentionDays(1)).toBe('1 day');
    expect(formatRetentionDays(90)).toBe('90 days');
  });
});
