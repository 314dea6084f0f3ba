/**
 * The music player's three tracks (SPEC.md §2 "Music player"): original instrumentals made by
 * scripts/make-media.mjs from the scores in scripts/media/songs.mjs. Each comes as Opus in WebM
 * (smaller; most browsers) and AAC in MP4 (older iPhones). `durationSeconds` is the files' length,
 * shown before a track has loaded (nothing is fetched until she presses play);
 * scripts/make-media.test.ts fails if it and the files ever disagree.
 */
export type MusicTrack = {
  id: string;
  title: string;
  durationSeconds: number;
  sources: readonly { src: string; type: string }[];
};

const OPUS = 'audio/webm; codecs="opus"';
const AAC = 'audio/mp4; codecs="mp4a.40.2"';

export const musicTracks: readonly MusicTrack[] = [
  {
    id: 'lucky-me',
    title: 'Lucky Me',
    durationSeconds: 100,
    sources: [
      { src: '/media/lucky-me.webm', type: OPUS },
      { src: '/media/lucky-me.m4a', type: AAC },
    ],
  },
  {
    id: 'sista-whispers',
    title: 'Sista Whispers',
    durationSeconds: 92,
    sources: [
      { src: '/media/sista-whispers.webm', type: OPUS },
      { src: '/media/sista-whispers.m4a', type: AAC },
    ],
  },
  {
    id: 'scared',
    title: 'Scared',
    durationSeconds: 92,
    sources: [
      { src: '/media/scared.webm', type: OPUS },
      { src: '/media/scared.m4a', type: AAC },
    ],
  },
];

export const musicLabels = {
  region: 'Music',
  open: 'Music player',
  close: 'Close the music player',
  play: 'Play',
  pause: 'Pause',
  previous: 'Previous track',
  next: 'Next track',
  mute: 'Mute',
  position: 'Position in the track',
  tracks: 'Tracks',
  unavailable: 'The music player could not load. Please check your connection and try again.',
  trackOf: 'Track {number} of {total}',
  elapsed: 'Elapsed ',
  total: 'Total ',
  positionOf: '{elapsed} of {length}',
  playing: 'Playing {title}',
  paused: 'Paused: {title}',
  /** A length said in words for a screen reader: "1 minute 40 seconds" (app/features/music/format-time.ts). */
  spokenDuration:
    '{minutes, plural, =0 {} one {# minute} other {# minutes}}{minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} other {{seconds, plural, =0 {} one { # second} other { # seconds}}}}',
  trackProblem: 'This track could not be played. Please try another one.',
} as const;
