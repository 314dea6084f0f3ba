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
} as const;
