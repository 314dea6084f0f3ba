import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../test-support/test-database';
import { testConfig } from '../test-support/test-config';

describe('DELETE /api/session', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp(testConfig(), { database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 204 and expires the session cookie, signed in or not', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/session' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^save_session=;/);
    expect(cookie).toContain('Max-Age=0');
    expect(cookie).toContain('HttpOnly');
  });
});
