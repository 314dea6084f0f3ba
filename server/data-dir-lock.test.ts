import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME, acquireDataDirLock } from './data-dir-lock';

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'save-lock-')), 'data');

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  if (child.pid === undefined) throw new Error('no pid');
  return child.pid;
}

describe('data directory lock', () => {
  it('refuses a second acquire with a clear message, and allows it after release', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    expect(existsSync(lock.path)).toBe(true);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `Another server is already using the data directory ${dir} (process ${process.pid}). Stop it first, or set DATA_DIR to another directory.`,
    );
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('refuses while another live process holds it', async () => {
    const dir = freshDir();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      acquireDataDirLock(dir).release();
      writeFileSync(join(dir, LOCK_FILE_NAME), JSON.stringify({ pid: child.pid, hostname: '', startedAt: '' }));
      expect(() => acquireDataDirLock(dir)).toThrow(`(process ${child.pid})`);
    } finally {
      child.kill();
    }
  });

  it('takes over a stale lock left by a killed process', async () => {
    const dir = freshDir();
    acquireDataDirLock(dir).release();
    const pid = await deadPid();
    writeFileSync(join(dir, LOCK_FILE_NAME), JSON.stringify({ pid, hostname: '', startedAt: '' }));
    const lock = acquireDataDirLock(dir);
    expect(existsSync(lock.path)).toBe(true);
    lock.release();
  });

  it('takes over a lock with our own pid that this process does not hold (container restart)', () => {
    const dir = freshDir();
    acquireDataDirLock(dir).release();
    writeFileSync(join(dir, LOCK_FILE_NAME), JSON.stringify({ pid: process.pid, hostname: '', startedAt: '' }));
    acquireDataDirLock(dir).release();
  });
});
