import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { adminSessions, users } from '../db/schema';
import { openServerDatabase } from '../db/server-database';
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

  it('works on the embedded PostgreSQL of DATA_DIR, with no server running and beside a running one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'save-admin-cli-'));
    try {
      // No server: admin:create starts DATA_DIR's PostgreSQL itself (creating it) and stops it.
      const first = io();
      expect(await runAdminCreate(['--email=coach@example.org'], { DATA_DIR: dataDir, ADMIN_PASSWORD: 'a long admin password' }, first.streams), first.err()).toBe(0);
      expect(first.out()).toContain('Admin coach@example.org created.');

      // A server runs (this process stands for it): admin:create goes through its socket.
      const running = await openServerDatabase({ databaseUrl: undefined, dataDir });
      try {
        const second = io();
        expect(await runAdminCreate(['--email', 'second@example.org'], { DATA_DIR: dataDir, ADMIN_PASSWORD: 'another long password' }, second.streams), second.err()).toBe(0);
        expect(second.out()).toContain('Admin second@example.org created.');
        const admins = await running.db.select({ username: users.username }).from(users).where(eq(users.role, 'admin'));
        expect(admins.map((admin) => admin.username).sort()).toEqual(['coach@example.org', 'second@example.org']);
      } finally {
        await running.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
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

  it('uses DATABASE_URL when it is set, not DATA_DIR', async () => {
    const run = io();
    const code = await runAdminCreate(['--email', 'second@example.org'], { DATA_DIR: dataDir, DATABASE_URL: 'postgres://db.example/save', ADMIN_PASSWORD: 'a long admin password' }, run.streams, {
      open: async (where) => {
        expect(where.databaseUrl).toBe('postgres://db.example/save');
        return database;
      },
    });
    expect(code).toBe(0);
    expect((await accountOf('second@example.org'))?.role).toBe('admin');
  });
});
