/**
 * The layer every page's layout keeps for what opens over the page (the booking dialog, the
 * phone menu, the music player, toasts, the intro). The client router keeps it across page
 * changes (`transition:persist`), so music goes on and a toast outlives the page that showed it.
 */
export const OVERLAY_LAYER_ID = 'overlays';
