/**
 * Starts the server: reads the environment, opens and migrates the database (starting the
 * embedded PostgreSQL of DATA_DIR when DATABASE_URL is not set), listens, and shuts down
 * gracefully on SIGTERM/SIGINT, stopping that PostgreSQL last.
 */
import { join } from 'node:path';
import { BACKUP_RETENTION_DAYS } from '@core/retention';
import { buildApp } from './app';
import { AdminAccountError, ensureAdminAccount } from './auth/admin-accounts';
import { ConfigError, type ServerConfig, loadConfig } from './config';
import { BACKUPS_DIR_NAME, scheduleDailyBackups } from './db/backups';
import { EmbeddedPostgresInUseError } from './db/embedded-postgres';
import { type ServerDatabase, openServerDatabase } from './db/server-database';
import { ensurePrivateDataDir } from './private-data-dir';

/**
 * A container is usually killed 10 s after SIGTERM: requests in progress get SHUTDOWN_GRACE_MS
 * to finish, then their connections are cut so the database closes cleanly; whatever still
 * hangs (a mail server that does not answer) is abandoned at SHUTDOWN_LIMIT_MS.
 */
export const SHUTDOWN_GRACE_MS = 5_000;
export const SHUTDOWN_LIMIT_MS = 8_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readConfig(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  for (const warning of config.warnings) console.warn(`Warning: ${warning}`);

  if (!config.databaseUrl && ensurePrivateDataDir(config.dataDir).openToOthers) {
    console.warn(`Warning: other users of this machine may read ${config.dataDir}: run \`chmod 700 ${config.dataDir}\`.`);
  }

  let database: ServerDatabase;
  try {
    const started = performance.now();
    database = await openServerDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: (message) => console.log(message) });
    console.log(`Database ready (${database.where}) in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    // PostgreSQL itself refuses a second server on one data directory; this says so plainly.
    if (error instanceof EmbeddedPostgresInUseError) fail(error.message);
    const reason = error instanceof Error ? error.message : String(error);
    fail(`Could not open the database: ${reason}`);
  }

  // ADMIN_EMAIL + ADMIN_PASSWORD: create that admin, or set its password (docs/decisions/0009).
  if (config.startupAdmin) {
    try {
      const outcome = await ensureAdminAccount(database.db, config.startupAdmin.email, config.startupAdmin.password);
      const said = { created: 'created', updated: 'given its new password (its sessions ended)', unchanged: 'ready' }[outcome.status];
      console.log(`Admin account from ADMIN_EMAIL ${said}.`);
    } catch (error) {
      await database.close();
      if (error instanceof AdminAccountError) fail(`ADMIN_EMAIL: ${error.message}`);
      throw error;
    }
  }

  const app = await buildApp(config, { database, purgeOnSchedule: true });
  // The embedded PostgreSQL backs itself up once a day into DATA_DIR/backups (with DATABASE_URL,
  // backups are the database server's: docs/deploy.md).
  const backups = database.embedded ? scheduleDailyBackups(database, join(config.dataDir, BACKUPS_DIR_NAME), BACKUP_RETENTION_DAYS, app.log) : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    const cut = setTimeout(() => {
      app.log.warn('requests still open at shutdown: closing their connections');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    const force = setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      // PostgreSQL is told to stop too (a fast shutdown keeps every commit).
      if (database.embedded) process.kill(database.embedded.pid, 'SIGINT');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    cut.unref();
    force.unref();
    try {
      await app.close();
      await backups?.stop();
      await database.close();
    } finally {
      clearTimeout(cut);
      clearTimeout(force);
    }
    process.exit(0);
  };
  // The embedded PostgreSQL stopping on its own (killed, out of memory) leaves nothing to serve
  // from: stop too, so the service manager starts both again (PostgreSQL recovers every commit).
  void database.embedded?.exited.then((code) => {
    if (closing) return;
    console.error(`PostgreSQL stopped unexpectedly (exit code ${code}). Stopping the server; start it again (a service manager does so by itself).`);
    process.exit(1);
  });
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`Port ${config.port} is already in use. Stop what is using it, or set PORT to another port.`);
    throw error;
  }
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`listening on http://${shownHost}:${config.port}`);
}

await main();
