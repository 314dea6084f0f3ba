// The PostgreSQL the bench measures against. BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a
// server and a role that may create databases; without one, and when PostgreSQL's binaries are
// installed (/usr/lib/postgresql/<version>/bin, or PG_BIN), the bench starts a throwaway cluster
// of its own on a free port, as .ci/run does, and removes it afterwards. Each leg of the bench
// gets a fresh database of its own, dropped at the end.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../bench-server.mjs';

function findBinaries() {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : undefined;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((version) => existsSync(join(base, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(base, versions[0], 'bin') : undefined;
}

/** Runs a PostgreSQL binary; as the `postgres` user when we are root (initdb refuses root). */
function run(bin, args, asPostgres) {
  const command = asPostgres ? 'runuser' : bin;
  const fullArgs = asPostgres ? ['-u', 'postgres', '--', bin, ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${bin} ${args.join(' ')} failed: ${result.error?.message ?? ''}${result.stderr ?? ''}${result.stdout ?? ''}`);
  }
  return result.stdout;
}

/**
 * A PostgreSQL server for the bench: { adminUrl, origin, version, createDatabase(), stop() },
 * or { skipped: reason } when there is none to use.
 */
export async function openBenchPostgres(log = console.log) {
  const given = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim();
  if (given) return withDatabases(given, 'the server in BENCH_DATABASE_URL / TEST_DATABASE_URL', async () => {});

  const bin = findBinaries();
  if (!bin) return { skipped: 'no BENCH_DATABASE_URL and no PostgreSQL binaries (apt-get install postgresql, or set PG_BIN)' };
  const isRoot = process.getuid?.() === 0;
  if (isRoot && spawnSync('id', ['-u', 'postgres']).status !== 0) {
    return { skipped: 'running as root without a `postgres` user to run initdb as (useradd --system postgres)' };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'save-bench-pg-'));
  const port = await freePort();
  const uid = isRoot ? Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()) : undefined;
  if (uid !== undefined) chownSync(dataDir, uid, -1);
  const stop = async () => {
    spawnSync(isRoot ? 'runuser' : join(bin, 'pg_ctl'), [
      ...(isRoot ? ['-u', 'postgres', '--', join(bin, 'pg_ctl')] : []),
      '-D',
      dataDir,
      '-m',
      'fast',
      'stop',
    ]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    run(join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync'], isRoot);
    // fsync off, as PGlite runs (-F): both legs then measure the server, not the disk.
    const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
    run(join(bin, 'pg_ctl'), ['-D', dataDir, '-l', join(dataDir, 'server.log'), '-w', '-o', options, 'start'], isRoot);
  } catch (error) {
    await stop();
    return { skipped: `could not start a throwaway PostgreSQL: ${error instanceof Error ? error.message : String(error)}` };
  }
  log(`  started a throwaway PostgreSQL cluster on port ${port} (${bin})`);
  return withDatabases(`postgres://postgres@127.0.0.1:${port}/postgres`, `a throwaway cluster (${bin}, fsync=off)`, stop);
}

async function withDatabases(adminUrl, origin, stopCluster) {
  const created = [];
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const version = (await admin('show server_version')).rows[0]?.server_version ?? 'unknown';
  return {
    adminUrl,
    origin,
    version,
    /** A new empty database; returns its URL. */
    async createDatabase(label) {
      const name = `save_bench_${label}_${process.pid}_${created.length}`;
      await admin(`create database "${name}"`);
      created.push(name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async stop() {
      for (const name of created) await admin(`drop database if exists "${name}" with (force)`).catch(() => undefined);
      await stopCluster();
    },
  };
}
