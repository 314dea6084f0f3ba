import { JOURNEY_LENGTH, journeyDays, type JourneyDay } from '@core/content/affirmations';
import type { JourneyDayPlaintext } from '@core/contracts/vault';

/**
 * The day logic of the 30-day journey (SPEC.md §2 /tools/affirmations, §4): which days are
 * complete, where she starts, and which request completes a day.
 */

/** One day's record in her vault (a `journey-day` entry), as the journey shows it. */
export type JourneyRecord = {
  recordId: string;
  day: number;
  completed: boolean;
  reflection: string;
  completedAt: string | null;
};

/** A day of her vault as the journey needs it. */
export function toJourneyRecord(entry: { recordId: string; content: JourneyDayPlaintext }): JourneyRecord {
  const { day, completed, reflection, completedAt } = entry.content;
  return { recordId: entry.recordId, day, completed, reflection, completedAt: completedAt ?? null };
}

export const journeyDayNumbers: readonly number[] = Array.from({ length: JOURNEY_LENGTH }, (_, index) => index + 1);

/**
 * Her records by day. Two devices may each complete the same day: both records are kept, the
 * first completed one stands for the day, and reflectionsOfDay shows every reflection.
 */
export function recordsByDay(records: readonly JourneyRecord[]): Map<number, JourneyRecord> {
  const byDay = new Map<number, JourneyRecord>();
  for (const record of records) {
    const earlier = byDay.get(record.day);
    if (!earlier || (!earlier.completed && record.completed)) byDay.set(record.day, record);
  }
  return byDay;
}

/** Completed days within 1..JOURNEY_LENGTH, each counted once. */
export function completedDayCount(records: readonly JourneyRecord[]): number {
  let count = 0;
  for (const [day, record] of recordsByDay(records)) {
    if (record.completed && day >= 1 && day <= JOURNEY_LENGTH) count += 1;
  }
  return count;
}

/** Where the journey opens: the first day not yet completed, or the last day when all are done. */
export function firstIncompleteDay(records: readonly JourneyRecord[]): number {
  const byDay = recordsByDay(records);
  return journeyDayNumbers.find((day) => !byDay.get(day)?.completed) ?? JOURNEY_LENGTH;
}

export function clampDay(day: number): number {
  return Math.min(JOURNEY_LENGTH, Math.max(1, Math.round(day)));
}

export function canGoToPreviousDay(day: number): boolean {
  return day > 1;
}

export function canGoToNextDay(day: number): boolean {
  return day < JOURNEY_LENGTH;
}

export function journeyDay(day: number): JourneyDay {
  const found = journeyDays.find((entry) => entry.day === day);
  if (!found) throw new Error(`There is no day ${day} in the journey.`);
  return found;
}

/** A reflection counts only when something is left after trimming (SPEC.md §5). */
export function isBlankReflection(reflection: string): boolean {
  return reflection.trim() === '';
}

/** Every reflection kept for a completed day, first written first (more than one when two devices completed it). */
export function reflectionsOfDay(records: readonly JourneyRecord[], day: number): JourneyRecord[] {
  return records
    .filter((record) => record.day === day && record.completed)
    .sort((a, b) => (a.completedAt ?? '').localeCompare(b.completedAt ?? ''));
}

/** What completing a day stores in her vault (SPEC.md §4, §5: the reflection trimmed, the time of completion). */
export function completedDayContent(day: number, reflection: string, now = new Date()): JourneyDayPlaintext {
  return { kind: 'journey-day', day, completed: true, reflection: reflection.trim(), completedAt: now.toISOString() };
}
