import { describe, expect, it } from 'vitest';
import { affirmationDay, journeyDayFromUrl } from './journal-tool';

describe('the link from a journey day', () => {
  it('reads ?from=journey-day-N for days 1 to 30 only', () => {
    expect(journeyDayFromUrl('?from=journey-day-3')).toBe(3);
    expect(journeyDayFromUrl('?x=1&from=journey-day-30')).toBe(30);
    for (const bad of ['', '?from=journey-day-0', '?from=journey-day-31', '?from=journey-day-03', '?from=journey-day-3x', '?from=day-3']) expect(journeyDayFromUrl(bad)).toBeNull();
  });
});

describe("the day's affirmation", () => {
  const today = new Date(2026, 10, 25);
  it('is the linked journey day when she came from one', () => {
    expect(affirmationDay(7, new Set([1, 2]), today)).toBe(7);
  });
  it('is the day she is on once she started the journey (the first not completed), whatever the calendar says', () => {
    expect(affirmationDay(null, new Set([1, 2, 4]), today)).toBe(3);
    expect(affirmationDay(null, new Set([1, 2, 4]), new Date(2027, 0, 1))).toBe(3);
    expect(affirmationDay(null, new Set(Array.from({ length: 30 }, (_, i) => i + 1)), today)).toBe(30);
  });
  it('changes with the calendar day before she starts', () => {
    const day = affirmationDay(null, new Set(), today);
    expect(day).toBeGreaterThanOrEqual(1);
    expect(day).toBeLessThanOrEqual(30);
    expect(affirmationDay(null, new Set(), new Date(2026, 10, 26))).toBe((day % 30) + 1);
  });
});
