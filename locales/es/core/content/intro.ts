/**
 * The intro's words in Spanish. The video is the same in both languages and draws no words: the
 * name and this tagline are laid over it as text. Its captions, which say what the sound is, are
 * in Spanish (public/media/intro.es.vtt, the same cues as intro.vtt). The video's files come from
 * intro-media.ts, not from the English intro, so this page's scripts carry none of its words.
 */
import type { Translation } from '@core/i18n';
import { siteConfig } from '@core/site-config';
import type * as en from '@core/content/intro';
import { introMedia } from '@core/content/intro-media';

export const introVideo: Translation<typeof en.introVideo> = {
  sources: introMedia.sources,
  poster: introMedia.poster,
  captions: '/media/intro.es.vtt',
  captionsLanguage: 'es',
  captionsLabel: 'Español',
  durationSeconds: introMedia.durationSeconds,
  wordCues: introMedia.wordCues,
  description: `${siteConfig.productName}: un corazón con el sol saliendo dentro, luego el nombre y las palabras “${siteConfig.tagline}”. Música suave, sin sonido hasta que tú lo actives.`,
};

export const introSplash: Translation<typeof en.introSplash> = {
  title: siteConfig.productName,
  // REVIEW (README): the owner's line in English is blunt on purpose; in Spanish the same words read
  // as crude to many women of her mother's and grandmother's generation, so it says the sense plainly.
  quote: 'No te lo imaginaste.',
  tagline: siteConfig.tagline,
  description: 'Un movimiento de hermandad que sana el trauma, rompe ciclos y construye vidas propias, una mujer a la vez.',
};

export const introTransition: Translation<typeof en.introTransition> = {
  heading: 'Bienvenida, hermana.',
  text: 'Respira. Este espacio es tuyo, a tu propio ritmo.',
};

export const introLabels: Translation<typeof en.introLabels> = {
  region: 'Introducción',
  skip: 'Saltar la introducción',
  mute: 'Silenciar',
  play: 'Reproducir el video de introducción',
  loading: 'Cargando...',
  continueToSite: 'Continuar al sitio',
};
