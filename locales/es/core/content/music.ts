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
  trackOf: (number, total) => `Pista ${number} de ${total}`,
  elapsed: 'Transcurrido: ',
  total: 'Duración: ',
  positionOf: (elapsed, length) => `${elapsed} de ${length}`,
  playing: (title) => `Reproduciendo: ${title}`,
  paused: (title) => `En pausa: ${title}`,
  trackProblem: 'No se pudo reproducir esta pista. Prueba con otra.',
};

/** Una duración dicha en palabras para un lector de pantalla: "1 minuto y 40 segundos". */
export function spokenDuration(minutes: number, seconds: number): string {
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes === 0) return part(seconds, 'segundo');
  return seconds === 0 ? part(minutes, 'minuto') : `${part(minutes, 'minuto')} y ${part(seconds, 'segundo')}`;
}
