import { describe, expect, it } from 'vitest';
import { postCardTexts } from '../../../locales/es/core/content/community';
import { locale } from '../../../locales/es/core/content/locale';
import { timeAgo } from './time-ago';

const now = '2025-10-24T18:00:00.000Z';

describe('timeAgo', () => {
  it.each([
    ['2025-10-24T17:59:30.000Z', 'just now'],
    ['2025-10-24T18:05:00.000Z', 'just now'],
    ['2025-10-24T17:59:00.000Z', '1 minute ago'],
    ['2025-10-24T17:15:00.000Z', '45 minutes ago'],
    ['2025-10-24T17:00:00.000Z', '1 hour ago'],
    ['2025-10-24T16:00:00.000Z', '2 hours ago'],
    ['2025-10-23T15:00:00.000Z', '1 day ago'],
    ['2025-10-21T09:00:00.000Z', '3 days ago'],
    ['2025-10-10T18:00:00.000Z', '2 weeks ago'],
    ['2025-08-01T12:00:00.000Z', 'August 1, 2025'],
  ])('%s reads %s', (iso, expected) => {
    expect(timeAgo(iso, now)).toBe(expected);
  });

  it('accepts a Date as the reference and gives nothing for a bad date', () => {
    expect(timeAgo('2025-10-24T16:00:00.000Z', new Date(now))).toBe('2 hours ago');
    expect(timeAgo('not a date', now)).toBe('');
  });
});

describe('timeAgo in Spanish', () => {
  // The Spanish build's own words and locale (its twins), as the Spanish page uses them.
  const spanish = { intl: locale.intl, justNow: postCardTexts.justNow };
  it.each([
    ['2025-10-24T17:59:30.000Z', 'justo ahora'],
    ['2025-10-24T17:59:00.000Z', 'hace 1 minuto'],
    ['2025-10-24T17:15:00.000Z', 'hace 45 minutos'],
    ['2025-10-24T16:00:00.000Z', 'hace 2 horas'],
    ['2025-10-23T15:00:00.000Z', 'hace 1 día'],
    ['2025-10-21T09:00:00.000Z', 'hace 3 días'],
    ['2025-10-10T18:00:00.000Z', 'hace 2 semanas'],
    ['2025-08-01T12:00:00.000Z', '1 de agosto de 2025'],
  ])('%s reads %s', (iso, expected) => {
    expect(timeAgo(iso, now, spanish)).toBe(expected);
  });
});
