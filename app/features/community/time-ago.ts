import { postCardTexts } from '@core/content/community';
import { locale } from '@core/content/locale';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** The language a time-ago is written in: this build's, unless a test asks for another. */
export type TimeAgoLanguage = { intl: string; justNow: string };

const thisLanguage: TimeAgoLanguage = { intl: locale.intl, justNow: postCardTexts.justNow };

/**
 * How long before `now` something happened, in plain words ('just now', '2 hours ago',
 * '3 days ago'; 'hace 3 días' in Spanish). Dates in the future read 'just now'. Past four weeks
 * it gives the date itself ('January 5, 2026'), in UTC, so the prerendered page and the browser
 * agree.
 */
export function timeAgo(iso: string, now: Date | string, language: TimeAgoLanguage = thisLanguage): string {
  const then = Date.parse(iso);
  const reference = typeof now === 'string' ? Date.parse(now) : now.getTime();
  if (Number.isNaN(then) || Number.isNaN(reference)) return '';
  const elapsed = reference - then;
  if (elapsed < MINUTE) return language.justNow;
  const relative = new Intl.RelativeTimeFormat(language.intl, { numeric: 'always' });
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return relative.format(-Math.floor(elapsed / DAY), 'day');
  if (elapsed < 4 * WEEK) return relative.format(-Math.floor(elapsed / WEEK), 'week');
  return new Intl.DateTimeFormat(language.intl, { dateStyle: 'long', timeZone: 'UTC' }).format(then);
}
