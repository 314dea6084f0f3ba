import { useEffect, useRef, type Dispatch, type RefObject } from 'react';
import { Play, Volume2, VolumeX } from 'lucide-react';
import { introLabels, introVideo } from '@core/content/intro';
import type { IntroEvent, IntroState } from './intro-machine';

type VideoState = Extract<IntroState, { stage: 'video' }>;

/** The first source this browser says it can play, or null. */
function playableSource(video: HTMLVideoElement): string | null {
  return introVideo.sources.find((source) => video.canPlayType(source.type) !== '')?.src ?? null;
}

/**
 * The intro video: full screen, muted at first (DESIGN.md: a sudden sound can put someone at
 * risk; it also lets autoplay work), the mute toggle bottom left. If the browser refuses to
 * autoplay, a large play button covers it; if it cannot load or play, 'Loading...' and
 * 'Continue to Site' show and the intro goes on after 2 s (the reducer's timer). Failures are
 * told to the console only.
 */
export function IntroVideo({
  state,
  dispatch,
  videoRef,
}: {
  state: VideoState;
  dispatch: Dispatch<IntroEvent>;
  videoRef: RefObject<HTMLVideoElement | null>;
}) {
  const warned = useRef(false);

  const fail = (reason: unknown) => {
    if (!warned.current) {
      warned.current = true;
      console.warn('The intro video could not be played; going on without it.', reason);
    }
    dispatch({ type: 'VIDEO_FAILED' });
  };
  const failRef = useRef(fail);
  useEffect(() => {
    failRef.current = fail;
  });

  const play = (video: HTMLVideoElement) => {
    let attempt: Promise<void> | undefined;
    try {
      attempt = video.play();
    } catch (error) {
      failRef.current(error);
      return;
    }
    attempt?.then(
      () => dispatch({ type: 'VIDEO_PLAYING' }),
      (error: unknown) => {
        const name = error instanceof Error || error instanceof DOMException ? error.name : '';
        if (name === 'NotAllowedError') dispatch({ type: 'AUTOPLAY_BLOCKED' });
        // AbortError: interrupted on purpose (skipped, quick exit); nothing went wrong.
        else if (name !== 'AbortError') failRef.current(error);
      },
    );
  };
  const playRef = useRef(play);
  useEffect(() => {
    playRef.current = play;
  });

  // Start once, muted; stop and let go of the file when the video stage ends.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = true;
    const source = playableSource(video);
    if (source === null) {
      failRef.current(new Error('No intro video format this browser can play.'));
    } else {
      video.src = source;
      playRef.current(video);
    }
    return () => {
      video.pause();
      video.removeAttribute('src');
      video.load();
    };
  }, [videoRef]);

  useEffect(() => {
    if (videoRef.current) videoRef.current.muted = state.muted;
  }, [state.muted, videoRef]);

  const pressPlay = () => {
    const video = videoRef.current;
    if (!video) return;
    dispatch({ type: 'PLAY_PRESSED' });
    // Called in the click itself: a browser allows playback in direct answer to a press.
    play(video);
  };

  const MuteIcon = state.muted ? VolumeX : Volume2;

  return (
    <div className="relative h-full w-full">
      <p className="sr-only">{introVideo.description}</p>
      <video
        ref={videoRef}
        className="h-full w-full object-contain"
        playsInline
        muted
        preload="auto"
        poster={state.status === 'blocked' ? introVideo.poster : undefined}
        aria-hidden="true"
        onEnded={() => dispatch({ type: 'VIDEO_ENDED' })}
        onPlaying={() => dispatch({ type: 'VIDEO_PLAYING' })}
        onError={() => failRef.current(videoRef.current?.error ?? new Error('The intro video failed to load.'))}
      >
        <track kind="captions" src={introVideo.captions} srcLang="en" label="English" />
      </video>

      {state.status === 'blocked' && (
        <button
          type="button"
          onClick={pressPlay}
          aria-label={introLabels.play}
          className="absolute inset-0 flex items-center justify-center bg-black/30 focus-visible:outline-white"
        >
          <span className="flex size-24 items-center justify-center rounded-full bg-white/90 text-primary shadow-xl sm:size-28">
            <Play aria-hidden="true" className="ml-1.5 size-12 fill-current" />
          </span>
        </button>
      )}

      {state.status === 'failed' && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-6 bg-black px-6 text-center text-white">
          <p role="status" className="text-lg">
            {introLabels.loading}
          </p>
          <button
            type="button"
            onClick={() => dispatch({ type: 'SKIP' })}
            className="inline-flex min-h-11 items-center rounded-full bg-white px-6 text-base font-semibold text-primary hover:bg-white/90 focus-visible:outline-white"
          >
            {introLabels.continueToSite}
          </button>
        </div>
      )}

      {state.status !== 'failed' && (
        <div className="absolute bottom-0 left-0 p-4 sm:p-6">
          <button
            type="button"
            onClick={() => {
              // Set in the click itself too: browsers allow sound only in answer to a press.
              if (videoRef.current) videoRef.current.muted = !state.muted;
              dispatch({ type: 'TOGGLE_MUTE' });
            }}
            aria-label={introLabels.mute}
            aria-pressed={state.muted}
            className="inline-flex size-11 items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/40 backdrop-blur-sm hover:bg-white/25 focus-visible:outline-white"
          >
            <MuteIcon aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </div>
  );
}
