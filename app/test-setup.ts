import { vi } from 'vitest';

// Component tests draw their own <Toaster /> where they look at toasts. The toasts' own root,
// which the first toast of a page draws in the overlay layer (~/hooks/use-toast), would outlive
// the test and let React run after the test's document is gone.
vi.mock('~/components/ui/toaster-overlay', () => ({ showToaster: () => undefined }));

// jsdom lays nothing out, so it has no scrollIntoView; the journal brings a saved record into
// view with it. Recorded, so a test can see which element was brought into view.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = vi.fn();
}
