import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { hotlines } from '@core/constants';
import { incidentCalendarTexts } from '@core/content/incident-calendar';
import { locale } from '@core/content/locale';
import { latestVersion } from '@core/journal';
import { formatMessage } from '@core/message-format';
import {
  type LocalMonth,
  addMonths,
  daysInMonth,
  firstWeekday,
  incidentTrend,
  localMonth,
  monthKey,
  monthlySummaries,
  recordsByDay,
} from '@core/incident-trend';
import { HotlineList } from '~/components/hotline-list';
import { Button } from '~/components/ui/button';
import { bookingTrigger } from '~/lib/booking-trigger';
import { formatFullLocalDay, formatMonth, seriousnessLabel, seriousnessText } from './journal-format';
import type { JournalEntry } from './use-journal';

const texts = incidentCalendarTexts;

type CalendarRecord = { happenedDate: string; seriousness?: number; entry: JournalEntry };

/** Her dated records, each with the date of its latest version and her seriousness. */
export function calendarRecords(entries: readonly JournalEntry[]): CalendarRecord[] {
  return entries
    .filter((entry) => entry.incident)
    .map((entry) => ({ happenedDate: latestVersion(entry.incident!).content.happenedDate, seriousness: entry.incident!.seriousness, entry }));
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (month: LocalMonth, day: number) => `${monthKey(month)}-${pad(day)}`;
const fullDay = formatFullLocalDay;
/** Sunday first, as calendars in the US are; the names from Intl in this build's language. */
const weekdays = Array.from({ length: 7 }, (_, index) => {
  const date = new Date(2026, 10, 1 + index); // 1 November 2026 is a Sunday.
  return { short: date.toLocaleDateString(locale.intl, { weekday: 'narrow' }), long: date.toLocaleDateString(locale.intl, { weekday: 'long' }) };
});

function highestOf(records: readonly CalendarRecord[]): number | null {
  const rated = records.map((record) => record.seriousness).filter((value): value is number => value !== undefined);
  return rated.length === 0 ? null : Math.max(...rated);
}

/** A day's name for a screen reader: its full date, how many records, and the most serious step she chose. */
export function dayName(day: string, records: readonly CalendarRecord[]): string {
  const date = fullDay(day);
  const count =
    records.length === 0
      ? formatMessage(texts.calendar.dayNone, { day: date })
      : records.length === 1
        ? formatMessage(texts.calendar.dayOne, { day: date })
        : formatMessage(texts.calendar.dayMany, { day: date, count: records.length });
  const highest = highestOf(records);
  return highest === null ? count : `${count}${formatMessage(texts.calendar.dayHighest, { step: highest, label: seriousnessLabel(highest) })}`;
}

/**
 * The incident calendar (issue 27 item 5): a month of her dated records (a grid she moves
 * through with the arrow keys; each day named with its records and seriousness), every month's
 * count and seriousness, and, when the last three months hold more (core/incident-trend.ts), one
 * calm line with the hotline and a booking. Nothing here is sent anywhere.
 */
export function IncidentCalendar({
  entries,
  reader = 'her',
}: {
  entries: readonly JournalEntry[];
  /**
   * Who reads it. Her (her journal): addressed to her, opens on today, with the line about her
   * last months. Her advocate (/shared): not addressed to the reader, opens on her newest
   * record's month and day (what someone reading a link expects), and no line about her months.
   */
  reader?: 'her' | 'advocate';
}) {
  const showTrend = reader === 'her';
  const words = reader === 'her' ? texts.calendar : { ...texts.calendar, ...texts.calendarShared };
  const ids = useId();
  const records = useMemo(() => calendarRecords(entries), [entries]);
  const thisMonth = useMemo(() => localMonth(new Date()), []);
  // Her newest record's day when asked and she has one (YYYY-MM-DD sorts as text), else today.
  const [opening] = useState(() => {
    const newest = reader === 'advocate' ? records.reduce<string | undefined>((latest, record) => (latest === undefined || record.happenedDate > latest ? record.happenedDate : latest), undefined) : undefined;
    const [year, month, day] = (newest ?? '').split('-').map(Number);
    return year && month && day ? { month: { year, month }, day } : { month: thisMonth, day: new Date().getDate() };
  });
  const [shown, setShown] = useState<LocalMonth>(opening.month);
  const [focusDay, setFocusDay] = useState(opening.day);
  const [chosen, setChosen] = useState<string | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const byDay = useMemo(() => recordsByDay(records), [records]);
  const months = useMemo(() => monthlySummaries(records, thisMonth).slice(-12).reverse(), [records, thisMonth]);
  const trend = useMemo(() => incidentTrend(records, thisMonth), [records, thisMonth]);
  const mostInAMonth = Math.max(1, ...months.map((month) => month.count));

  const length = daysInMonth(shown);
  const lead = firstWeekday(shown);
  const activeDay = Math.min(focusDay, length);
  const weeks: Array<Array<number | null>> = [];
  for (let cell = 0; cell < lead + length; cell += 7) {
    weeks.push(Array.from({ length: 7 }, (_, column) => {
      const day = cell + column - lead + 1;
      return day >= 1 && day <= length ? day : null;
    }));
  }

  const focusCell = (day: number) => {
    // After React has drawn the month, the day's button takes focus.
    window.requestAnimationFrame(() => gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${day}"]`)?.focus());
  };
  const moveTo = (month: LocalMonth, day: number, focus = true) => {
    const clamped = Math.max(1, Math.min(day, daysInMonth(month)));
    setShown(month);
    setFocusDay(clamped);
    if (focus) focusCell(clamped);
  };
  const moveBy = (days: number) => {
    const target = activeDay + days;
    if (target < 1) {
      const before = addMonths(shown, -1);
      moveTo(before, daysInMonth(before) + target);
    } else if (target > length) moveTo(addMonths(shown, 1), target - length);
    else moveTo(shown, target);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const weekday = (lead + activeDay - 1) % 7;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => moveBy(-1),
      ArrowRight: () => moveBy(1),
      ArrowUp: () => moveBy(-7),
      ArrowDown: () => moveBy(7),
      Home: () => moveBy(-weekday),
      End: () => moveBy(6 - weekday),
      PageUp: () => moveTo(addMonths(shown, -1), activeDay),
      PageDown: () => moveTo(addMonths(shown, 1), activeDay),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const chosenRecords = chosen ? (byDay.get(chosen) ?? []) : [];
  const trendLine = !showTrend ? null : trend.moreOften && trend.moreSerious ? texts.trend.both : trend.moreOften ? texts.trend.moreOften : trend.moreSerious ? texts.trend.moreSerious : null;
  const monthTitleId = `${ids}-month`;

  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-5">
      <h2 id={`${ids}-title`} className="text-xl font-semibold">
        {words.title}
      </h2>

      {trendLine ? (
        <div className="space-y-3 rounded-lg border-s-4 border-primary bg-secondary/60 px-4 py-3" data-trend="">
          <p className="font-medium text-pretty">{trendLine}</p>
          <p className="text-sm text-pretty">{texts.trend.offer}</p>
          <HotlineList lines={[hotlines.domesticViolence]} />
          <Button variant="outline" className="self-start" {...bookingTrigger('consultation')}>
            {texts.trend.book}
          </Button>
        </div>
      ) : null}

      {records.length === 0 ? (
        <p>{words.none}</p>
      ) : (
        <>
          <p id={`${ids}-intro`} className="text-sm text-muted-foreground text-pretty">
            {words.intro} {words.markHint}
          </p>
          <div className="flex items-center justify-between gap-2">
            <Button variant="outline" size="icon" aria-label={texts.calendar.previous} onClick={() => moveTo(addMonths(shown, -1), activeDay, false)}>
              <span aria-hidden="true">‹</span>
            </Button>
            <h3 id={monthTitleId} aria-live="polite" className="text-lg font-semibold capitalize">
              {formatMonth(shown)}
            </h3>
            <Button variant="outline" size="icon" aria-label={texts.calendar.next} onClick={() => moveTo(addMonths(shown, 1), activeDay, false)}>
              <span aria-hidden="true">›</span>
            </Button>
          </div>
          <table ref={gridRef} role="grid" aria-labelledby={monthTitleId} aria-describedby={`${ids}-intro`} className="w-full table-fixed border-collapse text-center" onKeyDown={onKeyDown}>
            <thead>
              <tr>
                {weekdays.map((weekday) => (
                  <th key={weekday.long} scope="col" abbr={weekday.long} className="pb-1 text-xs font-medium text-muted-foreground">
                    <span aria-hidden="true">{weekday.short}</span>
                    <span className="sr-only">{weekday.long}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, row) => (
                <tr key={row}>
                  {week.map((day, column) => {
                    if (day === null) return <td key={column} role="gridcell" />;
                    const key = dayOf(shown, day);
                    const dayRecords = byDay.get(key) ?? [];
                    const highest = highestOf(dayRecords);
                    return (
                      <td key={column} role="gridcell" aria-selected={chosen === key} className="p-0.5">
                        <button
                          type="button"
                          data-day={day}
                          tabIndex={day === activeDay ? 0 : -1}
                          aria-label={dayName(key, dayRecords)}
                          onClick={() => {
                            setFocusDay(day);
                            setChosen(key);
                          }}
                          onFocus={() => setFocusDay(day)}
                          className={`flex min-h-11 w-full flex-col items-center justify-center rounded-md text-sm outline-none focus-visible:ring-3 focus-visible:ring-ring ${
                            dayRecords.length > 0 ? 'bg-secondary font-semibold text-secondary-foreground' : 'text-foreground hover:bg-secondary/50'
                          } ${chosen === key ? 'ring-2 ring-primary' : ''}`}
                        >
                          <span aria-hidden="true">{day}</span>
                          {dayRecords.length > 0 ? (
                            <span aria-hidden="true" className="mt-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs leading-5 text-primary-foreground">
                              {highest ?? '•'}
                            </span>
                          ) : null}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>

          {chosen ? (
            <div className="space-y-2" role="region" aria-labelledby={`${ids}-day`}>
              <h4 id={`${ids}-day`} className="font-semibold">
                {formatMessage(texts.calendar.dayTitle, { day: fullDay(chosen) })}
              </h4>
              {chosenRecords.length === 0 ? (
                <p className="text-sm">{dayName(chosen, [])}</p>
              ) : (
                <ul className="space-y-2 text-sm">
                  {chosenRecords.map(({ entry, seriousness }, index) => {
                    const what = latestVersion(entry.incident!).content.whatHappened;
                    return (
                      <li key={`${entry.recordId}-${index}`} className="rounded-md border border-border p-3">
                        <p className="break-words">{what.length > 120 ? `${what.slice(0, 120)}...` : what}</p>
                        <p className="text-muted-foreground">{seriousness === undefined ? texts.calendar.notRated : seriousnessText(seriousness)}</p>
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          ) : null}

          <div className="space-y-2">
            <h3 id={`${ids}-months`} className="font-semibold">
              {texts.months.title}
            </h3>
            <div className="overflow-x-auto">
              <table aria-labelledby={`${ids}-months`} className="w-full text-start text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="py-1 pe-3 font-semibold">
                      {texts.months.month}
                    </th>
                    <th scope="col" className="py-1 pe-3 font-semibold">
                      {texts.months.records}
                    </th>
                    <th scope="col" className="py-1 font-semibold">
                      {texts.months.highest}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {months.map((summary) => (
                    <tr key={monthKey(summary.month)} className="border-t border-border" data-month={monthKey(summary.month)}>
                      <th scope="row" className="py-1.5 pe-3 font-normal capitalize">
                        {formatMonth(summary.month)}
                      </th>
                      <td className="py-1.5 pe-3">
                        <span className="flex items-center gap-2">
                          <span className="w-5 tabular-nums">{summary.count}</span>
                          <span aria-hidden="true" className="h-2 rounded-full bg-primary" style={{ width: `${(summary.count / mostInAMonth) * 4}rem` }} />
                        </span>
                      </td>
                      <td className="py-1.5">{summary.count === 0 ? '' : summary.highest === null ? texts.months.notGiven : `${summary.highest} ${seriousnessLabel(summary.highest)}`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
