/**
 * A tiny script inlined in <head> of every prerendered page (app/root.tsx), run before the body
 * paints. On a first visit in this tab it marks <html data-intro="pending">: app.css then shows
 * a black screen (the quick exit still on top) instead of the page, so the page does not flash
 * before the intro; IntroGate takes over after hydration.
 *
 * It does nothing, so the page shows at once, when: the intro was seen in this tab
 * (sessionStorage 'introSeen'); she landed on /crisis-support; she came back with Back or
 * Forward (after the quick exit cleared the tab's storage, a return shows the page, not the
 * intro again); the visitor is a crawler or a link preview; storage is unavailable; JavaScript is
 * off (then it never runs). If the app has not taken over within 8 s (a failed or very slow
 * script), the mark is removed and the page shows: a first visit is never stuck on black.
 *
 * The server allows inline scripts by their hash, computed per page at start-up
 * (server/static-site.ts), so this text can change freely. Keep it ES5 and self-contained.
 */
export const INTRO_ATTRIBUTE = 'data-intro';
export const INTRO_SEEN_KEY = 'introSeen';
/** Paths where the intro never plays (DESIGN.md: landing on /crisis-support skips it). */
export const INTRO_SKIPPED_PATHS = ['/crisis-support'] as const;
export const INTRO_FALLBACK_MS = 8000;
/** Crawlers, link previews and similar readers: they get the page, never the intro. */
const CRAWLER_PATTERN = 'bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|whatsapp|telegram|skype|discord|bingpreview';

export const introHeadScript = `(function(){try{var d=document.documentElement,p=location.pathname.replace(/\\/+$/,'')||'/',n=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];if(n&&n.type==='back_forward'||${JSON.stringify(
  INTRO_SKIPPED_PATHS,
)}.indexOf(p)>=0||sessionStorage.getItem(${JSON.stringify(INTRO_SEEN_KEY)})||/${CRAWLER_PATTERN}/i.test(navigator.userAgent))return;d.setAttribute(${JSON.stringify(
  INTRO_ATTRIBUTE,
)},'pending');setTimeout(function(){if(d.getAttribute(${JSON.stringify(INTRO_ATTRIBUTE)})==='pending')d.removeAttribute(${JSON.stringify(
  INTRO_ATTRIBUTE,
)})},${INTRO_FALLBACK_MS})}catch(e){}})();`;
