import { rateLimitMessages } from '@core/content/validation';
import { upgradeMessages } from '@core/content/upgrade-access';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userSignups } from '../db/schema';
import { useTestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-database';

// testConfig's codes.
const TOOLS_CODE = 'TEST-TOOLS';
const EDUCATOR_CODE = 'TEST-EDUCATOR';

describe.each(testDatabases())('POST /api/upgrade-access on $name', (target) => {
  const suite = useTestApp(target);
  let address = 0;

  beforeAll(async () => {
    await suite.database.db
      .insert(userSignups)
      .values(['tia', 'eva', 'edu', 'both', 'wrong', 'locked'].map((name) => ({ firstName: name, lastName: 'Example', email: `${name}@example.org` })));
  });

  // A new address per request keeps the route's rate limit (5 a minute) out of these tests.
  const post = (payload: object, remoteAddress = `10.4.0.${(address += 1)}`) =>
    suite.app.inject({ method: 'POST', url: '/api/upgrade-access', payload, remoteAddress });
  const levelOf = async (email: string) => (await suite.database.db.select().from(userSignups).where(eq(userSignups.email, email)))[0]?.accessLevel;

  it('raises a signup to the Tools Bundle with its code (email in any case) and answers 200', async () => {
    const response = await post({ email: ' TIA@Example.org ', accessLevel: 'tools_bundle', accessCode: TOOLS_CODE });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'tia@example.org', accessLevel: 'tools_bundle' });
    expect(await levelOf('tia@example.org')).toBe('tools_bundle');
  });

  it('raises a signup to Educator with its code and answers 200', async () => {
    const response = await post({ email: 'eva@example.org', accessLevel: 'educator', accessCode: EDUCATOR_CODE });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'eva@example.org', accessLevel: 'educator' });
    expect(await levelOf('eva@example.org')).toBe('educator');
  });

  it('never downgrades, and never tells: an educator entering the tools code stays an educator, answered exactly as an unknown email', async () => {
    await post({ email: 'edu@example.org', accessLevel: 'educator', accessCode: EDUCATOR_CODE });
    const educator = await post({ email: 'edu@example.org', accessLevel: 'tools_bundle', accessCode: TOOLS_CODE });
    const unknown = await post({ email: 'never.seen@example.org', accessLevel: 'tools_bundle', accessCode: TOOLS_CODE });
    expect(educator.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(educator.json()).toEqual({ email: 'edu@example.org', accessLevel: 'tools_bundle' });
    expect(unknown.json()).toEqual({ email: 'never.seen@example.org', accessLevel: 'tools_bundle' });
    // The same answer but for the email she typed: same headers, same shape, same length past the email.
    const { date: _d1, ...educatorHeaders } = educator.headers;
    const { date: _d2, ...unknownHeaders } = unknown.headers;
    expect({ ...educatorHeaders, 'content-length': undefined }).toEqual({ ...unknownHeaders, 'content-length': undefined });
    expect(educator.body.replace('edu@example.org', '<email>')).toBe(unknown.body.replace('never.seen@example.org', '<email>'));
    expect(await levelOf('edu@example.org')).toBe('educator');
  });

  it('raises the Tools Bundle to Educator', async () => {
    await post({ email: 'both@example.org', accessLevel: 'tools_bundle', accessCode: TOOLS_CODE });
    const response = await post({ email: 'both@example.org', accessLevel: 'educator', accessCode: EDUCATOR_CODE });
    expect(response.json()).toEqual({ email: 'both@example.org', accessLevel: 'educator' });
  });

  it.each([
    ['the other level’s code (tools)', 'educator', TOOLS_CODE],
    ['the other level’s code (educator)', 'tools_bundle', EDUCATOR_CODE],
    ['a wrong code', 'tools_bundle', 'TEST-TOOLS-X'],
    ['a code in another case', 'tools_bundle', TOOLS_CODE.toLowerCase()],
  ])('answers %s with 403, the sentence in error and message, changing nothing', async (_label, accessLevel, accessCode) => {
    const response = await post({ email: 'wrong@example.org', accessLevel, accessCode });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: upgradeMessages.wrongCode, message: upgradeMessages.wrongCode });
    expect(await levelOf('wrong@example.org')).toBe('free');
  });

  it('activates access for an email that never signed up, answering as for one that did (issue 18)', async () => {
    const known = await post({ email: 'tia@example.org', accessLevel: 'tools_bundle', accessCode: TOOLS_CODE });
    const unknown = await post({ email: 'Nobody@example.org', accessLevel: 'tools_bundle', accessCode: TOOLS_CODE });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual({ email: 'nobody@example.org', accessLevel: 'tools_bundle' });
    // The signup row is made, at that level, with no name given.
    const [row] = await suite.database.db.select().from(userSignups).where(eq(userSignups.email, 'nobody@example.org'));
    expect(row).toMatchObject({ accessLevel: 'tools_bundle', firstName: '', lastName: '', interests: [] });
    // Raised later like any signup, and a wrong code still says only 'Invalid Password'.
    const raised = await post({ email: 'nobody@example.org', accessLevel: 'educator', accessCode: EDUCATOR_CODE });
    expect(raised.json()).toEqual({ email: 'nobody@example.org', accessLevel: 'educator' });
    const guess = await post({ email: 'nobody.else@example.org', accessLevel: 'tools_bundle', accessCode: 'guess' });
    expect(guess.statusCode).toBe(403);
    expect(guess.json()).toEqual({ error: upgradeMessages.wrongCode, message: upgradeMessages.wrongCode });
    expect(await levelOf('nobody.else@example.org')).toBeUndefined();
  });

  it('answers a page in Spanish in Spanish: a wrong password, and a signup made here keeps her language (issue 20)', async () => {
    const wrong = await post({ email: 'lucia@example.org', accessLevel: 'tools_bundle', accessCode: 'guess', locale: 'es' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      error: 'El código de acceso que escribiste no es correcto.',
      message: 'El código de acceso que escribiste no es correcto.',
    });
    const right = await post({ email: 'lucia@example.org', accessLevel: 'tools_bundle', accessCode: TOOLS_CODE, locale: 'es' });
    expect(right.statusCode).toBe(200);
    const [row] = await suite.database.db.select().from(userSignups).where(eq(userSignups.email, 'lucia@example.org'));
    expect(row).toMatchObject({ accessLevel: 'tools_bundle', locale: 'es' });
    // An existing signup keeps the language she signed up in.
    await post({ email: 'tia@example.org', accessLevel: 'tools_bundle', accessCode: TOOLS_CODE, locale: 'es' });
    const [tia] = await suite.database.db.select().from(userSignups).where(eq(userSignups.email, 'tia@example.org'));
    expect(tia?.locale).toBe('en');
    const unknown = await post({ email: 'lucia@example.org', accessLevel: 'tools_bundle', accessCode: TOOLS_CODE, locale: 'pt' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ issues: { path: string; message: string }[] }>().issues).toContainEqual({
      path: 'locale',
      code: 'apiMessages.language',
      message: 'Please send a language this site speaks: en, es.',
    });
  });

  it('answers concurrent first activations of one email alike, storing one row', async () => {
    const responses = await Promise.all(
      ['same@example.org', 'Same@example.org', 'SAME@example.org'].map((email) => post({ email, accessLevel: 'tools_bundle', accessCode: TOOLS_CODE })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await suite.database.db.select().from(userSignups).where(eq(userSignups.email, 'same@example.org'))).toHaveLength(1);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address.', 'commonMessages.emailInvalid'],
    ['accessLevel', { accessLevel: 'gold' }, 'Please choose the Tools Bundle or the Educator Package.', 'upgradeMessages.chooseLevel'],
    ['accessCode', { accessCode: '  ' }, upgradeMessages.missingDescription, 'upgradeMessages.missingDescription'],
  ])('refuses an invalid %s with 400, issues and a message', async (path, change, sentence, code) => {
    const response = await post({ email: 'tia@example.org', accessLevel: 'tools_bundle', accessCode: TOOLS_CODE, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; message: string; issues: { path: string; message: string; code?: string }[] }>();
    expect(body.message).toBe(body.error);
    expect(body.error).toContain(sentence);
    expect(body.issues).toContainEqual({ path, message: sentence, code });
  });

  it('gives other errors a message too (invalid JSON)', async () => {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/upgrade-access',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
      remoteAddress: '10.4.1.1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON.', message: 'The request body is not valid JSON.' });
  });

  it('rate limits one address to 5 tries a minute, with a message', async () => {
    const statuses: number[] = [];
    let last = await post({ email: 'eva@example.org', accessLevel: 'educator', accessCode: EDUCATOR_CODE }, '10.4.2.1');
    statuses.push(last.statusCode);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      last = await post({ email: 'eva@example.org', accessLevel: 'educator', accessCode: EDUCATOR_CODE }, '10.4.2.1');
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const body = last.json<{ error: string; message: string }>();
    expect(body.message).toBe(body.error);
  });
});

