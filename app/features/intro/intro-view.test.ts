// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { introSplash, introTransition, introVideo } from '@core/content/intro';
import { QUICK_EXIT_EVENT } from '~/lib/quick-exit-event';
import { INTRO_ATTRIBUTE, INTRO_FALLBACK_MS, INTRO_SEEN_KEY, markFirstVisit } from './intro-head-script';
import { startIntro } from './intro-view';

let play: MockInstance<() => Promise<void>>;
let pause: MockInstance<() => void>;
let warn: MockInstance<(...data: unknown[]) => void>;

const region = () => screen.queryByRole('region', { name: 'Introduction' });
const stage = () => document.querySelector('section[aria-label="Introduction"]')?.getAttribute('data-intro-stage');
const video = () => document.querySelector('video')!;
const announced = () => screen.queryAllByRole('status').map((node) => node.textContent ?? '').join(' ');
/** The element inside `root` whose whole text is `text`. */
const within = (root: HTMLElement, text: string) => [...root.querySelectorAll<HTMLElement>('*')].find((node) => node.textContent === text)!;
/** The intro has taken itself out of the page (it is over, faded away). */
const finished = () => document.querySelector('[data-overlay="intro"]') === null;

/** Lets what resolved promises (play()) sent reach the intro. */
const flush = async () => {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
};
const advance = (ms: number) => vi.advanceTimersByTime(ms);

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

/** The head script marked a first visit; the site shell has loaded the intro's code. */
function startMarked() {
  document.documentElement.setAttribute(INTRO_ATTRIBUTE, 'pending');
  startIntro();
}

/** A page load: the head script runs, then the site shell starts the intro. */
function loadPage(path = '/') {
  window.history.replaceState(null, '', path);
  markFirstVisit();
  startIntro();
}

function mockMedia() {
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => (type.startsWith('video/webm') ? 'probably' : ''));
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
}

function tidy() {
  // An intro a test left running (waiting on its play button) stops, as at a quick exit.
  window.dispatchEvent(new CustomEvent(QUICK_EXIT_EVENT));
  document.querySelectorAll('[data-overlay="intro"]').forEach((node) => node.remove());
  document.documentElement.removeAttribute(INTRO_ATTRIBUTE);
  sessionStorage.clear();
}

