/**
 * The share feature's dates, as her panel lists them and the advocate's page shows them.
 * One formatter each, made once: toLocaleString with options builds a new one per call, which a
 * journal of 200 records and a link of 50 (some 200 dates) paid for on a slow phone (issues 27 and
 * 28, docs/benchmarks.md). Same output; a date no calendar has (which format would throw on) is
 * shown as it was given.
 */
import { locale } from '@core/content/locale';

const dayFormat = new Intl.DateTimeFormat(locale.intl, { year: 'numeric', month: 'long', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(locale.intl, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const formatOr = (format: Intl.DateTimeFormat, date: Date, text: string) => (Number.isNaN(date.getTime()) ? text : format.format(date));

/** "November 20, 2026" for a YYYY-MM-DD day (read at noon, so no time zone moves it). */
export const day = (date: string) => formatOr(dayFormat, new Date(`${date}T12:00:00`), date);
/** "Nov 20, 2026, 9:14 PM" for an ISO time, in the reader's time zone. */
export const dateTime = (iso: string) => formatOr(dateTimeFormat, new Date(iso), iso);
