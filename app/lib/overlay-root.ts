import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { OVERLAY_LAYER_ID } from './overlay-layer';


const roots = new Map<string, Root>();

/**
 * Draws `node` in its own React root in the overlay layer, made on first use. These parts have
 * no markup in the static page (nothing to hydrate): the site shell fetches their code and
 * draws them when she first asks for one.
 */
export function renderOverlay(name: string, node: ReactNode, { liveRegion = false } = {}): void {
  let root = roots.get(name);
  if (!root) {
    const container = document.createElement('div');
    container.dataset.overlay = name;
    // aria-live="off" changes nothing that is read out, but a modal dialog's hiding of the rest of
    // the page leaves [aria-live] elements alone: toasts shown while a dialog is open are heard.
    if (liveRegion) container.setAttribute('aria-live', 'off');
    (document.getElementById(OVERLAY_LAYER_ID) ?? document.body).appendChild(container);
    root = createRoot(container);
    roots.set(name, root);
  }
  root.render(node);
}