describe('starting the intro', () => {
  beforeEach(() => {
    mockMedia();
    tidy();
  });
  afterEach(() => {
    tidy();
    vi.restoreAllMocks();
  });

  it('plays the intro on the first load in a tab and remembers it at once', () => {
    loadPage('/');
    expect(region()).toBeTruthy();
    expect(document.documentElement.getAttribute(INTRO_ATTRIBUTE)).toBe('playing');
    expect(sessionStorage.getItem(INTRO_SEEN_KEY)).toBe('true');
  });

  it('on a second load in the same session shows the page straight away', () => {
    loadPage('/');
    expect(region()).toBeTruthy();
    document.querySelector('[data-overlay="intro"]')?.remove();
    document.documentElement.removeAttribute(INTRO_ATTRIBUTE);

    loadPage('/es');
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(false);
    expect(document.querySelector('[data-overlay="intro"]')).toBeNull();
    expect(region()).toBeNull();
  });

  it('never plays when she lands on another page, such as /crisis-support', () => {
    loadPage('/crisis-support');
    expect(document.querySelector('[data-overlay="intro"]')).toBeNull();
    expect(sessionStorage.getItem(INTRO_SEEN_KEY)).toBeNull();
  });

  it('shows the page if the intro cannot start', () => {
    vi.stubGlobal('matchMedia', () => {
      throw new Error('matchMedia broke');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      loadPage('/');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(region()).toBeNull();
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('does not cover the page when its code arrives after the head script already showed it', () => {
    window.history.replaceState(null, '', '/');
    vi.useFakeTimers();
    try {
      markFirstVisit();
      advance(INTRO_FALLBACK_MS);
    } finally {
      vi.useRealTimers();
    }
    startIntro();
    expect(region()).toBeNull();
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(false);
  });
});

describe('the site shell and the intro’s code', () => {
  beforeEach(() => {
    mockMedia();
    tidy();
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    tidy();
    vi.doUnmock('./intro-view');
    vi.resetModules();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A fresh page: the head script marks the first visit, then the shell module runs. */
  async function loadShell() {
    vi.resetModules();
    markFirstVisit();
    await import('~/scripts/site-shell');
    await flush();
  }

  it('starts the intro on a first visit', async () => {
    await loadShell();
    await vi.waitFor(() => expect(region()).toBeTruthy());
    expect(document.documentElement.getAttribute(INTRO_ATTRIBUTE)).toBe('playing');
  });

  it('shows the page when the intro’s code cannot be fetched', async () => {
    vi.doMock('./intro-view', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    await loadShell();
    await vi.waitFor(() => expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(false));
    expect(region()).toBeNull();
  });

  it('while the intro’s code is on its way the page stays hidden, and shows after 8 s if it never arrives', async () => {
    vi.useFakeTimers();
    // The intro's file never arrives.
    vi.doMock('./intro-view', () => new Promise(() => {}));
    await loadShell();
    expect(document.documentElement.getAttribute(INTRO_ATTRIBUTE)).toBe('pending');
    expect(region()).toBeNull();
    advance(INTRO_FALLBACK_MS - 1);
    expect(document.documentElement.getAttribute(INTRO_ATTRIBUTE)).toBe('pending');
    advance(1);
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(false);
  });
});

describe('the intro', () => {
  beforeEach(() => {
    mockMedia();
    tidy();
    vi.useFakeTimers();
    setReducedMotion(false);
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    tidy();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('plays the video muted, then the splash on its timeline, then the transition, then shows the site', async () => {
    startMarked();
    await flush();
    expect(stage()).toBe('video');
    expect(video().muted).toBe(true);
    expect(video().getAttribute('src')).toBe('/media/intro.webm');
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveProperty('ariaPressed', 'true');
    expect(screen.getByRole('button', { name: 'Skip Intro' })).toBeTruthy();
    // Focus starts on the intro.
    expect(document.activeElement).toBe(region());

    fireEvent.ended(video());
    expect(stage()).toBe('splash');
    expect(document.querySelector('video')).toBeNull();
    expect(announced()).toBe('');
    advance(800); // the logo (decorative)
    expect(announced()).toBe('');
    advance(1200); // 2 s: the title
    expect(announced()).toBe(introSplash.title);
    advance(1500); // 3.5 s: the quote and the tagline
    expect(announced()).toContain("You didn't imagine that shit.");
    expect(announced()).toContain('From Survival to Sovereignty');
    advance(1500); // 5 s: the description
    expect(announced()).toContain(introSplash.description);
    advance(1499);
    expect(stage()).toBe('splash');
    advance(1); // 6.5 s: the splash ends
    expect(stage()).toBe('transition');
    expect(screen.getByText(introTransition.heading)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skip Intro' })).toBeTruthy();

    advance(4999);
    expect(stage()).toBe('transition');
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(true);
    advance(1); // 5 s: the site shows, the intro fades away
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(false);
    expect(finished()).toBe(false);
    advance(500);
    expect(finished()).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows the splash lines one by one, each fading in, with the logo', () => {
    startMarked();
    fireEvent.playing(video());
    fireEvent.ended(video());
    const logo = document.querySelector('[data-splash-item="logo"]')!;
    expect(logo.querySelector('svg')?.getAttribute('class')).toBe('shrink-0 size-20');
    expect(logo.className).toContain('invisible');
    advance(800);
    expect(logo.className).not.toContain('invisible');
    expect(logo.className).toContain('transition-opacity');
    expect(screen.getByText(introSplash.title).className).toContain('invisible');
  });

  it('lays the name and the tagline over the video as text, each appearing at its cue and going as it fades', async () => {
    startMarked();
    await flush();
    const words = document.querySelector<HTMLElement>('[data-intro-words]')!;
    // Over the picture, in this page's language (the video itself draws no words).
    expect(words.parentElement).toBe(video().parentElement);
    const title = within(words, introSplash.title);
    const tagline = within(words, introSplash.tagline);
    const at = (seconds: number) => {
      Object.defineProperty(video(), 'currentTime', { configurable: true, value: seconds });
      fireEvent.timeUpdate(video());
    };
    expect([title.classList.contains('opacity-0'), tagline.classList.contains('opacity-0')]).toEqual([true, true]);
    at(introVideo.wordCues.title);
    expect([title.classList.contains('opacity-0'), tagline.classList.contains('opacity-0')]).toEqual([false, true]);
    at(introVideo.wordCues.tagline);
    expect([title.classList.contains('opacity-0'), tagline.classList.contains('opacity-0')]).toEqual([false, false]);
    at(introVideo.wordCues.fadeOut);
    expect([title.classList.contains('opacity-0'), tagline.classList.contains('opacity-0')]).toEqual([true, true]);
  });

  it('shows every word over the poster when autoplay is blocked', async () => {
    play.mockRejectedValueOnce(new DOMException('play() needs a user gesture', 'NotAllowedError'));
    startMarked();
    await flush();
    const words = document.querySelector<HTMLElement>('[data-intro-words]')!;
    expect(within(words, introSplash.title).classList.contains('opacity-0')).toBe(false);
    expect(within(words, introSplash.tagline).classList.contains('opacity-0')).toBe(false);
  });

  it('Skip Intro ends it at once from the video, and stops the video', async () => {
    startMarked();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Skip Intro' }));
    expect(stage()).toBe('done');
    expect(pause).toHaveBeenCalled();
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(false);
    advance(500);
    expect(finished()).toBe(true);
  });

  it('Skip Intro ends it from the splash too', async () => {
    startMarked();
    await flush();
    fireEvent.ended(video());
    advance(2000);
    const skip = screen.getByRole('button', { name: 'Skip Intro' });
    // The same control on every stage: her focus on it stays as the stages change.
    skip.focus();
    advance(1500);
    expect(document.activeElement).toBe(skip);
    fireEvent.click(skip);
    expect(stage()).toBe('done');
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(false);
  });

  it('the mute toggle turns the sound on and off', async () => {
    startMarked();
    await flush();
    const mute = screen.getByRole('button', { name: 'Mute' });
    fireEvent.click(mute);
    expect(video().muted).toBe(false);
    expect(mute).toHaveProperty('ariaPressed', 'false');
    fireEvent.click(mute);
    expect(video().muted).toBe(true);
    expect(mute).toHaveProperty('ariaPressed', 'true');
  });

  it('when autoplay is blocked, a play button covers the screen and waits; pressing it plays', async () => {
    play.mockRejectedValueOnce(new DOMException('play() needs a user gesture', 'NotAllowedError'));
    startMarked();
    await flush();
    const button = screen.getByRole('button', { name: 'Play the intro video' });
    expect(video().getAttribute('poster')).toBe('/media/intro-poster.jpg');
    advance(60_000);
    expect(stage()).toBe('video');
    expect(screen.getByRole('button', { name: 'Play the intro video' })).toBe(button);

    button.focus();
    fireEvent.click(button);
    await flush();
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Play the intro video' })).toBeNull();
    // The pressed button went away: focus comes back to the intro.
    expect(document.activeElement).toBe(region());
    fireEvent.ended(video());
    expect(stage()).toBe('splash');
    expect(warn).not.toHaveBeenCalled();
  });

  it('when playback fails after the press, shows Loading... and Continue to Site, and goes on after 2 s', async () => {
    play.mockRejectedValueOnce(new DOMException('no gesture', 'NotAllowedError'));
    play.mockRejectedValueOnce(new DOMException('decode error', 'NotSupportedError'));
    startMarked();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Play the intro video' }));
    await flush();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to Site' })).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
    advance(2000);
    expect(stage()).toBe('splash');
  });

  it('when the video fails to load, shows the fallback, logs to the console only, and goes on after 2 s', async () => {
    startMarked();
    await flush();
    fireEvent.error(video());
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skip Intro' })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    advance(1999);
    expect(stage()).toBe('video');
    advance(1);
    expect(stage()).toBe('splash');
  });

  it('a video that never starts counts as failed after 10 s', async () => {
    play.mockReturnValue(new Promise(() => {}));
    startMarked();
    await flush();
    advance(9999);
    expect(screen.queryByText('Loading...')).toBeNull();
    advance(1);
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('Continue to Site goes straight to the site', async () => {
    startMarked();
    await flush();
    fireEvent.error(video());
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Site' }));
    expect(stage()).toBe('done');
    advance(500);
    expect(finished()).toBe(true);
  });

  it('a browser that can play none of the formats gets the fallback', async () => {
    vi.mocked(HTMLMediaElement.prototype.canPlayType).mockReturnValue('');
    startMarked();
    await flush();
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('the quick exit stops the video at once and never reveals the page', async () => {
    startMarked();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    const playing = video();
    window.dispatchEvent(new CustomEvent(QUICK_EXIT_EVENT));
    expect(pause).toHaveBeenCalled();
    expect(playing.muted).toBe(true);
    expect(stage()).toBe('exited');
    expect(document.querySelector('video')).toBeNull();
    advance(30_000);
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(true);
    expect(finished()).toBe(false);
  });

  it('under reduced motion shows a still splash with every line, no video, then the site after 6.5 s', async () => {
    setReducedMotion(true);
    startMarked();
    await flush();
    expect(stage()).toBe('still');
    expect(document.querySelector('video')).toBeNull();
    expect(play).not.toHaveBeenCalled();
    expect(announced()).toContain(introSplash.quote);
    expect(announced()).toContain(introSplash.description);
    expect(document.querySelector('[data-splash-item="logo"]')?.className).toBe('opacity-100');
    advance(6499);
    expect(stage()).toBe('still');
    advance(1);
    // No fade under reduced motion: the site shows at once.
    expect(finished()).toBe(true);
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(false);
  });
});
