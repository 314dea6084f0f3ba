// The budgets of issue 15 (memory of the server with its PostgreSQL: issue 26), and how a bench
// run's results are judged against them. Pure: it only reads the results object that
// scripts/bench.mjs collects.

/** The default leg's name: the embedded PostgreSQL each server starts in its DATA_DIR (docs/decisions/0027). */
export const EMBEDDED = 'embedded PostgreSQL';

/** Pages with no form: the founder page, services, the legal pages and crisis support (the memorial is added from the site's config). */
export const NO_FORM_PAGES = ['/about', '/services', '/privacy-policy', '/terms-of-service', '/legal-disclaimer', '/crisis-support'];

/**
 * Every budget. The memorial page's path comes from the site's config (core/site-config.ts),
 * which only the bench (through its TypeScript loader) can read, so it is passed in.
 */
export function budgetsFor({ memorialPath }) {
  return {
    /** Lighthouse scores (0-100) every run of every page must reach. */
    lighthouse: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
    /** Lighthouse runs per page; each must meet the scores and tbtMs. */
    lighthouseRuns: 5,
    /** Total Blocking Time of every run, in ms. */
    tbtMs: 150,
    /**
     * JavaScript before she interacts: the JS a cold load fetches with no interaction (the
     * requests of a Lighthouse run), Brotli, in KB (1 KB = 1024 bytes).
     */
    js: { noFormKb: 60, noFormPages: [...NO_FORM_PAGES, memorialPath], homeKb: 80, anyPageKb: 150 },
    /** GET /api/statistics throughput as a share of the floor's (GET /healthz). */
    statisticsMinRatio: 0.5,
    /** Largest difference between the statistics ratios at 0 and at 1,000,000 assessments. */
    statisticsTolerance: 0.1,
    /**
     * Resident memory under load of the server and its embedded PostgreSQL together (the server
     * process plus every PostgreSQL process it started: issue 26), in MB: the load runs' peak
     * and the soak's.
     */
    rssUnderLoadMb: 350,
    /** Start to healthy on an existing data directory (or database), in ms. */
    startMs: 3000,
    /** The soak's largest growth of median memory from its middle third to its last third. */
    soakGrowth: 0.05,
    /**
     * Unlocking her vault (Argon2id, the session, reading and opening her records) with
     * Lighthouse's mobile CPU setting, median, in ms (docs/decisions/0015: about a second of key
     * derivation on a cheap phone; the rest is the page).
     */
    vaultUnlockMs: 3000,
    /**
     * A journal of 1,000 entries at the same CPU setting: opening and decrypting every entry and
     * drawing its mood chart, beyond an empty journal's unlock (the key derivation, judged above).
     */
    journalThousandMs: 2000,
    /**
     * Her advocate opening a share link of 50 records at the same CPU setting, median, in ms:
     * from the page's navigation (or, with a spoken code, from pressing Open) to the first record
     * on screen (issue 28); the page's JS by then is held to the every-page budget (150 KB).
     */
    shareOpenMs: 2000,
    /**
     * Photos in her records (issue 27, docs/decisions/0032), at the same CPU setting, medians:
     * a 4 MB photo kept as the original, from choosing it to the record saved with its chunks on
     * the server; a journal of 200 records with 40 images, from Unlock to its first page with every
     * thumbnail drawn, beyond an empty vault's unlock (the key); a record pack of 100 records and 20
     * images, from the pack button to the download.
     */
    photoUploadMs: 3000,
    photoJournalMs: 2000,
    photoPackMs: 10000,
    /**
     * Resident memory of the server and its embedded PostgreSQL together (as rssUnderLoadMb) while
     * ten 8 MB encrypted uploads arrive at once, in MB.
     */
    photoUploadsRssMb: 350,
  };
}

/** A page's path without its language's prefix (core/i18n.ts): /es/tools has the budgets of /tools. */
export function pagePath(path) {
  if (path === '/es') return '/';
  return path.startsWith('/es/') ? path.slice('/es'.length) : path;
}

/** The JS budget of one page (in either language), in KB. */
export function jsBudgetKb(localePath, budgets) {
  const path = pagePath(localePath);
  if (budgets.js.noFormPages.includes(path)) return budgets.js.noFormKb;
  if (path === '/') return budgets.js.homeKb;
  return budgets.js.anyPageKb;
}

const kb = (bytes) => bytes / 1024;
const percent = (value) => `${(value * 100).toFixed(1)}%`;
const LABELS = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'best practices', seo: 'SEO' };

/**
 * A per-run budget over every page: which runs missed it, per page. `valueOf(run)` is the
 * figure (null for a failed run), `fails(value)` says whether it misses.
 */
function everyRun(pages, expectedRuns, valueOf, fails, show) {
  const misses = [];
  let runs = 0;
  const values = [];
  for (const page of pages) {
    const missed = [];
    page.runs.forEach((run, index) => {
      runs += 1;
      const value = valueOf(run);
      if (value === null || value === undefined) missed.push(`error in run ${index + 1}`);
      else {
        values.push(value);
        if (fails(value)) missed.push(`${show(value)} in run ${index + 1}`);
      }
    });
    if (page.runs.length < expectedRuns) missed.push(`only ${page.runs.length} of ${expectedRuns} runs`);
    if (missed.length > 0) misses.push(`${page.path} (${missed.join(', ')})`);
  }
  return { misses, runs, values };
}

