/**
 * The real server process on its embedded PostgreSQL, bundled as `npm start` runs it
 * (scripts/build-server.mjs):
 * - a second server on the same DATA_DIR refuses to start, saying why;
 * - killed with SIGKILL while bookings are being written, it starts again on the same
 *   directory (stopping the PostgreSQL the dead server left running), and every booking it
 *   acknowledged with a 201 is there: the test counts them;
 * - the same when its PostgreSQL is killed with SIGKILL instead: the server stops, starts
 *   again, and PostgreSQL's recovery keeps every acknowledged booking;
 * - told to stop (SIGTERM) while a request hangs half-sent, it exits cleanly well before the
 *   10 s after which a container is killed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer } from '../../scripts/build-server.mjs';
import { CLUSTER_DIR_NAME } from '../db/embedded-postgres';
import { openServerDatabase } from '../db/server-database';

const root = fileURLToPath(new URL('../..', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

type Server = { child: ChildProcess; base: string; stderr: () => string; exited: Promise<number | null> };

// Inside the project, so the bundle finds node_modules; one per test process.
const bundle = join(root, 'node_modules/.cache/save-sisterhood', `server-process-test-${process.pid}.mjs`);

async function spawnServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CLIENT_DIR: join(dataDir, '..', 'no-build'),
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'server-process-test-secret-0123456789-abcdef',
      // Many bookings from one address in a few seconds: the limits have their own test.
      RATE_LIMIT_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${port}`, stderr: () => stderr, exited };
}

async function untilHealthy(server: Server, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`The server exited: ${server.stderr()}`);
    try {
      if ((await fetch(`${server.base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`The server was not healthy in time: ${server.stderr()}`);
}

async function stop(server: Server): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  await server.exited;
}

/** Sends bookings from eight writers until 60 are acknowledged, then calls `kill` while they are in flight. */
async function writeBookingsUntil(server: Server, kill: () => void): Promise<{ acknowledged: Map<number, string>; attempted: number }> {
  const acknowledged = new Map<number, string>();
  let attempted = 0;
  let killed = false;
  const preferredDateTime = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
  const writer = async (writerId: number) => {
    for (let n = 0; !killed; n += 1) {
      const notes = `crash-test ${server.child.pid} writer ${writerId} booking ${n}`;
      attempted += 1;
      try {
        const response = await fetch(`${server.base}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Crash Test', email: 'crash@example.org', phone: '555-123-4567', serviceType: 'consultation', preferredDateTime, notes }),
        });
        if (response.status === 201) acknowledged.set((await response.json()).id as number, notes);
        else if (!killed) throw new Error(`A booking answered ${response.status}: ${await response.text()}`);
      } catch (error) {
        if (!killed) throw error;
      }
    }
  };
  const writers = Array.from({ length: 8 }, (_, index) => writer(index));
  // Kill once writes are flowing, while eight are in flight.
  while (acknowledged.size < 60) await sleep(20);
  killed = true;
  kill();
  await Promise.all(writers);
  return { acknowledged, attempted };
}

async function expectAllStored(dataDir: string, acknowledged: Map<number, string>, attempted: number, what: string): Promise<void> {
  const database = await openServerDatabase({ databaseUrl: undefined, dataDir });
  try {
    const { rows } = await database.pool.query<{ id: number; notes: string }>('select id, notes from bookings');
    const stored = new Map(rows.map((row) => [Number(row.id), row.notes]));
    console.info(`${what}: ${attempted} bookings sent, ${acknowledged.size} acknowledged, ${stored.size} stored after the restart`);
    const lost = [...acknowledged].filter(([id, notes]) => stored.get(id) !== notes);
    expect(lost, `${acknowledged.size} acknowledged of ${attempted} attempted, ${stored.size} stored`).toEqual([]);
  } finally {
    await database.close();
  }
}

describe('the server process on its embedded PostgreSQL', () => {
  let dir: string;
  let dataDir: string;
  const running: Server[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'save-process-'));
    // As root, PostgreSQL runs as `postgres`, which must pass through the folders above DATA_DIR.
    chmodSync(dir, 0o711);
    dataDir = join(dir, 'data');
    await bundleServer(bundle);
  });
  afterAll(async () => {
    for (const server of running) {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    rmSync(dir, { recursive: true, force: true });
    rmSync(bundle, { force: true });
  });

  it('refuses a second server on the same data directory, and keeps the first one serving', async () => {
    const first = await spawnServer(dataDir);
    running.push(first);
    await untilHealthy(first);

    const second = await spawnServer(dataDir);
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(`Another server is already using the data directory ${dataDir} (its PostgreSQL runs as process`);
    expect(second.stderr()).toContain(`for server process ${first.child.pid})`);
    expect(second.stderr()).toContain('set DATA_DIR to another directory');

    expect((await fetch(`${first.base}/healthz`)).status).toBe(200);
    await stop(first);
  }, 90_000);

  it('stops cleanly well within 10 s of SIGTERM, even while a request hangs half-sent', async () => {
    const server = await spawnServer(dataDir);
    running.push(server);
    await untilHealthy(server);
    const socket = connect(Number(new URL(server.base).port), '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    // Headers promise 1000 bytes of body; a few arrive and then nothing (a stalled phone).
    socket.write('POST /api/bookings HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":');
    await sleep(300);

    const started = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const took = Date.now() - started;
    socket.destroy();
    expect(code, server.stderr()).toBe(0);
    expect(took).toBeLessThan(9_000);
  }, 60_000);

  it('keeps every acknowledged booking through a kill -9 in the middle of writing', async () => {
    const server = await spawnServer(dataDir);
    running.push(server);
    await untilHealthy(server);

    const { acknowledged, attempted } = await writeBookingsUntil(server, () => server.child.kill('SIGKILL'));
    await server.exited;
    expect(server.child.signalCode).toBe('SIGKILL');

    const restarted = await spawnServer(dataDir);
    running.push(restarted);
    await untilHealthy(restarted);
    await stop(restarted);
    await expectAllStored(dataDir, acknowledged, attempted, 'kill -9 of the server');
  }, 120_000);

  it('keeps every acknowledged booking when its PostgreSQL is killed (kill -9) in the middle of writing', async () => {
    const server = await spawnServer(dataDir);
    running.push(server);
    await untilHealthy(server);
    const postmaster = Number(readFileSync(join(dataDir, CLUSTER_DIR_NAME, 'postmaster.pid'), 'utf8').split('\n')[0]);

    const { acknowledged, attempted } = await writeBookingsUntil(server, () => process.kill(postmaster, 'SIGKILL'));
    // With nothing to serve from, the server stops, saying why, for its service manager to restart it.
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('PostgreSQL stopped unexpectedly');

    const restarted = await spawnServer(dataDir);
    running.push(restarted);
    await untilHealthy(restarted);
    await stop(restarted);
    await expectAllStored(dataDir, acknowledged, attempted, 'kill -9 of PostgreSQL');
  }, 120_000);
});
