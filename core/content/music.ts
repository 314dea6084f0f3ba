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

const sourcesFor = (id: string) =>
  [
    { src: `/media/${id}.webm`, type: 'audio/webm; codecs="opus"' },
    { src: `/media/${id}.m4a`, type: 'audio/mp4; codecs="mp4a.40.2"' },
  ] as const;

export const musicTracks: readonly MusicTrack[] = [
  { id: 'lucky-me', title: 'Lucky Me', durationSeconds: 100, sources: sourcesFor('lucky-me') },
  { id: 'sista-whispers', title: 'Sista Whispers', durationSeconds: 92, sources: sourcesFor('sista-whispers') },
  { id: 'scared', title: 'Scared', durationSeconds: 92, sources: sourcesFor('scared') },
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
  trackOf: (number: number, total: number) => `Track ${number} of ${total}`,
  elapsed: 'Elapsed ',
  total: 'Total ',
  positionOf: (elapsed: string, length: string) => `${elapsed} of ${length}`,
  playing: (title: string) => `Playing ${title}`,
  paused: (title: string) => `Paused: ${title}`,
  trackProblem: 'This track could not be played. Please try another one.',
} as const;

/** A length said in words for a screen reader: "1 minute 40 seconds" (app/features/music/format-time.ts). */
export function spokenDuration(minutes: number, seconds: number): string {
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes === 0) return part(seconds, 'second');
  return seconds === 0 ? part(minutes, 'minute') : `${part(minutes, 'minute')} ${part(seconds, 'second')}`;
}
