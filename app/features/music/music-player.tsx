import { lazy, Suspense, useCallback, useRef, useState, type ComponentType } from 'react';
import { Music } from 'lucide-react';
import { musicLabels } from '@core/content/music';
import type { MusicPanelProps } from './music-panel';

/** If the panel's code cannot be fetched (a dropped connection), say so instead of failing. */
function MusicUnavailable({ open }: MusicPanelProps) {
  if (!open) return null;
  return (
    <p role="status" className="fixed bottom-[5.25rem] left-3 z-50 max-w-xs rounded-lg border border-border bg-card p-3 text-sm shadow-lg sm:bottom-[6.25rem] sm:left-6">
      {musicLabels.unavailable}
    </p>
  );
}

// The panel, the player's logic and its <audio> load the first time she opens the player.
const MusicPanel = lazy(
  (): Promise<{ default: ComponentType<MusicPanelProps> }> => import('./music-panel').catch(() => ({ default: MusicUnavailable })),
);

/** The panel's id (kept here too: importing it from the lazy module would load it at once). */
const PANEL_ID = 'music-player-panel';

/**
 * The floating music player (SPEC.md §2 "Music player"): a round button at the bottom left
 * (toasts own the bottom right on larger screens) that opens the panel (music-panel.tsx). Part
 * of the app shell, so music keeps playing across page changes. Nothing plays, and no audio is
 * fetched, until she presses play.
 */
export function MusicPlayer() {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const [playing, setPlaying] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  return (
    <aside aria-label={musicLabels.region}>
      <button
        ref={triggerRef}
        type="button"
        aria-label={musicLabels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onClick={() => {
          setRequested(true);
          setOpen((isOpen) => !isOpen);
        }}
        className="fixed bottom-4 left-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-primary/30 hover:bg-primary/90 sm:bottom-6 sm:left-6"
      >
        <Music aria-hidden="true" className="size-6" />
        {playing && (
          <span aria-hidden="true" className="absolute right-0.5 top-0.5 flex size-4 items-center justify-center rounded-full bg-accent">
            <span className="size-2 animate-pulse rounded-full bg-primary" />
          </span>
        )}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <MusicPanel open={open} onClose={close} triggerRef={triggerRef} onPlayingChange={setPlaying} />
        </Suspense>
      )}
    </aside>
  );
}
