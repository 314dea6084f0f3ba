/**
 * The intro video's files and length (SPEC.md §2 "App shell and start-up"), the same in every
 * language: intro.ts and its Spanish twin both take them from here, so the Spanish page's scripts
 * carry none of the English intro's words. scripts/make-media.mjs makes these files.
 */
export const introMedia = {
  /** Best first: the browser plays the first source it can. */
  sources: [
    { src: '/media/intro.webm', type: 'video/webm; codecs="vp9, opus"' },
    { src: '/media/intro.mp4', type: 'video/mp4; codecs="avc1.4D401F, mp4a.40.2"' },
  ],
  poster: '/media/intro-poster.jpg',
  durationSeconds: 12,
  /**
   * When the words laid over the pictures appear and go (seconds into the video): the name, then
   * the tagline, both gone as the pictures fade. The video draws no words, so each language shows
   * its own; these are scripts/media/video.mjs's cues (scripts/make-media.test.ts keeps them equal).
   */
  wordCues: { title: 4.6, tagline: 6.4, fadeOut: 10.6 },
} as const;
