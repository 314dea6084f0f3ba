// Starting and stopping a server for the benchmarks: on loopback, rate limits lifted by the
// bench-only RATE_LIMIT_DISABLED, healthy (GET /healthz answers 200) when startServer returns.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let nextPort = 4400;

/** The built site and the API (`npm start`), or the API alone with `args: ['--import', 'tsx', 'server/main.ts']`. */
export const SITE_AND_API = ['scripts/start.mjs'];

/** Starts a server with `env` and waits until it is healthy; returns { child, base, startMs }. */
export async function startServer(env = {}, args = SITE_AND_API) {
  const port = nextPort++;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', RATE_LIMIT_DISABLED: '1', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up: ${stderr}`);
    if (performance.now() - started > 60_000) throw new Error('The server was not healthy within 60 s');
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  return { child, base, startMs: Math.round(performance.now() - started) };
}

/** Stops a server with SIGTERM and resolves once it has exited. */
export async function stopServer(server) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** The resident memory of a process in MB (Linux), NaN when it cannot be read. */
export function residentMegabytes(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return NaN;
  }
}
