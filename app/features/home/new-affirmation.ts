import { homeAffirmations } from '@core/content/home-affirmations';
import { pickAnother } from '@core/pick-another';

/**
 * "New affirmation" on the home page (./daily-affirmation.tsx), with no framework: the card is on
 * the first screen, and hydrating React for one line of text would cost the page most of its
 * JavaScript. One listener on the document, so it also works on a home page the client router
 * swaps in later (a module runs once per tab).
 */
export const NEW_AFFIRMATION_ATTRIBUTE = 'data-new-affirmation';

/** Shows another line in `line` (never the one on screen), fading it in as a new element. */
export function showNewAffirmation(line: Element): void {
  const next = line.cloneNode(false) as Element;
  next.textContent = pickAnother(homeAffirmations, line.textContent ?? undefined);
  line.replaceWith(next);
}

/** `signal` ends the listening (for tests; the page listens for the tab's life). */
export function listenForNewAffirmation({ signal }: { signal?: AbortSignal } = {}): void {
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(`[${NEW_AFFIRMATION_ATTRIBUTE}]`)) return;
    const line = event.target.closest('section')?.querySelector('[data-affirmation]');
    if (line) showNewAffirmation(line);
  }, { signal });
}
