import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * True for `durationMs` after `markCopied()` (SPEC.md §2: the 'Copied' indicator clears after
 * 2 seconds). Copying again restarts the wait; the timer is cleared on unmount.
 */
export function useCopiedIndicator(durationMs: number): readonly [boolean, () => void] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      if (timer.current !== undefined) clearTimeout(timer.current);
    },
    [],
  );

  const markCopied = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setCopied(false);
    }, durationMs);
  }, [durationMs]);

  return [copied, markCopied] as const;
}
