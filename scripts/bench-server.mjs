// Starting and stopping a server for the benchmarks: on loopback, on a free port, rate limits
// lifted by the bench-only RATE_LIMIT_DISABLED, healthy (GET /healthz answers 200) when
// startServer returns. Memory is read from /proc (Linux) for the server and its children, which
// include its embedded PostgreSQL (the postmaster and every backend; docs/decisions/0027).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The arguments `npm start` gives Node (package.json's "start": `node <flags> scripts/start.mjs`),
 * so the bench measures the server with the same V8 flags as production (docs/decisions/0040).
 */
export function startScriptArgs() {
  const start = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).scripts?.start ?? '';
  const words = start.trim().split(/\s+/);
  if (words[0] !== 'node' || words.length < 2) throw new Error(`package.json's start script is not \`node ...\`: ${start}`);
  return words.slice(1);
}

/** The built site and the API as `npm start` runs them, or the API alone with `args: ['--import', 'tsx', 'server/main.ts']`. */
export const SITE_AND_API = startScriptArgs();

/**
 * A new, empty DATA_DIR in the system's temp, as a fresh `npm start` gets: the server creates
 * its embedded PostgreSQL there (initdb) on its first start. Returns { dir, dataDir }; remove
 * `dir` afterwards. The temp folder is 0711: as root, PostgreSQL runs as the `postgres` user,
 * which must pass through every folder above DATA_DIR (mkdtemp makes it 0700).
 */
export function newBenchDataDir(prefix = 'save-bench-') {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o711);
  return { dir, dataDir: join(dir, 'data') };
}

/** A TCP port nobody listens on now (the kernel picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts a server with `env` and waits until it is healthy; returns { child, base, startMs }.
 * startMs runs from the spawn to the first 200 from /healthz: Node, the TypeScript loader,
 * the database (open and migrate) and the site in memory, as a restart in production would.
 * Logs stay at `info`, as in production, and go nowhere.
 */
export async function startServer(env = {}, args = SITE_AND_API) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      RATE_LIMIT_DISABLED: '1',
      SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
      SMTP_URL: '',
      NOTIFY_EMAIL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up: ${stderr}`);
    if (performance.now() - started > 90_000) {
      child.kill('SIGKILL');
      throw new Error(`The server was not healthy within 90 s: ${stderr}`);
    }
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  return { child, base, startMs: Math.round(performance.now() - started), stderr: () => stderr };
}

/** Stops a server with SIGTERM and resolves once it has exited. */
/**
 * Stops a server with SIGTERM and resolves once it has exited. A server that already exited by
 * itself (a crash: a signal such as SIGABRT from V8's heap limit, or an exit code) makes this
 * throw with the end of its stderr, so no figure measured on a dead server passes unnoticed.
 */
export async function stopServer(server) {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) {
    const how = child.signalCode ?? `exit code ${child.exitCode}`;
    // Its own words, not V8's native stack frames ("  8: 0x10c69a6 v8::internal::...").
    const said = (server.stderr?.() ?? '').trim().split('\n').filter((line) => !/^\s*\d+: 0x[0-9a-f]+ /.test(line)).slice(-8).join('\n');
    throw new Error(`The server at ${server.base} exited by itself during the bench (${how})${said ? `:\n${said}` : ''}`);
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Stops the embedded PostgreSQL a crashed server left running on dataDir (a server killed by a
 * signal cannot stop it; its next start would): read from postmaster.pid, fast shutdown (SIGINT).
 * Call before removing a bench data directory.
 */
export async function stopLeftPostgres(dataDir) {
  let pid;
  try {
    pid = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!Number.isInteger(pid) || pid <= 0 || !alive()) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; alive() && waited < 30_000; waited += 100) await sleep(100);
  if (alive()) process.kill(pid, 'SIGKILL');
}

function readRssKb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Proportional set size in kB (Linux smaps_rollup): shared pages divided among the processes sharing them. */
function readPssKb(pid) {
  try {
    return Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The pids of a process's children, grandchildren, … (Linux /proc). */
function descendantsOf(pid) {
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (2nd field) is in parentheses and may hold spaces: read after it.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // exited meanwhile
    }
  }
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const [child, parent] of parentOf) {
      if (parent === current) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

/**
 * The resident memory of a server (Linux VmRSS), in MB: `serverMb` its own process,
 * `childrenMb` every process it started (its embedded PostgreSQL: the postmaster and each
 * backend), `totalMb` both. NaN when the server is gone. PostgreSQL's shared buffers and
 * the pages its backends share with the postmaster count in every process that maps them, so
 * the sum is an upper bound; `pssMb` is the same processes' proportional set size (each shared
 * page divided among those mapping it), what they cost the machine together.
 */
export function residentBreakdown(pid) {
  const own = readRssKb(pid);
  if (own === 0) return { serverMb: NaN, childrenMb: NaN, totalMb: NaN, pssMb: NaN };
  const descendants = descendantsOf(pid);
  const children = descendants.reduce((sum, child) => sum + readRssKb(child), 0);
  const pss = [pid, ...descendants].reduce((sum, each) => sum + readPssKb(each), 0);
  return {
    serverMb: Math.round(own / 1024),
    childrenMb: Math.round(children / 1024),
    totalMb: Math.round((own + children) / 1024),
    pssMb: Math.round(pss / 1024),
  };
}

/** residentBreakdown(pid).totalMb: what the server costs the machine, its PostgreSQL included. */
export function residentMegabytes(pid) {
  return residentBreakdown(pid).totalMb;
}

/**
 * Samples residentBreakdown(pid) every intervalMs until stop(), which returns the samples and
 * the peaks: `peakMb` of the RSS sum (the budget's figure), `peakServerMb` of the server alone,
 * `peakPssMb` of the proportional sum.
 */
export function sampleMemory(pid, intervalMs = 250) {
  const started = performance.now();
  const samples = [];
  const take = () => {
    const { totalMb: mb, serverMb, pssMb } = residentBreakdown(pid);
    if (Number.isFinite(mb)) samples.push({ seconds: (performance.now() - started) / 1000, mb, serverMb, pssMb });
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      const peak = (key) => samples.reduce((most, sample) => Math.max(most, sample[key]), 0);
      return { samples, peakMb: peak('mb'), peakServerMb: peak('serverMb'), peakPssMb: peak('pssMb') };
    },
  };
}
