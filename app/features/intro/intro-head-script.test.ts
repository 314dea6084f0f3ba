// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTRO_ATTRIBUTE, INTRO_FALLBACK_MS, INTRO_SEEN_KEY, markFirstVisit } from './intro-head-script';

/** Runs the head script as the browser would, at `path`, with this user agent. */
function runAt(path: string, userAgent = 'Mozilla/5.0 (Linux; Android 13) Chrome/130.0 Mobile Safari/537.36') {
  window.history.replaceState(null, '', path);
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  markFirstVisit();
}

const mark = () => document.documentElement.getAttribute(INTRO_ATTRIBUTE);

describe('the intro head script', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    document.documentElement.removeAttribute(INTRO_ATTRIBUTE);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('marks a first visit that lands on a home page, so the page stays hidden for the intro', () => {
    runAt('/');
    expect(mark()).toBe('pending');
    document.documentElement.removeAttribute(INTRO_ATTRIBUTE);
    runAt('/es');
    expect(mark()).toBe('pending');
    document.documentElement.removeAttribute(INTRO_ATTRIBUTE);
    runAt('/es/');
    expect(mark()).toBe('pending');
  });

  it('never plays the intro on any other landing page: she came for that page', () => {
    for (const path of ['/tools/journal', '/staying-safer', '/es/crisis-support', '/resources/', '/es/services', '/about']) {
      runAt(path);
      expect(mark(), path).toBeNull();
    }
  });

  it('leaves the page alone once the intro was seen in this tab', () => {
    sessionStorage.setItem(INTRO_SEEN_KEY, 'true');
    runAt('/');
    expect(mark()).toBeNull();
  });

  it('never plays the intro on /crisis-support, with or without a trailing slash', () => {
    runAt('/crisis-support');
    expect(mark()).toBeNull();
    runAt('/crisis-support/');
    expect(mark()).toBeNull();
  });

  it('shows the page, not the intro, on a return with Back or Forward', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'back_forward' } as unknown as PerformanceEntry]);
    runAt('/');
    expect(mark()).toBeNull();
    vi.mocked(performance.getEntriesByType).mockReturnValue([{ type: 'reload' } as unknown as PerformanceEntry]);
    runAt('/');
    expect(mark()).toBe('pending');
  });

  it('shows crawlers and link previews the page, not the intro', () => {
    runAt('/', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(mark()).toBeNull();
    runAt('/', 'facebookexternalhit/1.1');
    expect(mark()).toBeNull();
  });

  it('shows the page anyway if the app has not taken over within 8 s', () => {
    runAt('/');
    vi.advanceTimersByTime(INTRO_FALLBACK_MS - 1);
    expect(mark()).toBe('pending');
    vi.advanceTimersByTime(1);
    expect(mark()).toBeNull();
  });

  it('does not undo the mark once the intro is playing', () => {
    runAt('/');
    document.documentElement.setAttribute(INTRO_ATTRIBUTE, 'playing');
    vi.advanceTimersByTime(INTRO_FALLBACK_MS);
    expect(mark()).toBe('playing');
  });

  it('shows the page when storage is not available', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    runAt('/');
    expect(mark()).toBeNull();
  });
});
