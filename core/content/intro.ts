/**
 * The words of the intro (SPEC.md §2 "App shell and start-up"; DESIGN.md "intro order"): the
 * splash's lines, given verbatim where SPEC.md gives them, and the transition screen's welcome.
 * The video's pictures (the heart and its rising sun) are drawn by scripts/make-media.mjs with no
 * words in them: the name and the tagline below are laid over the video as text, in each language.
 */
import { siteConfig } from '../site-config';
import { introMedia } from './intro-media';

export const introVideo = {
  /** Best first: the browser plays the first source it can. */
  sources: introMedia.sources,
  poster: introMedia.poster,
  captions: '/media/intro.vtt',
  /** The captions' language (BCP 47) and its name in the track menu. */
  captionsLanguage: 'en',
  captionsLabel: 'English',
  durationSeconds: introMedia.durationSeconds,
  /** When the name and the tagline (introSplash's) appear over the pictures. */
  wordCues: introMedia.wordCues,
  /** What the pictures say, for screen readers (the captions track says it too). */
  description: `${siteConfig.productName}: a heart with the sun rising inside it, then the name and the words "${siteConfig.tagline}". Soft music, muted until you turn the sound on.`,
} as const;

export const introSplash = {
  title: siteConfig.productName,
  quote: "You didn't imagine that shit.",
  tagline: siteConfig.tagline,
  description: 'A sisterhood movement healing trauma, breaking cycles and building sovereignty, one woman at a time.',
} as const;

export const introTransition = {
  heading: 'Welcome, sister.',
  text: 'Take a breath. This space is yours, at your own pace.',
} as const;

export const introLabels = {
  region: 'Introduction',
  skip: 'Skip Intro',
  mute: 'Mute',
  play: 'Play the intro video',
  loading: 'Loading...',
  continueToSite: 'Continue to Site',
} as const;
