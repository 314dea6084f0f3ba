import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { introLabels } from '@core/content/intro';
import { renderOverlay } from '~/lib/overlay-root';
import { INTRO_ATTRIBUTE, INTRO_SEEN_KEY } from './intro-head-script';
import type { IntroLayerProps } from './intro-layer';

/** If the intro's code cannot be fetched (a dropped connection), show the page instead. */
function NoIntro({ onFinished }: IntroLayerProps) {
  useEffect(() => {
    document.documentElement.removeAttribute(INTRO_ATTRIBUTE);
    onFinished();
  }, [onFinished]);
  return null;
}

/**
 * While the intro's code is on its way (a slow connection): the black screen, and already a way
 * past it. Buttons and words only, so it costs next to nothing in the first load.
 */
function IntroLoading({ onSkip }: { onSkip: () => void }) {
  return (
    <section
      aria-label={introLabels.region}
      className="fixed inset-x-0 bottom-0 top-[var(--quick-exit-height)] z-[55] bg-black"
    >
      <div className="absolute bottom-0 right-0 p-4 sm:p-6">
        <button
          type="button"
          onClick={onSkip}
          className="inline-flex min-h-11 items-center rounded-full bg-white/15 px-5 text-base font-medium text-white ring-1 ring-white/40 hover:bg-white/25 focus-visible:outline-white"
        >
          {introLabels.skip}
        </button>
      </div>
    </section>
  );
}

// The intro's code loads only for a visitor who will see it, after the page has hydrated.
const IntroLayer = lazy(
  (): Promise<{ default: ComponentType<IntroLayerProps> }> => import('./intro-layer').catch(() => ({ default: NoIntro })),
);

/**
 * Starts the intro when the head script marked this first visit
 * (<html data-intro="pending">, see intro-head-script.ts), and remembers it in this tab at once
 * ('introSeen'), so a reload, even mid-intro, goes straight to the page. Renders nothing on
 * later loads, on /crisis-support and for crawlers.
 */
export function IntroGate({ logo }: { logo: ReactNode }) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const root = document.documentElement;
    const mark = root.getAttribute(INTRO_ATTRIBUTE);
    if (mark !== 'pending' && mark !== 'playing') return;
    root.setAttribute(INTRO_ATTRIBUTE, 'playing');
    try {
      window.sessionStorage.setItem(INTRO_SEEN_KEY, 'true');
    } catch {
      // Storage unavailable: the head script would not have asked for the intro; nothing to keep.
    }
    setActive(true);
  }, []);

  const finish = useCallback(() => setActive(false), []);
  const skip = useCallback(() => {
    document.documentElement.removeAttribute(INTRO_ATTRIBUTE);
    setActive(false);
  }, []);

  if (!active) return null;
  return (
    <Suspense fallback={<IntroLoading onSkip={skip} />}>
      <IntroLayer logo={logo} onFinished={finish} />
    </Suspense>
  );
}

/** The site shell calls this on a first visit (html[data-intro="pending"]): the intro over the page. */
export function startIntro(logo: ReactNode): void {
  renderOverlay('intro', <IntroGate logo={logo} />);
}
