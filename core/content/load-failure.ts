/** What she reads where a part of a page could not be loaded (its file did not arrive). */
export const PART_FAILED = 'This part of the page could not be loaded. Please check your connection and try again.';
/** The notice's button that tries the part again. */
export const TRY_AGAIN = 'Try again';
/** The notice's button that closes it (only where it floats over the page). */
export const CLOSE_NOTICE = 'Close';
/** What she is told when a request cannot reach the server (app/lib/api.ts). */
export const UNREACHABLE_MESSAGE = 'We could not reach the server just now. Please check your connection and try again.';
