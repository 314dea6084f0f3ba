import { describe, expect, it } from 'vitest';
import {
  canGoToNextDay,
  canGoToPreviousDay,
  clampDay,
  completedDayContent,
  completedDayCount,
  firstIncompleteDay,
  isBlankReflection,
  journeyDay,
  journeyDayNumbers,
  reflectionsOfDay,
  type JourneyRecord,
} from './journey';

function record(day: number, completed = true, id = `record-${day}`, completedAt = '2026-11-20T10:00:00.000Z'): JourneyRecord {
  return { recordId: id, day, completed, reflection: completed ? `Day ${day} words` : '', completedAt: completed ? completedAt : null };
}

describe('journey day logic', () => {
  it('has thirty days, each with its content', () => {
    expect(journeyDayNumbers).toHaveLength(30);
    expect(journeyDayNumbers[0]).toBe(1);
    expect(journeyDayNumbers.at(-1)).toBe(30);
    for (const day of journeyDayNumbers) expect(journeyDay(day).affirmation.length).toBeGreaterThan(0);
  });

  it('starts on the first day that is not completed', () => {
    expect(firstIncompleteDay([])).toBe(1);
    expect(firstIncompleteDay([record(1), record(2), record(4)])).toBe(3);
    expect(firstIncompleteDay([record(1), record(2, false)])).toBe(2);
    expect(firstIncompleteDay(journeyDayNumbers.map((day) => record(day)))).toBe(30);
  });

  it('counts each completed day once, and only days 1 to 30', () => {
    expect(completedDayCount([])).toBe(0);
    expect(completedDayCount([record(1), record(2, false), record(3)])).toBe(2);
    expect(completedDayCount([record(5), record(5, true, 'other')])).toBe(1);
    expect(completedDayCount([record(31)])).toBe(0);
  });

  it('Previous stops at day 1 and Next at day 30', () => {
    expect(canGoToPreviousDay(1)).toBe(false);
    expect(canGoToPreviousDay(2)).toBe(true);
    expect(canGoToNextDay(29)).toBe(true);
    expect(canGoToNextDay(30)).toBe(false);
    expect(clampDay(0)).toBe(1);
    expect(clampDay(31)).toBe(30);
  });

  it('a reflection of only spaces and line breaks is blank', () => {
    expect(isBlankReflection('')).toBe(true);
    expect(isBlankReflection('  \n\t ')).toBe(true);
    expect(isBlankReflection(' calm ')).toBe(false);
  });

  it('completing a day stores the trimmed reflection and when it was completed', () => {
    const now = new Date('2026-11-21T08:00:00.000Z');
    expect(completedDayContent(3, '  A walk.  ', now)).toEqual({
      kind: 'journey-day',
      day: 3,
      completed: true,
      reflection: 'A walk.',
      completedAt: now.toISOString(),
    });
  });

  it('keeps every reflection of a day completed on two devices, first written first', () => {
    const later = { ...record(4, true, 'b', '2026-11-21T10:00:00.000Z'), reflection: 'From my phone' };
    const earlier = { ...record(4, true, 'a', '2026-11-20T10:00:00.000Z'), reflection: 'From the library' };
    expect(reflectionsOfDay([later, record(5), earlier, record(4, false, 'c')], 4).map((entry) => entry.reflection)).toEqual([
      'From the library',
      'From my phone',
    ]);
    expect(completedDayCount([later, earlier])).toBe(1);
  });
});
