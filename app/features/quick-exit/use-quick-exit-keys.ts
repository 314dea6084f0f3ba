import { useEffect, useRef } from 'react';
import {
  EXITING_MESSAGE,
  EXPIRED_MESSAGE,
  SHIFT_WINDOW_MS,
  initialShiftTracker,
  isExitEscape,
  shiftProgressMessage,
  trackKey,
} from './exit-keys';

/**
 * Listens on window in the capture phase (before any dialog or menu handles the key, so we can
 * still see that it is open) for Shift ×3 and Esc. `announce` updates a polite live region.
 */
export function useQuickExitKeys({ onExit, announce }: { onExit: () => void; announce: (message: string) => void }): void {
  const onExitRef = useRef(onExit);
  const announceRef = useRef(announce);
  useEffect(() => {
    onExitRef.current = onExit;
    announceRef.current = announce;
  });

  useEffect(() => {
    let tracker = initialShiftTracker;
    let expiry: ReturnType<typeof setTimeout> | undefined;

    const clearExpiry = () => {
      if (expiry !== undefined) clearTimeout(expiry);
      expiry = undefined;
    };

    const exit = () => {
      clearExpiry();
      tracker = initialShiftTracker;
      announceRef.current(EXITING_MESSAGE);
      onExitRef.current();
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat) return;
      if (isExitEscape(event, document)) {
        event.preventDefault();
        exit();
        return;
      }
      const result = trackKey(tracker, event.key, Date.now());
      tracker = result.tracker;
      switch (result.outcome.kind) {
        case 'progress':
          announceRef.current(shiftProgressMessage(result.outcome.remaining));
          if (result.outcome.remaining === 2) {
            // The window starts with the first press.
            clearExpiry();
            expiry = setTimeout(() => {
              expiry = undefined;
              if (tracker.count > 0) {
                tracker = initialShiftTracker;
                announceRef.current(EXPIRED_MESSAGE);
              }
            }, SHIFT_WINDOW_MS);
          }
          break;
        case 'exit':
          exit();
          break;
        case 'reset':
          clearExpiry();
          announceRef.current(EXPIRED_MESSAGE);
          break;
        case 'idle':
          break;
      }
    };

    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => {
      clearExpiry();
      window.removeEventListener('keydown', onKeyDown, { capture: true });
    };
  }, []);
}
