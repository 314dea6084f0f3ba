import { useCallback, useSyncExternalStore, type RefObject } from 'react';
import { atom } from 'nanostores';
import { musicLabels } from '@core/content/music';
import { renderOverlay } from '~/lib/overlay-root';
import { MUSIC_BUTTON_ATTRIBUTE } from '~/lib/shell-attributes';
import MusicPanel, { MUSIC_PANEL_ID } from './music-panel';

/** The header's music button (SiteNav renders it; the client router swaps it with each page). */
const BUTTON_SELECTOR = `[${MUSIC_BUTTON_ATTRIBUTE}]`;

function musicButton(): HTMLButtonElement | null {
  return document.querySelector<HTMLButtonElement>(BUTTON_SELECTOR);
}

/** The button of the page on screen now, whichever page that is. */
const triggerRef: RefObject<HTMLButtonElement | null> = {
  get current() {
    return musicButton();
  },
};

const panelOpen = atom(false);

/** The button says whether the panel is open; a new page's button is told again. */
function syncButton(): void {
  const button = musicButton();
  if (!button) return;
  const open = panelOpen.get();
  button.setAttribute('aria-expanded', String(open));
  if (open) button.setAttribute('aria-controls', MUSIC_PANEL_ID);
  else button.removeAttribute('aria-controls');
}

/** Opens or closes the panel (and tells the header's button). */
export function setMusicPanelOpen(open: boolean): void {
  panelOpen.set(open);
  syncButton();
}

/** The player's panel and <audio>, drawn in the overlay layer (exported for its tests). */
export function MusicPlayer() {
  const open = useSyncExternalStore(panelOpen.listen, panelOpen.get, panelOpen.get);
  const close = useCallback((returnFocus: boolean) => {
    setMusicPanelOpen(false);
    if (returnFocus) musicButton()?.focus();
  }, []);
  const onPlayingChange = useCallback((playing: boolean) => {
    // app.css shows the playing dot on the header's button from this attribute.
    document.getElementById('music-player')?.toggleAttribute('data-playing', playing);
  }, []);
  return (
    <aside id="music-player" aria-label={musicLabels.region}>
      <MusicPanel open={open} onClose={close} triggerRef={triggerRef} onPlayingChange={onPlayingChange} />
    </aside>
  );
}

/**
 * The music player (SPEC.md §2 "Music player"): the site shell calls this when she presses the
 * header's music button. The panel and its <audio> are drawn in the overlay layer, which the
 * client router keeps across page changes, so music goes on from page to page. Nothing plays,
 * and no audio is fetched, until she presses play.
 */
export function toggleMusicPlayer(): void {
  setMusicPanelOpen(!panelOpen.get());
  renderOverlay('music', <MusicPlayer />);
}

document.addEventListener('astro:after-swap', syncButton);
