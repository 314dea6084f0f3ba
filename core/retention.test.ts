import { describe, expect, it } from 'vitest';
import { privacyPolicy } from './content/legal';
import { defaultRetentionDays, formatRetentionDays } from './retention';

describe('retention periods', () => {
  it('are the ones the privacy policy states', () => {
    const section = JSON.stringify(privacyPolicy.sections.find((candidate) => candidate.id === 'retention'));
    const { assessmentResults, bookings, messages, signups, communityPosts, outboxEmails } = defaultRetentionDays;
    expect(section).toContain(`Self-assessment results: ${assessmentResults} days after you take the assessment.`);
    expect(section).toContain(`Bookings: ${bookings} days after the date of the session.`);
    expect(section).toContain(`Messages and donation inquiries: ${messages} days after you send them.`);
    expect(section).toContain(`Free signups: ${signups} days after you join.`);
    expect(section).toContain(`Community posts: ${communityPosts} days after you post`);
    expect(section).toContain(`for at most ${outboxEmails} days.`);
  });

  it('are written in whole days', () => {
    expect(formatRetentionDays(1)).toBe('1 day');
    expect(formatRetentionDays(90)).toBe('90 days');
  });
});
