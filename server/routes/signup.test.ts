import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupMessages } from '@core/contracts/signup';
import type { DatabaseHandle } from '../db/client';
import { userSignups } from '../db/schema';
import { openTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-database';

const signup = (email: string) => ({
  firstName: 'Maya',
  lastName: 'Example',
  email,
  phone: '555-123-4567',
  interests: ['Crisis Support Resources', 'Free Resources & Guides'],
  howHeard: 'friend',
});

describe.each(testDatabases())('POST /api/signup on $name', (target) => {
  let harness: TestApp;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let address = 0;

  beforeAll(async () => {
    harness = await openTestApp(target);
    ({ app, database } = harness);
  });
  afterAll(async () => {
    await harness?.close();
  });

  // A new address per request keeps the route's rate limit (10 a minute) out of these tests.
  const post = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/signup', payload, remoteAddress: `10.3.0.${(address += 1)}` });
  const rowsFor = (email: string) => database.db.select().from(userSignups).where(eq(userSignups.email, email));

  it('stores a free signup under the lower-cased email and answers 201', async () => {
    const response = await post(signup(' Maya.Example@Example.ORG '));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), email: 'maya.example@example.org', accessLevel: 'free' });
    const [row] = await rowsFor('maya.example@example.org');
    expect(row).toMatchObject({
      firstName: 'Maya',
      lastName: 'Example',
      phone: '555-123-4567',
      interests: ['Crisis Support Resources', 'Free Resources & Guides'],
      howHeard: 'friend',
      accessLevel: 'free',
    });
  });

  it('stores the optional fields as empty when they are left out', async () => {
    const response = await post({ firstName: 'Lee', lastName: 'Example', email: 'lee@example.org', phone: '' });
    expect(response.statusCode).toBe(201);
    const [row] = await rowsFor('lee@example.org');
    expect(row).toMatchObject({ phone: null, interests: [], howHeard: null });
  });

  it.each([
    ['the same email', 'maya.example@example.org'],
    ['the same email in another case', 'MAYA.Example@example.org'],
  ])('answers %s with 409 and a sentence', async (_label, email) => {
    const response = await post(signup(email));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: signupMessages.duplicate });
    expect(await rowsFor('maya.example@example.org')).toHaveLength(1);
  });

  it('answers concurrent duplicates with one 201 and 409s, never a 500', async () => {
    const responses = await Promise.all([post(signup('twice@example.org')), post(signup('Twice@example.org')), post(signup('TWICE@example.org'))]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await rowsFor('twice@example.org')).toHaveLength(1);
  });

  it.each([
    ['firstName', { firstName: '  ' }, 'Please enter your first name.'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['interests.0', { interests: ['Knitting'] }, 'Please choose interests from the list.'],
    ['howHeard', { howHeard: 'radio' }, 'Please choose how you heard about us from the list.'],
  ])('refuses an invalid %s with 400, issues and a sentence, storing nothing', async (path, change, message) => {
    const response = await post({ ...signup('invalid@example.org'), ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; issues: { path: string; message: string }[] }>();
    expect(body.error).toContain(message);
    expect(body.issues).toContainEqual({ path, message });
    expect(await rowsFor('invalid@example.org')).toEqual([]);
  });
});
