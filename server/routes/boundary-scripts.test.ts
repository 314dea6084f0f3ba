import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOUNDARY_MISSING_INFORMATION, toolAccountMessages } from '@core/contracts/tools';
import type { DatabaseHandle } from '../db/client';
import { boundaryScripts, users } from '../db/schema';
import { type CookieJar, lowCostHash, openTestApp, signInTool, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-database';
import { scriptNotFoundMessage } from './boundary-scripts';

const PASSPHRASE = 'steady harbour light';
const ANA = 'ana@example.org';
const BEA = 'bea@example.org';

type Saved = { id: number; toxicBehavior: string; situation: string; generatedScript: string; isFavorite: boolean; createdAt: string };

const script = (situation: string) => ({
  toxicBehavior: 'gaslighting',
  situation,
  generatedScript: `I remember what happened: ${situation}`,
  isFavorite: false,
});

describe.each(testDatabases())('saved boundary scripts on $name', (target) => {
  let harness: TestApp;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let ana: CookieJar;
  let bea: CookieJar;

  beforeAll(async () => {
    harness = await openTestApp(target);
    ({ app, database } = harness);
    await database.db.insert(users).values([ANA, BEA].map((username) => ({ username, password: lowCostHash(PASSPHRASE) })));
    ana = (await signInTool(app, ANA, PASSPHRASE)).jar;
    bea = (await signInTool(app, BEA, PASSPHRASE)).jar;
  });
  afterAll(async () => {
    await harness?.close();
  });

  const list = (jar: CookieJar | undefined, email: string) =>
    app.inject({ method: 'GET', url: `/api/boundary-scripts/${encodeURIComponent(email)}`, headers: jar?.headers() ?? {} });
  const save = (jar: CookieJar | undefined, payload: object) =>
    app.inject({ method: 'POST', url: '/api/boundary-scripts', payload, headers: jar?.headers() ?? {} });
  const remove = (jar: CookieJar | undefined, id: number | string) =>
    app.inject({ method: 'DELETE', url: `/api/boundary-scripts/${id}`, headers: jar?.headers() ?? {} });
  const rowsOf = (userEmail: string) => database.db.select().from(boundaryScripts).where(eq(boundaryScripts.userEmail, userEmail));

  it('answers 401 with a sentence to every call without a session', async () => {
    for (const response of [await list(undefined, ANA), await save(undefined, script('x')), await remove(undefined, 1)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: toolAccountMessages.signedOut });
    }
  });

  it('saves a script under the session email and answers 201 with it', async () => {
    const response = await save(ana, { ...script('He said it never happened.'), userEmail: 'ANA@example.org' });
    expect(response.statusCode).toBe(201);
    expect(response.json<Saved>()).toEqual({
      id: expect.any(Number),
      toxicBehavior: 'gaslighting',
      situation: 'He said it never happened.',
      generatedScript: 'I remember what happened: He said it never happened.',
      isFavorite: false,
      createdAt: expect.any(String),
    });
    expect(await rowsOf(ANA)).toHaveLength(1);
  });

  it('refuses to save under another email with 403', async () => {
    const response = await save(ana, { ...script('Not mine to save.'), userEmail: BEA });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: toolAccountMessages.otherEmail });
    expect(await rowsOf(BEA)).toEqual([]);
  });

  it('lists only her scripts, newest first; another email is 403', async () => {
    await save(ana, script('Second one.'));
    await save(bea, script('Bea only.'));
    const response = await list(ana, 'Ana@Example.org');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<Saved[]>().map((saved) => saved.situation)).toEqual(['Second one.', 'He said it never happened.']);
    const theirs = await list(ana, BEA);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ error: toolAccountMessages.otherEmail });
    expect((await list(bea, BEA)).json<Saved[]>().map((saved) => saved.situation)).toEqual(['Bea only.']);
  });

  it('never lets another account delete her script (404), and deletes her own (204)', async () => {
    const [first] = await rowsOf(ANA);
    const stolen = await remove(bea, first!.id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ error: scriptNotFoundMessage });
    expect(await rowsOf(ANA)).toHaveLength(2);

    const own = await remove(ana, first!.id);
    expect(own.statusCode).toBe(204);
    expect(own.body).toBe('');
    expect(await rowsOf(ANA)).toHaveLength(1);
    expect((await remove(ana, first!.id)).statusCode).toBe(404);
    expect((await remove(ana, 'abc')).statusCode).toBe(400);
  });

  it.each([
    ['an unknown behavior', { toxicBehavior: 'shouting' }, 'toxicBehavior', 'Please choose one of the eight behaviors.'],
    ['a blank situation', { situation: '  ' }, 'situation', BOUNDARY_MISSING_INFORMATION.description],
    ['no script', { generatedScript: '' }, 'generatedScript', 'Please generate a script before saving it.'],
  ])('refuses %s with 400 and a sentence', async (_label, change, path, message) => {
    const response = await save(ana, { ...script('x'), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: unknown[] }>().issues).toContainEqual({ path, message });
  });
});
