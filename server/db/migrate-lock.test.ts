/**
 * Instances started at the same moment on a fresh PostgreSQL database all migrate it without
 * an error (issue 18): migrateDatabase holds an advisory lock, so they take turns. Without it,
 * drizzle's bookkeeping races (two `create schema` or two `create table` at once) and some fail.
 */
import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../test-support/test-database';
import { migrateDatabase, migrationsFolder, openDatabase } from './client';

describe('migrations on PostgreSQL', () => {
  let drop: () => Promise<void> = async () => undefined;
  afterAll(() => drop());

  it('six instances migrating a fresh database at once all succeed, and the tables exist once', async () => {
    const empty = await createEmptyTestDatabase();
    drop = empty.drop;
    const handles = await Promise.all(Array.from({ length: 6 }, () => openDatabase({ connection: empty.connection, poolSize: 2 })));
    try {
      const outcomes = await Promise.allSettled(handles.map((handle) => migrateDatabase(handle)));
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      const applied = (await handles[0]?.db.execute('select count(*)::int as n from drizzle.__drizzle_migrations')) as unknown as { rows: { n: number }[] };
      expect(applied.rows[0]?.n).toBe(readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql')).length);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