/**
 * Every budget with the figure measured and whether it is met: `met` is true, false, or null
 * when that part was not measured in this run (its reason in `figure`).
 */
export function evaluateBudgets(results, budgets) {
  const rows = [];
  const add = (budget, figure, met) => rows.push({ budget, figure, met });

  const pages = results.lighthouse;
  const runs = budgets.lighthouseRuns;
  const perRun = (budget, valueOf, fails, show, worst) => {
    if (!pages) return add(budget, 'not measured', null);
    const { misses, runs: count, values } = everyRun(pages, runs, valueOf, fails, show);
    const figure =
      misses.length === 0
        ? `all ${count} runs of ${pages.length} pages (worst ${show(worst(values))})`
        : `missed on ${misses.length} of ${pages.length} pages: ${misses.join('; ')}`;
    add(budget, figure, misses.length === 0);
  };
  for (const [category, minimum] of Object.entries(budgets.lighthouse)) {
    perRun(
      `Lighthouse ${LABELS[category]} ≥ ${minimum} in each of ${runs} runs of every page`,
      (run) => run.scores[category],
      (score) => score < minimum,
      (score) => `${score}`,
      (values) => Math.min(...values),
    );
  }
  perRun(
    `Total Blocking Time ≤ ${budgets.tbtMs} ms in each of ${runs} runs of every page`,
    (run) => run.metrics.TBT,
    (ms) => ms > budgets.tbtMs,
    (ms) => `${Math.round(ms)} ms`,
    (values) => Math.max(...values),
  );

  const bytes = results.bytes;
  const jsRow = (budget, selected, limitKb) => {
    if (!bytes) return add(budget, 'not measured', null);
    const measured = bytes.filter((page) => selected(page.path));
    if (measured.length === 0) return add(budget, 'not measured (none of its pages in this run)', null);
    const over = measured.filter((page) => kb(page.totals.js.br) > limitKb);
    const shown = (page) => `${page.path} ${kb(page.totals.js.br).toFixed(1)} KB`;
    const largest = [...measured].sort((a, b) => b.totals.js.br - a.totals.js.br)[0];
    const figure =
      over.length > 0
        ? `over on ${over.length} of ${measured.length} pages: ${over.map(shown).join(', ')}`
        : measured.length === 1
          ? shown(measured[0])
          : `${measured.length} pages, the largest ${shown(largest)}`;
    add(budget, figure, over.length === 0);
  };
  const noForm = budgets.js.noFormPages;
  jsRow(`JS before she interacts ≤ ${budgets.js.noFormKb} KB (Brotli) on each page with no form (${noForm.join(', ')}), in each language`, (path) => noForm.includes(pagePath(path)), budgets.js.noFormKb);
  jsRow(`JS before she interacts ≤ ${budgets.js.homeKb} KB (Brotli) on the home page, in each language`, (path) => pagePath(path) === '/', budgets.js.homeKb);
  jsRow(`JS before she interacts ≤ ${budgets.js.anyPageKb} KB (Brotli) on every page`, () => true, budgets.js.anyPageKb);
  if (bytes) {
    const foreign = bytes.flatMap((page) => page.chunks.foreign.map((chunk) => `${chunk.file} on ${page.path}`));
    add("No page loads another page's code", foreign.length === 0 ? `none on ${bytes.length} pages` : foreign.join('; '), foreign.length === 0);
  } else {
    add("No page loads another page's code", 'not measured', null);
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

  // The external PostgreSQL's memory is not the server's to count: only the embedded leg is judged.
  const embedded = results.legs?.find((leg) => leg.kind === EMBEDDED);
  const peaks = [embedded?.peakRssMb, results.soak?.peakMb].filter((value) => typeof value === 'number');
  add(
    `Resident memory under load ≤ ${budgets.rssUnderLoadMb} MB, the server and its PostgreSQL together (${EMBEDDED})`,
    peaks.length > 0
      ? `${Math.max(...peaks)} MB peak (load runs ${embedded?.peakRssMb ?? '-'} MB, soak ${results.soak?.peakMb ?? '-'} MB)`
      : 'not measured',
    peaks.length > 0 ? Math.max(...peaks) <= budgets.rssUnderLoadMb : null,
  );
  for (const leg of results.legs ?? []) {
    const [existing, fresh] = leg.kind === EMBEDDED ? ['an existing data directory', 'a new one'] : ['an existing database', 'a new one'];
    add(
      `Start-up to healthy ≤ ${budgets.startMs / 1000} s on ${existing} (${leg.kind})`,
      `${leg.startMs} ms (median of ${leg.restartsMs.join(', ')}); ${fresh}: ${leg.firstStartMs ?? '-'} ms`,
      leg.startMs <= budgets.startMs,
    );
    const errors = leg.runs.reduce((sum, run) => sum + run.errors, 0);
    add(`No errors in the load runs (${leg.kind})`, `${errors} errors`, errors === 0);
  }
  if (!results.legs?.length) add('Start-up, memory and throughput', 'not measured', null);

  const vault = results.vault;
  if (vault) {
    add(
      `Vault unlock ≤ ${budgets.vaultUnlockMs / 1000} s at ${vault.cpuSlowdown}x CPU, empty vault (median)`,
      `${vault.medianEmptyMs} ms (${vault.emptyMs.join(', ')})`,
      vault.medianEmptyMs <= budgets.vaultUnlockMs,
    );
    add(
      `Vault unlock ≤ ${budgets.vaultUnlockMs / 1000} s at ${vault.cpuSlowdown}x CPU, ${vault.fullRecords} records (median)`,
      `${vault.medianFullMs} ms (${vault.fullMs.join(', ')})`,
      vault.medianFullMs <= budgets.vaultUnlockMs,
    );
  } else {
    add('Vault unlock', 'not measured', null);
  }
  const journal = results.journal;
  if (journal) {
    add(
      `Journal of ${journal.entries} entries opened, decrypted and its mood chart drawn ≤ ${budgets.journalThousandMs / 1000} s at ${journal.cpuSlowdown}x CPU, beyond the key (median)`,
      `${journal.afterKeyMs} ms (unlock to chart ${journal.drawnMs.join(', ')} ms; empty journal ${journal.emptyMs.join(', ')} ms)`,
      journal.afterKeyMs <= budgets.journalThousandMs,
    );
  } else {
    add('Journal of 1,000 entries', 'not measured', null);
  }
  const share = results.share;
  if (share) {
    add(
      `Share link of ${share.records} records${share.images ? ` and ${share.images} photos` : ''}: first record shown ≤ ${budgets.shareOpenMs / 1000} s at ${share.cpuSlowdown}x CPU, without a code (median)`,
      `${share.medianPlainMs} ms (${share.plainMs.join(', ')})`,
      share.medianPlainMs <= budgets.shareOpenMs,
    );
    add(
      `Share link of ${share.records} records${share.images ? ` and ${share.images} photos` : ''}: first record shown ≤ ${budgets.shareOpenMs / 1000} s at ${share.cpuSlowdown}x CPU, with a spoken code, from Open (median)`,
      `${share.medianCodedMs} ms (${share.codedMs.join(', ')})`,
      share.medianCodedMs <= budgets.shareOpenMs,
    );
    add(`Share page JS before interaction (the first record and its photos' thumbnails drawn) ≤ ${budgets.js.anyPageKb} KB (Brotli)`, `${share.jsKb} KB`, share.jsKb <= budgets.js.anyPageKb);
  } else {
    add('Share link of 50 records', 'not measured', null);
  }

  const photos = results.photos;
  // Each photo leg judged on its own: `--legs=` may have run some of them only.
  const cpuSlowdown = photos?.cpuSlowdown;
  if (photos?.upload) {
    const { upload } = photos;
    add(
      `A 4 MB photo encrypted and uploaded ≤ ${budgets.photoUploadMs / 1000} s at ${cpuSlowdown}x CPU, kept as the original: from choosing it to the record saved (median)`,
      `${upload.medianMs} ms (${upload.ms.join(', ')})`,
      upload.medianMs <= budgets.photoUploadMs,
    );
  }
  if (photos?.journal) {
    const { journal } = photos;
    add(
      `Journal of ${journal.records} records with ${journal.pictures} images, its first page's thumbnails drawn ≤ ${budgets.photoJournalMs / 1000} s at ${cpuSlowdown}x CPU, beyond the key (median)`,
      `${journal.afterKeyMs} ms (unlock to thumbnails ${journal.shownMs.join(', ')} ms; empty vault ${journal.emptyMs.join(', ')} ms)`,
      journal.afterKeyMs <= budgets.photoJournalMs,
    );
  }
  if (photos?.pack) {
    const { pack } = photos;
    add(
      `Record pack of ${pack.records} records and ${pack.pictures} images ≤ ${budgets.photoPackMs / 1000} s at ${cpuSlowdown}x CPU, from the button to the download (median)`,
      `${pack.medianMs} ms (${pack.ms.join(', ')})`,
      pack.medianMs <= budgets.photoPackMs,
    );
  }
  if (!photos?.upload && !photos?.journal && !photos?.pack) {
    add('Photos: upload, journal with images, record pack', 'not measured', null);
  }
  const uploads = photos?.memory;
  add(
    `Resident memory ≤ ${budgets.photoUploadsRssMb} MB while ten 8 MB encrypted uploads arrive at once, the server and its PostgreSQL together (${EMBEDDED})`,
    uploads ? `${uploads.peakMb} MB peak (server ${uploads.peakServerMb} MB, PostgreSQL ${uploads.peakPostgresMb} MB)` : 'not measured',
    uploads ? uploads.peakMb <= budgets.photoUploadsRssMb : null,
  );

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
