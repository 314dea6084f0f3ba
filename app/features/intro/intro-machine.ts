/**
 * The intro as a pure state machine (SPEC.md §2 "App shell and start-up", §4, §9; DESIGN.md
 * "intro order"): the video, then the splash, then the transition screen, then the site.
 * Under prefers-reduced-motion a still splash replaces all three; with Save-Data the video is
 * left out. Each state has at most one timer (`timerFor`); the component starts it on entering
 * the state and cancels it on leaving, so a timer can never fire into a later state.
 */
import { timings } from '@core/constants';

export type VideoStatus =
  /** play() called, waiting for the first frame. `afterPress`: she pressed the play button. */
  | 'starting'
  | 'playing'
  /** The browser refused to autoplay: the play button covers the screen. */
  | 'blocked'
  /** It could not load or play: 'Loading...' and 'Continue to Site', then on after 2 s. */
  | 'failed';

export type IntroState =
  | { stage: 'video'; status: VideoStatus; muted: boolean; afterPress: boolean }
  /** `shown`: how many of the splash's items are on screen (logo, title, quote + tagline, description). */
  | { stage: 'splash'; shown: 0 | 1 | 2 | 3 | 4 }
  | { stage: 'still' }
  | { stage: 'transition' }
  | { stage: 'done' }
  /** The quick exit fired: stop everything, show nothing more. */
  | { stage: 'exited' };

export type IntroEvent =
  | { type: 'VIDEO_PLAYING' }
  | { type: 'AUTOPLAY_BLOCKED' }
  | { type: 'PLAY_PRESSED' }
  | { type: 'VIDEO_FAILED' }
  | { type: 'VIDEO_ENDED' }
  | { type: 'TOGGLE_MUTE' }
  /** 'Skip Intro' or 'Continue to Site': straight to the site. */
  | { type: 'SKIP' }
  | { type: 'QUICK_EXIT' }
  /** The current state's timer (see timerFor) has run out. */
  | { type: 'TIMER' };

export type IntroStart = { reducedMotion: boolean; saveData: boolean };

/** The longest wait for the video to start before it counts as failed (a stalled download). */
export const VIDEO_START_TIMEOUT_MS = 10_000;
/** If 'ended' never comes (a stall mid-way), the video stage ends this long after it began playing. */
export const VIDEO_PLAYING_CEILING_MS = 20_000;
/** The still splash (reduced motion) stays as long as the animated one. */
export const STILL_SPLASH_MS = timings.splashMs[timings.splashMs.length - 1]!;

const splashStart: IntroState = { stage: 'splash', shown: 0 };

export function initialIntroState({ reducedMotion, saveData }: IntroStart): IntroState {
  if (reducedMotion) return { stage: 'still' };
  if (saveData) return splashStart;
  return { stage: 'video', status: 'starting', muted: true, afterPress: false };
}

function videoReducer(state: Extract<IntroState, { stage: 'video' }>, event: IntroEvent): IntroState {
  switch (event.type) {
    case 'VIDEO_PLAYING':
      return state.status === 'starting' || state.status === 'blocked' ? { ...state, status: 'playing' } : state;
    case 'AUTOPLAY_BLOCKED':
      if (state.status !== 'starting') return state;
      // After a press the browser has no reason to refuse: treat it as a failure.
      return { ...state, status: state.afterPress ? 'failed' : 'blocked' };
    case 'PLAY_PRESSED':
      return state.status === 'blocked' ? { ...state, status: 'starting', afterPress: true } : state;
    case 'VIDEO_FAILED':
      return state.status === 'failed' ? state : { ...state, status: 'failed' };
    case 'VIDEO_ENDED':
      return state.status === 'playing' ? splashStart : state;
    case 'TOGGLE_MUTE':
      return { ...state, muted: !state.muted };
    case 'TIMER':
      if (state.status === 'starting') return { ...state, status: 'failed' };
      if (state.status === 'playing') return splashStart;
      // failed: the 2 s are up; the video part is over and the intro goes on.
      if (state.status === 'failed') return splashStart;
      return state;
    default:
      return state;
  }
}

export function introReducer(state: IntroState, event: IntroEvent): IntroState {
  if (state.stage === 'done' || state.stage === 'exited') return state;
  if (event.type === 'QUICK_EXIT') return { stage: 'exited' };
  if (event.type === 'SKIP') return { stage: 'done' };
  switch (state.stage) {
    case 'video':
      return videoReducer(state, event);
    case 'splash':
      if (event.type !== 'TIMER') return state;
      return state.shown < 4 ? { stage: 'splash', shown: (state.shown + 1) as 1 | 2 | 3 | 4 } : { stage: 'transition' };
    case 'still':
    case 'transition':
      return event.type === 'TIMER' ? { stage: 'done' } : state;
  }
}

/** How long the state waits before its TIMER event, or null for no timer. */
export function timerFor(state: IntroState): number | null {
  switch (state.stage) {
    case 'video':
      if (state.status === 'starting') return VIDEO_START_TIMEOUT_MS;
      if (state.status === 'playing') return VIDEO_PLAYING_CEILING_MS;
      if (state.status === 'failed') return timings.videoErrorContinueMs;
      return null;
    case 'splash': {
      // 0.8, 2, 3.5, 5 s: each item appears; 6.5 s: the splash ends.
      const marks = timings.splashMs;
      const previous = state.shown === 0 ? 0 : marks[state.shown - 1]!;
      return marks[state.shown]! - previous;
    }
    case 'still':
      return STILL_SPLASH_MS;
    case 'transition':
      return timings.transitionMs;
    case 'done':
    case 'exited':
      return null;
  }
}
