// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@core/site-config';
import { LEAVE_AFTER_MS, QUICK_EXIT_COVER_ID, QUICK_EXIT_EVENT, quickExit, reloadIfRestoredFromCache } from './quick-exit-action';

describe('quickExit', () => {
  const replace = vi.fn();
  const reload = vi.fn();
  const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 404 })));

  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<audio></audio><video></video>';
    document.title = 'Crisis Support | S.A.V.E. Sisterhood';
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', { ...window.location, replace, reload });
    sessionStorage.setItem('introSeen', 'true');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('covers the page, silences media, tells listeners, forgets the session and replaces the page', () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const heard = vi.fn();
    window.addEventListener(QUICK_EXIT_EVENT, heard);

    quickExit();

    const cover = document.getElementById(QUICK_EXIT_COVER_ID);
    expect(cover?.textContent).toBe('Loading.');
    expect(document.title).toBe('Loading');
    expect(pause).toHaveBeenCalledTimes(2);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('introSeen')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/session?exit=1', expect.objectContaining({ method: 'DELETE', keepalive: true, credentials: 'include' }));
    // The page is covered and silent at once; it goes a moment later, once a screen reader has begun to say so.
    expect(replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LEAVE_AFTER_MS);
    expect(replace).toHaveBeenCalledWith(siteConfig.quickExitUrl);
    window.removeEventListener(QUICK_EXIT_EVENT, heard);
  });

  it('removes the kept offline crisis help: every service worker and every cache', async () => {
    const unregister = vi.fn(() => Promise.resolve(true));
    const deleteCache = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistrations: () => Promise.resolve([{ unregister }, { unregister }]) } });
    vi.stubGlobal('caches', { keys: () => Promise.resolve(['workbox-precache-v2-x']), delete: deleteCache });
    quickExit();
    await vi.advanceTimersByTimeAsync(LEAVE_AFTER_MS);
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(deleteCache).toHaveBeenCalledWith('workbox-precache-v2-x');
    expect(replace).toHaveBeenCalledWith(siteConfig.quickExitUrl);
  });

  it('still leaves when removing the offline help fails', async () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistrations: () => Promise.reject(new Error('denied')) } });
    quickExit();
    await vi.advanceTimersByTimeAsync(LEAVE_AFTER_MS);
    expect(replace).toHaveBeenCalledWith(siteConfig.quickExitUrl);
  });

  it('still leaves when the session request fails at once', () => {
    fetchMock.mockImplementationOnce(() => {
      throw new TypeError('no network');
    });
    expect(() => quickExit()).not.toThrow();
    vi.advanceTimersByTime(LEAVE_AFTER_MS);
    expect(replace).toHaveBeenCalledWith(siteConfig.quickExitUrl);
  });

  it('reloads a page restored from the back-forward cache', () => {
    reloadIfRestoredFromCache({ persisted: false } as PageTransitionEvent);
    expect(reload).not.toHaveBeenCalled();
    reloadIfRestoredFromCache({ persisted: true } as PageTransitionEvent);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
