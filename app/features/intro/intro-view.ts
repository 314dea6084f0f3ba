/**
 * The intro over the page on a first visit (DESIGN.md "intro order", ADR 0008): the video, the
 * splash, the transition screen, driven by intro-machine.ts. No framework: a first visit would
 * otherwise load React for this alone, and the JavaScript budgets of ADR 0014 count a first visit.
 * It sits under the quick-exit strip, which stays usable throughout; the quick exit stops the video
 * at once. When it is over, the page (hidden by app.css while <html data-intro> is set) shows and
 * the intro fades away.
 *
 * The DOM is built once per stage and then updated in place, never redrawn: the splash's lines
 * fade in through CSS transitions, the video must live on while its status changes, and a
 * control that keeps its place (Skip Intro, the mute toggle, the play button) keeps her focus.
 */
import { introLabels, introSplash, introTransition, introVideo } from '@core/content/intro';
import { OVERLAY_LAYER_ID } from '~/lib/overlay-layer';
import { QUICK_EXIT_EVENT } from '~/lib/quick-exit-event';
import { INTRO_ATTRIBUTE, INTRO_SEEN_KEY } from './intro-head-script';
import { initialIntroState, introReducer, timerFor, type IntroEvent, type IntroStart, type IntroState } from './intro-machine';

/** How long the intro takes to fade into the page once it is over. */
const FADE_OUT_MS = 500;

type LiveState = Exclude<IntroState, { stage: 'done' }>;

/** The brand mark, as app/features/shell/logo-mark.tsx draws it at size-20 (kept identical). */
const LOGO =
  '<svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" class="shrink-0 size-20"><circle cx="20" cy="20" r="19" class="fill-primary"></circle><circle cx="20" cy="20" r="15.5" fill="none" class="stroke-accent" stroke-width="1.2" opacity="0.7"></circle><path d="M20 29.5c-.4 0-.8-.15-1.1-.42C14.3 25 11 22.1 11 17.9 11 15 13.2 12.8 16 12.8c1.6 0 3.1.8 4 2.1.9-1.3 2.4-2.1 4-2.1 2.8 0 5 2.2 5 5.1 0 4.2-3.3 7.1-7.9 11.18-.3.27-.7.42-1.1.42Z" class="fill-accent"></path></svg>';

