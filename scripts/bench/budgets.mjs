// The budgets of issue 8, and how a bench run's results are judged against them. Pure: it only
// reads the results object that scripts/bench.mjs collects.

export const BUDGETS = {
  /** Lighthouse scores (0-100) every page must reach. */
  lighthouse: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  /** Brotli-compressed JS on the home page's first load, in KB (1 KB = 1024 bytes). */
  homeJsKb: 150,
  /** GET /api/statistics throughput as a share of the floor's (GET /healthz). */
  statisticsMinRatio: 0.5,
  /** Largest difference between the statistics ratios at 0 and at 1,000,000 assessments. */
  statisticsTolerance: 0.1,
  /** Resident memory of the PGlite server under load, in MB. */
  rssUnderLoadMb: 350,
  /** Start to healthy on an existing data directory (or database), in ms. */
  startMs: 3000,
  /** The soak's largest growth of median memory from its middle third to its last third. */
  soakGrowth: 0.05,
};

const kb = (bytes) => bytes / 1024;
const percent = (value) => `${(value * 100).toFixed(1)}%`;

/**
 * Every budget with the figure measured and whether it is met: `met` is true, false, or null
 * when that part was not measured in this run (its reason in `figure`).
 */
export function evaluateBudgets(results, budgets = BUDGETS) {
  const rows = [];
  const add = (budget, figure, met) => rows.push({ budget, figure, met });

  const pages = results.lighthouse;
  const labels = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'best practices', seo: 'SEO' };
  for (const [category, minimum] of Object.entries(budgets.lighthouse)) {
    const budget = `Lighthouse ${labels[category]} ≥ ${minimum} on every page`;
    if (!pages) {
      add(budget, 'not measured', null);
      continue;
    }
    const below = pages.filter((page) => page.scores[category] === null || page.scores[category] < minimum);
    const lowest = [...pages].sort((a, b) => (a.scores[category] ?? -1) - (b.scores[category] ?? -1))[0];
    const figure =
      below.length === 0
        ? `all ${pages.length} pages (lowest ${lowest?.scores[category]})`
        : `${below.length} of ${pages.length} pages below: ${below.map((page) => `${page.path} ${page.scores[category] ?? 'error'}`).join(', ')}`;
    add(budget, figure, below.length === 0);
  }

  const bytes = results.bytes;
  const home = bytes?.find((page) => page.path === '/');
  add(
    `JS on the home page's first load ≤ ${budgets.homeJsKb} KB (Brotli)`,
    home ? `${kb(home.totals.js.br).toFixed(1)} KB in ${home.files.filter((file) => file.kind === 'js').length} files` : 'not measured',
    home ? kb(home.totals.js.br) <= budgets.homeJsKb : null,
  );
  if (bytes) {
    const foreign = bytes.flatMap((page) => page.chunks.foreign.map((chunk) => `${chunk.file} on ${page.path}`));
    add(
      "No route's chunk loaded on a page that does not use it",
      foreign.length === 0 ? `none on ${bytes.length} pages` : foreign.join('; '),
      foreign.length === 0,
    );
  } else {
    add("No route's chunk loaded on a page that does not use it", 'not measured', null);
  }

  for (const statistics of results.statistics ?? []) {
    add(
      `GET /api/statistics ≥ ${budgets.statisticsMinRatio} × the floor (${statistics.kind})`,
      `${statistics.empty.ratio.toFixed(2)} at 0, ${statistics.full.ratio.toFixed(2)} at 1,000,000`,
      Math.min(statistics.empty.ratio, statistics.full.ratio) >= budgets.statisticsMinRatio,
    );
    add(
      `GET /api/statistics within ${budgets.statisticsTolerance * 100}% between 0 and 1,000,000 assessments (${statistics.kind})`,
      `${percent(statistics.difference)} apart`,
      statistics.difference <= budgets.statisticsTolerance,
    );
  }
  if (!results.statistics?.length) add('GET /api/statistics at 0 and 1,000,000 assessments', 'not measured', null);

  const pglite = results.legs?.find((leg) => leg.kind === 'PGlite');
  const peaks = [pglite?.peakRssMb, results.soak?.peakMb].filter((value) => typeof value === 'number');
  add(
    `Resident memory under load ≤ ${budgets.rssUnderLoadMb} MB (PGlite)`,
    peaks.length > 0
      ? `${Math.max(...peaks)} MB peak (load runs ${pglite?.peakRssMb ?? '-'} MB, soak ${results.soak?.peakMb ?? '-'} MB)`
      : 'not measured',
    peaks.length > 0 ? Math.max(...peaks) <= budgets.rssUnderLoadMb : null,
  );
  for (const leg of results.legs ?? []) {
    const where = leg.kind === 'PGlite' ? 'an existing data directory' : 'an existing database';
    add(
      `Start-up to healthy ≤ ${budgets.startMs / 1000} s on ${where} (${leg.kind})`,
      `${leg.startMs} ms (median of ${leg.restartsMs.join(', ')})`,
      leg.startMs <= budgets.startMs,
    );
    const errors = leg.runs.reduce((sum, run) => sum + run.errors, 0);
    add(`No errors in the load runs (${leg.kind})`, `${errors} errors`, errors === 0);
  }
  if (!results.legs?.length) add('Start-up, memory and throughput', 'not measured', null);

  const soak = results.soak;
  if (soak) {
    const failures = soak.errors + soak.timeouts + soak.non2xx;
    add(
      `Soak: ${soak.seconds} s at ${soak.connections} connections with zero errors`,
      `${failures} errors in ${soak.requests} requests`,
      failures === 0,
    );
    add(
      `Soak: no memory growth (median of the last third ≤ middle third + ${budgets.soakGrowth * 100}%)`,
      `${soak.middleMedianMb} MB → ${soak.lastMedianMb} MB (${percent(soak.growth)})`,
      soak.growth <= budgets.soakGrowth,
    );
  } else {
    add('Soak', 'not measured', null);
  }
  return rows;
}
