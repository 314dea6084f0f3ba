import { describe, expect, it } from 'vitest';
import { daysInMonth, firstWeekday, incidentTrend, localMonth, monthOfDay, monthlySummaries, recordsByDay } from './incident-trend';

const nov2026 = { year: 2026, month: 11 };

describe('the incident trend (last three months against the three before)', () => {
  it('says nothing when she has no records', () => {
    const trend = incidentTrend([], nov2026);
    expect(trend).toMatchObject({ comparable: false, moreOften: false, moreSerious: false });
    expect(trend.recent.count).toBe(0);
    expect(monthlySummaries([], nov2026)).toEqual([]);
  });

  it('says nothing when every record is in the last three months: there is nothing before to compare with', () => {
    const records = [
      { happenedDate: '2026-09-01', seriousness: 2 },
      { happenedDate: '2026-10-12', seriousness: 4 },
      { happenedDate: '2026-11-20', seriousness: 5 },
    ];
    const trend = incidentTrend(records, nov2026);
    expect(trend.comparable).toBe(false);
    expect(trend.moreOften).toBe(false);
    expect(trend.moreSerious).toBe(false);
    expect(trend.recent.count).toBe(3);
  });

  it('counts more often when the recent window holds more records than the earlier one', () => {
    const records = [{ happenedDate: '2026-06-03' }, { happenedDate: '2026-09-14' }, { happenedDate: '2026-11-02' }];
    const trend = incidentTrend(records, nov2026);
    expect(trend).toMatchObject({ comparable: true, moreOften: true, moreSerious: false });
    expect(trend.recent).toMatchObject({ from: { year: 2026, month: 9 }, to: { year: 2026, month: 11 }, count: 2 });
    expect(trend.earlier).toMatchObject({ from: { year: 2026, month: 6 }, to: { year: 2026, month: 8 }, count: 1 });
  });

  it('is not "more often" when the counts are equal or fewer, and a record older than six months only makes it comparable', () => {
    expect(incidentTrend([{ happenedDate: '2026-07-01' }, { happenedDate: '2026-10-01' }], nov2026).moreOften).toBe(false);
    expect(incidentTrend([{ happenedDate: '2026-07-01' }, { happenedDate: '2026-08-01' }, { happenedDate: '2026-10-01' }], nov2026).moreOften).toBe(false);
    // A record a year ago, none in the earlier window, one now: more often than the three months before.
    const trend = incidentTrend([{ happenedDate: '2025-11-01' }, { happenedDate: '2026-11-01' }], nov2026);
    expect(trend).toMatchObject({ comparable: true, moreOften: true });
    expect(trend.earlier.count).toBe(0);
  });

  it('compares seriousness only between rated records, on average, and needs one in each window', () => {
    const fewerButWorse = [
      { happenedDate: '2026-06-10', seriousness: 2 },
      { happenedDate: '2026-07-10', seriousness: 2 },
      { happenedDate: '2026-08-10' },
      { happenedDate: '2026-10-10', seriousness: 4 },
    ];
    expect(incidentTrend(fewerButWorse, nov2026)).toMatchObject({ comparable: true, moreOften: false, moreSerious: true });
    expect(incidentTrend(fewerButWorse, nov2026).earlier).toMatchObject({ count: 3, rated: 2, average: 2 });
    // No rated record before: nothing to say about seriousness.
    expect(incidentTrend([{ happenedDate: '2026-06-10' }, { happenedDate: '2026-10-10', seriousness: 5 }], nov2026).moreSerious).toBe(false);
    // Same average: not more serious.
    expect(incidentTrend([{ happenedDate: '2026-06-10', seriousness: 3 }, { happenedDate: '2026-10-10', seriousness: 3 }], nov2026).moreSerious).toBe(false);
    // Less serious now.
    expect(incidentTrend([{ happenedDate: '2026-06-10', seriousness: 4 }, { happenedDate: '2026-10-10', seriousness: 1 }], nov2026).moreSerious).toBe(false);
  });

  it('puts a record on the first or last day of a month in that month, and windows cross a year', () => {
    const january = { year: 2027, month: 1 };
    // Recent: Nov 2026 - Jan 2027; earlier: Aug - Oct 2026.
    const records = [{ happenedDate: '2026-10-31' }, { happenedDate: '2026-11-01' }, { happenedDate: '2027-01-31' }];
    const trend = incidentTrend(records, january);
    expect(trend.recent).toMatchObject({ from: { year: 2026, month: 11 }, to: { year: 2027, month: 1 }, count: 2 });
    expect(trend.earlier).toMatchObject({ from: { year: 2026, month: 8 }, to: { year: 2026, month: 10 }, count: 1 });
    expect(trend.moreOften).toBe(true);
  });

  it('takes "this month" in her time zone: the last evening of a month is still that month where she is', () => {
    // 02:30 UTC on 1 December is 21:30 on 30 November in New York and 18:30 in Los Angeles.
    const instant = new Date('2026-12-01T02:30:00Z');
    expect(localMonth(instant, 'America/New_York')).toEqual({ year: 2026, month: 11 });
    expect(localMonth(instant, 'Europe/Madrid')).toEqual({ year: 2026, month: 12 });
    // The same records compare differently on either side of the boundary.
    const records = [{ happenedDate: '2026-08-20' }, { happenedDate: '2026-09-02' }, { happenedDate: '2026-10-05' }];
    expect(incidentTrend(records, localMonth(instant, 'America/New_York'))).toMatchObject({ moreOften: true });
    // In Madrid it is December: the recent window is Oct-Dec (1 record), the earlier Jul-Sep (2).
    expect(incidentTrend(records, localMonth(instant, 'Europe/Madrid'))).toMatchObject({ moreOften: false });
  });

  it('ignores a date that is not a local day', () => {
    expect(monthOfDay('2026-13-01')).toBeNull();
    expect(monthOfDay('')).toBeNull();
    expect(incidentTrend([{ happenedDate: 'yesterday' }], nov2026).recent.count).toBe(0);
  });
});

describe('the calendar\'s months', () => {
  it('summarizes every month from the first record to this month, quiet months included', () => {
    const summaries = monthlySummaries(
      [
        { happenedDate: '2026-08-05', seriousness: 2 },
        { happenedDate: '2026-08-20', seriousness: 4 },
        { happenedDate: '2026-10-01' },
      ],
      nov2026,
    );
    expect(summaries.map((summary) => [summary.month.month, summary.count, summary.highest, summary.average])).toEqual([
      [8, 2, 4, 3],
      [9, 0, null, null],
      [10, 1, null, null],
      [11, 0, null, null],
    ]);
  });

  it('groups records by day and knows the shape of a month', () => {
    const byDay = recordsByDay([{ happenedDate: '2026-11-02' }, { happenedDate: '2026-11-02', seriousness: 3 }, { happenedDate: '2026-11-30' }]);
    expect(byDay.get('2026-11-02')).toHaveLength(2);
    expect(daysInMonth({ year: 2028, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2026, month: 2 })).toBe(28);
    expect(daysInMonth(nov2026)).toBe(30);
    // 1 November 2026 is a Sunday.
    expect(firstWeekday(nov2026)).toBe(0);
  });
});
