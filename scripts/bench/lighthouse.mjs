// Lighthouse 12 on every page, as a phone on a slow network would load it: Lighthouse's default
// mobile configuration (Moto G Power screen, simulated Slow 4G: 150 ms RTT, 1.6 Mbps, 4x CPU
// slowdown), a cold cache and empty storage for each run, in the system Chromium with the same
// flags as the end-to-end tests.
//
// Every page is run `runs` times (five, as Lighthouse advises for variance) and every run is
// kept: the budget is met only when each run meets it, so a page that passes on its median and
// fails one run in five is reported as failing, with the run. The runs go round the pages (every
// page once, then again), so a busy moment on the host lands on one run of several pages rather
// than on every run of one page.
//
// One Chromium serves all runs (Lighthouse opens a fresh tab and clears the cache and storage of
// the origin for each). Two gatherers whose audits carry no weight in any score are skipped,
// because each costs seconds per run: the full-page screenshot (a picture for the HTML report)
// and the back/forward-cache check (a navigation away and back after the measurement).
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { tsImport } from 'tsx/esm/api';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

/** Lighthouse warns below this benchmarkIndex that the host is slower than it expects. */
export const SLOW_HOST_INDEX = 1000;

/** The Chromium binary and the launch flags of playwright.config.ts, so both see the same browser. */
async function browserSetup() {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (set CHROME_PATH).`);
  const config = (await tsImport('../../playwright.config.ts', import.meta.url)).default;
  const flags = config.default?.use?.launchOptions?.args ?? config.use?.launchOptions?.args ?? [];
  return { chromePath, flags: ['--headless=new', ...flags] };
}

/** The scores (0-100), metrics and what fell short in one Lighthouse result. */
function summarise(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, lhr.categories[id]?.score === null || lhr.categories[id]?.score === undefined ? null : Math.round(lhr.categories[id].score * 100)]),
  );
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([id, label]) => [label, lhr.audits[id]?.numericValue ?? null]));
  // Audits that cost points: a weighted audit of a category below 1.
  const shortfalls = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
      shortfalls.push({ category: id, id: ref.id, title: audit.title, score: audit.score, value: audit.displayValue ?? '' });
    }
  }
  const records = (lhr.audits['network-requests']?.details?.items ?? []).map((item) => ({
    url: item.url,
    resourceType: item.resourceType,
    transferSize: item.transferSize,
  }));
  return {
    scores,
    metrics,
    shortfalls,
    records,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    warnings: lhr.runWarnings ?? [],
    runtimeError:
      lhr.runtimeError?.message ??
      ([...new Set(Object.values(lhr.audits).filter((audit) => audit.scoreDisplayMode === 'error').map((audit) => audit.errorMessage))].join('; ') ||
        undefined),
    chromeVersion: /Chrome\/([\d.]+)/.exec(lhr.environment?.hostUserAgent ?? '')?.[1],
  };
}

/**
 * What in one run misses the budget ({ lighthouse: minimum score per category, tbtMs }), as
 * short phrases ('performance 93', 'TBT 180 ms', 'error: …'); empty when the run meets it all.
 */
export function runMisses(run, budget) {
  const misses = [];
  if (run.runtimeError && CATEGORIES.some((id) => run.scores[id] === null)) misses.push(`error: ${run.runtimeError}`);
  for (const id of CATEGORIES) {
    if (run.scores[id] === null) continue;
    if (run.scores[id] < budget.lighthouse[id]) misses.push(`${id} ${run.scores[id]}`);
  }
  const tbt = run.metrics.TBT;
  if (tbt === null || tbt === undefined) {
    if (!misses.some((miss) => miss.startsWith('error'))) misses.push('no TBT');
  } else if (tbt > budget.tbtMs) {
    misses.push(`TBT ${Math.round(tbt)} ms`);
  }
  return misses;
}

/** The run shown for a page's metrics: the median by performance (a failed run sorts lowest). */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Runs Lighthouse `runs` times on `base + path` for each path, round by round. Returns, per
 * path in the order given, { path, runs: [every run's summary, in order] }.
 */
export async function runLighthouse({ base, paths, runs, budget, log = console.log }) {
  const { chromePath, flags } = await browserSetup();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags, logLevel: 'silent' });
  // The browser's full version (the user agent Lighthouse records is reduced to 156.0.0.0).
  const chromeVersion = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
    .then((response) => response.json())
    .then((version) => /\/([\d.]+)/.exec(version.Browser ?? '')?.[1])
    .catch(() => undefined);
  const once = async (path) => {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableFullPageScreenshot: true,
      skipAudits: ['bf-cache'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const summary = summarise(result.lhr);
    return { ...summary, chromeVersion: chromeVersion ?? summary.chromeVersion };
  };
  const results = paths.map((path) => ({ path, runs: [] }));
  try {
    for (let round = 1; round <= runs; round++) {
      log(`  round ${round} of ${runs}:`);
      for (const page of results) {
        const started = performance.now();
        let run = await once(page.path);
        // A run Lighthouse could not record (a lost trace: "Please run Lighthouse again") is no
        // measurement of the page: it is run once more, and the report says so. A page that
        // fails again (a 404, a crash) keeps its error, which misses every budget.
        if (run.runtimeError && run.scores.performance === null) {
          const again = await once(page.path);
          run = { ...again, retriedAfter: run.runtimeError };
        }
        page.runs.push(run);
        const misses = runMisses(run, budget);
        log(
          `    ${page.path}: ${CATEGORIES.map((id) => `${id} ${run.scores[id] ?? 'error'}`).join(', ')}, TBT ${run.metrics.TBT === null ? '-' : Math.round(run.metrics.TBT)} ms` +
            `, benchmarkIndex ${run.benchmarkIndex}, ${((performance.now() - started) / 1000).toFixed(0)} s` +
            `${run.retriedAfter ? ` (run again after: ${run.retriedAfter})` : ''}${misses.length ? `: MISSED (${misses.join(', ')})` : ''}`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
