// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { musicTracks } from '@core/content/music';
import { QUICK_EXIT_EVENT } from '~/lib/quick-exit-event';
import { MusicPlayer, setMusicPanelOpen } from './music-player';
import { TRACK_PROBLEM } from './use-music-player';

let play: MockInstance<() => Promise<void>>;
let pause: MockInstance<() => void>;

const audio = () => document.querySelector('audio')!;
const panel = () => screen.getByRole('dialog', { name: 'Music player' });
const button = (name: string) => within(panel()).getByRole('button', { name });
const times = () => Array.from(panel().querySelectorAll('[data-times] > span'), (node) => node.textContent);
const nowPlaying = () => within(panel()).getByText(/^Track \d of 3$/).nextElementSibling?.textContent;

/** Renders the header's button and the player, and opens it as the site shell does. */
async function openPlayer() {
  render(
    <>
      <button type="button" data-music-button="" aria-label="Music player" onClick={() => setMusicPanelOpen(true)} />
      <MusicPlayer />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Music player' }));
  await screen.findByRole('dialog', { name: 'Music player' });
}

/** What the browser does when a track runs out: paused, then 'ended'. */
function stoppedPlaying() {
  Object.defineProperty(audio(), 'paused', { configurable: true, value: true });
  fireEvent.pause(audio());
}

describe('MusicPlayer', () => {
  beforeAll(async () => {
    await import('./music-panel');
  });
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => (type.startsWith('audio/webm') ? 'probably' : ''));
    play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (this: HTMLMediaElement) {
      Object.defineProperty(this, 'paused', { configurable: true, value: false });
      this.dispatchEvent(new Event('play'));
    });
    pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      Object.defineProperty(this, 'paused', { configurable: true, value: true });
      this.dispatchEvent(new Event('pause'));
    });
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  });
  afterEach(() => {
    act(() => setMusicPanelOpen(false));
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('lists the three tracks with their lengths, and fetches nothing before play', async () => {
    await openPlayer();
    const list = within(panel()).getByRole('list', { name: 'Tracks' });
    expect(within(list).getAllByRole('button').map((item) => item.textContent)).toEqual(['Lucky Me1:40', 'Sista Whispers1:32', 'Scared1:32']);
    expect(within(list).getByRole('button', { name: 'Sista Whispers, 1 minute 32 seconds' })).toBeTruthy();
    expect(nowPlaying()).toBe('Lucky Me');
    expect(times()).toEqual(['Elapsed 0:00', 'Total 1:40']);
    expect(audio().getAttribute('preload')).toBe('none');
    expect(audio().hasAttribute('src')).toBe(false);
    expect(play).not.toHaveBeenCalled();
    // Next and previous while paused choose a track but still fetch nothing.
    fireEvent.click(button('Next track'));
    expect(nowPlaying()).toBe('Sista Whispers');
    fireEvent.click(button('Previous track'));
    fireEvent.click(button('Previous track'));
    expect(nowPlaying()).toBe('Scared');
    expect(audio().hasAttribute('src')).toBe(false);
  });

  it('plays and pauses the chosen track in the format the browser plays', async () => {
    await openPlayer();
    await act(async () => fireEvent.click(button('Play')));
    expect(audio().getAttribute('src')).toBe('/media/lucky-me.webm');
    expect(play).toHaveBeenCalledTimes(1);
    expect(button('Pause')).toBeTruthy();
    expect(screen.getByText('Playing Lucky Me')).toBeTruthy();

    fireEvent.click(button('Pause'));
    expect(pause).toHaveBeenCalled();
    expect(button('Play')).toBeTruthy();
    expect(screen.getByText('Paused: Lucky Me')).toBeTruthy();
  });

  it('falls back to AAC where Opus does not play', async () => {
    vi.mocked(HTMLMediaElement.prototype.canPlayType).mockImplementation((type) => (type.startsWith('audio/mp4') ? 'maybe' : ''));
    await openPlayer();
    await act(async () => fireEvent.click(button('Play')));
    expect(audio().getAttribute('src')).toBe('/media/lucky-me.m4a');
  });

  it('next while playing plays the next track; a track from the list plays at once', async () => {
    await openPlayer();
    await act(async () => fireEvent.click(button('Play')));
    await act(async () => fireEvent.click(button('Next track')));
    expect(nowPlaying()).toBe('Sista Whispers');
    expect(audio().getAttribute('src')).toBe('/media/sista-whispers.webm');
    expect(play).toHaveBeenCalledTimes(2);

    await act(async () => fireEvent.click(within(panel()).getByRole('button', { name: 'Scared, 1 minute 32 seconds' })));
    expect(audio().getAttribute('src')).toBe('/media/scared.webm');
    expect(within(panel()).getByRole('button', { name: 'Scared, 1 minute 32 seconds' }).getAttribute('aria-current')).toBe('true');
    // Next after the last wraps round to the first.
    await act(async () => fireEvent.click(button('Next track')));
    expect(nowPlaying()).toBe('Lucky Me');
  });

  it('shows elapsed and total time from the file once it loads, and seeks', async () => {
    await openPlayer();
    const slider = within(panel()).getByRole('slider', { name: 'Position in the track' });
    expect(slider).toHaveProperty('disabled', true);
    await act(async () => fireEvent.click(button('Play')));
    Object.defineProperty(audio(), 'duration', { configurable: true, value: 100.008 });
    fireEvent.loadedMetadata(audio());
    Object.defineProperty(audio(), 'currentTime', { configurable: true, writable: true, value: 65.4 });
    fireEvent.timeUpdate(audio());
    expect(times()).toEqual(['Elapsed 1:05', 'Total 1:40']);
    expect(slider.getAttribute('aria-valuetext')).toBe('1 minute 5 seconds of 1 minute 40 seconds');
    expect(slider).toHaveProperty('disabled', false);
    fireEvent.change(slider, { target: { value: '30' } });
    expect(audio().currentTime).toBe(30);
  });

  it('when a track ends the next plays, and after the last it stops', async () => {
    await openPlayer();
    await act(async () => fireEvent.click(button('Play')));
    for (const next of musicTracks.slice(1)) {
      await act(async () => fireEvent.ended(audio()));
      expect(nowPlaying()).toBe(next.title);
      expect(audio().getAttribute('src')).toBe(`/media/${next.id}.webm`);
    }
    expect(play).toHaveBeenCalledTimes(3);
    stoppedPlaying();
    await act(async () => fireEvent.ended(audio()));
    expect(play).toHaveBeenCalledTimes(3);
    expect(nowPlaying()).toBe('Scared');
    expect(button('Play')).toBeTruthy();
    expect(times()).toEqual(['Elapsed 0:00', 'Total 1:32']);
  });

  it('mutes and unmutes', async () => {
    await openPlayer();
    const mute = button('Mute');
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(mute);
    expect(audio().muted).toBe(true);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(mute);
    expect(audio().muted).toBe(false);
  });

  it('is a dialog the button controls; focus goes in, and Esc or Close bring it back; music keeps playing', async () => {
    await openPlayer();
    const trigger = screen.getByRole('button', { name: 'Music player' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(panel().id);
    expect(document.activeElement).toBe(button('Play'));
    await act(async () => fireEvent.click(button('Play')));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(audio().paused).toBe(false);
    expect(audio().getAttribute('src')).toBe('/media/lucky-me.webm');

    fireEvent.click(trigger);
    fireEvent.click(button('Close the music player'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    // A click elsewhere on the page closes it too, and leaves focus where she clicked.
    fireEvent.click(trigger);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(audio().paused).toBe(false);
  });

  it('the quick exit silences the music at once and lets go of the file', async () => {
    await openPlayer();
    await act(async () => fireEvent.click(button('Play')));
    act(() => {
      window.dispatchEvent(new CustomEvent(QUICK_EXIT_EVENT));
    });
    expect(audio().muted).toBe(true);
    expect(audio().paused).toBe(true);
    expect(audio().hasAttribute('src')).toBe(false);
  });

  it('gives the lock screen the track’s name only, with working controls, and clears it on the quick exit', async () => {
    const handlers = new Map<string, (() => void) | null>();
    const session = {
      metadata: null as { title: string } | null,
      setActionHandler: (action: string, handler: (() => void) | null) => handlers.set(action, handler),
    };
    vi.stubGlobal(
      'MediaMetadata',
      class {
        title: string;
        constructor(init: { title: string }) {
          this.title = init.title;
        }
      },
    );
    Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
    try {
      await openPlayer();
      expect(session.metadata).toBeNull();
      await act(async () => fireEvent.click(button('Play')));
      expect(session.metadata).toEqual({ title: 'Lucky Me' });
      await act(async () => handlers.get('nexttrack')?.());
      expect(nowPlaying()).toBe('Sista Whispers');
      expect(session.metadata).toEqual({ title: 'Sista Whispers' });
      act(() => {
        window.dispatchEvent(new CustomEvent(QUICK_EXIT_EVENT));
      });
      expect(session.metadata).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'mediaSession');
    }
  });

  it('says so when a track cannot be played', async () => {
    play.mockRejectedValueOnce(new DOMException('bad file', 'NotSupportedError'));
    await openPlayer();
    await act(async () => fireEvent.click(button('Play')));
    expect(within(panel()).getByRole('alert').textContent).toBe(TRACK_PROBLEM);
    expect(button('Play')).toBeTruthy();
  });
});
