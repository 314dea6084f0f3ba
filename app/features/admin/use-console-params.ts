import { useCallback, useMemo, useSyncExternalStore, type MouseEvent } from 'react';
import type { TransitionBeforePreparationEvent, TransitionBeforeSwapEvent } from 'astro:transitions/client';

/** The console's screens, in the order of its menu. */
export const consoleViews = ['today', 'bookings', 'messages', 'signups', 'community', 'resources', 'assessments', 'privacy', 'security'] as const;
export type ConsoleView = (typeof consoleViews)[number];

export const consoleViewLabels: Record<ConsoleView, string> = {
  today: 'Today',
  bookings: 'Bookings',
  messages: 'Messages',
  signups: 'Signups',
  community: 'Community',
  resources: 'Resources',
  assessments: 'Assessments',
  privacy: 'Privacy',
  security: 'Security',
};

/** `/admin?view=bookings` (the other parameters are that screen's filters and page). */
export function consoleHref(view: ConsoleView, filters: Record<string, string> = {}): string {
  const params = new URLSearchParams({ view, ...filters });
  return `/admin?${params.toString()}`;
}

/*
 * The console's place lives in the address (`?view=…&status=…&page=…`): moving between screens
 * and filters pushes a history entry without loading the page again, and Back and Forward come
 * back through 'popstate'. The site's client router (Astro's, in the layout) answers Back and
 * Forward too, by fetching the page and swapping it in, which would start the console over: so
 * while the console is on screen, a step between two of its own entries keeps the page (the
 * router's documented hooks: a loader that fetches nothing and a swap that changes nothing; the
 * router still restores that entry's scroll position). Its entries carry the router's kind of
 * state (an index and a scroll position), so coming Back to one from another page still works.
 */
const listeners = new Set<() => void>();
let consolePath: string | null = null;

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';
const isConsolePath = (path: string) => consolePath !== null && withoutTrailingSlash(path) === consolePath;

function notify() {
  for (const listener of listeners) listener();
}

function isPreparation(event: Event): event is TransitionBeforePreparationEvent {
  return 'loader' in event && 'navigationType' in event;
}

function isSwap(event: Event): event is TransitionBeforeSwapEvent {
  return 'swap' in event && 'newDocument' in event;
}

function keepPageOnOwnTraverse(event: Event) {
  if (!isPreparation(event) || event.navigationType !== 'traverse') return;
  if (!isConsolePath(event.from.pathname) || !isConsolePath(event.to.pathname)) return;
  event.loader = async () => {
    event.newDocument = document;
  };
}

function skipSwapOfSamePage(event: Event) {
  if (isSwap(event) && event.newDocument === document) event.swap = () => undefined;
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    consolePath = withoutTrailingSlash(window.location.pathname);
    window.addEventListener('popstate', notify);
    document.addEventListener('astro:before-preparation', keepPageOnOwnTraverse);
    document.addEventListener('astro:before-swap', skipSwapOfSamePage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      consolePath = null;
      window.removeEventListener('popstate', notify);
      document.removeEventListener('astro:before-preparation', keepPageOnOwnTraverse);
      document.removeEventListener('astro:before-swap', skipSwapOfSamePage);
    }
  };
}

const currentSearch = () => window.location.search;
// The prerendered page knows no address: the console draws itself in the browser only.
const noSearch = () => '';

/** Goes to another place in the console (a screen, a filter) as a new history entry, without loading the page. */
export function navigateConsole(href: string): void {
  const previous: unknown = window.history.state;
  const index = typeof previous === 'object' && previous !== null && 'index' in previous && typeof previous.index === 'number' ? previous.index : 0;
  window.history.pushState({ index: index + 1, scrollX: window.scrollX, scrollY: window.scrollY }, '', href);
  notify();
}

/**
 * `onClick` of a link to another console screen: the same page, so no page load. A click with a
 * modifier key (a new tab or window) is left to the browser.
 */
export function followConsoleLink(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigateConsole(event.currentTarget.href);
}

/**
 * Which screen, filter and page the address names: so Back works, and a link in an email
 * (`/admin?view=bookings`) opens the right screen.
 */
export function useConsoleParams() {
  const search = useSyncExternalStore(subscribe, currentSearch, noSearch);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const rawView = params.get('view');
  const view: ConsoleView = (consoleViews as readonly string[]).includes(rawView ?? '') ? (rawView as ConsoleView) : 'today';
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;

  /** Sets filters (empty removes one); a new filter starts again at page 1. */
  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      const next = new URLSearchParams(window.location.search);
      if (!('page' in changes)) next.delete('page');
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      const query = next.toString();
      navigateConsole(`${window.location.pathname}${query ? `?${query}` : ''}`);
    },
    [],
  );

  return { view, page, get: (key: string) => params.get(key) ?? '', update };
}
