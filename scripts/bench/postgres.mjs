// The external PostgreSQL the bench can measure beside the default (the embedded PostgreSQL each
// server starts in its own DATA_DIR, docs/decisions/0027): BENCH_DATABASE_URL names a server and
// a role that may create databases, as production with DATABASE_URL would use. Without it that
// leg is skipped and the report says so; the bench starts no PostgreSQL of its own for it (the
// default leg already is PostgreSQL). Each leg gets a fresh database of its own, dropped at the end.
import pg from 'pg';

/**
 * The PostgreSQL server of BENCH_DATABASE_URL: { adminUrl, origin, version, createDatabase(),
 * stop() }, or { skipped: reason } when none is set.
 */
export async function openBenchPostgres() {
  const given = process.env.BENCH_DATABASE_URL?.trim();
  if (!given) return { skipped: 'no BENCH_DATABASE_URL (an external PostgreSQL server and a role that may create databases)' };
  return withDatabases(given, 'the server in BENCH_DATABASE_URL');
}

async function withDatabases(adminUrl, origin) {
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
    },
  };
}
