// docs/benchmarks.md from a bench run's results: what was measured, on what, how to rerun it,
// the budgets first, then every figure.
import { statisticsMarkdown } from '../bench-statistics.mjs';
import { BUDGETS, evaluateBudgets } from './budgets.mjs';
import { CATEGORIES } from './lighthouse.mjs';
import { CONNECTIONS, RESTARTS, ROUNDS } from './load.mjs';

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => (value === null || value === undefined ? '-' : `${Math.round(value)}`);
const mark = (met) => (met === true ? 'met' : met === false ? '**not met**' : 'not measured');

export function renderReport(results) {
  const { machine } = results;
  const lines = [
    '# Benchmarks',
    '',
    `Measured ${results.startedAt.slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` in ${Math.round(results.durationSeconds / 60)} min,`,
    `on ${machine.cores} × ${machine.cpu}, ${machine.memGiB} GiB, ${machine.os}; Node ${machine.node};`,
    `Chromium ${machine.chromium ?? '-'}, Lighthouse ${machine.lighthouse}; PostgreSQL ${machine.postgres ?? '-'}.`,
    `Load average (1 min) ${machine.loadBefore} at the start and ${machine.loadAfter} at the end: figures from a busy machine`,
    'are lower and noisier, so compare ratios, and rerun on a quiet machine before judging a budget.',
    '',
    '## Rerun',
    '',
    '```sh',
    'npm run bench                       # everything below, then rewrites this file (about 15-25 min on 2 cores)',
    'npm run bench -- --only=lighthouse  # or bytes, load, statistics, soak: prints, writes test-results/bench-partial.md',
    '```',
    '',
    '- It builds the site first when there is no build, and starts every server itself from the production build',
    '  (`npm start`), on loopback, on free ports, with `RATE_LIMIT_DISABLED=1` (the bench-only setting; refused in',
    '  production) so POST routes can be loaded, and `LOG_LEVEL=info` as in production.',
    '- PostgreSQL: set `BENCH_DATABASE_URL` (or `TEST_DATABASE_URL`) to a server and a role that may create databases;',
    '  without one the bench starts a throwaway cluster from `/usr/lib/postgresql/<version>/bin` (or `PG_BIN`) on a free',
    '  port with `fsync=off` (PGlite runs without fsync too) and removes it afterwards. Without either, the PostgreSQL',
    '  legs are skipped and say so.',
    `- \`BENCH_SECONDS\` (default ${results.settings.seconds}) is each load slice; \`BENCH_SOAK_SECONDS\` (${results.settings.soakSeconds}) and`,
    `  \`BENCH_SOAK_CONNECTIONS\` (${results.settings.soakConnections}) shape the soak. The command exits 1 when a budget is not met.`,
    '',
    '## Budgets',
    '',
    '| budget | measured | |',
    '|---|---|---|',
  ];
  for (const row of evaluateBudgets(results)) lines.push(`| ${row.budget} | ${row.figure} | ${mark(row.met)} |`);
  lines.push('');

  if (results.lighthouse) {
    lines.push(
      '## Lighthouse (mobile, simulated throttling)',
      '',
      "Lighthouse 12's default mobile run on a cold load: a Moto G Power screen, simulated Slow 4G (150 ms RTT, 1.6 Mbps)",
      'and a 4x CPU slowdown, in the system Chromium with the end-to-end tests\' flags. A page below a budget on its first',
      'run is run four more times and the median run (by performance) is shown, with all its performance scores.',
      "Simulated throttling scales the CPU time it observes: `benchmarkIndex` (the median of the page's runs) is",
      "Lighthouse's measure of this machine at that moment; below 1000 Lighthouse warns that the host is slower than",
      'it expects, and scores drop. A page under budget measured below 1000 is measured again after the others, and the',
      'runs from the faster host are shown.',
      '',
      `| page | ${CATEGORIES.join(' | ')} | FCP (ms) | LCP (ms) | TBT (ms) | CLS | SI (ms) | benchmarkIndex |`,
      `|---|${CATEGORIES.map(() => '---|').join('')}---|---|---|---|---|---|`,
    );
    for (const page of results.lighthouse) {
      const scores = CATEGORIES.map((id) =>
        id === 'performance' && page.allPerformance.length > 1
          ? `${page.scores[id] ?? 'error'} (${page.allPerformance.map((score) => score ?? 'error').join(', ')})`
          : `${page.scores[id] ?? 'error'}`,
      );
      lines.push(
        `| ${page.path}${page.retried ? ' (measured again: busy host)' : ''} | ${scores.join(' | ')} | ${ms(page.metrics.FCP)} | ${ms(page.metrics.LCP)} | ${ms(page.metrics.TBT)} | ` +
          `${page.metrics.CLS === null ? '-' : page.metrics.CLS.toFixed(3)} | ${ms(page.metrics.SI)} | ${page.hostIndex ?? page.benchmarkIndex} |`,
      );
    }
    lines.push('');
    const shortfalls = results.lighthouse.filter((page) => page.shortfalls.length > 0 || page.runtimeError);
    if (shortfalls.length > 0) {
      lines.push('What cost points (weighted audits below a full score, in the run shown):', '');
      for (const page of shortfalls) {
        const items = page.shortfalls.map((item) => `${item.category}: ${item.title}${item.value ? ` (${item.value})` : ''}`);
        if (page.runtimeError) items.unshift(`error: ${page.runtimeError}`);
        lines.push(`- ${page.path}: ${items.join('; ')}`);
      }
      lines.push('');
    }
    const warnings = [...new Set(results.lighthouse.flatMap((page) => page.warnings))];
    if (warnings.length > 0) {
      lines.push("Lighthouse's warnings:", '', ...warnings.map((warning) => `- ${warning.replace(/\s+/g, ' ')}`), '');
    }
  }

  if (results.bytes) {
    lines.push(
      '## Bytes on first load',
      '',
      'The HTML, CSS and JS each page loaded on a cold load (the requests of its Lighthouse run, lazy chunks included),',
      'as the server sends them with Brotli (the `.br` files of the build; files under 1 KB go uncompressed), without',
      'headers. A chunk is "foreign" on a page when only other routes import it (React Router\'s manifest and every',
      '`import` in the build); "lazy" chunks are those the page reached through a dynamic `import()`.',
      '',
      '| page | HTML (KB) | CSS (KB) | JS (KB) | JS files | largest JS files (KB) | lazy chunks loaded | foreign chunks |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const page of results.bytes) {
      const js = page.files.filter((file) => file.kind === 'js');
      const largest = js.slice(0, 4).map((file) => `${file.path.replace('/assets/', '')} ${kb(file.br)}`).join(', ');
      lines.push(
        `| ${page.path} | ${kb(page.totals.html.br)} | ${kb(page.totals.css.br)} | ${kb(page.totals.js.br)} | ${js.length} | ${largest} | ` +
          `${page.chunks.lazy.map((file) => file.replace('/assets/', '')).join(', ') || '-'} | ` +
          `${page.chunks.foreign.map((chunk) => `${chunk.file.replace('/assets/', '')} (of ${chunk.usedBy.join(', ') || 'no page'})`).join(', ') || 'none'} |`,
      );
    }
    lines.push('');
  }

  if (results.legs?.length) {
    lines.push(
      '## Start-up, memory and throughput',
      '',
      `Each server runs the production build with \`npm start\`. Start-up runs from the spawn to the first 200 of`,
      `/healthz (Node, the TypeScript loader, the database opened and migrated, the site read into memory): the first`,
      `start on a new data directory or database, then the median of ${RESTARTS} restarts on it. Resident memory is the`,
      'server process and its children (Linux VmRSS), idle 2 s after start-up and at its peak under load.',
      `Throughput: ${ROUNDS} rounds of one ${results.settings.seconds} s slice per request at ${CONNECTIONS} connections, the order turning each`,
      "round; req/s is the median slice, the ratio the median of each round's ratio to that round's floor",
      '(GET /healthz: one `select 1`).',
      '',
    );
    if (results.postgres?.skipped) lines.push(`PostgreSQL was not measured: ${results.postgres.skipped}.`, '');
    else if (results.postgres) lines.push(`PostgreSQL: ${results.postgres.version}, ${results.postgres.origin}; the server uses a pool of 10 connections.`, '');
    lines.push(
      '| database | first start (ms) | restart (ms) | idle RSS (MB) | peak RSS under load (MB) |',
      '|---|---|---|---|---|',
      ...results.legs.map((leg) => `| ${leg.kind} | ${leg.firstStartMs} | ${leg.startMs} (${leg.restartsMs.join(', ')}) | ${leg.idleRssMb} | ${leg.peakRssMb} |`),
      '',
      `| request | ${results.legs.map((leg) => `${leg.kind} req/s | × floor | p99 (ms) | errors`).join(' | ')} |`,
      `|---|${results.legs.map(() => '---|---|---|---|').join('')}`,
    );
    for (const [index, run] of results.legs[0].runs.entries()) {
      lines.push(
        `| ${run.label} | ${results.legs
          .map((leg) => leg.runs[index])
          .map((cell) => `${cell.requestsPerSecond} | ${cell.ratio.toFixed(2)} | ${cell.p99Ms} | ${cell.errors}`)
          .join(' | ')} |`,
      );
    }
    lines.push('');
  }

  if (results.statistics?.length) lines.push(...statisticsMarkdown(results.statistics));

  if (results.soak) {
    const soak = results.soak;
    lines.push(
      '## Soak',
      '',
      `${soak.seconds} s at ${soak.connections} connections on PGlite, every connection going round this mix in order:`,
      `${soak.mix.map((item) => `\`${item}\``).join(', ')}.`,
      '',
      `- ${soak.requests} requests, ${soak.requestsPerSecond} req/s, p99 ${soak.p99Ms} ms; errors ${soak.errors}, time-outs ${soak.timeouts}, ` +
        `non-2xx answers ${soak.non2xx}; statuses ${Object.entries(soak.statuses).map(([status, count]) => `${status}: ${count}`).join(', ')}.`,
      `- Resident memory: peak ${soak.peakMb} MB; median ${soak.middleMedianMb} MB over the middle third, ${soak.lastMedianMb} MB over the last ` +
        `(${(soak.growth * 100).toFixed(1)}%, at most ${BUDGETS.soakGrowth * 100}% allowed).`,
      '',
      '| seconds | RSS min (MB) | RSS max (MB) |',
      '|---|---|---|',
      ...soak.windows.map((window) => `| ${window.from}-${window.to} | ${window.minMb} | ${window.maxMb} |`),
      '',
    );
  }
  return `${lines.join('\n')}\n`;
}
