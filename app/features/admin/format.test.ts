import { describe, expect, it } from 'vitest';
import { formatWeek, theirTime } from './format';

describe('console formats', () => {
  it('shows her own time only when it differs from the coach\'s zone', () => {
    expect(theirTime('2027-03-02T20:30:00Z', 'America/Chicago', 'Europe/London')).toBe('Tue, 2:30 PM CST (America/Chicago)');
    expect(theirTime('2027-03-02T20:30:00Z', 'America/Chicago', 'America/Chicago')).toBeUndefined();
    expect(theirTime('2027-03-02T20:30:00Z', null, 'Europe/London')).toBeUndefined();
    expect(theirTime('2027-03-02T20:30:00Z', 'America/Argentina/Buenos_Aires', 'UTC')).toBe('Tue, 5:30 PM GMT-3 (America/Argentina/Buenos Aires)');
  });

  it('names a week by its Monday', () => {
    expect(formatWeek('2026-11-16')).toBe('Nov 16');
  });
});
