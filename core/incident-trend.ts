/**
 * The incident calendar's rules, without words (issue 27 item 5, docs/decisions/0033): which
 * month a day is in, her dated records counted by month, and the one comparison the journal
 * makes: the last three months against the three before.
 *
 * Months are her local calendar months: a record's month is the month of the date she gave for
 * when it happened (a local YYYY-MM-DD, no time zone), and "this month" is the month of today
 * in her device's time zone (`localMonth`), so a record made late on the last evening of a month
 * is never counted in the next one.
 *
 * The comparison: the recent window is this month and the two before; the earlier window is the
 * three months before those. It says "more often" when the recent window holds more records
 * than the earlier one, and "more serious" when the records she gave a seriousness to are more
 * serious on average in the recent window than in the earlier one (both windows need one such
 * record). It says nothing until she has a record dated before the recent window: with records
 * only in the last months there is nothing to compare with (she may simply have started
 * writing). It never says anything else: it is a count, not an assessment of danger.
 */

/** A local calendar month: year and month (1-12). */
export type LocalMonth = { year: number; month: number };

/** What the calendar needs of a record: the local day it happened and her seriousness (1-5), if any. */
export type DatedRecord = { happenedDate: string; seriousness?: number | undefined };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The month of a local YYYY-MM-DD, or null for anything else. */
export function monthOfDay(day: string): LocalMonth | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { year: Number(match[1]), month };
}

/** The month `now` falls in, in `timeZone` (her device's when not given). */
export function localMonth(now: Date, timeZone?: string): LocalMonth {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(now);
  const value = (type: 'year' | 'month') => Number(parts.find((part) => part.type === type)!.value);
  return { year: value('year'), month: value('month') };
}

/** A month index that orders and subtracts: year * 12 + (month - 1). */
export function monthIndex({ year, month }: LocalMonth): number {
  return year * 12 + (month - 1);
}

export function monthFromIndex(index: number): LocalMonth {
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** "2026-11" for a month (the key of a month's row and of the calendar's page). */
export function monthKey({ year, month }: LocalMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month `offset` months after (or before, when negative) `month`. */
export function addMonths(month: LocalMonth, offset: number): LocalMonth {
  return monthFromIndex(monthIndex(month) + offset);
}

/** Days in a month (28-31). */
export function daysInMonth({ year, month }: LocalMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The weekday of the month's first day, 0 = Sunday … 6 = Saturday (calendar dates have no time zone). */
export function firstWeekday({ year, month }: LocalMonth): number {
  return new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
}

export type MonthSummary = {
  month: LocalMonth;
  /** Records dated in this month. */
  count: number;
  /** Of them, how many she gave a seriousness to. */
  rated: number;
  /** The highest seriousness she gave in the month, or null when she gave none. */
  highest: number | null;
  /** The mean of the seriousness she gave, or null when she gave none. */
  average: number | null;
};

function summarize(month: LocalMonth, records: readonly DatedRecord[]): MonthSummary {
  const ratings = records.map((record) => record.seriousness).filter((value): value is number => typeof value === 'number');
  return {
    month,
    count: records.length,
    rated: ratings.length,
    highest: ratings.length === 0 ? null : Math.max(...ratings),
    average: ratings.length === 0 ? null : ratings.reduce((sum, value) => sum + value, 0) / ratings.length,
  };
}

/** Records grouped by the month they happened in (records with a date that is not a local day are left out). */
export function recordsByMonth<T extends DatedRecord>(records: readonly T[]): Map<string, T[]> {
  const months = new Map<string, T[]>();
  for (const record of records) {
    const month = monthOfDay(record.happenedDate);
    if (!month) continue;
    const key = monthKey(month);
    months.set(key, [...(months.get(key) ?? []), record]);
  }
  return months;
}

/** Records grouped by the local day they happened (YYYY-MM-DD). */
export function recordsByDay<T extends DatedRecord>(records: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const record of records) {
    if (!monthOfDay(record.happenedDate)) continue;
    days.set(record.happenedDate, [...(days.get(record.happenedDate) ?? []), record]);
  }
  return days;
}

/**
 * One summary per month from the month of her first dated record to `until` (or to the last
 * record's month, whichever is later), oldest first; months with no record are in it (a quiet
 * month is part of the picture). Empty when she has no dated record.
 */
export function monthlySummaries(records: readonly DatedRecord[], until: LocalMonth): MonthSummary[] {
  const byMonth = recordsByMonth(records);
  if (byMonth.size === 0) return [];
  const indexes = [...byMonth.keys()].map((key) => monthIndex(monthOfDay(`${key}-01`)!));
  const first = Math.min(...indexes);
  const last = Math.max(monthIndex(until), ...indexes);
  const summaries: MonthSummary[] = [];
  for (let index = first; index <= last; index += 1) {
    const month = monthFromIndex(index);
    summaries.push(summarize(month, byMonth.get(monthKey(month)) ?? []));
  }
  return summaries;
}

/** How many months each window holds. */
export const TREND_WINDOW_MONTHS = 3;

export type TrendWindow = { from: LocalMonth; to: LocalMonth; count: number; rated: number; average: number | null };

export type Trend = {
  /** False while there is nothing to compare with (no dated record before the recent window). */
  comparable: boolean;
  moreOften: boolean;
  moreSerious: boolean;
  recent: TrendWindow;
  earlier: TrendWindow;
};

function windowOf(records: readonly DatedRecord[], from: number, to: number): TrendWindow {
  const inside = records.filter((record) => {
    const month = monthOfDay(record.happenedDate);
    return month !== null && monthIndex(month) >= from && monthIndex(month) <= to;
  });
  const summary = summarize(monthFromIndex(from), inside);
  return { from: monthFromIndex(from), to: monthFromIndex(to), count: summary.count, rated: summary.rated, average: summary.average };
}

/** The last three months (this one included) against the three before (see the module comment). */
export function incidentTrend(records: readonly DatedRecord[], thisMonth: LocalMonth): Trend {
  const now = monthIndex(thisMonth);
  const recentFrom = now - (TREND_WINDOW_MONTHS - 1);
  const recent = windowOf(records, recentFrom, now);
  const earlier = windowOf(records, recentFrom - TREND_WINDOW_MONTHS, recentFrom - 1);
  const comparable = records.some((record) => {
    const month = monthOfDay(record.happenedDate);
    return month !== null && monthIndex(month) < recentFrom;
  });
  return {
    comparable,
    moreOften: comparable && recent.count > earlier.count,
    moreSerious: comparable && recent.average !== null && earlier.average !== null && recent.average > earlier.average,
    recent,
    earlier,
  };
}
