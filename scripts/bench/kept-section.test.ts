import { describe, expect, it } from 'vitest';
import { KEPT_HEADING, keptSection, withKeptSection } from './kept-section.mjs';

const previous = ['# Benchmarks', '', 'Measured last time: 281 MB.', '', KEPT_HEADING, '', '### Tuning by hand', '', '| a | b |', ''].join('\n');

describe('the part of docs/benchmarks.md a full bench keeps', () => {
  it('carries the hand-measured section over, under the new figures, and drops the old figures', () => {
    const next = withKeptSection('# Benchmarks\n\nMeasured now: 311 MB.\n', previous);
    expect(next).toBe(`# Benchmarks\n\nMeasured now: 311 MB.\n\n${KEPT_HEADING}\n\n### Tuning by hand\n\n| a | b |\n`);
    expect(next).not.toContain('281 MB');
  });

  it('writes the report alone when the previous file has no kept section (or there is none)', () => {
    expect(keptSection('# Benchmarks\n\n## Budgets\n')).toBe('');
    expect(withKeptSection('# Benchmarks\n', '')).toBe('# Benchmarks\n');
  });
});
