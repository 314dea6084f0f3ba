import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
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

// The intro's code loads only for a visitor who will see it, after the page has hydrated.
const IntroLayer = lazy(
  (): Promise<{ default: ComponentType<IntroLayerProps> }> => import('./intro-layer').catch(() => ({ default: NoIntro })),
);

/**
 * Starts the intro after hydration when the head script marked this first visit
 * (<html data-intro="pending">, see intro-head-script.ts), and remembers it in this tab at once
 * ('introSeen'), so a reload, even mid-intro, goes straight to the page. Renders nothing on
 * later loads, on /crisis-support, for crawlers and in the prerendered HTML.
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

  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <IntroLayer logo={logo} onFinished={finish} />
    </Suspense>
  );
}
