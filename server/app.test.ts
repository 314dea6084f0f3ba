import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, buildApp } from './app';
import type { DatabaseHandle } from './db/client';
import { serverErrorMessage, tooManyRequestsMessage } from './errors';
import { testConfig } from './test-support/test-config';
import { testDatabases } from './test-support/test-database';

const booking = () => ({
  name: 'Mary Private',
  email: 'mary.private@example.org',
  phone: '555-987-6543',
  serviceType: 'individual',
  preferredDateTime: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString(),
  notes: 'A secret reflection',
});

describe.each(testDatabases())('app on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await target.open();
    app = await buildApp(testConfig(), { database });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('GET /healthz answers 200 { ok: true }', async () => {
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('sends the usual security headers and a strict CSP on JSON', async () => {
    const response = await app.inject('/healthz');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBeDefined();
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers 413 JSON for a body over the limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { ...booking(), notes: 'x'.repeat(BODY_LIMIT_BYTES + 10) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json<{ error: string }>().error).toMatch(/more than we can accept/);
  });

  it('answers 415 JSON for a wrong content type', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { 'content-type': contentType },
        payload: 'name=Mary',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json<{ error: string }>().error).toMatch(/JSON/);
    }
  });

  it('answers 404 JSON for an unknown /api path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/does-not-exist' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json<{ error: string }>().error).toMatch(/nothing at this address/);
    }
  });

  it('answers 503 text at / when there is no build, while the API works', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });

  it('hides internals of a 5xx', async () => {
    const failing = await buildApp(testConfig(), { database });
    failing.get('/api/boom', async () => {
      throw new Error('connection refused at 10.0.0.5 for jane@example.org');
    });
    const response = await failing.inject('/api/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: serverErrorMessage });
    await failing.close();
  });

  it('answers 429 once a POST route passes its rate limit', async () => {
    const limited = await buildApp(testConfig(), { database });
    const statuses: number[] = [];
    // A visitor of her own: the limits are kept in the database, which other tests here share.
    const remoteAddress = '192.0.2.95';
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await limited.inject({ method: 'POST', url: '/api/bookings', payload: {}, remoteAddress })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    const response = await limited.inject({ method: 'POST', url: '/api/bookings', payload: booking(), remoteAddress });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ error: tooManyRequestsMessage, reason: 'tooManyRequests' });
    expect(response.headers['retry-after']).toBeDefined();
    await limited.close();
  });

  it('rate-limits a write route that declares no limit of its own', async () => {
    const limited = await buildApp(testConfig(), { database });
    limited.post('/api/test-write', async () => ({ ok: true }));
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      statuses.push((await limited.inject({ method: 'POST', url: '/api/test-write', payload: {} })).statusCode);
    }
    expect(statuses).toContain(429);
    await limited.close();
  });

  it('has no rate limit when disabled for benchmarks', async () => {
    const unlimited = await buildApp(testConfig({ rateLimitEnabled: false }), { database });
    for (let i = 0; i < 12; i += 1) {
      expect((await unlimited.inject({ method: 'POST', url: '/api/bookings', payload: {} })).statusCode).toBe(400);
    }
    await unlimited.close();
  });

  it('logs method, url, status and time but no email, name, phone or body', async () => {
    const lines: string[] = [];
    const logged = await buildApp(testConfig({ logLevel: 'info' }), { database, logStream: { write: (line) => lines.push(line) } });
    const response = await logged.inject({ method: 'POST', url: '/api/bookings?email=mary.private@example.org', payload: booking() });
    expect(response.statusCode).toBe(201);
    await logged.inject({ method: 'POST', url: '/api/bookings', payload: { ...booking(), email: 'bad mary.private@example.org' } });
    await logged.close();
    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(text).toContain('"method":"POST"');
    expect(text).toContain('"url":"/api/bookings"');
    expect(text).toContain('"statusCode":201');
    expect(text).toContain('"ms":');
    for (const secret of ['mary.private', 'example.org', 'Mary', '555-987-6543', 'secret reflection']) {
      expect(text).not.toContain(secret);
    }
  });
});
