import { useCallback, useEffect, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import { musicLabels, type MusicTrack } from '@core/content/music';
import { QUICK_EXIT_EVENT } from '~/lib/quick-exit-event';

export const TRACK_PROBLEM = musicLabels.trackProblem;

/**
 * Music plays with sound when she presses Play (docs/decisions/0008): the video starts muted,
 * and the music never starts by itself. Set to true to start the player muted.
 */
export const MUSIC_STARTS_MUTED = false;

export type MusicPlayer = {
  audioRef: RefObject<HTMLAudioElement | null>;
  /** Handlers for the <audio> element. */
  audioEvents: {
    onPlay: () => void;
    onPause: () => void;
    onEnded: () => void;
    onTimeUpdate: (event: SyntheticEvent<HTMLAudioElement>) => void;
    onLoadedMetadata: (event: SyntheticEvent<HTMLAudioElement>) => void;
    onError: () => void;
  };
  index: number;
  track: MusicTrack;
  playing: boolean;
  muted: boolean;
  /** Seconds into the track. */
  time: number;
  /** The track's length: from the file once loaded, from the content before. */
  duration: number;
  /** Whether the current track's file is loaded (only then can she seek). */
  loaded: boolean;
  problem: string | null;
  togglePlay: () => void;
  playTrack: (index: number) => void;
  next: () => void;
  previous: () => void;
  toggleMute: () => void;
  seek: (seconds: number) => void;
};

function sourceFor(audio: HTMLAudioElement, track: MusicTrack): string {
  return (track.sources.find((source) => audio.canPlayType(source.type) !== '') ?? track.sources[0]!).src;
}

function isAbort(error: unknown): boolean {
  return (error instanceof Error || error instanceof DOMException) && error.name === 'AbortError';
}

/**
 * The music player's behaviour (SPEC.md §2 "Music player", §4): one <audio> element that gets a
 * file only when she presses play (nothing is fetched before), play/pause, previous, next (both
 * wrap around), mute, seeking, the next track when one ends and a stop after the last. The
 * element is the source of truth for playing or paused. The quick exit stops it at once.
 */
export function useMusicPlayer(tracks: readonly MusicTrack[]): MusicPlayer {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(MUSIC_STARTS_MUTED);
  const [time, setTime] = useState(0);
  const [loadedDuration, setLoadedDuration] = useState<number | null>(null);
  const [loadedIndex, setLoadedIndex] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const indexRef = useRef(index);
  const loadedRef = useRef<number | null>(null);
  useEffect(() => {
    indexRef.current = index;
  }, [index]);
  useEffect(() => {
    if (audioRef.current) audioRef.current.muted = MUSIC_STARTS_MUTED;
  }, []);

  const unload = useCallback(() => {
    const audio = audioRef.current;
    if (!audio || loadedRef.current === null) return;
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
    loadedRef.current = null;
    setLoadedIndex(null);
  }, []);

  const select = useCallback((next: number) => {
    if (next !== indexRef.current) {
      setTime(0);
      setLoadedDuration(null);
    }
    indexRef.current = next;
    setIndex(next);
    setProblem(null);
  }, []);

  const playTrack = useCallback(
    (next: number) => {
      const audio = audioRef.current;
      const track = tracks[next];
      if (!audio || !track) return;
      select(next);
      if (loadedRef.current !== next) {
        audio.src = sourceFor(audio, track);
        loadedRef.current = next;
        setLoadedIndex(next);
      }
      audio.play().catch((error: unknown) => {
        if (!isAbort(error)) setProblem(TRACK_PROBLEM);
      });
    },
    [tracks, select],
  );

  /** Moves to another track: it plays if music was playing, else nothing is fetched yet. */
  const goTo = useCallback(
    (next: number) => {
      const audio = audioRef.current;
      if (audio && !audio.paused) {
        playTrack(next);
        return;
      }
      if (loadedRef.current !== next) unload();
      select(next);
    },
    [playTrack, select, unload],
  );

  const togglePlay = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) playTrack(indexRef.current);
    else audio.pause();
  }, [playTrack]);

  const next = useCallback(() => goTo((indexRef.current + 1) % tracks.length), [goTo, tracks.length]);
  const previous = useCallback(() => goTo((indexRef.current - 1 + tracks.length) % tracks.length), [goTo, tracks.length]);

  const toggleMute = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.muted = !audio.muted;
    setMuted(audio.muted);
  }, []);

  const seek = useCallback((seconds: number) => {
    const audio = audioRef.current;
    if (!audio || loadedRef.current === null) return;
    audio.currentTime = seconds;
    setTime(seconds);
  }, []);

  // Lock-screen and headset controls. The title is the track's name only: without it the
  // phone would show the page's title, with the site's name, on a lock screen anyone can see.
  const trackTitle = tracks[index]!.title;
  const active = loadedIndex !== null;
  useEffect(() => {
    const session = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined;
    if (!session || typeof MediaMetadata === 'undefined' || !active) return;
    session.metadata = new MediaMetadata({ title: trackTitle });
    const actions: [MediaSessionAction, () => void][] = [
      ['play', () => playTrack(indexRef.current)],
      ['pause', () => audioRef.current?.pause()],
      ['nexttrack', next],
      ['previoustrack', previous],
    ];
    for (const [action, handler] of actions) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // A browser that does not know an action: the others still work.
      }
    }
    return () => {
      for (const [action] of actions) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
    };
  }, [trackTitle, active, playTrack, next, previous]);

  // The quick exit: silence now, and let go of the file and of the lock-screen controls.
  useEffect(() => {
    const stop = () => {
      const audio = audioRef.current;
      if (!audio) return;
      audio.muted = true;
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
      loadedRef.current = null;
      if (typeof navigator !== 'undefined' && navigator.mediaSession) navigator.mediaSession.metadata = null;
    };
    window.addEventListener(QUICK_EXIT_EVENT, stop);
    return () => window.removeEventListener(QUICK_EXIT_EVENT, stop);
  }, []);

  const audioEvents: MusicPlayer['audioEvents'] = {
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => {
      const current = indexRef.current;
      if (current < tracks.length - 1) {
        playTrack(current + 1);
        return;
      }
      // After the last track: stop, ready to play it again from the start.
      setPlaying(false);
      const audio = audioRef.current;
      if (audio) audio.currentTime = 0;
      setTime(0);
    },
    onTimeUpdate: (event) => setTime(event.currentTarget.currentTime),
    onLoadedMetadata: (event) => {
      const seconds = event.currentTarget.duration;
      if (Number.isFinite(seconds) && seconds > 0) setLoadedDuration(seconds);
    },
    onError: () => {
      // An error with no file set is only the element letting go of one (unload, quick exit).
      if (loadedRef.current === null) return;
      setPlaying(false);
      setProblem(TRACK_PROBLEM);
    },
  };

  const track = tracks[index]!;
  return {
    audioRef,
    audioEvents,
    index,
    track,
    playing,
    muted,
    time,
    duration: loadedDuration ?? track.durationSeconds,
    loaded: loadedIndex === index,
    problem,
    togglePlay,
    playTrack,
    next,
    previous,
    toggleMute,
    seek,
  };
}
