/**
 * Part of the script inlined in <head> of every page (app/scripts/head-script.ts), run before the
 * body paints. On a first visit in this tab it marks <html data-intro="pending">: app.css then
 * shows a black screen (the quick exit still on top) instead of the page, so the page does not
 * flash before the intro; the site shell (app/scripts/site-shell.ts) then starts the intro.
 *
 * Only a first visit that lands on the home page (/ or /es) gets the intro (DESIGN.md "intro
 * order"): a deep link, a tool, the crisis page or a shared link shows its page at once, because
 * she came for that page. It also does nothing, so the page shows at once, when: the intro was
 * seen in this tab (sessionStorage 'introSeen'); she came back with Back or
 * Forward (after the quick exit cleared the tab's storage, a return shows the page, not the
 * intro again); the visitor is a crawler or a link preview; storage is unavailable; JavaScript is
 * off (then it never runs). If the intro has not taken over within 8 s (a failed or very slow
 * script), the mark is removed and the page shows: a first visit is never stuck on black.
 */
import { LOCALES, LOCALE_PREFIX } from '@core/i18n';

export const INTRO_ATTRIBUTE = 'data-intro';
export const INTRO_SEEN_KEY = 'introSeen';
/** The only paths where the intro plays: each language's home page ('/', '/es'). */
export const INTRO_PATHS: readonly string[] = LOCALES.map((language) => LOCALE_PREFIX[language] || '/');
export const INTRO_FALLBACK_MS = 8000;
/** Crawlers, link previews and similar readers: they get the page, never the intro. */
const CRAWLER_PATTERN = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|whatsapp|telegram|skype|discord|bingpreview/i;

export function markFirstVisit(): void {
  try {
    const root = document.documentElement;
    const path = location.pathname.replace(/\/+$/, '') || '/';
    const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (navigation?.type === 'back_forward') return;
    if (!INTRO_PATHS.includes(path)) return;
    if (sessionStorage.getItem(INTRO_SEEN_KEY)) return;
    if (CRAWLER_PATTERN.test(navigator.userAgent)) return;
    root.setAttribute(INTRO_ATTRIBUTE, 'pending');
    setTimeout(() => {
      if (root.getAttribute(INTRO_ATTRIBUTE) === 'pending') root.removeAttribute(INTRO_ATTRIBUTE);
    }, INTRO_FALLBACK_MS);
  } catch {
    // No storage or no performance API: show the page.
  }
}
