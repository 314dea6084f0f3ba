import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN_COOKIE } from './admin-sessions';
import { SESSION_COOKIE } from './sessions';
import { VAULT_COOKIE } from './vault-sessions';
import { loadConfig } from '../config';
import { consoleHeaders, createTestAdmin, signInAdmin } from '../test-support/admin-session';
import { CookieJar, openTestApp, openVault, plantOldToolSession, seedOldToolAccount, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-database';

const PASSWORD = 'a long admin password';
const productionEnv = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(40),
  VAULT_PEPPER: 'p'.repeat(40),
  ACCESS_CODE_TOOLS_BUNDLE: 'tools-code-of-our-own-A',
  ACCESS_CODE_EDUCATOR: 'educator-code-of-our-own-B',
  TOTP_ENCRYPTION_KEY: 't'.repeat(40),
  RECEIPT_SIGNING_KEY: 'k'.repeat(43),
};

describe.each(testDatabases().slice(0, 1))('session cookies with the production configuration ($name)', (target) => {
  let harness: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    const production = loadConfig(productionEnv);
    harness = await openTestApp(target, { config: { isProduction: production.isProduction, cookiePrefix: production.cookiePrefix } });
    app = harness.app;
    await createTestAdmin(harness.database.db, 'coach@example.org', PASSWORD);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('names the session cookie __Host-…, Secure, for Path=/ and no Domain', async () => {
    const admin = await signInAdmin(app, 'coach@example.org', PASSWORD);
    expect(admin.response.statusCode).toBe(200);
    const adminCookie = admin.response.cookies.find((cookie) => cookie.name === `__Host-${ADMIN_COOKIE}`);
    expect(adminCookie).toMatchObject({ path: '/', secure: true, httpOnly: true, sameSite: 'Strict' });
    expect(adminCookie?.domain).toBeUndefined();
    expect(admin.response.cookies.map((cookie) => cookie.name)).toEqual([`__Host-${ADMIN_COOKIE}`]);

    // The prefixed cookie is the session; sign-out clears it under the same name.
    expect((await app.inject({ method: 'GET', url: '/api/admin/session', headers: consoleHeaders(admin.jar) })).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/admin/logout', headers: consoleHeaders(admin.jar) });
    expect(out.cookies.map((cookie) => cookie.name)).toEqual([`__Host-${ADMIN_COOKIE}`]);
  });

  it('names the vault cookie __Host-… too, and lock ends it and an old tool session under those names', async () => {
    const vault = await openVault(app);
    expect(vault.response.cookies.map((cookie) => cookie.name)).toEqual([`__Host-${VAULT_COOKIE}`]);
    expect(vault.response.cookies[0]).toMatchObject({ path: '/', secure: true, httpOnly: true, sameSite: 'Strict' });
    expect(vault.response.cookies[0]?.domain).toBeUndefined();
    const records = () => app.inject({ method: 'GET', url: '/api/vault/records', headers: vault.jar.headers() });
    expect((await records()).statusCode).toBe(200);
    // Without the prefix the same token is no session.
    const unprefixed = new CookieJar().set(VAULT_COOKIE, vault.jar.get(`__Host-${VAULT_COOKIE}`) ?? '');
    expect((await app.inject({ method: 'GET', url: '/api/vault/records', headers: unprefixed.headers() })).statusCode).toBe(401);

    const account = await seedOldToolAccount(harness.database.db, 'survivor@example.org', 'river stones at dawn');
    await plantOldToolSession(app, harness.database.db, account, vault.jar);
    expect(vault.jar.get(`__Host-${SESSION_COOKIE}`)).toBeDefined();
    const locked = await app.inject({ method: 'DELETE', url: '/api/session', headers: vault.jar.headers() });
    expect(locked.cookies.map((cookie) => [cookie.name, cookie.value, cookie.path])).toEqual([
      [`__Host-${SESSION_COOKIE}`, '', '/'],
      [`__Host-${VAULT_COOKIE}`, '', '/'],
    ]);
    expect((await records()).statusCode).toBe(401);
  });

  it('never takes the same token from a cookie without the prefix (one a subdomain could have set)', async () => {
    const { jar } = await signInAdmin(app, 'coach@example.org', PASSWORD);
    const token = jar.get(`__Host-${ADMIN_COOKIE}`) ?? '';
    expect(token).not.toBe('');
    const unprefixed = new CookieJar().set(ADMIN_COOKIE, token);
    const response = await app.inject({ method: 'GET', url: '/api/admin/session', headers: consoleHeaders(unprefixed) });
    expect(response.statusCode).toBe(401);
  });
});
