import { JOURNEY_LENGTH, journeyDays, type JourneyDay } from '@core/content/affirmations';
import type { AffirmationCompleteRequest, AffirmationRecord, AffirmationUpdateRequest } from '@core/contracts/tools';

/**
 * The day logic of the 30-day journey (SPEC.md §2 /tools/affirmations, §4): which days are
 * complete, where she starts, and which request completes a day.
 */

export const journeyDayNumbers: readonly number[] = Array.from({ length: JOURNEY_LENGTH }, (_, index) => index + 1);

/** Her records by day (the latest one wins if the server ever sends two for a day). */
export function recordsByDay(records: readonly AffirmationRecord[]): Map<number, AffirmationRecord> {
  const byDay = new Map<number, AffirmationRecord>();
  for (const record of records) {
    const earlier = byDay.get(record.day);
    if (!earlier || (!earlier.completed && record.completed)) byDay.set(record.day, record);
  }
  return byDay;
}

/** Completed days within 1..JOURNEY_LENGTH, each counted once. */
export function completedDayCount(records: readonly AffirmationRecord[]): number {
  let count = 0;
  for (const [day, record] of recordsByDay(records)) {
    if (record.completed && day >= 1 && day <= JOURNEY_LENGTH) count += 1;
  }
  return count;
}

/** Where the journey opens: the first day not yet completed, or the last day when all are done. */
export function firstIncompleteDay(records: readonly AffirmationRecord[]): number {
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

export type CompleteDayCall =
  | { method: 'PATCH'; url: string; body: AffirmationUpdateRequest }
  | { method: 'POST'; url: '/api/affirmations'; body: AffirmationCompleteRequest };

/**
 * SPEC.md §4 and §7: a day that already has a record is updated (PATCH by id); otherwise a
 * record is created (POST).
 */
export function completeDayCall({
  email,
  day,
  reflection,
  record,
  now = new Date(),
}: {
  email: string;
  day: number;
  reflection: string;
  record: AffirmationRecord | undefined;
  now?: Date;
}): CompleteDayCall {
  const text = reflection.trim();
  if (record) {
    return { method: 'PATCH', url: `/api/affirmations/${record.id}`, body: { userEmail: email, completed: true, reflection: text } };
  }
  return {
    method: 'POST',
    url: '/api/affirmations',
    body: { userEmail: email, day, completed: true, reflection: text, completedAt: now.toISOString() },
  };
}
