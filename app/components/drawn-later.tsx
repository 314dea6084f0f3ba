import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * A part of a page drawn just after what she came for: its children mount once the page has
 * drawn a frame without them (a frame, then a task), as a transition React may interrupt for
 * anything she does meanwhile. For the long parts below the first screen of a tool (her
 * journal's charts, calendar, pack and sharing over hundreds of records), so the first screen
 * does not wait for them on a slow phone (issue 27, docs/benchmarks.md). Nothing stands in their
 * place meanwhile: they are below what she sees first, and appear a moment later.
 */
export function DrawnLater({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setDrawn(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return drawn ? children : null;
}
