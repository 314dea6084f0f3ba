// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { introSplash, introTransition } from '@core/content/intro';
import { QUICK_EXIT_EVENT } from '~/lib/quick-exit-event';
import { INTRO_ATTRIBUTE } from './intro-head-script';
import IntroLayer from './intro-layer';

let play: MockInstance<() => Promise<void>>;
let pause: MockInstance<() => void>;
let warn: MockInstance<(...data: unknown[]) => void>;

const stage = () => document.querySelector('section[aria-label="Introduction"]')?.getAttribute('data-intro-stage');
const video = () => document.querySelector('video')!;
const announced = () => screen.queryAllByRole('status').map((node) => node.textContent ?? '').join(' ');

/** Lets React apply what resolved promises (play()) and timers did. */
const flush = () => act(async () => {});
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

function renderIntro() {
  const onFinished = vi.fn();
  document.documentElement.setAttribute(INTRO_ATTRIBUTE, 'playing');
  render(<IntroLayer logo={<span data-testid="logo" />} onFinished={onFinished} />);
  return { onFinished };
}

describe('the intro', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setReducedMotion(false);
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => (type.startsWith('video/webm') ? 'probably' : ''));
    play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute(INTRO_ATTRIBUTE);
  });

  it('plays the video muted, then the splash on its timeline, then the transition, then shows the site', async () => {
    const { onFinished } = renderIntro();
    await flush();
    expect(stage()).toBe('video');
    expect(video().muted).toBe(true);
    expect(video().getAttribute('src')).toBe('/media/intro.webm');
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveProperty('ariaPressed', 'true');
    expect(screen.getByRole('button', { name: 'Skip Intro' })).toBeTruthy();

    fireEvent.ended(video());
    expect(stage()).toBe('splash');
    expect(announced()).toBe('');
    await advance(800); // the logo (decorative)
    expect(announced()).toBe('');
    await advance(1200); // 2 s: the title
    expect(announced()).toBe(introSplash.title);
    await advance(1500); // 3.5 s: the quote and the tagline
    expect(announced()).toContain("You didn't imagine that shit.");
    expect(announced()).toContain('From Survival to Sovereignty');
    await advance(1500); // 5 s: the description
    expect(announced()).toContain(introSplash.description);
    await advance(1499);
    expect(stage()).toBe('splash');
    await advance(1); // 6.5 s: the splash ends
    expect(stage()).toBe('transition');
    expect(screen.getByText(introTransition.heading)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skip Intro' })).toBeTruthy();

    await advance(4999);
    expect(stage()).toBe('transition');
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(true);
    await advance(1); // 5 s: the site shows, the intro fades away
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(false);
    expect(onFinished).not.toHaveBeenCalled();
    await advance(500);
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('Skip Intro ends it at once from the video, and stops the video', async () => {
    const { onFinished } = renderIntro();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Skip Intro' }));
    expect(stage()).toBe('done');
    expect(pause).toHaveBeenCalled();
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(false);
    await advance(500);
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it('Skip Intro ends it from the splash too', async () => {
    renderIntro();
    await flush();
    fireEvent.ended(video());
    await advance(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Skip Intro' }));
    expect(stage()).toBe('done');
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(false);
  });

  it('the mute toggle turns the sound on and off', async () => {
    renderIntro();
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
    renderIntro();
    await flush();
    const button = screen.getByRole('button', { name: 'Play the intro video' });
    expect(video().getAttribute('poster')).toBe('/media/intro-poster.jpg');
    await advance(60_000);
    expect(stage()).toBe('video');
    expect(screen.getByRole('button', { name: 'Play the intro video' })).toBe(button);

    fireEvent.click(button);
    await flush();
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Play the intro video' })).toBeNull();
    fireEvent.ended(video());
    expect(stage()).toBe('splash');
    expect(warn).not.toHaveBeenCalled();
  });

  it('when playback fails after the press, shows Loading... and Continue to Site, and goes on after 2 s', async () => {
    play.mockRejectedValueOnce(new DOMException('no gesture', 'NotAllowedError'));
    play.mockRejectedValueOnce(new DOMException('decode error', 'NotSupportedError'));
    renderIntro();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Play the intro video' }));
    await flush();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to Site' })).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
    await advance(2000);
    expect(stage()).toBe('splash');
  });

  it('when the video fails to load, shows the fallback, logs to the console only, and goes on after 2 s', async () => {
    renderIntro();
    await flush();
    fireEvent.error(video());
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skip Intro' })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    await advance(1999);
    expect(stage()).toBe('video');
    await advance(1);
    expect(stage()).toBe('splash');
  });

  it('Continue to Site goes straight to the site', async () => {
    const { onFinished } = renderIntro();
    await flush();
    fireEvent.error(video());
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Site' }));
    expect(stage()).toBe('done');
    await advance(500);
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it('a browser that can play none of the formats gets the fallback', async () => {
    vi.mocked(HTMLMediaElement.prototype.canPlayType).mockReturnValue('');
    renderIntro();
    await flush();
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('the quick exit stops the video at once and never reveals the page', async () => {
    const { onFinished } = renderIntro();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    act(() => {
      window.dispatchEvent(new CustomEvent(QUICK_EXIT_EVENT));
    });
    expect(pause).toHaveBeenCalled();
    expect(stage()).toBe('exited');
    expect(document.querySelector('video')).toBeNull();
    await advance(30_000);
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(true);
    expect(onFinished).not.toHaveBeenCalled();
  });

  it('under reduced motion shows a still splash with every line, no video, then the site after 6.5 s', async () => {
    setReducedMotion(true);
    const { onFinished } = renderIntro();
    await flush();
    expect(stage()).toBe('still');
    expect(document.querySelector('video')).toBeNull();
    expect(play).not.toHaveBeenCalled();
    expect(announced()).toContain(introSplash.quote);
    expect(announced()).toContain(introSplash.description);
    await advance(6499);
    expect(stage()).toBe('still');
    await advance(1);
    // No fade under reduced motion: the site shows at once.
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(false);
  });
});
