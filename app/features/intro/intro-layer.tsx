import { useEffect, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { introLabels, introSplash, introTransition } from '@core/content/intro';
import { QUICK_EXIT_EVENT } from '~/lib/quick-exit-event';
import { cn } from '~/lib/utils';
import { INTRO_ATTRIBUTE } from './intro-head-script';
import { initialIntroState, introReducer, timerFor, type IntroStart, type IntroState } from './intro-machine';
import { IntroVideo } from './intro-video';

export type IntroLayerProps = { logo?: ReactNode; onFinished: () => void };

/** How long the intro takes to fade into the page once it is over. */
const FADE_OUT_MS = 500;

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

/** 'Skip Intro', bottom right, on every stage. */
function SkipButton({ onSkip, light }: { onSkip: () => void; light?: boolean }) {
  return (
    <button
      type="button"
      onClick={onSkip}
      className={cn(
        'pointer-events-auto inline-flex min-h-11 items-center gap-1.5 rounded-full px-5 text-base font-medium backdrop-blur-sm',
        light
          ? 'bg-primary text-primary-foreground hover:bg-primary/90'
          : 'bg-white/15 text-white ring-1 ring-white/40 hover:bg-white/25 focus-visible:outline-white',
      )}
    >
      {introLabels.skip}
      <ChevronRight aria-hidden="true" className="size-4" />
    </button>
  );
}

/** The splash's lines: the logo, the name, the quote and tagline, the description. */
function Splash({ shown, logo, still }: { shown: number; logo?: ReactNode; still?: boolean }) {
  const item = (visible: boolean) =>
    cn(still ? '' : 'transition-opacity duration-1000 ease-out', visible ? 'opacity-100' : 'invisible opacity-0');
  const lines = [introSplash.title, `${introSplash.quote} ${introSplash.tagline}`, introSplash.description];
  return (
    <div className="flex h-full flex-col items-center justify-center gap-6 bg-black px-6 pb-20 text-center text-white">
      <div data-splash aria-hidden="true" className="flex flex-col items-center gap-6">
        <div data-splash-item="logo" className={item(shown >= 1)}>
          {logo}
        </div>
        <p className={cn('text-3xl font-semibold tracking-wide sm:text-4xl', item(shown >= 2))}>{introSplash.title}</p>
        <div className={cn('flex flex-col gap-3', item(shown >= 3))}>
          <p className="font-serif text-2xl italic sm:text-3xl">{introSplash.quote}</p>
          <p className="text-sm font-medium uppercase tracking-[0.25em] text-blush sm:text-base">{introSplash.tagline}</p>
        </div>
        <p className={cn('max-w-md text-base text-white/85 sm:text-lg', item(shown >= 4))}>{introSplash.description}</p>
      </div>
      {/* What has appeared so far, for screen readers (the visible lines above are decoration). */}
      <div role="status" className="sr-only">
        {lines.slice(0, Math.max(0, shown - 1)).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  );
}

/** The calm screen between the intro and the site. */
function Transition({ logo }: { logo?: ReactNode }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-5 bg-background px-6 pb-20 text-center text-foreground">
      <div aria-hidden="true" className="intro-breathe flex size-28 items-center justify-center rounded-full bg-accent/70">
        {logo}
      </div>
      <div role="status">
        <p className="text-3xl font-semibold text-primary">{introTransition.heading}</p>
        <p className="mt-3 max-w-md text-lg text-muted-foreground">{introTransition.text}</p>
      </div>
    </div>
  );
}

/**
 * The intro over the page (loaded only for a first visit): video, splash, transition screen,
 * driven by intro-machine.ts. It sits under the quick-exit strip, which stays usable throughout;
 * the quick exit stops the video at once. When it is over, the page (hidden by app.css while
 * <html data-intro> is set) shows and the intro fades away.
 */
export default function IntroLayer({ logo, onFinished }: IntroLayerProps) {
  const [state, dispatch] = useReducer(introReducer, undefined, () => initialIntroState(readStart()));
  const [leaving, setLeaving] = useState(false);
  const layerRef = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);

  const key = timerKey(state);
  const delay = timerFor(state);
  // A layout effect: the timer starts in the same moment the state is shown, never later.
  useLayoutEffect(() => {
    if (delay === null) return;
    const timer = window.setTimeout(() => dispatch({ type: 'TIMER' }), delay);
    return () => window.clearTimeout(timer);
  }, [key, delay]);

  // The quick exit: stop the sound and pictures now; the exit covers the page and leaves.
  useEffect(() => {
    const onExit = () => {
      const video = videoRef.current;
      if (video) {
        video.muted = true;
        video.pause();
      }
      dispatch({ type: 'QUICK_EXIT' });
    };
    window.addEventListener(QUICK_EXIT_EVENT, onExit);
    return () => window.removeEventListener(QUICK_EXIT_EVENT, onExit);
  }, []);

  // Focus starts on the intro, and comes back to it when the control that had it goes away.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) layerRef.current?.focus({ preventScroll: true });
  }, [state.stage]);

  // Over: show the page, fade the intro away, then unmount it.
  useLayoutEffect(() => {
    if (state.stage !== 'done') return;
    videoRef.current?.pause();
    document.documentElement.removeAttribute(INTRO_ATTRIBUTE);
    if (prefersReducedMotion()) {
      onFinished();
      return;
    }
    setLeaving(true);
    const timer = window.setTimeout(onFinished, FADE_OUT_MS);
    return () => window.clearTimeout(timer);
  }, [state.stage, onFinished]);

  // What is on screen: the last live state, so the intro fades out as it was, not as a blank.
  const [view, setView] = useState<Exclude<IntroState, { stage: 'done' }>>(state.stage === 'done' ? { stage: 'exited' } : state);
  if (state.stage !== 'done' && state !== view) setView(state);

  const skip = () => dispatch({ type: 'SKIP' });
  const showSkip = view.stage !== 'exited' && !(view.stage === 'video' && view.status === 'failed');

  return (
    <section
      ref={layerRef}
      tabIndex={-1}
      aria-label={introLabels.region}
      data-intro-stage={state.stage}
      className={cn(
        'fixed inset-x-0 bottom-0 top-[var(--quick-exit-height)] z-[55] overflow-hidden outline-none transition-opacity',
        view.stage === 'transition' ? 'bg-background' : 'bg-black',
        leaving ? 'pointer-events-none opacity-0 duration-500' : 'opacity-100',
      )}
    >
      {view.stage === 'video' && <IntroVideo state={view} dispatch={dispatch} videoRef={videoRef} />}
      {view.stage === 'splash' && <Splash shown={view.shown} logo={logo} />}
      {view.stage === 'still' && <Splash shown={4} logo={logo} still />}
      {view.stage === 'transition' && <Transition logo={logo} />}
      {showSkip && (
        <div className="pointer-events-none absolute bottom-0 right-0 p-4 sm:p-6">
          <SkipButton onSkip={skip} light={view.stage === 'transition'} />
        </div>
      )}
    </section>
  );
}
