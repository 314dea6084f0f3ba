import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The console's screens, in the order of its menu. */
export const consoleViews = ['today', 'bookings', 'messages', 'signups', 'community', 'resources', 'assessments'] as const;
export type ConsoleView = (typeof consoleViews)[number];

export const consoleViewLabels: Record<ConsoleView, string> = {
  today: 'Today',
  bookings: 'Bookings',
  messages: 'Messages',
  signups: 'Signups',
  community: 'Community',
  resources: 'Resources',
  assessments: 'Assessments',
};

/** `/admin?view=bookings` (the other parameters are that screen's filters and page). */
export function consoleHref(view: ConsoleView, filters: Record<string, string> = {}): string {
  const params = new URLSearchParams({ view, ...filters });
  return `/admin?${params.toString()}`;
}

/**
 * Which screen, filter and page the address names: so Back works, and a link in an email
 * (`/admin?view=bookings`) opens the right screen.
 */
export function useConsoleParams() {
  const [params, setParams] = useSearchParams();
  const rawView = params.get('view');
  const view: ConsoleView = (consoleViews as readonly string[]).includes(rawView ?? '') ? (rawView as ConsoleView) : 'today';
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;

  /** Sets filters (empty removes one); a new filter starts again at page 1. */
  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (!('page' in changes)) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      });
    },
    [setParams],
  );

  return { view, page, get: (key: string) => params.get(key) ?? '', update };
}