describe.each(testDatabases())('wrong access codes are throttled per (email, address) on $name', (target) => {
  // The minute's rate limit off: what answers is the throttle alone.
  const suite = useTestApp(target, { config: { rateLimitEnabled: false } });

  const post = (payload: object, remoteAddress: string) => suite.app.inject({ method: 'POST', url: '/api/upgrade-access', payload, remoteAddress });
  const levelOf = async (email: string) => (await suite.database.db.select().from(userSignups).where(eq(userSignups.email, email)))[0]?.accessLevel;

  it('5 wrong codes from one address lock that address for her email (even the right code), never her from another', async () => {
    const stranger = '198.51.100.30';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post({ email: 'maya@example.org', accessLevel: 'tools_bundle', accessCode: `guess-${attempt}` }, stranger)).statusCode).toBe(403);
    }
    const locked = await post({ email: 'Maya@example.org', accessLevel: 'tools_bundle', accessCode: TOOLS_CODE }, stranger);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: rateLimitMessages.tooManyAttempts, message: rateLimitMessages.tooManyAttempts, reason: 'tooManyAttempts' });
    expect(await levelOf('maya@example.org')).toBeUndefined();

    // She, from her own address: the right code works at once.
    const fromHer = await post({ email: 'maya@example.org', accessLevel: 'tools_bundle', accessCode: TOOLS_CODE }, '203.0.113.31');
    expect(fromHer.statusCode).toBe(200);
    expect(await levelOf('maya@example.org')).toBe('tools_bundle');
    // The stranger's address stays locked for her email; another email from there is only counted.
    expect((await post({ email: 'maya@example.org', accessLevel: 'tools_bundle', accessCode: TOOLS_CODE }, stranger)).statusCode).toBe(429);
    expect((await post({ email: 'other@example.org', accessLevel: 'tools_bundle', accessCode: TOOLS_CODE }, stranger)).statusCode).toBe(200);
  });

  it('one address guessing across many emails is locked after 20 wrong codes', async () => {
    const sprayer = '198.51.100.40';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await post({ email: `guess${attempt}@example.org`, accessLevel: 'educator', accessCode: 'guess' }, sprayer)).statusCode).toBe(403);
    }
    expect((await post({ email: 'fresh@example.org', accessLevel: 'educator', accessCode: EDUCATOR_CODE }, sprayer)).statusCode).toBe(429);
    expect((await post({ email: 'fresh@example.org', accessLevel: 'educator', accessCode: EDUCATOR_CODE }, '203.0.113.41')).statusCode).toBe(200);
  });
});
