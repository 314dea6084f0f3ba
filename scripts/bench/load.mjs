// One database's server leg of the bench: start-up time (a new data directory, then restarts on
// the existing one), resident memory idle (the server and, on the embedded PostgreSQL, its
// PostgreSQL processes, which it starts as children), and throughput under load (autocannon) for the
// server's floor (GET /healthz, one `select 1`), GET /api/statistics, a prerendered page and
// POST /api/contact (its rate limit lifted by the bench-only RATE_LIMIT_DISABLED), as requests
// per second and as ratios to the floor. Resident memory is sampled all along.
//
// The runs are interleaved: ROUNDS rounds of one slice per target, the order turning each round,
// and each ratio is the median of its rounds' ratios to that round's floor. A busy machine then
// slows a target and its floor alike.
import autocannon from 'autocannon';
import { median } from '../bench-statistics.mjs';
import { residentBreakdown, sampleMemory, startServer, stopServer } from '../bench-server.mjs';
import { EMBEDDED } from './budgets.mjs';

export const CONNECTIONS = 10;
export const ROUNDS = 3;
export const RESTARTS = 3;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const contactBody = JSON.stringify({
  name: 'Bench Visitor',
  email: 'bench@example.com',
  message: 'A message sent by the benchmark.',
  subject: 'Home page message',
});

export const LOAD_TARGETS = [
  { label: 'GET /healthz (floor)', path: '/healthz' },
  { label: 'GET /api/statistics', path: '/api/statistics' },
  { label: 'GET / (prerendered page, Brotli)', path: '/', headers: { 'accept-encoding': 'br, gzip' } },
  { label: 'POST /api/contact', path: '/api/contact', method: 'POST', body: contactBody, headers: { 'content-type': 'application/json' } },
];

async function slice(server, target, seconds) {
  const result = await autocannon({
    url: `${server.base}${target.path}`,
    method: target.method ?? 'GET',
    body: target.body,
    headers: target.headers ?? {},
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Measures one database. `freshEnv()` gives the env of a new, empty database (the embedded
 * PostgreSQL: a new DATA_DIR, where the server runs initdb on its first start; PostgreSQL at
 * BENCH_DATABASE_URL: a new database there). Returns the figures.
 */
export async function benchServerLeg({ kind, freshEnv, seconds, log = console.log }) {
  log(`\n${kind}: start-up, memory and throughput`);
  const env = await freshEnv();
  const figures = { kind, restartsMs: [], runs: [] };

  const first = await startServer(env);
  figures.firstStartMs = first.startMs;
  await stopServer(first);
  for (let restart = 0; restart < RESTARTS; restart++) {
    const server = await startServer(env);
    figures.restartsMs.push(server.startMs);
    await stopServer(server);
  }
  figures.startMs = median(figures.restartsMs);
  log(`  first start (new ${kind === EMBEDDED ? 'data directory: initdb' : 'database'}, migrations): ${figures.firstStartMs} ms; ` +
    `restarts: ${figures.restartsMs.join(', ')} ms (median ${figures.startMs} ms)`);

  const server = await startServer(env);
  try {
    await sleep(2000);
    const idle = residentBreakdown(server.child.pid);
    figures.idleRssMb = idle.totalMb;
    figures.idleServerRssMb = idle.serverMb;
    figures.idleChildrenRssMb = idle.childrenMb;
    figures.idlePssMb = idle.pssMb;
    log(`  idle resident memory: ${idle.totalMb} MB (server ${idle.serverMb} MB, its child processes ${idle.childrenMb} MB; proportional ${idle.pssMb} MB)`);

    const memory = sampleMemory(server.child.pid);
    for (const target of LOAD_TARGETS) await slice(server, target, 1);
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const order = LOAD_TARGETS.map((_, index) => LOAD_TARGETS[(index + round) % LOAD_TARGETS.length]);
      const results = new Map();
      for (const target of order) results.set(target, await slice(server, target, seconds));
      rounds.push(results);
    }
    const { peakMb, peakServerMb, peakPssMb } = memory.stop();
    figures.peakRssMb = peakMb;
    figures.peakServerRssMb = peakServerMb;
    figures.peakPssMb = peakPssMb;
    const floorTarget = LOAD_TARGETS[0];
    for (const target of LOAD_TARGETS) {
      const perRound = rounds.map((results) => results.get(target));
      const ratios = rounds.map((results) => results.get(target).requestsPerSecond / results.get(floorTarget).requestsPerSecond);
      const run = {
        label: target.label,
        requestsPerSecond: Math.round(median(perRound.map((result) => result.requestsPerSecond))),
        ratio: median(ratios),
        p99Ms: median(perRound.map((result) => result.p99Ms)),
        errors: perRound.reduce((sum, result) => sum + result.errors, 0),
      };
      figures.runs.push(run);
      log(`  ${run.label}: ${run.requestsPerSecond} req/s, ${run.ratio.toFixed(2)} × floor, p99 ${run.p99Ms} ms, errors ${run.errors}`);
    }
    log(`  peak resident memory under load: ${figures.peakRssMb} MB (server and child processes together; the server alone ${peakServerMb} MB; proportional ${peakPssMb} MB)`);
  } finally {
    await stopServer(server);
  }
  return figures;
}
