/**
 * An exclusive lock on a PGlite data directory. Two processes on one directory silently lose
 * rows (DESIGN.md), so a second server must refuse to start. The lock is a file created with
 * O_EXCL holding the owner's pid; a lock whose process is gone (kill -9) is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmdirSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'save-server.lock';

export type DataDirLock = {
  path: string;
  release(): void;
};

type LockOwner = { pid: number; hostname: string; startedAt: string };

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
    message: string,
  ) {
    super(message);
  }
}

/** Lock files this process holds, so a lock with our own pid left by an earlier process is seen as stale. */
const heldByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number') return undefined;
    return { pid: owner.pid, hostname: owner.hostname ?? '', startedAt: owner.startedAt ?? '' };
  } catch {
    return undefined;
  }
}

function tryCreate(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  const owner: LockOwner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  try {
    writeSync(fd, JSON.stringify(owner));
  } finally {
    closeSync(fd);
  }
  return true;
}

function isStale(path: string, owner: LockOwner | undefined): boolean {
  if (!owner) {
    // Unreadable or half-written: stale only if it is not brand new (its writer may be mid-write).
    try {
      return Date.now() - statSync(path).mtimeMs > 2000;
    } catch {
      return true;
    }
  }
  if (owner.hostname !== '' && owner.hostname !== hostname()) return false;
  if (owner.pid === process.pid) return !heldByThisProcess.has(path);
  return !isAlive(owner.pid);
}

/** Serialises stale-lock take-overs between processes that find the same stale lock at once. */
function withTakeoverMutex<T>(dataDir: string, fn: () => T): T | undefined {
  const mutex = join(dataDir, `${LOCK_FILE_NAME}.takeover`);
  try {
    mkdirSync(mutex);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Left behind by a process killed mid take-over?
    try {
      if (Date.now() - statSync(mutex).mtimeMs < 10_000) return undefined;
      rmdirSync(mutex);
      mkdirSync(mutex);
    } catch {
      return undefined;
    }
  }
  try {
    return fn();
  } finally {
    rmdirSync(mutex);
  }
}

function refusal(dataDir: string, path: string, owner: LockOwner | undefined): DataDirLockedError {
  const pid = owner?.pid ?? 0;
  const who =
    owner === undefined
      ? 'another process'
      : owner.hostname !== '' && owner.hostname !== hostname()
        ? `process ${owner.pid} on ${owner.hostname}`
        : `process ${owner.pid}`;
  return new DataDirLockedError(
    dataDir,
    pid,
    `Another server is already using the data directory ${dataDir} (${who}). Stop it first, or set DATA_DIR to another directory. ` +
      `If you are sure no server is running, delete ${path}.`,
  );
}

/**
 * Takes the lock on `dataDir` (created if missing) or throws DataDirLockedError with a
 * message fit to show as is. Release it when the database is closed.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE_NAME);

  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(path)) return held(path);
    const owner = readOwner(path);
    if (!isStale(path, owner)) throw refusal(dataDir, path, owner);
    const taken = withTakeoverMutex(dataDir, () => {
      // Check again under the mutex: another process may have taken it over meanwhile.
      const current = readOwner(path);
      if (current?.pid !== owner?.pid || !isStale(path, current)) return false;
      unlinkSync(path);
      return tryCreate(path);
    });
    if (taken) return held(path);
  }
  throw refusal(dataDir, path, readOwner(path));
}

function held(path: string): DataDirLock {
  heldByThisProcess.add(path);
  let released = false;
  const releaseOnExit = () => release();
  function release(): void {
    if (released) return;
    released = true;
    heldByThisProcess.delete(path);
    process.off('exit', releaseOnExit);
    try {
      // Only remove it if it is still ours.
      if (readOwner(path)?.pid === process.pid) unlinkSync(path);
    } catch {
      // Already gone.
    }
  }
  process.on('exit', releaseOnExit);
  return { path, release };
}
