/**
 * Proxies (issue 18 item 2): TRUST_PROXY names the proxy's addresses or ranges and only those
 * are believed; IPv6 visitors count per /64; behind a proxy TRUST_PROXY does not name, the
 * server warns once when its first requests all come from one address.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ConfigError, parseTrustProxy } from '../config';
import type { DatabaseHandle } from '../db/client';
import { limitCounters } from '../db/schema';
import { testConfig } from '../test-support/test-config';
import { openTestDatabase } from '../test-support/test-database';
import { PROXY_CHECK_SAMPLE, unconfiguredProxyWarning } from './proxy-check';

describe('TRUST_PROXY', () => {
  it('takes addresses and CIDR ranges, separated by commas', () => {
    expect(parseTrustProxy('10.0.0.5', true)).toEqual(['10.0.0.5']);
    expect(parseTrustProxy(' 10.0.0.5, 10.0.1.0/24 ,fd00::/8,::1, loopback ', true)).toEqual(['10.0.0.5', '10.0.1.0/24', 'fd00::/8', '::1', 'loopback']);
    expect(parseTrustProxy(undefined, true)).toBe(false);
    expect(parseTrustProxy('', true)).toBe(false);
    expect(parseTrustProxy('0', false)).toBe(false);
  });

  it('never trusts every hop in production, and says what to set instead', () => {
    expect(parseTrustProxy('1', false)).toBe(true);
    expect(() => parseTrustProxy('1', true)).toThrow(ConfigError);
    expect(() => parseTrustProxy('true', true)).toThrow('In production set TRUST_PROXY to your reverse proxy\'s addresses or ranges');
  });

  it('refuses what is not an address or a range, naming it', () => {
    for (const wrong of ['nginx', '10.0.0.300', '10.0.0.0/33', 'fd00::/129', '10.0.0.0/8/1', '10.0.0.0/x']) {
      expect(() => parseTrustProxy(`10.0.0.5,${wrong}`, true)).toThrow(`not "${wrong}"`);
    }
  });
});

describe('behind a proxy', () => {
  let database: DatabaseHandle;
  const apps: FastifyInstance[] = [];
  const lines: string[] = [];
  const instance = async (trustProxy: boolean | string[], isProduction = false) => {
    const app = await buildApp(testConfig({ trustProxy, isProduction, logLevel: 'warn' }), {
      database,
      logStream: { write: (line) => void lines.push(line) },
    });
    apps.push(app);
    return app;
  };
  const contact = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
    app.inject({ method: 'POST', url: '/api/contact', payload: {}, remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  const warnings = () => lines.filter((line) => line.includes(unconfiguredProxyWarning));

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(limitCounters);
    lines.length = 0;
  });

  it('counts the visitor an allowed proxy names, and ignores what anyone else claims', async () => {
    const app = await instance(['10.0.0.5', '10.0.1.0/24']);
    // Through the proxies: five visitors' requests count for each visitor.
    for (let n = 0; n < 5; n += 1) expect((await contact(app, n % 2 ? '10.0.0.5' : '10.0.1.77', '198.51.100.1')).statusCode).toBe(400);
    expect((await contact(app, '10.0.0.5', '198.51.100.1')).statusCode).toBe(429);
    expect((await contact(app, '10.0.0.5', '198.51.100.2')).statusCode).toBe(400);
    // A visitor who is not a proxy cannot pick who she is counted as.
    for (let n = 0; n < 5; n += 1) expect((await contact(app, '203.0.113.9', `192.0.2.${n}`)).statusCode).toBe(400);
    expect((await contact(app, '203.0.113.9', '192.0.2.200')).statusCode).toBe(429);
  });

  it('counts IPv6 visitors behind the proxy per /64', async () => {
    const app = await instance(['10.0.0.5']);
    for (let n = 1; n <= 5; n += 1) expect((await contact(app, '10.0.0.5', `2001:db8:5:6::${n}`)).statusCode).toBe(400);
    expect((await contact(app, '10.0.0.5', '2001:db8:5:6:abcd::1')).statusCode).toBe(429);
    expect((await contact(app, '10.0.0.5', '2001:db8:5:7::1')).statusCode).toBe(400);
  });

  it('warns once when TRUST_PROXY is unset and every request comes from one forwarding address', async () => {
    const app = await instance(false);
    for (let n = 0; n < PROXY_CHECK_SAMPLE + 5; n += 1) await app.inject({ url: '/healthz', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': `198.51.100.${n}` } });
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).not.toContain('10.0.0.5');
    expect(warnings()[0]).not.toContain('198.51.100');
  });

  it('in production warns even without forwarding headers; says nothing with TRUST_PROXY set, many addresses, or a developer alone on her machine', async () => {
    const production = await instance(false, true);
    for (let n = 0; n < PROXY_CHECK_SAMPLE; n += 1) await production.inject({ url: '/healthz', remoteAddress: '10.0.0.5' });
    expect(warnings()).toHaveLength(1);
    lines.length = 0;

    const configured = await instance(['10.0.0.5'], true);
    const visitors = await instance(false, true);
    const developer = await instance(false);
    for (let n = 0; n < PROXY_CHECK_SAMPLE; n += 1) {
      await configured.inject({ url: '/healthz', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '198.51.100.1' } });
      await visitors.inject({ url: '/healthz', remoteAddress: `198.51.100.${n}` });
      await developer.inject({ url: '/healthz', remoteAddress: '127.0.0.1' });
    }
    expect(warnings()).toEqual([]);
  });
});
