/**
 * Part of the script inlined in <head> of every page (app/scripts/head-script.ts), run before the
 * body paints. On a first visit in this tab it marks <html data-intro="pending">: app.css then
 * shows a black screen (the quick exit still on top) instead of the page, so the page does not
 * flash before the intro; the site shell (app/scripts/site-shell.ts) then starts the intro.
 *
 * It does nothing, so the page shows at once, when: the intro was seen in this tab
 * (sessionStorage 'introSeen'); she landed on /crisis-support; she came back with Back or
 * Forward (after the quick exit cleared the tab's storage, a return shows the page, not the
 * intro again); the visitor is a crawler or a link preview; storage is unavailable; JavaScript is
 * off (then it never runs). If the intro has not taken over within 8 s (a failed or very slow
 * script), the mark is removed and the page shows: a first visit is never stuck on black.
 */
export const INTRO_ATTRIBUTE = 'data-intro';
export const INTRO_SEEN_KEY = 'introSeen';
/** Paths where the intro never plays (DESIGN.md: landing on /crisis-support skips it). */
export const INTRO_SKIPPED_PATHS: readonly string[] = ['/crisis-support'];
export const INTRO_FALLBACK_MS = 8000;
/** Crawlers, link previews and similar readers: they get the page, never the intro. */
const CRAWLER_PATTERN = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|whatsapp|telegram|skype|discord|bingpreview/i;

export function markFirstVisit(): void {
  try {
    const root = document.documentElement;
    const path = location.pathname.replace(/\/+$/, '') || '/';
    const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (navigation?.type === 'back_forward') return;
    if (INTRO_SKIPPED_PATHS.includes(path)) return;
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
