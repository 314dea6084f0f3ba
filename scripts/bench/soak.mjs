// The soak: a busy minute on the embedded PostgreSQL (a new DATA_DIR, as `npm start` runs), its
// resident memory that of the server and its PostgreSQL processes together. 50 connections (BENCH_SOAK_CONNECTIONS) for 60 s
// (BENCH_SOAK_SECONDS), each going round a visit's mix of pages, files, reads and writes
// (a page, its statistics, a message, a booking, an assessment, a signup with its own email,
// an anonymous post, a download count...), after 10 s of the same load to warm up (V8 sizes its
// heap and PostgreSQL starts its backends for the load first). It must end with zero errors (every answer 2xx,
// no time-outs) and no memory growth: the median resident memory of the last third of the run
// may not exceed the median of the middle third by more than 5% (medians, because a garbage
// collector's saw-tooth puts single peaks anywhere; a leak lifts the whole level).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { median } from '../bench-statistics.mjs';
import { sampleMemory, startServer, stopServer } from '../bench-server.mjs';
import { EMBEDDED } from './budgets.mjs';
import { pageEntries } from './bytes.mjs';

export const WARM_UP_SECONDS = 10;

async function assessmentBody() {
  const { assessmentItems, assessmentOptionIds } = await tsImport('../../core/assessment-structure.ts', import.meta.url);
  const { answerRecordFor, scoreAssessment } = await tsImport('../../core/assessment-scoring.ts', import.meta.url);
  const answers = assessmentItems.map((item, index) => answerRecordFor(item.id, assessmentOptionIds[index % 5]));
  const result = scoreAssessment(answers);
  return JSON.stringify({ name: 'Soak Visitor', email: 'soak@example.com', phone: '', answers, score: result.score, riskLevel: result.riskLevel });
}

/** The mix every connection goes round, in order. */
async function visitMix(clientDir) {
  const json = { 'content-type': 'application/json' };
  const compressed = { 'accept-encoding': 'br, gzip' };
  // A script every page loads, as the home page's HTML names it.
  const script = pageEntries(readFileSync(join(clientDir, 'index.html'), 'utf8'), '/').find((path) => path.endsWith('.js'));
  let signups = 0;
  return [
    { method: 'GET', path: '/', headers: compressed },
    { method: 'GET', path: '/api/statistics' },
    {
      method: 'POST',
      path: '/api/contact',
      headers: json,
      body: JSON.stringify({ name: 'Soak Visitor', email: 'soak@example.com', message: 'A soak message.', subject: 'Home page message' }),
    },
    { method: 'GET', path: '/statistics', headers: compressed },
    { method: 'GET', path: '/api/resources' },
    {
      method: 'POST',
      path: '/api/bookings',
      headers: json,
      body: JSON.stringify({
        name: 'Soak Visitor',
        email: 'soak@example.com',
        phone: '555-123-4567',
        serviceType: 'consultation',
        preferredDateTime: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
        notes: 'A soak booking',
      }),
    },
    ...(script ? [{ method: 'GET', path: script, headers: compressed }] : []),
    { method: 'POST', path: '/api/assessment', headers: json, body: await assessmentBody() },
    { method: 'GET', path: '/crisis-support', headers: compressed },
    {
      method: 'POST',
      path: '/api/signup',
      headers: json,
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ firstName: 'Soak', lastName: 'Visitor', email: `soak-${process.pid}-${(signups += 1)}@example.com`, interests: [] }),
      }),
    },
    {
      method: 'POST',
      path: '/api/community/posts',
      headers: json,
      body: JSON.stringify({ isAnonymous: true, title: 'A soak post', content: 'Posted by the soak.', category: 'support', tags: [] }),
    },
    { method: 'POST', path: '/api/resources/1/download' },
    { method: 'GET', path: '/healthz' },
  ];
}

/** Median of the samples whose time falls in [from, to) seconds. */
function medianBetween(samples, from, to) {
  const values = samples.filter((sample) => sample.seconds >= from && sample.seconds < to).map((sample) => sample.mb);
  return values.length === 0 ? 0 : median(values);
}

/** Runs the soak on a server started from scratch with `env` (a new DATA_DIR); returns the figures. */
export async function soak({ env, clientDir, seconds, connections, log = console.log }) {
  log(`\nSoak: ${seconds} s of mixed load at ${connections} connections (${EMBEDDED})`);
  const server = await startServer(env);
  try {
    const requests = await visitMix(clientDir);
    // Warm up: the first samples should measure the load, not the heaps growing to meet it.
    await autocannon({ url: server.base, requests, connections, duration: WARM_UP_SECONDS });
    const memory = sampleMemory(server.child.pid, 500);
    const statuses = new Map();
    const instance = autocannon({ url: server.base, requests, connections, duration: seconds, timeout: 10 });
    instance.on('response', (_client, statusCode) => statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1));
    const result = await instance;
    const { samples, peakMb, peakServerMb, peakPssMb } = memory.stop();
    const third = seconds / 3;
    const middleMedianMb = medianBetween(samples, third, 2 * third);
    const lastMedianMb = medianBetween(samples, 2 * third, seconds + 1);
    const growth = middleMedianMb === 0 ? 0 : (lastMedianMb - middleMedianMb) / middleMedianMb;
    const windows = [];
    for (let from = 0; from < seconds; from += 10) {
      const inWindow = samples.filter((sample) => sample.seconds >= from && sample.seconds < from + 10).map((sample) => sample.mb);
      if (inWindow.length > 0) windows.push({ from, to: Math.min(from + 10, seconds), minMb: Math.min(...inWindow), maxMb: Math.max(...inWindow) });
    }
    const figures = {
      seconds,
      connections,
      mix: requests.map((request) => `${request.method} ${request.path}`),
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
      peakMb,
      peakServerMb,
      peakPssMb,
      middleMedianMb,
      lastMedianMb,
      growth,
      windows,
    };
    log(`  ${figures.requests} requests, ${figures.requestsPerSecond} req/s, p99 ${figures.p99Ms} ms, ` +
      `errors ${figures.errors}, time-outs ${figures.timeouts}, non-2xx ${figures.non2xx} (statuses ${JSON.stringify(figures.statuses)})`);
    log(`  resident memory: peak ${peakMb} MB (the server alone ${peakServerMb} MB; proportional ${peakPssMb} MB); median of the middle third ${middleMedianMb} MB, of the last third ${lastMedianMb} MB ` +
      `(${(growth * 100).toFixed(1)}%)`);
    return figures;
  } finally {
    await stopServer(server);
  }
}