/** Lucide's icons (chevron-right, play, volume-2, volume-x), as markup: decorative, the buttons are named. */
const icon = (className: string, paths: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="${className}">${paths}</svg>`;
const CHEVRON = icon('size-4', '<path d="m9 18 6-6-6-6"></path>');
const PLAY = icon('ms-1.5 size-12 fill-current', '<path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z"></path>');
const SPEAKER = (box: string) =>
  `<path d="M11 4.702a${box} 0 0 0-1.203-.498L6.413 7.587A1.4 1.4 0 0 1 5.416 8H3a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h2.416a1.4 1.4 0 0 1 .997.413l3.383 3.384A${box} 0 0 0 11 19.298z"></path>`;
const SOUND_ON = icon('size-5', `${SPEAKER('.705.705')}<path d="M16 9a5 5 0 0 1 0 6"></path><path d="M19.364 18.364a9 9 0 0 0 0-12.728"></path>`);
const SOUND_OFF = icon('size-5', `${SPEAKER('.7.7')}<path d="m16.5 14.5 5-5"></path><path d="m16.5 9.5 5 5"></path>`);

const LAYER_CLASS = 'fixed inset-x-0 bottom-0 top-[var(--quick-exit-height)] z-[55] overflow-hidden outline-none transition-opacity';
const SKIP_CLASS = 'pointer-events-auto inline-flex min-h-11 items-center gap-1.5 rounded-full px-5 text-base font-medium backdrop-blur-sm';
const ON_DARK = 'bg-white/15 text-white ring-1 ring-white/40 hover:bg-white/25 focus-visible:outline-white';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function readStart(): IntroStart {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return { reducedMotion: prefersReducedMotion(), saveData: connection?.saveData === true };
}

/** Identifies the state's timer: the same key keeps the running timer (muting does not restart it). */
function timerKey(state: IntroState): string {
  if (state.stage === 'video') return `video:${state.status}`;
  if (state.stage === 'splash') return `splash:${state.shown}`;
  return state.stage;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function button(className: string, onClick: () => void, text?: string): HTMLButtonElement {
  const node = el('button', className, text);
  node.type = 'button';
  node.addEventListener('click', onClick);
  return node;
}

/** Puts `node` in (with `place`) or takes it out, leaving it alone when it is already as it should be. */
function keep(node: Element, present: boolean, place: (node: Element) => void): void {
  if (!present) node.remove();
  else if (!node.isConnected) place(node);
}

/** What a stage draws: its root element, how it follows a new state of that stage, how it stops. */
type StageView = { node: HTMLElement; update: (state: LiveState) => void; stop: () => void };

/**
 * The video: full screen, muted at first (DESIGN.md: a sudden sound can put someone at risk; it
 * also lets autoplay work), the mute toggle bottom left. If the browser refuses to autoplay, a
 * large play button covers it; if it cannot load or play, 'Loading...' and 'Continue to Site'
 * show and the intro goes on after 2 s (the machine's timer). Failures go to the console only.
 */
function videoView(dispatch: (event: IntroEvent) => void): StageView & { video: HTMLVideoElement; start: () => void } {
  let muted = true;
  let warned = false;
  const fail = (reason: unknown) => {
    if (!warned) {
      warned = true;
      console.warn('The intro video could not be played; going on without it.', reason);
    }
    dispatch({ type: 'VIDEO_FAILED' });
  };
  const play = () => {
    let attempt: Promise<void> | undefined;
    try {
      attempt = video.play();
    } catch (error) {
      fail(error);
      return;
    }
    attempt?.then(
      () => dispatch({ type: 'VIDEO_PLAYING' }),
      (error: unknown) => {
        const name = error instanceof Error || error instanceof DOMException ? error.name : '';
        if (name === 'NotAllowedError') dispatch({ type: 'AUTOPLAY_BLOCKED' });
        // AbortError: interrupted on purpose (skipped, quick exit); nothing went wrong.
        else if (name !== 'AbortError') fail(error);
      },
    );
  };

  const node = el('div', 'relative flex h-full w-full items-center justify-center');
  // The square picture, as large as fits, with the words laid over its lower part: sized with the
  // picture (container units), so they sit where the drawing leaves room at every width.
  const frame = el('div', '@container relative aspect-square w-[min(100%,calc(100dvh-var(--quick-exit-height)))]');
  const video = el('video', 'h-full w-full object-contain');
  video.playsInline = true;
  video.muted = true;
  video.preload = 'auto';
  video.setAttribute('aria-hidden', 'true');
  video.addEventListener('ended', () => dispatch({ type: 'VIDEO_ENDED' }));
  video.addEventListener('playing', () => dispatch({ type: 'VIDEO_PLAYING' }));
  video.addEventListener('error', () => fail(video.error ?? new Error('The intro video failed to load.')));
  const track = el('track', '');
  track.kind = 'captions';
  track.src = introVideo.captions;
  track.srclang = introVideo.captionsLanguage;
  track.label = introVideo.captionsLabel;
  video.append(track);
  // The name and the tagline in the page's language, appearing at the video's cues (the
  // description above says them for screen readers, so these are hidden from them).
  const words = el('div', 'pointer-events-none absolute inset-x-0 top-[62%] flex flex-col items-center gap-[2.5cqw] px-[4cqw] text-center');
  words.dataset.introWords = '';
  words.setAttribute('aria-hidden', 'true');
  const title = el('p', 'transition-opacity duration-1000 text-[max(1.5rem,6.4cqw)] font-semibold leading-tight tracking-wide text-white', introSplash.title);
  const divider = el('span', 'block h-[max(2px,0.3cqw)] w-[8cqw] rounded-full bg-blush transition-opacity duration-1000');
  const tagline = el('p', 'transition-opacity duration-1000 text-[max(0.9375rem,3.5cqw)] leading-snug tracking-wide text-blush', introSplash.tagline);
  words.append(title, divider, tagline);
  const cues = introVideo.wordCues;
  const showWords = (all: boolean) => {
    const time = video.currentTime;
    const before = time < cues.fadeOut;
    for (const [item, shown] of [
      [title, all || (time >= cues.title && before)],
      [divider, all || (time >= cues.title && before)],
      [tagline, all || (time >= cues.tagline && before)],
    ] as const) {
      item.classList.toggle('opacity-0', !shown);
    }
  };
  let blocked = false;
  video.addEventListener('timeupdate', () => showWords(blocked));
  showWords(false);
  frame.append(video, words);
  node.append(el('p', 'sr-only', introVideo.description), frame);

  const playButton = button('absolute inset-0 flex items-center justify-center bg-black/30 focus-visible:outline-white', () => {
    dispatch({ type: 'PLAY_PRESSED' });
    // Called in the click itself: a browser allows playback in direct answer to a press.
    play();
  });
  playButton.setAttribute('aria-label', introLabels.play);
  const disc = el('span', 'flex size-24 items-center justify-center rounded-full bg-white/90 text-primary shadow-xl sm:size-28');
  disc.innerHTML = PLAY;
  playButton.append(disc);

  const failed = el('div', 'absolute inset-0 flex flex-col items-center justify-center gap-6 bg-black px-6 text-center text-white');
  const loading = el('p', 'text-lg', introLabels.loading);
  loading.setAttribute('role', 'status');
  failed.append(
    loading,
    button(
      'inline-flex min-h-11 items-center rounded-full bg-white px-6 text-base font-semibold text-primary hover:bg-white/90 focus-visible:outline-white',
      () => dispatch({ type: 'SKIP' }),
      introLabels.continueToSite,
    ),
  );

  const muteBar = el('div', 'absolute bottom-0 start-0 p-4 sm:p-6');
  const mute = button(`inline-flex size-11 items-center justify-center rounded-full ${ON_DARK} backdrop-blur-sm`, () => {
    // Set in the click itself too: browsers allow sound only in answer to a press.
    video.muted = !muted;
    dispatch({ type: 'TOGGLE_MUTE' });
  });
  mute.setAttribute('aria-label', introLabels.mute);
  muteBar.append(mute);

  return {
    node,
    video,
    // Once, muted, when the element is in the page.
    start() {
      video.muted = true;
      const source = introVideo.sources.find((option) => video.canPlayType(option.type) !== '')?.src;
      if (source === undefined) {
        fail(new Error('No intro video format this browser can play.'));
      } else {
        video.src = source;
        play();
      }
    },
    update(state) {
      if (state.stage !== 'video') return;
      const { status } = state;
      muted = state.muted;
      video.muted = muted;
      if (status === 'blocked') video.poster = introVideo.poster;
      else video.removeAttribute('poster');
      // The poster is the finished picture: with it, all the words.
      blocked = status === 'blocked';
      showWords(blocked);
      keep(playButton, status === 'blocked', (it) => video.after(it));
      keep(failed, status === 'failed', (it) => frame.after(it));
      keep(muteBar, status !== 'failed', (it) => node.append(it));
      mute.setAttribute('aria-pressed', String(muted));
      mute.innerHTML = muted ? SOUND_OFF : SOUND_ON;
    },
    // Stop, and let go of the file.
    stop() {
      video.pause();
      video.removeAttribute('src');
      video.load();
    },
  };
}

/**
 * The splash's lines (the logo, the name, the quote and tagline, the description), appearing one
 * by one, or all at once and still (reduced motion). The visible lines are decoration; a status
 * region beside them says, for screen readers, what has appeared so far.
 */
function splashView(still: boolean): StageView {
  const lines = [introSplash.title, `${introSplash.quote} ${introSplash.tagline}`, introSplash.description];
  const node = el('div', 'flex h-full flex-col items-center justify-center gap-6 bg-black px-6 pb-20 text-center text-white');
  const splash = el('div', 'flex flex-col items-center gap-6');
  splash.dataset.splash = '';
  splash.setAttribute('aria-hidden', 'true');
  const logo = el('div', '');
  logo.dataset.splashItem = 'logo';
  logo.innerHTML = LOGO;
  const title = el('p', '', introSplash.title);
  const quote = el('div', '');
  quote.append(
    el('p', 'font-serif text-2xl italic sm:text-3xl', introSplash.quote),
    el('p', 'text-sm font-medium uppercase tracking-[0.25em] text-blush sm:text-base', introSplash.tagline),
  );
  const description = el('p', '', introSplash.description);
  splash.append(logo, title, quote, description);
  const status = el('div', 'sr-only');
  status.setAttribute('role', 'status');
  node.append(splash, status);

  const items: [HTMLElement, string][] = [
    [logo, ''],
    [title, 'text-3xl font-semibold tracking-wide sm:text-4xl '],
    [quote, 'flex flex-col gap-3 '],
    [description, 'max-w-md text-base text-white/85 sm:text-lg '],
  ];
  return {
    node,
    update(state) {
      const shown = state.stage === 'splash' ? state.shown : 4;
      items.forEach(([item, base], index) => {
        const visible = shown > index ? 'opacity-100' : 'invisible opacity-0';
        item.className = base + (still ? visible : `transition-opacity duration-1000 ease-out ${visible}`);
      });
      // Only the lines that appeared since: a new paragraph is announced, the earlier ones are not again.
      for (let count = status.childElementCount; count < shown - 1; count++) status.append(el('p', '', lines[count]));
    },
    stop() {},
  };
}

/** The calm screen between the intro and the site. */
function transitionView(): StageView {
  const node = el('div', 'flex h-full flex-col items-center justify-center gap-5 bg-background px-6 pb-20 text-center text-foreground');
  const circle = el('div', 'intro-breathe flex size-28 items-center justify-center rounded-full bg-accent/70');
  circle.setAttribute('aria-hidden', 'true');
  circle.innerHTML = LOGO;
  const words = el('div', '');
  words.setAttribute('role', 'status');
  words.append(
    el('p', 'text-3xl font-semibold text-primary', introTransition.heading),
    el('p', 'mt-3 max-w-md text-lg text-muted-foreground', introTransition.text),
  );
  node.append(circle, words);
  return { node, update() {}, stop() {} };
}

/** Draws the intro in its own container of the overlay layer and runs it until it is over. */
function runIntro(): void {
  const root = document.documentElement;
  let state: IntroState = initialIntroState(readStart());
  /** What is on screen: the last live state, so the intro fades out as it was, not as a blank. */
  let view: LiveState | null = null;
  let stage: StageView | null = null;
  let video: HTMLVideoElement | null = null;
  let timer: number | undefined;
  let timerOf = '';
  let leaving = false;
  // An event sent while the screen is being updated (a video that fails at once) waits its turn.
  const queue: IntroEvent[] = [];
  let busy = false;

  const drain = () => {
    busy = true;
    try {
      for (let event = queue.shift(); event; event = queue.shift()) {
        const next = introReducer(state, event);
        if (next !== state) {
          state = next;
          render();
        }
      }
    } finally {
      // Whatever went wrong, the next press (Skip Intro) is still heard.
      busy = false;
    }
  };
  const dispatch = (event: IntroEvent) => {
    queue.push(event);
    if (!busy) drain();
  };

  // The quick exit: stop the sound and pictures now; the exit covers the page and leaves.
  const onExit = () => {
    if (video) {
      video.muted = true;
      video.pause();
    }
    dispatch({ type: 'QUICK_EXIT' });
  };

  const container = el('div', '');
  container.dataset.overlay = 'intro';
  const layer = el('section', '');
  layer.tabIndex = -1;
  layer.setAttribute('aria-label', introLabels.region);
  const skipBar = el('div', 'pointer-events-none absolute bottom-0 end-0 p-4 sm:p-6');
  const skip = button('', () => dispatch({ type: 'SKIP' }), introLabels.skip);
  skip.insertAdjacentHTML('beforeend', CHEVRON);
  skipBar.append(skip);
  container.append(layer);
  (document.getElementById(OVERLAY_LAYER_ID) ?? document.body).append(container);

  const finish = () => {
    window.removeEventListener(QUICK_EXIT_EVENT, onExit);
    stage?.stop();
    container.remove();
  };

  function render(): void {
    let startVideo: (() => void) | undefined;
    if (state.stage !== 'done') {
      if (state.stage !== view?.stage) {
        stage?.stop();
        stage?.node.remove();
        stage = null;
        video = null;
        if (state.stage === 'video') {
          const drawn = videoView(dispatch);
          ({ video, start: startVideo } = drawn);
          stage = drawn;
        } else if (state.stage === 'splash' || state.stage === 'still') {
          stage = splashView(state.stage === 'still');
        } else if (state.stage === 'transition') {
          stage = transitionView();
        }
        if (stage) layer.prepend(stage.node);
      }
      stage?.update(state);
      view = state;
      keep(skipBar, state.stage !== 'exited' && !(state.stage === 'video' && state.status === 'failed'), (it) => layer.append(it));
      skip.className = `${SKIP_CLASS} ${state.stage === 'transition' ? 'bg-primary text-primary-foreground hover:bg-primary/90' : ON_DARK}`;
    } else if (!leaving) {
      // Over: show the page, then fade the intro away and take it out (at once under reduced motion).
      video?.pause();
      root.removeAttribute(INTRO_ATTRIBUTE);
      leaving = true;
      if (prefersReducedMotion()) finish();
      else window.setTimeout(finish, FADE_OUT_MS);
    }
    layer.dataset.introStage = state.stage;
    layer.className = `${LAYER_CLASS} ${view?.stage === 'transition' ? 'bg-background' : 'bg-black'} ${leaving ? 'pointer-events-none opacity-0 duration-500' : 'opacity-100'}`;

    // Each state's one timer starts the moment the state shows, and stops when it goes.
    const key = timerKey(state);
    if (key !== timerOf) {
      timerOf = key;
      window.clearTimeout(timer);
      const delay = timerFor(state);
      if (delay !== null) timer = window.setTimeout(() => dispatch({ type: 'TIMER' }), delay);
    }

    // Focus starts on the intro, and comes back to it when the control that had it goes away.
    const active = document.activeElement;
    if (!active || active === document.body) layer.focus({ preventScroll: true });

    startVideo?.();
  }

  window.addEventListener(QUICK_EXIT_EVENT, onExit);
  busy = true;
  render();
  // Whatever the first screen sent (a video that could not start) is handled now.
  drain();
}

/**
 * The site shell calls this on a first visit (html[data-intro="pending"], see
 * intro-head-script.ts): the intro starts and is remembered in this tab at once ('introSeen'), so
 * a reload, even mid-intro, goes straight to the page. Nothing happens when the mark is gone: a
 * later load, a page other than home, a crawler, or the head script's fallback already showed the page
 * because this code came too late (the intro must not cover a page she is reading). 'playing'
 * means an intro is already on screen.
 */
export function startIntro(): void {
  const root = document.documentElement;
  if (root.getAttribute(INTRO_ATTRIBUTE) !== 'pending') return;
  root.setAttribute(INTRO_ATTRIBUTE, 'playing');
  try {
    window.sessionStorage.setItem(INTRO_SEEN_KEY, 'true');
  } catch {
    // Storage unavailable: the head script would not have asked for the intro; nothing to keep.
  }
  try {
    runIntro();
  } catch (error) {
    // 'playing' is past the head script's fallback: without this she would stay on black.
    console.warn('The intro could not start; showing the page.', error);
    document.querySelector('[data-overlay="intro"]')?.remove();
    root.removeAttribute(INTRO_ATTRIBUTE);
  }
}
