/**
 * Vitest's globalSetup: one embedded PostgreSQL for the whole run (the same binaries and code as
 * the server's, docs/decisions/0027), with a migrated template database that every test file
 * clones (server/test-support/test-database.ts). Durability is off in this throwaway cluster
 * only, for speed; the server's own settings are tested in server/db/embedded-postgres.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client';
import { ensureDatabase, startEmbeddedPostgres } from '../db/embedded-postgres';

export const TEMPLATE_DATABASE = 'save_template';

declare module 'vitest' {
  export interface ProvidedContext {
    testPostgres: { connection: pg.PoolConfig; template: string; clusterDir: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'save-test-pg-'));
  const postgres = await startEmbeddedPostgres({
    dataDir: dir,
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '200', shared_buffers: '64MB' },
  });
  const maintenance = { ...postgres.connection, database: 'postgres' };
  await ensureDatabase(maintenance, TEMPLATE_DATABASE);
  const template = await openDatabase({ connection: { ...postgres.connection, database: TEMPLATE_DATABASE }, poolSize: 1 });
  try {
    await migrateDatabase(template);
  } finally {
    await template.close();
  }
  project.provide('testPostgres', { connection: maintenance, template: TEMPLATE_DATABASE, clusterDir: postgres.clusterDir });
  return async () => {
    await postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
