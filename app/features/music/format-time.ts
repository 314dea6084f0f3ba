import { musicLabels } from '@core/content/music';
import { formatMessage } from '@core/message-format';

/** Seconds as a player shows them: 0:07, 1:40, 12:03 (rounded down; never negative). */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** The same, said in words for a screen reader: "1 minute 40 seconds" (in this site's language). */
export function spokenTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return formatMessage(musicLabels.spokenDuration, { minutes: Math.floor(whole / 60), seconds: whole % 60 });
}
