import { describe, expect, it } from 'vitest';
import { evaluateBudgets } from './budgets.mjs';

const page = (path: string, performance: number, others = 100) => ({
  path,
  scores: { performance, accessibility: others, 'best-practices': others, seo: others },
});
const sizes = (br: number) => ({ raw: br * 3, br, gzip: br * 1.2 });
const ratios = (empty: number, full: number) => ({ empty: { ratio: empty }, full: { ratio: full } });

/** A run where every budget is met. */
function goodRun() {
  return {
    lighthouse: [page('/', 98), page('/statistics', 96)],
    bytes: [
      { path: '/', totals: { html: sizes(9000), css: sizes(10_000), js: sizes(140 * 1024) }, files: [{ path: '/assets/a.js', kind: 'js', ...sizes(1) }], chunks: { foreign: [], lazy: [] } },
      { path: '/statistics', totals: { html: sizes(9000), css: sizes(10_000), js: sizes(200 * 1024) }, files: [], chunks: { foreign: [], lazy: ['/assets/chart.js'] } },
    ],
    statistics: [{ kind: 'PGlite', ...ratios(0.8, 0.78), difference: 0.025 }],
    legs: [{ kind: 'PGlite', startMs: 1400, restartsMs: [1400, 1500, 1300], peakRssMb: 300, runs: [{ errors: 0 }, { errors: 0 }] }],
    soak: { seconds: 60, connections: 50, requests: 40_000, errors: 0, timeouts: 0, non2xx: 0, peakMb: 320, middleMedianMb: 310, lastMedianMb: 312, growth: 0.006 },
  };
}

describe('the budgets', () => {
  it('are all met by a good run', () => {
    const rows = evaluateBudgets(goodRun());
    expect(rows.filter((row) => row.met !== true)).toEqual([]);
    expect(rows.find((row) => row.budget.startsWith("JS on the home page's"))?.figure).toBe('140.0 KB in 1 files');
  });

  it('name the pages below a Lighthouse budget', () => {
    const run = { ...goodRun(), lighthouse: [page('/', 98), page('/statistics', 91), page('/about', 97, 92)] };
    const rows = evaluateBudgets(run);
    expect(rows.find((row) => row.budget.startsWith('Lighthouse performance'))).toEqual({
      budget: 'Lighthouse performance ≥ 95 on every page',
      figure: '1 of 3 pages below: /statistics 91',
      met: false,
    });
    expect(rows.find((row) => row.budget.startsWith('Lighthouse accessibility'))?.figure).toBe('1 of 3 pages below: /about 92');
  });

  it('fail on too much JS, a foreign chunk, slow or drifting statistics, memory, start-up and soak errors', () => {
    const run = goodRun();
    run.bytes[0]!.totals.js = sizes(151 * 1024);
    run.bytes[0]!.chunks.foreign = [{ file: '/assets/statistics.js', usedBy: ['/statistics'] }] as never[];
    run.statistics = [{ kind: 'PostgreSQL', ...ratios(0.45, 0.6), difference: 0.33 }];
    run.legs[0]!.peakRssMb = 360;
    run.legs[0]!.startMs = 3100;
    run.soak = { ...run.soak, non2xx: 2, growth: 0.08 };
    const failed = evaluateBudgets(run).filter((row) => row.met === false).map((row) => row.budget);
    expect(failed).toEqual([
      "JS on the home page's first load ≤ 150 KB (Brotli)",
      "No route's chunk loaded on a page that does not use it",
      'GET /api/statistics ≥ 0.5 × the floor (PostgreSQL)',
      'GET /api/statistics within 10% between 0 and 1,000,000 assessments (PostgreSQL)',
      'Resident memory under load ≤ 350 MB (PGlite)',
      'Start-up to healthy ≤ 3 s on an existing data directory (PGlite)',
      'Soak: 60 s at 50 connections with zero errors',
      'Soak: no memory growth (median of the last third ≤ middle third + 5%)',
    ]);
  });

  it('say what was not measured instead of passing it', () => {
    const rows = evaluateBudgets({});
    expect(rows.every((row) => row.met === null)).toBe(true);
    expect(rows.map((row) => row.figure)).toContain('not measured');
  });
});
