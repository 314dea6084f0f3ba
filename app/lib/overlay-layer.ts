/**
 * The layer every page's layout keeps for what opens over the page (the booking dialog, the
 * phone menu, the music player, toasts, the intro). The client router keeps it across page
 * changes (`transition:persist`), so music goes on and a toast outlives the page that showed it.
 */
export const OVERLAY_LAYER_ID = 'overlays';

/**
 * Where dialogs draw themselves (Radix portals): in the overlay layer, beside the toasts. A modal
 * dialog hides everything but its own branch from screen readers (aria-hidden on the siblings of
 * each of its ancestors); drawn here, the layer is its ancestor and stays, and the toasts' root
 * (marked as a live region, which that hiding leaves alone) is heard while the dialog is open.
 */
export function overlayLayer(): HTMLElement | undefined {
  return typeof document === 'undefined' ? undefined : (document.getElementById(OVERLAY_LAYER_ID) ?? undefined);
}
