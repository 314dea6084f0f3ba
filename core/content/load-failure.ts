/** What she reads where a part of a page could not be loaded (its file did not arrive). */
export const PART_FAILED = 'This part of the page could not be loaded. Please check your connection and try again.';
