import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * A part of a page drawn just after what she came for: its children mount once the page has
 * drawn a frame without them and has a moment with nothing else to do (the pictures of that frame
 * loaded: a frame, a task, then an idle callback, at most two seconds on), as a transition React
 * may interrupt for anything she does meanwhile. For the long parts below the first screen of a
 * tool (her journal's charts, calendar, pack and sharing over hundreds of records), so the first
 * screen does not wait for them on a slow phone (issue 27, docs/benchmarks.md). Nothing stands in
 * their place meanwhile: they are below what she sees first, and appear a moment later.
 */
export function DrawnLater({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const draw = () => startTransition(() => setDrawn(true));
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        // Safari has no idle callback: there it is drawn after the frame and a task.
        if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(draw, { timeout: IDLE_AT_MOST_MS });
        else draw();
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, []);
  return drawn ? children : null;
}

/** However busy the page, the part is drawn by then. */
const IDLE_AT_MOST_MS = 2000;
