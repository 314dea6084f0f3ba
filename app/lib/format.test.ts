import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLongDateUtc, formatNumber } from './format';

describe('formatNumber', () => {
  it('writes what the pages show as Intl does', () => {
    expect(formatNumber(47.1)).toBe('47.1');
    expect(formatNumber(18)).toBe('18');
    expect(formatNumber(2.25)).toBe('2.3');
    expect(formatNumber(1.45)).toBe('1.5');
    expect(formatNumber(999.95)).toBe('1,000');
    expect(formatNumber(1234567.89)).toBe('1,234,567.9');
    expect(formatNumber(1234, 0)).toBe('1,234');
    expect(formatNumber(1, 0)).toBe('1');
    expect(formatNumber(0)).toBe('0');
  });

  it('matches Intl.NumberFormat en-US on any number, for 0 to 3 decimals', () => {
    const doubles = fc.oneof(
      fc.double({ noNaN: true }),
      fc.integer({ min: -10_000_000, max: 10_000_000 }),
      fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 100),
      fc.integer({ min: 0, max: 100_000 }).map((n) => n / 1000 + 0.05),
    );
    fc.assert(
      fc.property(doubles, fc.integer({ min: 0, max: 3 }), (value, digits) => {
        expect(formatNumber(value, digits)).toBe(new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(value));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('formatLongDateUtc', () => {
  it('matches toLocaleDateString en-US, long, in UTC', () => {
    expect(formatLongDateUtc(Date.UTC(2026, 0, 5))).toBe('January 5, 2026');
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) }), (time) => {
        expect(formatLongDateUtc(time)).toBe(
          new Date(time).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
        );
      }),
      { numRuns: 2000 },
    );
  });
});
