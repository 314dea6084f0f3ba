/**
 * El reproductor de música en español (gemelo de ./music.ts): las mismas tres pistas y archivos.
 * Los títulos son los nombres de las canciones y no se traducen.
 */
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/music';
import { musicTracks } from '@core/content/music';

export type { MusicTrack } from '@core/content/music';
export { musicTracks };

export const musicLabels: Translation<typeof en.musicLabels> = {
  region: 'Música',
  open: 'Reproductor de música',
  close: 'Cerrar el reproductor de música',
  play: 'Reproducir',
  pause: 'Pausa',
  previous: 'Pista anterior',
  next: 'Pista siguiente',
  mute: 'Silenciar',
  position: 'Posición en la pista',
  tracks: 'Pistas',
  unavailable: 'No se pudo cargar el reproductor de música. Revisa tu conexión e intenta de nuevo.',
  trackOf: 'Pista {number} de {total}',
  elapsed: 'Transcurrido: ',
  total: 'Duración: ',
  positionOf: '{elapsed} de {length}',
  playing: 'Reproduciendo: {title}',
  paused: 'En pausa: {title}',
  /** Una duración dicha en palabras para un lector de pantalla: "1 minuto y 40 segundos". */
  spokenDuration:
    '{minutes, plural, =0 {} one {# minuto} other {# minutos}}{minutes, plural, =0 {{seconds, plural, one {# segundo} other {# segundos}}} other {{seconds, plural, =0 {} one { y # segundo} other { y # segundos}}}}',
  trackProblem: 'No se pudo reproducir esta pista. Prueba con otra.',
};
