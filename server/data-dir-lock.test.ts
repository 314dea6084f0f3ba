import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME, acquireDataDirLock } from './data-dir-lock';

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'save-lock-')), 'data');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Short lifetimes, so the tests need not wait 15 seconds. */
const quick = { heartbeatMs: 100, staleMs: 800 };

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  if (child.pid === undefined) throw new Error('no pid');
  return child.pid;
}

function plantLock(dir: string, owner: { pid: number; hostname: string }, ageMs = 0): string {
  const path = join(dir, LOCK_FILE_NAME);
  writeFileSync(path, JSON.stringify({ ...owner, startedAt: '', token: 'someone-else' }));
  const then = new Date(Date.now() - ageMs);
  utimesSync(path, then, then);
  return path;
}

describe('data directory lock', () => {
  it('creates the data directory readable by this user only (0700)', async () => {
    const dir = freshDir();
    const lock = await acquireDataDirLock(dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    lock.release();
  });

  it('refuses a second acquire with a clear message, and allows it after release', async () => {
    const dir = freshDir();
    const lock = await acquireDataDirLock(dir);
    expect(existsSync(lock.path)).toBe(true);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(
      `Another server is already using the data directory ${dir} (process ${process.pid}). Stop it first, or set DATA_DIR to another directory.`,
    );
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    (await acquireDataDirLock(dir)).release();
  });

  it('refuses at once while another live process on this host holds it', async () => {
    const dir = freshDir();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      (await acquireDataDirLock(dir)).release();
      plantLock(dir, { pid: child.pid ?? 0, hostname: '' });
      await expect(acquireDataDirLock(dir, quick)).rejects.toThrow(`(process ${child.pid})`);
    } finally {
      child.kill();
    }
  });

  it('takes over at once a lock left by a killed process on this host', async () => {
    const dir = freshDir();
    (await acquireDataDirLock(dir)).release();
    plantLock(dir, { pid: await deadPid(), hostname: '' });
    const lock = await acquireDataDirLock(dir);
    expect(existsSync(lock.path)).toBe(true);
    lock.release();
  });

  it('takes over a lock with our own pid that this process does not hold (container restart)', async () => {
    const dir = freshDir();
    (await acquireDataDirLock(dir)).release();
    plantLock(dir, { pid: process.pid, hostname: '' });
    (await acquireDataDirLock(dir)).release();
  });

  it('takes over a lock whose heartbeat stopped, even from another hostname and a pid that is alive here', async () => {
    const dir = freshDir();
    (await acquireDataDirLock(dir)).release();
    // A crashed container: another hostname; its pid number happens to be a live process here.
    plantLock(dir, { pid: process.pid, hostname: 'old-container-7f3a' }, 60_000);
    const lock = await acquireDataDirLock(dir, quick);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('waits for a fresh lock from another host: taken once its heartbeat stops, refused while it beats', async () => {
    const dir = freshDir();
    (await acquireDataDirLock(dir)).release();
    // Just crashed: fresh, then never touched again.
    plantLock(dir, { pid: 4242, hostname: 'crashed-container' });
    const started = Date.now();
    const lock = await acquireDataDirLock(dir, quick);
    expect(Date.now() - started).toBeGreaterThanOrEqual(quick.staleMs - 50);
    lock.release();

    // Alive on another host: its heartbeat goes on, so the lock is refused, naming that host.
    const path = plantLock(dir, { pid: 4242, hostname: 'busy-container' });
    const beat = setInterval(() => utimesSync(path, new Date(), new Date()), quick.heartbeatMs);
    try {
      await expect(acquireDataDirLock(dir, quick)).rejects.toThrow('(process 4242 on busy-container)');
    } finally {
      clearInterval(beat);
    }
  });

  it('keeps its lock fresh with a heartbeat, and says so when it finds it taken over', async () => {
    const dir = freshDir();
    const lost: string[] = [];
    const lock = await acquireDataDirLock(dir, { ...quick, onLost: (reason) => lost.push(reason) });
    const then = new Date(Date.now() - 60_000);
    utimesSync(lock.path, then, then);
    await sleep(quick.heartbeatMs * 3);
    expect(Date.now() - statSync(lock.path).mtimeMs).toBeLessThan(quick.heartbeatMs * 3);
    expect(lost).toEqual([]);

    plantLock(dir, { pid: 4242, hostname: 'usurper' });
    await sleep(quick.heartbeatMs * 3);
    expect(lost).toEqual([`The lock file ${lock.path} was deleted or taken over by another server.`]);
    lock.release();
    // Not ours any more: release leaves the other server's lock alone.
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).hostname).toBe('usurper');
  });
});
