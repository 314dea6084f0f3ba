import { useEffect, useRef, type RefObject } from 'react';
import { Pause, Play, SkipBack, SkipForward, Volume2, VolumeX, X } from 'lucide-react';
import { musicLabels, musicTracks } from '@core/content/music';
import { formatMessage } from '@core/message-format';
import { cn } from '~/lib/utils';
import { formatTime, spokenTime } from './format-time';
import { useMusicPlayer } from './use-music-player';

export const MUSIC_PANEL_ID = 'music-player-panel';

export type MusicPanelProps = {
  open: boolean;
  /** `returnFocus`: put focus back on the player's button (Esc, the close button). */
  onClose: (returnFocus: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  onPlayingChange: (playing: boolean) => void;
};

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-foreground hover:bg-secondary aria-pressed:bg-secondary aria-pressed:text-secondary-foreground';

/**
 * The music player's panel and its <audio> element, loaded the first time she opens the player.
 * Once loaded it stays mounted (the app shell keeps it across page changes), so music goes on
 * when the panel closes. The panel is a non-modal dialog: focus moves into it when it opens,
 * Esc or the close button closes it and returns focus to the button, a click elsewhere closes
 * it; while it is open the quick exit's Esc leaves it to the panel (quick-exit/exit-keys.ts).
 */
export default function MusicPanel({ open, onClose, triggerRef, onPlayingChange }: MusicPanelProps) {
  const player = useMusicPlayer(musicTracks);
  const panelRef = useRef<HTMLDivElement>(null);
  const playButtonRef = useRef<HTMLButtonElement>(null);
  const { track, playing, muted, time, duration } = player;

  useEffect(() => onPlayingChange(playing), [playing, onPlayingChange]);

  useEffect(() => {
    if (!open) return;
    playButtonRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || event.key === 'Esc') onClose(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && !panelRef.current?.contains(target) && !triggerRef.current?.contains(target)) onClose(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, onClose, triggerRef]);

  const PlayIcon = playing ? Pause : Play;
  const MuteIcon = muted ? VolumeX : Volume2;

  return (
    <>
      {/* No src until she presses play: nothing is fetched before. */}
      <audio ref={player.audioRef} preload="none" {...player.audioEvents} />
      {open && (
        <div
          ref={panelRef}
          id={MUSIC_PANEL_ID}
          role="dialog"
          aria-label={musicLabels.open}
          className="fixed end-3 top-[calc(var(--site-header-height)+0.5rem)] z-50 max-h-[calc(100dvh-var(--site-header-height)-1rem)] w-[min(21rem,calc(100vw-1.5rem))] overflow-y-auto overscroll-y-contain rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xl animate-dialog-in sm:end-6"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs font-medium uppercase tracking-[0.18em] text-muted-foreground">
                {formatMessage(musicLabels.trackOf, { number: player.index + 1, total: musicTracks.length })}
              </p>
              <p className="truncate text-lg font-semibold text-foreground">{track.title}</p>
            </div>
            <button type="button" className={cn(iconButton, '-me-2 -mt-2')} onClick={() => onClose(true)} aria-label={musicLabels.close}>
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>

          <div className="mt-3">
            <input
              type="range"
              min={0}
              max={Math.max(1, Math.floor(duration))}
              step={1}
              value={Math.min(Math.floor(time), Math.floor(duration))}
              disabled={!player.loaded}
              onChange={(event) => player.seek(Number(event.currentTarget.value))}
              aria-label={musicLabels.position}
              aria-valuetext={formatMessage(musicLabels.positionOf, { elapsed: spokenTime(time), length: spokenTime(duration) })}
              className="block h-6 w-full cursor-pointer accent-primary disabled:cursor-default"
            />
            <div data-times className="flex justify-between text-sm tabular-nums text-muted-foreground">
              <span>
                <span className="sr-only">{musicLabels.elapsed}</span>
                {formatTime(time)}
              </span>
              <span>
                <span className="sr-only">{musicLabels.total}</span>
                {formatTime(duration)}
              </span>
            </div>
          </div>

          <div className="mt-2 flex items-center justify-center gap-2">
            <button type="button" className={iconButton} onClick={player.previous} aria-label={musicLabels.previous}>
              <SkipBack aria-hidden="true" className="size-5" />
            </button>
            <button
              ref={playButtonRef}
              type="button"
              onClick={player.togglePlay}
              aria-label={playing ? musicLabels.pause : musicLabels.play}
              className="inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm hover:bg-primary/90"
            >
              <PlayIcon aria-hidden="true" className={cn('size-6 fill-current', !playing && 'ms-0.5')} />
            </button>
            <button type="button" className={iconButton} onClick={player.next} aria-label={musicLabels.next}>
              <SkipForward aria-hidden="true" className="size-5" />
            </button>
            <button type="button" className={iconButton} onClick={player.toggleMute} aria-label={musicLabels.mute} aria-pressed={muted}>
              <MuteIcon aria-hidden="true" className="size-5" />
            </button>
          </div>

          {player.problem && (
            <p role="alert" className="mt-2 text-sm text-destructive">
              {player.problem}
            </p>
          )}

          <ol aria-label={musicLabels.tracks} className="mt-3 flex flex-col gap-1 border-t border-border pt-3">
            {musicTracks.map((item, i) => {
              const current = i === player.index;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => player.playTrack(i)}
                    aria-current={current ? 'true' : undefined}
                    aria-label={`${item.title}, ${spokenTime(item.durationSeconds)}`}
                    className={cn(
                      'flex min-h-11 w-full items-center justify-between gap-3 rounded-md px-3 text-start text-base hover:bg-secondary',
                      current && 'bg-secondary font-semibold text-secondary-foreground',
                    )}
                  >
                    <span className="truncate">{item.title}</span>
                    <span className="text-sm tabular-nums text-muted-foreground">{formatTime(item.durationSeconds)}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        </div>
      )}
      <p role="status" className="sr-only">
        {playing ? formatMessage(musicLabels.playing, { title: track.title }) : player.loaded ? formatMessage(musicLabels.paused, { title: track.title }) : ''}
      </p>
    </>
  );
}
