import { renderOverlay } from '~/lib/overlay-root';
import { Toaster } from './toaster';

/** Draws the toasts in the overlay layer (kept across page changes); the first toast asks for it. */
export function showToaster(): void {
  renderOverlay('toaster', <Toaster />, { liveRegion: true });
}
