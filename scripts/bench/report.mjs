// docs/benchmarks.md from a bench run's results: what was measured, on what, how to rerun it,
// the budgets first, then every figure.
import { statisticsMarkdown } from '../bench-statistics.mjs';
import { evaluateBudgets, jsBudgetKb } from './budgets.mjs';
import { CATEGORIES, SLOW_HOST_INDEX, medianRun, runMisses } from './lighthouse.mjs';
import { CONNECTIONS, RESTARTS, ROUNDS } from './load.mjs';

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => (value === null || value === undefined ? '-' : `${Math.round(value)}`);
const mark = (met) => (met === true ? 'met' : met === false ? '**not met**' : 'not measured');

const CATEGORY_HEADINGS = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'best practices', seo: 'SEO' };

/** A list of the runs' values, '98, 97, 99', or the one value when every run agrees. */
const runValues = (values) => (values.every((value) => value === values[0]) && values.length > 1 ? `${values[0]} (all)` : values.join(', '));

/** Up to six names, then how many more. */
const listed = (names) => (names.length === 0 ? '-' : names.length <= 6 ? names.join(', ') : `${names.slice(0, 6).join(', ')} and ${names.length - 6} more`);

export function renderReport(results, budgets) {
  const { machine } = results;
  const lines = [
    '# Benchmarks',
    '',
    `Measured ${results.startedAt.slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` in ${Math.round(results.durationSeconds / 60)} min,`,
    `on ${machine.cores} × ${machine.cpu}, ${machine.memGiB} GiB, ${machine.os}; Node ${machine.node};`,
    `Chromium ${machine.chromium ?? '-'}, Lighthouse ${machine.lighthouse}; embedded PostgreSQL ${machine.embeddedPostgres ?? '-'}` +
      `${machine.postgres ? `; PostgreSQL ${machine.postgres} at BENCH_DATABASE_URL` : ''}.`,
    `Load average (1 min) ${machine.loadBefore} at the start and ${machine.loadAfter} at the end: figures from a busy machine`,
    'are lower and noisier, so compare ratios, and rerun on a quiet machine before judging a budget.',
    '',
    '## Rerun',
    '',
    '```sh',
    `npm run bench                       # everything below, then rewrites this file (${Math.round(results.durationSeconds / 60)} min this time)`,
    'npm run bench -- --only=lighthouse  # or bytes, vault, load, statistics, soak, photos: prints, writes test-results/bench-partial.md',
    'npm run bench -- --only=photos --legs=journal  # some photo legs only: upload, journal, pack, memory',
    '```',
    '',
    '- It builds the site first when there is no build, and starts every server itself from the production build',
    '  (`npm start`), on loopback, on free ports, with `RATE_LIMIT_DISABLED=1` (the bench-only setting; refused in',
    '  production) so POST routes can be loaded, and `LOG_LEVEL=info` as in production.',
    '- Every server runs on what production runs by default: the embedded PostgreSQL it starts itself in a fresh',
    '  `DATA_DIR` (initdb on its first start; fsync on), as `npm start` does (docs/decisions/0027).',
    '- An external PostgreSQL is measured beside it (load and statistics) when `BENCH_DATABASE_URL` names a server and a',
    '  role that may create databases (each leg gets a new database, dropped afterwards); without it that leg is skipped',
    '  and says so.',
    `- \`BENCH_SECONDS\` (default ${results.settings.seconds}) is each load slice; \`BENCH_SOAK_SECONDS\` (${results.settings.soakSeconds}) and`,
    `  \`BENCH_SOAK_CONNECTIONS\` (${results.settings.soakConnections}) shape the soak. The command exits 1 when a budget is not met.`,
    '',
    '## Budgets',
    '',
    '| budget | measured | |',
    '|---|---|---|',
  ];
  for (const row of evaluateBudgets(results, budgets)) lines.push(`| ${row.budget} | ${row.figure} | ${mark(row.met)} |`);
  lines.push('');

  if (results.lighthouse) {
    const runs = budgets.lighthouseRuns;
    lines.push(
      '## Lighthouse (mobile, simulated throttling)',
      '',
      "Lighthouse 12's default mobile run on a cold load: a Moto G Power screen, simulated Slow 4G (150 ms RTT, 1.6 Mbps)",
      "and a 4x CPU slowdown, in the system Chromium with the end-to-end tests' flags (one browser for every run; the",
      'full-page screenshot and the back/forward-cache check, which weigh nothing in any score, are skipped).',
      `Every page is run ${runs} times, round by round over the pages, and **every run counts**: a page meets a budget only`,
      'when each of its runs does. The scores and the Total Blocking Time of every run are listed in order; the other',
      'metrics are those of the median run by performance. A run Lighthouse could not record (a lost trace) is run once',
      'more, and the table says so. Simulated throttling scales the CPU time it observes:',
      "`benchmarkIndex` is Lighthouse's measure of this machine during the run; below",
      `${SLOW_HOST_INDEX} Lighthouse warns that the host is slower than it expects, and scores drop.`,
      ...(results.lighthouseSeconds ? [`The ${results.lighthouse.length * runs} runs took ${Math.round(results.lighthouseSeconds / 60)} min.`] : []),
      '',
      `| page | ${CATEGORIES.map((id) => CATEGORY_HEADINGS[id]).join(' | ')} | TBT (ms) | FCP (ms) | LCP (ms) | CLS | SI (ms) | benchmarkIndex | runs that missed |`,
      `|---|${CATEGORIES.map(() => '---|').join('')}---|---|---|---|---|---|---|`,
    );
    for (const page of results.lighthouse) {
      const median = medianRun(page.runs);
      const scores = CATEGORIES.map((id) => runValues(page.runs.map((run) => run.scores[id] ?? 'error')));
      const tbt = runValues(page.runs.map((run) => ms(run.metrics.TBT)));
      const missed = page.runs
        .map((run, index) => ({ index, misses: runMisses(run, budgets) }))
        .filter((run) => run.misses.length > 0)
        .map((run) => `run ${run.index + 1}: ${run.misses.join(', ')}`);
      if (page.runs.length < runs) missed.push(`only ${page.runs.length} of ${runs} runs`);
      const retried = page.runs.flatMap((run, index) => (run.retriedAfter ? [`run ${index + 1} run again after: ${run.retriedAfter}`] : []));
      lines.push(
        `| ${page.path} | ${scores.join(' | ')} | ${tbt} | ${ms(median?.metrics.FCP)} | ${ms(median?.metrics.LCP)} | ` +
          `${median?.metrics.CLS === null || median?.metrics.CLS === undefined ? '-' : median.metrics.CLS.toFixed(3)} | ${ms(median?.metrics.SI)} | ` +
          `${page.runs.map((run) => run.benchmarkIndex).join(', ')} | ${missed.length ? `**${missed.join('; ')}**` : 'none'}${retried.length ? ` (${retried.join('; ')})` : ''} |`,
      );
    }
    lines.push('');
    const shortfalls = results.lighthouse
      .map((page) => ({ path: page.path, worst: [...page.runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1))[0] }))
      .filter(({ worst }) => worst && (worst.shortfalls.length > 0 || worst.runtimeError));
    if (shortfalls.length > 0) {
      lines.push("What cost points (weighted audits below a full score, in each page's lowest-scoring run):", '');
      for (const { path, worst } of shortfalls) {
        const items = worst.shortfalls.map((item) => `${item.category}: ${item.title}${item.value ? ` (${item.value})` : ''}`);
        if (worst.runtimeError) items.unshift(`error: ${worst.runtimeError}`);
        lines.push(`- ${path}: ${items.join('; ')}`);
      }
      lines.push('');
    }
    const warnings = [...new Set(results.lighthouse.flatMap((page) => page.runs.flatMap((run) => run.warnings)))];
    if (warnings.length > 0) {
      lines.push("Lighthouse's warnings:", '', ...warnings.map((warning) => `- ${warning.replace(/\s+/g, ' ')}`), '');
    }
  }

  if (results.bytes) {
    lines.push(
      '## Bytes before she interacts',
      '',
      'The HTML, CSS and JS each page fetched on a cold load with no interaction (the requests of its Lighthouse runs;',
      "a page is judged on its heaviest run), as the server sends them with Brotli (the `.br` files of the build; files",
      'under 1 KB go uncompressed), without headers. "May load" is all the JS the page can ever fetch: what its HTML',
      'declares (module scripts, modulepreloads, each island\'s component and renderer) and everything those import,',
      'statically or dynamically. A chunk is "foreign" on a page when only other pages can reach it; "lazy" chunks are',
      'those the page fetched through a dynamic `import()`.',
      '',
      '| page | HTML (KB) | CSS (KB) | JS (KB) | JS budget (KB) | JS files | largest JS files (KB) | may load (KB) | lazy chunks loaded | foreign chunks |',
      '|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const page of results.bytes) {
      const js = page.files.filter((file) => file.kind === 'js');
      const largest = js.slice(0, 4).map((file) => `${file.path.replace('/assets/', '')} ${kb(file.br)}`).join(', ');
      const byRun = page.jsBrByRun && new Set(page.jsBrByRun).size > 1 ? ` (runs: ${page.jsBrByRun.map(kb).join(', ')})` : '';
      const limit = jsBudgetKb(page.path, budgets);
      const over = page.totals.js.br / 1024 > limit;
      lines.push(
        `| ${page.path} | ${kb(page.totals.html.br)} | ${kb(page.totals.css.br)} | ${over ? `**${kb(page.totals.js.br)}**` : kb(page.totals.js.br)}${byRun} | ${limit} | ` +
          `${js.length} | ${largest || '-'} | ${page.mayLoadJsBr === undefined ? 'not in the build' : kb(page.mayLoadJsBr)} | ` +
          `${listed(page.chunks.lazy.map((file) => file.replace('/assets/', '')))} | ` +
          `${page.chunks.unknownPage ? 'no such page in the build' : page.chunks.foreign.map((chunk) => `${chunk.file.replace('/assets/', '')} (of ${chunk.usedBy.join(', ') || 'no page'})`).join(', ') || 'none'} |`,
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
      `start on a new data directory (initdb) or database, then the median of ${RESTARTS} restarts on it. Resident memory`,
      'is the server process plus every process it started, which on the embedded PostgreSQL are its postmaster and',
      'backends (Linux VmRSS, summed; shared buffers count in each process that touched them, so an upper bound), idle',
      '2 s after start-up and at its peak under load; "server" is its own process, "proportional" the same processes\'',
      'PSS (each shared page divided among them: what they cost the machine). At BENCH_DATABASE_URL the PostgreSQL',
      'server is not counted.',
      `Throughput: ${ROUNDS} rounds of one ${results.settings.seconds} s slice per request at ${CONNECTIONS} connections, the order turning each`,
      "round; req/s is the median slice, the ratio the median of each round's ratio to that round's floor",
      '(GET /healthz: one `select 1`).',
      '',
    );
    if (results.postgres?.skipped) lines.push(`An external PostgreSQL was not measured: ${results.postgres.skipped}.`, '');
    else if (results.postgres) lines.push(`External PostgreSQL: ${results.postgres.version}, ${results.postgres.origin}; the server uses a pool of 10 connections.`, '');
    const idle = (leg) =>
      leg.idleServerRssMb === undefined ? `${leg.idleRssMb}` : `${leg.idleRssMb} (server ${leg.idleServerRssMb}, children ${leg.idleChildrenRssMb}; proportional ${leg.idlePssMb})`;
    const peak = (leg) => (leg.peakServerRssMb === undefined ? `${leg.peakRssMb}` : `${leg.peakRssMb} (server ${leg.peakServerRssMb}; proportional ${leg.peakPssMb})`);
    lines.push(
      '| database | first start, new data directory or database (ms) | restart (ms) | idle RSS (MB) | peak RSS under load (MB) |',
      '|---|---|---|---|---|',
      ...results.legs.map((leg) => `| ${leg.kind} | ${leg.firstStartMs} | ${leg.startMs} (${leg.restartsMs.join(', ')}) | ${idle(leg)} | ${peak(leg)} |`),
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

  if (results.vault) {
    const vault = results.vault;
    lines.push(
      '## The vault\'s unlock',
      '',
      `From pressing Unlock on /tools/affirmations to her journey on screen (Argon2id 32 MiB / 3 passes in WebAssembly,`,
      `fetched at the first unlock; the session; reading and opening every record), in Chromium at ${vault.cpuSlowdown}x CPU slowdown`,
      `(Lighthouse's mobile setting), ${vault.emptyMs.length} runs each:`,
      '',
      `- empty vault: ${vault.emptyMs.join(', ')} ms (median ${vault.medianEmptyMs} ms);`,
      `- ${vault.fullRecords} journey days, sealed through the page: ${vault.fullMs.join(', ')} ms (median ${vault.medianFullMs} ms).`,
      '',
    );
  }
  if (results.journal) {
    const journal = results.journal;
    lines.push(
      `A journal of ${journal.entries} entries (sealed from Node with the page's own code), from Unlock on /tools/journal to its mood`,
      `chart drawn, ${journal.cpuSlowdown}x CPU: ${journal.drawnMs.join(', ')} ms (median ${journal.medianDrawnMs} ms); its records open after`,
      `${journal.openedMs.join(', ')} ms; an empty journal's unlock ${journal.emptyMs.join(', ')} ms (median ${journal.medianEmptyMs} ms), so the`,
      `1,000 entries cost ${journal.afterKeyMs} ms beyond the key.`,
      '',
    );
  }
  if (results.share) {
    const share = results.share;
    lines.push(
      '## Opening a share link',
      '',
      `A link of ${share.records} records, two versions each${share.images ? `, and ${share.images} photos of ${share.imageKb} KB (their chunks beside the bundle)` : ''} (sealed from Node with the page's own code), opened on /shared in a new`,
      `browser context at ${share.cpuSlowdown}x CPU: navigation to the first record ${share.plainMs.join(', ')} ms (median ${share.medianPlainMs} ms); with a`,
      `spoken code, from pressing Open (the code's Argon2id included) ${share.codedMs.join(', ')} ms (median ${share.medianCodedMs} ms).`,
      `The page's JS fetched by the first record: ${share.jsKbFirstRecord ?? share.jsKb} KB; once the photos' thumbnails are drawn (their code loads with no interaction): ${share.jsKb} KB (Brotli).`,
      '',
    );
  }

  if (results.photos) {
    const { upload, journal, pack, memory, cpuSlowdown } = results.photos;
    lines.push('## Photos in her records', '');
    if (upload || journal || pack) {
      lines.push(
        `In Chromium at ${cpuSlowdown}x CPU on /tools/journal (docs/decisions/0032); the pictures are drawn in Chromium at run time`,
        `(scripts/bench/jpeg.mjs). Journals are filled from Node with the code her browser seals with, two versions a record,`,
        'each with its receipt; two pictures (smaller copies, about 500 KB) on each of the newest records.',
        '',
      );
    }
    if (upload) {
      lines.push(
        `- A 4 MB photo (4032 × 3024 JPEG grown to ${upload.bytes} bytes by comments) kept as the original, through the form: from`,
        `  choosing it to the record saved, its ${Math.ceil(upload.bytes / 2 ** 20)} chunks stored first: ${upload.ms.join(', ')} ms (median ${upload.medianMs} ms); the`,
        `  choice of what to keep was on screen after ${upload.chosenMs.join(', ')} ms.`,
      );
    }
    if (journal) {
      lines.push(
        `- A journal of ${journal.records} records with ${journal.pictures} images: from Unlock to the first page with its ${journal.thumbnailsShown} thumbnails drawn`,
        `  ${journal.shownMs.join(', ')} ms (median ${journal.medianShownMs} ms; her space open after ${journal.openedMs.join(', ')} ms); an empty vault's`,
        `  unlock (the key, the session, an empty read) ${journal.emptyMs.join(', ')} ms (median ${journal.medianEmptyMs} ms), so ${journal.afterKeyMs} ms beyond the key.`,
      );
    }
    if (pack) {
      lines.push(
        `- A record pack of ${pack.records} records and ${pack.pictures} images, from the pack button to the download: ${pack.ms.join(', ')} ms`,
        `  (median ${pack.medianMs} ms; the PDF ${(pack.pdfBytes / 2 ** 20).toFixed(1)} MB).`,
      );
    }
    if (memory) {
      lines.push(
        `- Ten ${memory.megabytes} MB encrypted uploads at once, each from its own vault, all ${memory.requests} chunks PUT concurrently by a Node`,
        `  client (a server of its own on a new data directory; sampled every 100 ms): stored in ${memory.seconds} s; peak resident memory`,
        `  ${memory.peakMb} MB together (the server alone ${memory.peakServerMb} MB, its PostgreSQL ${memory.peakPostgresMb} MB${memory.peakPssMb === undefined ? '' : `; proportional ${memory.peakPssMb} MB`}); idle before ${memory.idleMb} MB`,
        `  (server ${memory.idleServerMb} MB, PostgreSQL ${memory.idlePostgresMb} MB), measured once the server's start-up backup was taken (docs/decisions/0054).`,
      );
    }
    lines.push('');
  }

  if (results.soak) {
    const soak = results.soak;
    lines.push(
      '## Soak',
      '',
      `${soak.seconds} s at ${soak.connections} connections on the embedded PostgreSQL (a new data directory), every connection`,
      'going round this mix in order (resident memory: the server and its PostgreSQL processes together):',
      `${soak.mix.map((item) => `\`${item}\``).join(', ')}.`,
      '',
      `- ${soak.requests} requests, ${soak.requestsPerSecond} req/s, p99 ${soak.p99Ms} ms; errors ${soak.errors}, time-outs ${soak.timeouts}, ` +
        `non-2xx answers ${soak.non2xx}; statuses ${Object.entries(soak.statuses).map(([status, count]) => `${status}: ${count}`).join(', ')}.`,
      `- Resident memory: peak ${soak.peakMb} MB${soak.peakServerMb === undefined ? '' : ` (the server alone ${soak.peakServerMb} MB; proportional ${soak.peakPssMb} MB)`}; median ${soak.middleMedianMb} MB over the middle third, ${soak.lastMedianMb} MB over the last ` +
        `(${(soak.growth * 100).toFixed(1)}%, at most ${budgets.soakGrowth * 100}% allowed).`,
      '',
      '| seconds | RSS min (MB) | RSS max (MB) |',
      '|---|---|---|',
      ...soak.windows.map((window) => `| ${window.from}-${window.to} | ${window.minMb} | ${window.maxMb} |`),
      '',
    );
  }
  return `${lines.join('\n')}\n`;
}
