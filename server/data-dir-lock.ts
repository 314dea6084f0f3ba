/**
 * An exclusive lock on a PGlite data directory. Two processes on one directory silently lose
 * rows (DESIGN.md), so a second server must refuse to start; and a lock left by a crash must
 * never keep the next server out, even one in a new container with another hostname.
 *
 * The lock is a file created with O_EXCL holding its owner (pid, hostname, a random token), and
 * a heartbeat: the owner touches the file every HEARTBEAT_MS. A lock is stale when its heartbeat
 * is older than STALE_MS, or at once when its owner was on this host and is gone (kill -9). A
 * fresh lock from another host may be a crashed container's: the new server waits up to
 * STALE_MS for its heartbeat to stop before refusing. If the holder finds its lock taken or
 * gone, it is told (onLost), so it stops rather than write beside another server.
 *
 * Node has no flock(2); a heartbeat works the same on every system and on shared volumes.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, mkdirSync, openSync, readFileSync, rmdirSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'save-server.lock';
/** How often the holder touches its lock file. */
export const HEARTBEAT_MS = 2_000;
/** A lock not touched for this long is stale, whoever holds it. */
export const STALE_MS = 15_000;

export type DataDirLock = {
  path: string;
  release(): void;
};

export type DataDirLockOptions = {
  /** Told once if the lock is found taken over or deleted while held. */
  onLost?: (reason: string) => void;
  /** Tests shorten these. */
  heartbeatMs?: number;
  staleMs?: number;
};

type LockOwner = { pid: number; hostname: string; startedAt: string; token: string };

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    return { pid: owner.pid, hostname: owner.hostname ?? '', startedAt: owner.startedAt ?? '', token: owner.token ?? '' };
  } catch {
    return undefined;
  }
}

/** Milliseconds since the lock file was last touched (Infinity when it is gone). */
function heartbeatAge(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function tryCreate(path: string): LockOwner | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
    throw error;
  }
  const owner: LockOwner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString(), token: randomBytes(16).toString('hex') };
  try {
    writeSync(fd, JSON.stringify(owner));
  } finally {
    closeSync(fd);
  }
  return owner;
}

const fromOtherHost = (owner: LockOwner | undefined) => owner !== undefined && owner.hostname !== '' && owner.hostname !== hostname();

function isStale(path: string, owner: LockOwner | undefined, staleMs: number): boolean {
  const age = heartbeatAge(path);
  // Unreadable or half-written: its writer may be mid-write, so only once it is not brand new.
  if (!owner) return age > 2000;
  if (age > staleMs) return true;
  if (fromOtherHost(owner)) return false;
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
  const who = owner === undefined ? 'another process' : fromOtherHost(owner) ? `process ${owner.pid} on ${owner.hostname}` : `process ${owner.pid}`;
  return new DataDirLockedError(
    dataDir,
    pid,
    `Another server is already using the data directory ${dataDir} (${who}). Stop it first, or set DATA_DIR to another directory. ` +
      `If you are sure no server is running, delete ${path}.`,
  );
}

/**
 * Creates `dataDir` if missing (mode 0700: only this user may read the database) and answers
 * whether it already was readable by others (worth a warning).
 */
export function ensurePrivateDataDir(dataDir: string): { openToOthers: boolean } {
  const created = mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (created !== undefined) {
    // mkdir's mode is cut by the umask, never widened; set it exactly all the same.
    chmodSync(dataDir, 0o700);
    return { openToOthers: false };
  }
  return { openToOthers: (statSync(dataDir).mode & 0o077) !== 0 };
}

/**
 * Takes the lock on `dataDir` (created 0700 if missing) or rejects with DataDirLockedError and
 * a message fit to show as is. Release it when the database is closed.
 */
export async function acquireDataDirLock(dataDir: string, options: DataDirLockOptions = {}): Promise<DataDirLock> {
  const staleMs = options.staleMs ?? STALE_MS;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  ensurePrivateDataDir(dataDir);
  const path = join(dataDir, LOCK_FILE_NAME);
  // A lock from another host gets one lock's lifetime to show it is alive.
  const deadline = Date.now() + staleMs + 2 * heartbeatMs;

  for (;;) {
    const created = tryCreate(path);
    if (created) return held(path, created, heartbeatMs, options.onLost);
    const owner = readOwner(path);
    if (isStale(path, owner, staleMs)) {
      const taken = withTakeoverMutex(dataDir, () => {
        // Check again under the mutex: another process may have taken it over meanwhile.
        const current = readOwner(path);
        if (current?.token !== owner?.token || !isStale(path, current, staleMs)) return undefined;
        unlinkSync(path);
        return tryCreate(path);
      });
      if (taken) return held(path, taken, heartbeatMs, options.onLost);
    } else if (!fromOtherHost(owner) || Date.now() >= deadline) {
      throw refusal(dataDir, path, owner);
    }
    await sleep(Math.min(heartbeatMs, 500));
    if (Date.now() >= deadline + heartbeatMs) throw refusal(dataDir, path, readOwner(path));
  }
}

function held(path: string, owner: LockOwner, heartbeatMs: number, onLost: ((reason: string) => void) | undefined): DataDirLock {
  heldByThisProcess.add(path);
  let released = false;
  const stillOurs = () => readOwner(path)?.token === owner.token;

  const heartbeat = setInterval(() => {
    if (released) return;
    if (!stillOurs()) {
      stop();
      onLost?.(`The lock file ${path} was deleted or taken over by another server.`);
      return;
    }
    try {
      const now = new Date();
      utimesSync(path, now, now);
    } catch {
      // Gone between the check and the touch: the next beat says so.
    }
  }, heartbeatMs);
  heartbeat.unref();

  const releaseOnExit = () => release();
  function stop(): void {
    released = true;
    clearInterval(heartbeat);
    heldByThisProcess.delete(path);
    process.off('exit', releaseOnExit);
  }
  function release(): void {
    if (released) return;
    stop();
    try {
      // Only remove it if it is still ours.
      if (stillOurs()) unlinkSync(path);
    } catch {
      // Already gone.
    }
  }
  process.on('exit', releaseOnExit);
  return { path, release };
}
