import { quickExitTexts } from '@core/content/quick-exit';
import { siteConfig } from '@core/site-config';
import { apiRequest } from '~/lib/api';
import { removeOfflineHelp } from '~/lib/offline-help-removal';
import { QUICK_EXIT_EVENT } from '~/lib/quick-exit-event';

export { QUICK_EXIT_EVENT };
export const QUICK_EXIT_COVER_ID = 'quick-exit-cover';

/**
 * How long the covered page stays before the neutral site replaces it: long enough for a screen
 * reader to start saying "Leaving this page." (a page that is gone says nothing), short enough
 * not to matter; the cover and the silence come at once.
 */
export const LEAVE_AFTER_MS = 300;

/** Covers the whole page at once with a blank screen reading "Loading.", before anything else. */
function coverPage(): void {
  document.title = quickExitTexts.coverTitle;
  if (document.getElementById(QUICK_EXIT_COVER_ID)) return;
  const cover = document.createElement('div');
  cover.id = QUICK_EXIT_COVER_ID;
  cover.setAttribute('role', 'status');
  cover.textContent = quickExitTexts.coverText;
  // CSSOM properties (not a style attribute) so a strict CSP allows them.
  Object.assign(cover.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '2147483647',
    background: '#ffffff',
    color: '#333333',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    font: '16px system-ui, sans-serif',
  });
  document.body.appendChild(cover);
}

function silenceMedia(): void {
  document.querySelectorAll('audio, video').forEach((media) => {
    if (media instanceof HTMLMediaElement) {
      try {
        media.muted = true;
        media.pause();
      } catch {
        // A media element that cannot pause must not stop the exit.
      }
    }
  });
}

/**
 * Ends a tool session on the server; fire and forget, whatever the answer (even a 404).
 * `exit=1` (the quick exit, never "Lock") asks the server to answer with Clear-Site-Data, so the
 * browser also forgets this site's cache and storage.
 */
function endToolSession(): void {
  try {
    void apiRequest('DELETE', '/api/session?exit=1', undefined, { keepalive: true }).catch(() => undefined);
  } catch {
    // No fetch, or it threw synchronously: leave anyway.
  }
}

/** Removes the offline crisis help if she kept it (service worker and its caches); fire and forget. */
function forgetOfflineHelp(): void {
  try {
    void removeOfflineHelp().catch(() => undefined);
  } catch {
    // No service worker or cache API here: nothing was kept.
  }
}

/**
 * Leaves the site now: a blank cover, sound and video stopped, listeners told, this tab's
 * sessionStorage cleared, the tool session ended, the offline crisis help removed, then (after
 * LEAVE_AFTER_MS, for the screen reader) the neutral site replaces this page in history (so
 * Back does not come straight back here).
 */
export function quickExit(): void {
  coverPage();
  silenceMedia();
  forgetOfflineHelp();
  try {
    window.dispatchEvent(new CustomEvent(QUICK_EXIT_EVENT));
  } catch {
    // A listener's failure must not stop the exit.
  }
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage can be unavailable (privacy modes); nothing to clear then.
  }
  endToolSession();
  setTimeout(() => window.location.replace(siteConfig.quickExitUrl), LEAVE_AFTER_MS);
}

/** If she comes back with Back and the browser restores this page from its cache, start afresh. */
export function reloadIfRestoredFromCache(event: PageTransitionEvent): void {
  if (event.persisted) window.location.reload();
}
