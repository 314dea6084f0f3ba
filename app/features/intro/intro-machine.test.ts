import { describe, expect, it } from 'vitest';
import { timings } from '@core/constants';
import {
  STILL_SPLASH_MS,
  VIDEO_PLAYING_CEILING_MS,
  VIDEO_START_TIMEOUT_MS,
  initialIntroState,
  introReducer,
  timerFor,
  type IntroEvent,
  type IntroState,
} from './intro-machine';

const run = (state: IntroState, ...events: IntroEvent['type'][]) =>
  events.reduce((current, type) => introReducer(current, { type } as IntroEvent), state);

const fresh = initialIntroState({ reducedMotion: false, saveData: false });

/** Follows the timers from a state to the end, as a clock would: [state, ms waited] pairs. */
function followTimers(state: IntroState) {
  const steps: { state: IntroState; after: number }[] = [];
  let current = state;
  let elapsed = 0;
  for (let guard = 0; guard < 20; guard++) {
    const wait = timerFor(current);
    if (wait === null) break;
    elapsed += wait;
    current = introReducer(current, { type: 'TIMER' });
    steps.push({ state: current, after: elapsed });
  }
  return steps;
}

describe('the intro state machine', () => {
  it('starts with the video, muted, unless she asks for reduced motion or less data', () => {
    expect(fresh).toEqual({ stage: 'video', status: 'starting', muted: true, afterPress: false });
    expect(initialIntroState({ reducedMotion: true, saveData: false })).toEqual({ stage: 'still' });
    expect(initialIntroState({ reducedMotion: true, saveData: true })).toEqual({ stage: 'still' });
    expect(initialIntroState({ reducedMotion: false, saveData: true })).toEqual({ stage: 'splash', shown: 0 });
  });

  it('plays the video, then the splash on SPEC.md’s timeline, then the 5 s transition, then the site', () => {
    const playing = run(fresh, 'VIDEO_PLAYING');
    expect(playing).toMatchObject({ stage: 'video', status: 'playing' });
    const splash = run(playing, 'VIDEO_ENDED');
    expect(splash).toEqual({ stage: 'splash', shown: 0 });

    const steps = followTimers(splash);
    expect(steps.map(({ state, after }) => [state.stage === 'splash' ? `splash ${state.shown}` : state.stage, after])).toEqual([
      ['splash 1', 800],
      ['splash 2', 2000],
      ['splash 3', 3500],
      ['splash 4', 5000],
      ['transition', 6500],
      ['done', 6500 + timings.transitionMs],
    ]);
    expect(timings.splashMs).toEqual([800, 2000, 3500, 5000, 6500]);
    expect(timings.transitionMs).toBe(5000);
  });

  it('under reduced motion shows a still splash for as long as the splash, then the site', () => {
    const still = initialIntroState({ reducedMotion: true, saveData: false });
    expect(followTimers(still)).toEqual([{ state: { stage: 'done' }, after: STILL_SPLASH_MS }]);
    expect(STILL_SPLASH_MS).toBe(6500);
  });

  it('skips to the site from every stage, and the quick exit ends it from every stage', () => {
    const stages: IntroState[] = [
      fresh,
      run(fresh, 'VIDEO_PLAYING'),
      run(fresh, 'AUTOPLAY_BLOCKED'),
      run(fresh, 'VIDEO_FAILED'),
      { stage: 'splash', shown: 2 },
      { stage: 'still' },
      { stage: 'transition' },
    ];
    for (const state of stages) {
      expect(run(state, 'SKIP')).toEqual({ stage: 'done' });
      expect(run(state, 'QUICK_EXIT')).toEqual({ stage: 'exited' });
    }
    // Nothing moves an ended intro again, not even a late timer.
    expect(run({ stage: 'done' }, 'TIMER', 'VIDEO_ENDED', 'QUICK_EXIT')).toEqual({ stage: 'done' });
    expect(run({ stage: 'exited' }, 'TIMER', 'SKIP')).toEqual({ stage: 'exited' });
    expect(timerFor({ stage: 'done' })).toBeNull();
    expect(timerFor({ stage: 'exited' })).toBeNull();
  });

  it('waits for the play button when autoplay is blocked, with no timer, and plays after the press', () => {
    const blocked = run(fresh, 'AUTOPLAY_BLOCKED');
    expect(blocked).toMatchObject({ stage: 'video', status: 'blocked' });
    expect(timerFor(blocked)).toBeNull();
    const pressed = run(blocked, 'PLAY_PRESSED');
    expect(pressed).toMatchObject({ status: 'starting', afterPress: true });
    expect(run(pressed, 'VIDEO_PLAYING')).toMatchObject({ status: 'playing' });
    // A refusal after her press means playback failed.
    expect(run(pressed, 'AUTOPLAY_BLOCKED')).toMatchObject({ status: 'failed' });
  });

  it('on a load or playback error shows the fallback and goes on after 2 s', () => {
    for (const state of [fresh, run(fresh, 'VIDEO_PLAYING'), run(fresh, 'AUTOPLAY_BLOCKED'), run(fresh, 'AUTOPLAY_BLOCKED', 'PLAY_PRESSED')]) {
      const failed = run(state, 'VIDEO_FAILED');
      expect(failed).toMatchObject({ stage: 'video', status: 'failed' });
      expect(timerFor(failed)).toBe(2000);
      expect(run(failed, 'TIMER')).toEqual({ stage: 'splash', shown: 0 });
    }
    expect(timings.videoErrorContinueMs).toBe(2000);
  });

  it('gives up on a video that never starts or never ends', () => {
    expect(timerFor(fresh)).toBe(VIDEO_START_TIMEOUT_MS);
    expect(run(fresh, 'TIMER')).toMatchObject({ status: 'failed' });
    const playing = run(fresh, 'VIDEO_PLAYING');
    expect(timerFor(playing)).toBe(VIDEO_PLAYING_CEILING_MS);
    expect(run(playing, 'TIMER')).toEqual({ stage: 'splash', shown: 0 });
  });

  it('toggles the sound only during the video, and ignores events that do not belong to a stage', () => {
    expect(run(fresh, 'TOGGLE_MUTE')).toMatchObject({ muted: false });
    expect(run(fresh, 'TOGGLE_MUTE', 'TOGGLE_MUTE')).toMatchObject({ muted: true });
    const splash: IntroState = { stage: 'splash', shown: 1 };
    expect(run(splash, 'TOGGLE_MUTE', 'VIDEO_ENDED', 'PLAY_PRESSED')).toBe(splash);
    // 'ended' before playing (or a stray play press) changes nothing.
    expect(run(fresh, 'VIDEO_ENDED', 'PLAY_PRESSED')).toBe(fresh);
  });
});
