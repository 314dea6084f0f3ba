/**
 * Instances started at the same moment on a fresh PostgreSQL database all migrate it without
 * an error (issue 18): migrateDatabase holds an advisory lock, so they take turns. Without it,
 * drizzle's bookkeeping races (two `create schema` or two `create table` at once) and some fail.
 * Needs TEST_DATABASE_URL (the PostgreSQL leg; .ci/run sets it).
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder, openDatabase } from './client';

const adminUrl = process.env.TEST_DATABASE_URL?.trim();

describe.skipIf(!adminUrl)('migrations on PostgreSQL (skipped: TEST_DATABASE_URL is not set)', () => {
  const name = `save_migrate_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: adminUrl });

  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  });

  it('six instances migrating a fresh database at once all succeed, and the tables exist once', async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database "${name}"`);
    await client.end();
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;

    const handles = await Promise.all(Array.from({ length: 6 }, () => openDatabase({ databaseUrl: url.toString(), poolSize: 2 })));
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
