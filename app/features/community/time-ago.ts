const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** 'January 5, 2026': the calendar date in UTC, so the prerendered page and the browser agree. */
const longDateUtc = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * How long before `now` something happened, in plain words ('just now', '2 hours ago',
 * '3 days ago'). Dates in the future read 'just now'. Past four weeks it gives the date itself.
 */
export function timeAgo(iso: string, now: Date | string): string {
  const then = Date.parse(iso);
  const reference = typeof now === 'string' ? Date.parse(now) : now.getTime();
  if (Number.isNaN(then) || Number.isNaN(reference)) return '';
  const elapsed = reference - then;
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return plural(Math.floor(elapsed / DAY), 'day');
  if (elapsed < 4 * WEEK) return plural(Math.floor(elapsed / WEEK), 'week');
  return longDateUtc.format(then);
}
