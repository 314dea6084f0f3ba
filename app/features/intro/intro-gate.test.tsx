// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTRO_ATTRIBUTE, INTRO_SEEN_KEY, markFirstVisit } from './intro-head-script';
import { IntroGate } from './intro-gate';

/** A page load: the head script runs, then React mounts. */
function loadPage(path = '/') {
  window.history.replaceState(null, '', path);
  markFirstVisit();
  return render(<IntroGate logo={<span />} />);
}

describe('IntroGate', () => {
  // The intro's code is a lazy chunk: load it once up front, so a slow first import cannot time out.
  beforeAll(async () => {
    await import('./intro-layer');
  });
  beforeEach(() => {
    sessionStorage.clear();
    document.documentElement.removeAttribute(INTRO_ATTRIBUTE);
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('probably');
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    document.documentElement.removeAttribute(INTRO_ATTRIBUTE);
  });

  it('plays the intro on the first load in a tab and remembers it at once', async () => {
    loadPage('/');
    expect(await screen.findByRole('region', { name: 'Introduction' })).toBeTruthy();
    expect(document.documentElement.getAttribute(INTRO_ATTRIBUTE)).toBe('playing');
    expect(sessionStorage.getItem(INTRO_SEEN_KEY)).toBe('true');
  });

  it('on a second load in the same session shows the page straight away', async () => {
    loadPage('/');
    await screen.findByRole('region', { name: 'Introduction' });
    cleanup();
    document.documentElement.removeAttribute(INTRO_ATTRIBUTE);

    const { container } = loadPage('/resources');
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('region', { name: 'Introduction' })).toBeNull();
  });

  it('never plays when she lands on /crisis-support', async () => {
    const { container } = loadPage('/crisis-support');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
    expect(sessionStorage.getItem(INTRO_SEEN_KEY)).toBeNull();
  });
});

describe('IntroGate on a slow connection', () => {
  afterEach(() => {
    cleanup();
    vi.doUnmock('./intro-layer');
    vi.resetModules();
    document.documentElement.removeAttribute(INTRO_ATTRIBUTE);
    sessionStorage.clear();
  });

  it('offers Skip Intro while the intro’s code is still on its way', async () => {
    // The intro's chunk never arrives.
    vi.doMock('./intro-layer', () => new Promise(() => {}));
    vi.resetModules();
    const { IntroGate: FreshGate } = await import('./intro-gate');
    window.history.replaceState(null, '', '/');
    markFirstVisit();
    render(<FreshGate logo={<span />} />);
    const skip = await screen.findByRole('button', { name: 'Skip Intro' });
    expect(screen.getByRole('region', { name: 'Introduction' })).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
    skip.click();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Introduction' })).toBeNull());
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(false);
  });
});
