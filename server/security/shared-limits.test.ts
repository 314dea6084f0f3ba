/**
 * The POST rate limits are counted in the database (issue 18): two instances on one database
 * give the limit of one, a restarted instance still remembers, IPv6 visitors count per /64, and
 * the stored keys name no address.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { limitCounters } from '../db/schema';
import { tooManyRequestsMessage } from '../errors';
import { testConfig } from '../test-support/test-config';
import { testDatabases } from '../test-support/test-database';

/** POST /api/contact allows 5 a minute per address; an empty body is refused (400) but counted. */
const CONTACT_LIMIT = 5;
const post = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/contact', payload: {}, remoteAddress });

describe.each(testDatabases())('shared rate limits on $name', (target) => {
  let database: DatabaseHandle;
  const apps: FastifyInstance[] = [];
  const instance = async () => {
    const app = await buildApp(testConfig(), { database });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(limitCounters);
  });

  it('two instances on one database give the limit of one, and a restarted one remembers it', async () => {
    const [first, second] = [await instance(), await instance()];
    for (let n = 0; n < CONTACT_LIMIT; n += 1) {
      expect((await post(n % 2 === 0 ? first : second, '192.0.2.10')).statusCode).toBe(400);
    }
    const refused = await post(second, '192.0.2.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: tooManyRequestsMessage, reason: 'tooManyRequests' });
    expect((await post(first, '192.0.2.10')).statusCode).toBe(429);
    // Another address, and another route, count on their own.
    expect((await post(first, '192.0.2.11')).statusCode).toBe(400);
    expect((await first.inject({ method: 'POST', url: '/api/bookings', payload: {}, remoteAddress: '192.0.2.10' })).statusCode).toBe(400);

    await first.close();
    const restarted = await instance();
    expect((await post(restarted, '192.0.2.10')).statusCode).toBe(429);
  });

  it('counts IPv6 visitors per /64, and stores no address', async () => {
    const app = await instance();
    for (let n = 1; n <= CONTACT_LIMIT; n += 1) {
      expect((await post(app, `2001:db8:aa:bb::${n}`)).statusCode).toBe(400);
    }
    expect((await post(app, '2001:db8:aa:bb:1234:5678:9abc:def0')).statusCode).toBe(429);
    expect((await post(app, '2001:db8:aa:bc::1')).statusCode).toBe(400);
    const stored = JSON.stringify(await database.db.select().from(limitCounters));
    expect(stored).not.toMatch(/2001|db8|192\.0\.2/);
  });
});
