// Lighthouse 12 on every page, as a phone on a slow network would load it: Lighthouse's default
// mobile configuration (Moto G Power screen, simulated Slow 4G: 150 ms RTT, 1.6 Mbps, 4x CPU
// slowdown), a cold cache and empty storage for each run, in the system Chromium with the same
// flags as the end-to-end tests. One browser serves all pages.
//
// A page that misses a budget on its first run is run twice more and the median run (by
// performance score) is kept: simulated throttling still scales the CPU time it observes, so a
// busy machine shows as a slow phone.
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
    runtimeError: lhr.runtimeError?.message,
    chromeVersion: /Chrome\/([\d.]+)/.exec(lhr.environment?.hostUserAgent ?? '')?.[1],
  };
}

/** True when a run meets every Lighthouse budget. */
export function meetsLighthouseBudget(run, budget) {
  return CATEGORIES.every((id) => run.scores[id] !== null && run.scores[id] >= budget[id]);
}

/**
 * Runs Lighthouse on `base + path` for each path. Returns, per path, the kept run (the median of
 * three by performance when the first misses `budget`) and the performance scores of all runs.
 */
export async function runLighthouse({ base, paths, budget, log = console.log }) {
  const { chromePath, flags } = await browserSetup();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags, logLevel: 'silent' });
  const results = [];
  try {
    for (const path of paths) {
      const started = performance.now();
      const runs = [];
      const once = async () => {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        runs.push(summarise(result.lhr));
      };
      await once();
      if (!meetsLighthouseBudget(runs[0], budget)) {
        await once();
        await once();
      }
      const byPerformance = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
      const kept = byPerformance[Math.floor(byPerformance.length / 2)];
      results.push({ path, ...kept, allPerformance: runs.map((run) => run.scores.performance) });
      log(
        `  ${path}: ${CATEGORIES.map((id) => `${id} ${kept.scores[id] ?? 'error'}`).join(', ')}` +
          `${runs.length > 1 ? ` (performance of ${runs.length} runs: ${runs.map((run) => run.scores.performance).join(', ')})` : ''}` +
          `, benchmarkIndex ${kept.benchmarkIndex}, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
