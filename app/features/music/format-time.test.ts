import { describe, expect, it } from 'vitest';
import { musicLabels as spanish } from '../../../locales/es/core/content/music';
import { formatMessage } from '@core/message-format';
import { formatTime, spokenTime } from './format-time';

describe('formatTime', () => {
  it('shows minutes and two-digit seconds, rounded down', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(7.9)).toBe('0:07');
    expect(formatTime(60)).toBe('1:00');
    expect(formatTime(100)).toBe('1:40');
    expect(formatTime(723.2)).toBe('12:03');
  });

  it('never shows a negative or broken time', () => {
    expect(formatTime(-3)).toBe('0:00');
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});

describe('spokenTime', () => {
  it('says the time in words', () => {
    expect(spokenTime(0)).toBe('0 seconds');
    expect(spokenTime(1)).toBe('1 second');
    expect(spokenTime(60)).toBe('1 minute');
    expect(spokenTime(100)).toBe('1 minute 40 seconds');
    expect(spokenTime(121)).toBe('2 minutes 1 second');
  });

  it('says it in Spanish from the Spanish message', () => {
    const say = (minutes: number, seconds: number) => formatMessage(spanish.spokenDuration, { minutes, seconds }, 'es-US');
    expect(say(0, 0)).toBe('0 segundos');
    expect(say(0, 1)).toBe('1 segundo');
    expect(say(1, 0)).toBe('1 minuto');
    expect(say(1, 40)).toBe('1 minuto y 40 segundos');
    expect(say(2, 1)).toBe('2 minutos y 1 segundo');
  });
});
