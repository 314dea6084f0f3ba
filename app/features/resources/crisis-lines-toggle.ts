/**
 * Opens and closes the crisis panel's full list of lines on /resources (./support-sections.tsx),
 * with no framework: the panel is on the first screen, and hydrating React for one toggle would
 * cost the page most of its JavaScript. One listener on the document, so it also works for the
 * panel of a page the client router swaps in later (a module runs once per tab).
 */
export const CRISIS_LINES_TOGGLE_ATTRIBUTE = 'data-crisis-lines-toggle';

export function listenForCrisisLinesToggle(): void {
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const toggle = event.target.closest(`[${CRISIS_LINES_TOGGLE_ATTRIBUTE}]`);
    const panel = document.getElementById(toggle?.getAttribute('aria-controls') ?? '');
    if (!toggle || !panel) return;
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  });
}
