import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../data-dir-lock';
import type { DatabaseHandle } from '../db/client';
import { adminSessions, users } from '../db/schema';
import { testDatabases } from '../test-support/test-database';
import { type CliIo, runAdminCreate } from './admin-cli';
import { verifyPassword } from './passwords';

function io(input = '') {
  const out: string[] = [];
  const err: string[] = [];
  const streams: CliIo = {
    stdin: Readable.from([input]),
    stdout: { write: (text: string) => out.push(text) },
    stderr: { write: (text: string) => err.push(text) },
  };
  return { streams, out: () => out.join(''), err: () => err.join('') };
}

describe('admin:create without a database', () => {
  it('explains itself', async () => {
    const run = io();
    expect(await runAdminCreate(['--help'], {}, run.streams)).toBe(0);
    expect(run.out()).toContain('npm run admin:create -- --email');
  });

  it('needs an email and a password of at least 12 characters', async () => {
    const noEmail = io();
    expect(await runAdminCreate([], {}, noEmail.streams)).toBe(2);
    expect(noEmail.err()).toContain("Please give the admin's email with --email.");
    const short = io();
    expect(await runAdminCreate(['--email', 'coach@example.org'], { ADMIN_PASSWORD: 'short' }, short.streams)).toBe(1);
    expect(short.err()).toContain('An admin password needs at least 12 characters. Nothing was changed.');
  });

  it('refuses, clearly, to touch a PGlite data directory a running server holds', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'save-admin-cli-'));
    const lock = await acquireDataDirLock(dataDir);
    let opened = false;
    try {
      const run = io();
      const code = await runAdminCreate(['--email=coach@example.org'], { DATA_DIR: dataDir, ADMIN_PASSWORD: 'a long admin password' }, run.streams, {
        open: async () => {
          opened = true;
          throw new Error('must not open');
        },
      });
      expect(code).toBe(1);
      expect(run.err()).toContain(`The server is running on the data directory ${dataDir} (process ${process.pid})`);
      expect(run.err()).toContain('Stop the server, run admin:create again');
      expect(opened).toBe(false);
    } finally {
      lock.release();
    }
  });
});

describe.each(testDatabases())('admin:create on $name', (target) => {
  let database: DatabaseHandle;
  let closeDatabase: () => Promise<void>;
  const dataDir = mkdtempSync(join(tmpdir(), 'save-admin-cli-'));
  const open = async () => database;

  beforeAll(async () => {
    database = await target.open();
    // The command closes the database it used; keep this one open for the assertions.
    closeDatabase = database.close;
    database.close = async () => undefined;
  });
  afterAll(async () => {
    await closeDatabase?.();
  });

  const accountOf = async (email: string) => (await database.db.select().from(users).where(eq(users.username, email)))[0];

  it('creates an admin from a piped password, under the lower-cased email', async () => {
    const run = io('a long admin password\n');
    expect(await runAdminCreate(['--email', 'Coach@Example.org'], { DATA_DIR: dataDir }, run.streams, { open })).toBe(0);
    expect(run.out()).toBe('Admin coach@example.org created. Sign in at /admin.\n');
    const account = await accountOf('coach@example.org');
    expect(account?.role).toBe('admin');
    expect(account?.password).toMatch(/^scrypt\$/);
    expect(await verifyPassword('a long admin password', account!.password)).toBe(true);
  });

  it('sets a new password from ADMIN_PASSWORD and ends the admin\'s sessions; the same one changes nothing', async () => {
    const account = await accountOf('coach@example.org');
    await database.db.insert(adminSessions).values({ id: 'a'.repeat(64), userId: account!.id, expiresAt: new Date(Date.now() + 3600_000) });
    const run = io();
    expect(await runAdminCreate(['--email', 'coach@example.org'], { DATA_DIR: dataDir, ADMIN_PASSWORD: 'a brand new password' }, run.streams, { open })).toBe(0);
    expect(run.out()).toContain('Password of admin coach@example.org changed; its open sessions were ended.');
    expect(await verifyPassword('a brand new password', (await accountOf('coach@example.org'))!.password)).toBe(true);
    expect(await database.db.select().from(adminSessions).where(eq(adminSessions.userId, account!.id))).toEqual([]);

    const again = io();
    expect(await runAdminCreate(['--email', 'coach@example.org'], { DATA_DIR: dataDir, ADMIN_PASSWORD: 'a brand new password' }, again.streams, { open })).toBe(0);
    expect(again.out()).toContain('already has this password. Nothing was changed.');
  });

  it('never turns a private tools account into an admin', async () => {
    await database.db.insert(users).values({ username: 'survivor@example.org', password: 'scrypt$4$8$1$x$y', role: 'tool' });
    const run = io();
    expect(await runAdminCreate(['--email', 'survivor@example.org'], { DATA_DIR: dataDir, ADMIN_PASSWORD: 'a long admin password' }, run.streams, { open })).toBe(1);
    expect(run.err()).toContain('already has a private tools account');
    expect((await accountOf('survivor@example.org'))?.role).toBe('tool');
  });

  it('works against PostgreSQL while a server runs: DATABASE_URL never takes the PGlite lock', async () => {
    const lock = await acquireDataDirLock(dataDir);
    try {
      const run = io();
      const code = await runAdminCreate(['--email', 'second@example.org'], { DATA_DIR: dataDir, DATABASE_URL: 'postgres://db.example/save', ADMIN_PASSWORD: 'a long admin password' }, run.streams, {
        open: async (where) => {
          expect(where.databaseUrl).toBe('postgres://db.example/save');
          return database;
        },
      });
      expect(code).toBe(0);
      expect((await accountOf('second@example.org'))?.role).toBe('admin');
    } finally {
      lock.release();
    }
  });
});
