import type { ClientDirective } from 'astro';
import { showIslandFailure } from '../island-failure';

/** What says she is reaching for the island: a touch or click, focus, a key. */
const REACH_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * `client:reach`: hydrates the island when she first reaches for it (a pointerdown, focus or a
 * key within it), so a form on the first screen costs no work while the page loads: running its
 * code and hydrating it were the long tasks of /signup and /community (ADR 0014). The files are
 * only fetched once the page is idle (modulepreload: fetched, not run), so her reach rarely
 * waits on the network.
 *
 * Nothing she does before React takes over is lost: what she types, ticks or picks stays in the
 * fields (React keeps a value typed before hydration, and react-hook-form reads it in as edited).
 * The two actions that need the island's code are held and done again once it is there: a
 * submit (held, so the browser never sends the form itself) is made again by clicking the same
 * button, and a press of a plain button (`type="button"`, e.g. a toggle) is pressed again. Only
 * the first is kept: pressing twice while it loads means once. If the code cannot be fetched,
 * the calm "could not be loaded / Try again" appears in its place (../island-failure.ts).
 *
 * The island carries `reach="waiting"` until she reaches for it, then `reach="loading"` until
 * it is hydrated (end-to-end tests wait for these, e2e/fixtures.ts).
 *
 * A value names a flag on `window` (`client:reach="saveVaultOpen"`): when it is already true as
 * the page arrives, the island hydrates at once. Her private tools use it: after she unlocked on
 * one tool page, the client router brings the next one into the same document with her vault
 * still open, and that page must show her tool, not a gate waiting for a touch.
 */
const reach: ClientDirective = (load, options, island) => {
  let held: (() => void) | undefined;

  const holdSubmit = (event: Event) => {
    event.preventDefault();
    const form = event.target;
    if (held || !(form instanceof HTMLFormElement)) return;
    const submitter = (event as SubmitEvent).submitter;
    // Clicking the button again also gives React the click it needs to finish hydrating first.
    held = () => (submitter instanceof HTMLElement ? submitter.click() : form.requestSubmit());
  };
  const holdPress = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (held || !button || button.type !== 'button' || !island.contains(button)) return;
    held = () => button.click();
  };

  const stopListening = () => {
    for (const name of REACH_EVENTS) island.removeEventListener(name, start, true);
    island.removeEventListener('submit', holdSubmit, true);
    island.removeEventListener('click', holdPress, true);
  };

  let started = false;
  async function start() {
    if (started) return;
    started = true;
    for (const name of REACH_EVENTS) island.removeEventListener(name, start, true);
    island.setAttribute('reach', 'loading');
    try {
      const hydrate = await load();
      await hydrate();
    } catch {
      stopListening();
      // The form stays as drawn; it must still never be sent by the browser itself.
      island.addEventListener('submit', (event) => event.preventDefault(), true);
      island.removeAttribute('reach');
      showIslandFailure(island);
      return;
    }
    stopListening();
    island.removeAttribute('reach');
    const again = held;
    held = undefined;
    // Astro has handed the island to React (hydrateRoot); a click makes React finish at once.
    if (again) again();
  }

  for (const name of REACH_EVENTS) island.addEventListener(name, start, { capture: true, passive: true });
  island.addEventListener('submit', holdSubmit, true);
  island.addEventListener('click', holdPress, true);
  island.setAttribute('reach', 'waiting');
  const flag = typeof options.value === 'string' ? options.value : '';
  // Focus already inside (the page restored it), or the page says it is in use: she has reached.
  if (island.contains(document.activeElement) || (flag !== '' && (window as unknown as Record<string, unknown>)[flag] === true)) {
    void start();
    return;
  }

  const prefetch = () => {
    for (const name of ['renderer-url', 'component-url']) {
      const href = island.getAttribute(name);
      if (!href || document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  };
  if ('requestIdleCallback' in window) requestIdleCallback(prefetch, { timeout: 4000 });
  else setTimeout(prefetch, 2000);
};

export default reach;
