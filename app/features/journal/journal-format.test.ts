import { describe, expect, it } from 'vitest';
import { locale } from '@core/content/locale';
import { formatDateTime, formatDay, formatFullLocalDay, formatLocalDay, formatMonth } from './journal-format';

describe('the journal dates', () => {
  it('read as the browser words them, from formatters made once', () => {
    for (const iso of ['2026-11-25T21:14:00.000Z', '2024-02-29T00:00:00.000Z', '2025-07-04T12:30:59.000-05:00']) {
      const date = new Date(iso);
      expect(formatDateTime(iso)).toBe(date.toLocaleString(locale.intl, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }));
      expect(formatDay(iso)).toBe(date.toLocaleDateString(locale.intl, { dateStyle: 'medium' }));
    }
    expect(formatLocalDay('2026-11-02')).toBe(new Date(2026, 10, 2).toLocaleDateString(locale.intl, { dateStyle: 'medium' }));
    expect(formatFullLocalDay('2026-11-02')).toBe(new Date(2026, 10, 2).toLocaleDateString(locale.intl, { dateStyle: 'full' }));
    expect(formatFullLocalDay('2026-11-02')).toBe('Monday, November 2, 2026');
    expect(formatMonth({ year: 2026, month: 11 })).toBe('November 2026');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatLocalDay('2026-11')).toBe('2026-11');
  });
});
