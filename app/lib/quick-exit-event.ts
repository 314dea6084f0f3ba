/**
 * The window event the quick exit dispatches just before it leaves the page. The music player,
 * the intro and the tools listen for it to stop and forget at once. It lives here, not in a
 * feature, because features never import one another.
 */
export const QUICK_EXIT_EVENT = 'quick-exit';
