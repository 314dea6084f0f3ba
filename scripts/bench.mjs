// npm run bench: measures the server as a visitor's phone and a busy day would, and writes the
// figures to docs/benchmarks.md. Every server runs from the production build on this machine,
// on loopback only; each load run is bounded in time.
//
// Rerun: `npm run bench` (builds first when there is no build). Set BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) to a PostgreSQL database to measure the PostgreSQL leg as well.
// BENCH_SECONDS sets the length of each load run (default 10).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { residentMegabytes, startServer, stopServer } from './bench-server.mjs';
import { benchStatistics } from './bench-statistics.mjs';

const root = new URL('..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

if (!existsSync(join(root, 'build/client/index.html'))) {
  console.log('No build yet: running npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function bookingBody() {
  return JSON.stringify({
    name: 'Bench Visitor',
    email: 'bench@example.com',
    phone: '555-123-4567',
    serviceType: 'consultation',
    preferredDateTime: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
    notes: 'Benchmark booking',
  });
}

/** One bounded load run; samples the server's resident memory while it lasts. */
async function load(server, { path, method = 'GET', body }) {
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMegabytes(server.child.pid));
  }, 250);
  const result = await autocannon({
    url: `${server.base}${path}`,
    method,
    body,
    headers: body ? { 'content-type': 'application/json' } : { 'accept-encoding': 'br, gzip' },
    connections,
    duration: seconds,
  });
  clearInterval(sampler);
  return {
    path: `${method} ${path}`,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    peakRssMb: peak,
  };
}

const targets = [
  { label: 'GET /healthz (floor)', path: '/healthz' },
  { label: 'GET / (prerendered page)', path: '/' },
  { label: 'POST /api/bookings', path: '/api/bookings', method: 'POST', body: bookingBody() },
];

async function measure(kind, env) {
  console.log(`\n${kind}:`);
  const figures = { kind, runs: [] };
  if (kind === 'PGlite') {
    const first = await startServer(env);
    figures.newDataDirStartMs = first.startMs;
    console.log(`  start on a new data directory: ${first.startMs} ms`);
    await stopServer(first);
  }
  const server = await startServer(env);
  figures.startMs = server.startMs;
  await sleep(1000);
  figures.idleRssMb = residentMegabytes(server.child.pid);
  console.log(`  start to healthy: ${server.startMs} ms; idle RSS ${figures.idleRssMb} MB`);
  for (const target of targets) {
    const run = await load(server, target);
    figures.runs.push({ ...run, label: target.label });
    console.log(`  ${target.label}: ${run.requestsPerSecond} req/s, p99 ${run.p99Ms} ms, errors ${run.errors}, peak RSS ${run.peakRssMb} MB`);
  }
  await stopServer(server);
  return figures;
}

const results = [];
const dataDir = mkdtempSync(join(tmpdir(), 'save-bench-'));
try {
  results.push(await measure('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (postgresUrl) results.push(await measure('PostgreSQL', { DATABASE_URL: postgresUrl }));
const statistics = await benchStatistics({ startServer, stopServer });

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const lines = [
  '# Benchmarks',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB,`,
  `Node ${process.version}, by \`npm run bench\` (${seconds} s per load run, ${connections} connections, loopback,`,
  'production build, rate limits lifted by the bench-only `RATE_LIMIT_DISABLED`).',
  '',
  'Rerun: `npm run bench`. Set `BENCH_DATABASE_URL` (or `TEST_DATABASE_URL`) to a PostgreSQL',
  'database to measure the PostgreSQL leg too. The figures move with the machine: compare ratios.',
  '',
];
for (const figures of results) {
  const floor = figures.runs[0].requestsPerSecond;
  lines.push(`## ${figures.kind}`, '');
  if (figures.newDataDirStartMs !== undefined) lines.push(`- Start on a new data directory (PGlite initdb): ${figures.newDataDirStartMs} ms`);
  lines.push(`- Start to healthy${figures.kind === 'PGlite' ? ' on an existing data directory' : ''}: ${figures.startMs} ms`);
  lines.push(`- Resident memory idle: ${figures.idleRssMb} MB`, '');
  lines.push('| request | req/s | ratio to floor | p99 latency (ms) | errors | peak RSS (MB) |', '|---|---|---|---|---|---|');
  for (const run of figures.runs) {
    lines.push(`| ${run.label} | ${run.requestsPerSecond} | ${(run.requestsPerSecond / floor).toFixed(2)} | ${run.p99Ms} | ${run.errors} | ${run.peakRssMb} |`);
  }
  lines.push('');
}
lines.push(...statistics.markdown);
writeFileSync(join(root, 'docs/benchmarks.md'), `${lines.join('\n')}\n`);
console.log('\nWrote docs/benchmarks.md');
