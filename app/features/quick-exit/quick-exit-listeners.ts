import {
  EXITING_MESSAGE,
  EXPIRED_MESSAGE,
  SHIFT_WINDOW_MS,
  initialShiftTracker,
  isExitEscape,
  isTypingTarget,
  shiftProgressMessage,
  trackKey,
} from './exit-keys';
import { quickExit, reloadIfRestoredFromCache } from './quick-exit-action';

export const QUICK_EXIT_BUTTON_ID = 'exit-this-page';
export const QUICK_EXIT_STATUS_ID = 'exit-this-page-status';
/** An assertive live region: "Leaving this page." interrupts whatever is being read. */
export const QUICK_EXIT_LEAVING_ID = 'exit-this-page-leaving';

/** Says `message` in the quick exit's polite live region (rendered by <QuickExit />), or, as it leaves, the assertive one. */
function announceInRegion(message: string): void {
  const leaving = message === EXITING_MESSAGE ? document.getElementById(QUICK_EXIT_LEAVING_ID) : null;
  const region = leaving ?? document.getElementById(QUICK_EXIT_STATUS_ID);
  if (region) region.textContent = message;
}

/**
 * The quick exit's behaviour, with no framework, from the script in <head> of every page, so it
 * works before any island loads, on error pages and during the intro: the "Exit this page"
 * button (a real link, so it also works without JavaScript), Esc when nothing open takes it, and
 * Shift three times within 5 seconds (each press announced; not while she types in a text field;
 * both Shift keys pressed together count once). Listeners sit on window and
 * document, so they survive the client router swapping the page's body.
 */
export function installQuickExit({
  onExit = quickExit,
  announce = announceInRegion,
}: { onExit?: () => void; announce?: (message: string) => void } = {}): () => void {
  const listening = new AbortController();
  const { signal } = listening;
  let tracker = initialShiftTracker;
  // Shift keys held down now (by event.code): pressing the left and right Shift together is one press.
  const heldShifts = new Set<string>();
  let expiry: ReturnType<typeof setTimeout> | undefined;

  const clearExpiry = () => {
    if (expiry !== undefined) clearTimeout(expiry);
    expiry = undefined;
  };

  const exit = () => {
    clearExpiry();
    tracker = initialShiftTracker;
    announce(EXITING_MESSAGE);
    onExit();
  };

  // Capture phase: before any dialog or menu handles the key, so we can still see that it is open.
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.repeat) return;
      if (isExitEscape(event, document)) {
        event.preventDefault();
        exit();
        return;
      }
      let key = event.key;
      if (key === 'Shift') {
        const otherShiftHeld = [...heldShifts].some((code) => code !== event.code);
        heldShifts.add(event.code);
        if (otherShiftHeld) return;
        // Shift while typing makes a capital letter: it cancels a count like any other key.
        if (isTypingTarget(event.target)) key = 'Shift (typing)';
      }
      const result = trackKey(tracker, key, Date.now());
      tracker = result.tracker;
      switch (result.outcome.kind) {
        case 'progress':
          announce(shiftProgressMessage(result.outcome.remaining));
          if (result.outcome.remaining === 2) {
            // The window starts with the first press.
            clearExpiry();
            expiry = setTimeout(() => {
              expiry = undefined;
              if (tracker.count > 0) {
                tracker = initialShiftTracker;
                announce(EXPIRED_MESSAGE);
              }
            }, SHIFT_WINDOW_MS);
          }
          break;
        case 'exit':
          exit();
          break;
        case 'reset':
          clearExpiry();
          announce(EXPIRED_MESSAGE);
          break;
        case 'idle':
          break;
      }
    },
    { capture: true, signal },
  );

  window.addEventListener(
    'keyup',
    (event) => {
      if (event.key === 'Shift') heldShifts.delete(event.code);
    },
    { capture: true, signal },
  );
  // A key released in another window never sends its keyup here.
  window.addEventListener('blur', () => heldShifts.clear(), { signal });
  document.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest(`#${QUICK_EXIT_BUTTON_ID}`)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    exit();
  }, { signal });

  window.addEventListener('pageshow', reloadIfRestoredFromCache, { signal });
  return () => {
    clearExpiry();
    listening.abort();
  };
}
