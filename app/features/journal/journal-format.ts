/**
 * Dates as the journal shows and prints them. Every time is shown in her device's time zone;
 * when something happened is shown as she entered it (a local date and time where it happened).
 */
import { incidentCalendarTexts, seriousnessLevels } from '@core/content/incident-calendar';
import { journalTexts } from '@core/content/journal';
import { formatMessage } from '@core/message-format';
import type { LocalMonth } from '@core/incident-trend';
import { locale } from '@core/content/locale';
import type { IncidentContent } from '@core/contracts/journal';

/**
 * One formatter per style, made once: `toLocaleString(locale, options)` builds a new
 * Intl.DateTimeFormat on every call, which a record pack of 100 records (hundreds of dates) paid
 * seconds for on a slow phone (docs/benchmarks.md, issue 27). Same output: these options name
 * their fields, so neither way adds default ones.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale.intl}\u0000${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale.intl, options);
    formatters.set(key, format);
  }
  return format;
}
const DATE_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const FULL_DAY: Intl.DateTimeFormatOptions = { dateStyle: 'full' };
const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };

/** "Nov 25, 2026, 9:14 PM EST" in her device's time zone, named: a record read elsewhere must say which clock. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter(DATE_TIME).format(date);
}

/** "Nov 25, 2026" */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter(DAY).format(date);
}

/** A local YYYY-MM-DD (no time zone) as "Nov 2, 2026". */
export function formatLocalDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return formatter(DAY).format(new Date(year, month - 1, date));
}

/** A local YYYY-MM-DD as "Monday, November 2, 2026" (the incident calendar's days, drawn on every render). */
export function formatFullLocalDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return formatter(FULL_DAY).format(new Date(year!, month! - 1, date!));
}

/** When it happened, as she entered it: "Nov 2, 2026 (2026-11-02) at 21:30" or "... time not given". */
export function happenedText(content: Pick<IncidentContent, 'happenedDate' | 'happenedTime'>): string {
  const day = `${formatLocalDay(content.happenedDate)} (${content.happenedDate})`;
  return content.happenedTime ? formatMessage(journalTexts.dates.at, { day, time: content.happenedTime }) : formatMessage(journalTexts.dates.timeNotGiven, { day });
}

/** The words of a step of the seriousness scale, 1-5 (empty for anything else). */
export function seriousnessLabel(step: number): string {
  return seriousnessLevels.find((level) => level.value === step)?.label ?? '';
}

/** "Seriousness: 4 of 5, I was hurt, or afraid I would be" */
export function seriousnessText(step: number): string {
  return formatMessage(incidentCalendarTexts.badge, { step, label: seriousnessLabel(step) });
}

/** "November 2026" */
export function formatMonth({ year, month }: LocalMonth): string {
  return formatter(MONTH).format(new Date(year, month - 1, 1));
}
