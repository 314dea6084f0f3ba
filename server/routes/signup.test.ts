import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { notifications, userSignups } from '../db/schema';
import { NotificationService } from '../notify/notification-service';
import { testConfig } from '../test-support/test-config';
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
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let service: NotificationService;
  let outboxDir: string;
  let address = 0;

  beforeAll(async () => {
    database = await target.open();
    // No SMTP_URL: emails land in the .eml outbox (DATA_DIR/outbox), where this test reads them.
    const config = testConfig();
    outboxDir = config.outboxDir;
    service = new NotificationService({ db: database.db, config, pollMs: 0 });
    app = await buildApp(config, { database, notifications: service });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** The emails in the outbox, parsed: recipient, subject and text of each. */
  const outbox = async () => {
    await service.runDue();
    const names = (await readdir(outboxDir).catch(() => [])).filter((name) => name.endsWith('.eml'));
    return Promise.all(
      names.map(async (name) => {
        const parsed = await simpleParser(await readFile(join(outboxDir, name)));
        return { to: parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '', subject: parsed.subject ?? '', text: parsed.text ?? '' };
      }),
    );
  };

  // A new address per request keeps the route's rate limit (10 a minute) out of these tests.
  const post = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/signup', payload, remoteAddress: `10.3.0.${(address += 1)}` });
  const rowsFor = (email: string) => database.db.select().from(userSignups).where(eq(userSignups.email, email));

  it('stores a free signup under the lower-cased email and answers 200 with the email only', async () => {
    const response = await post(signup(' Maya.Example@Example.ORG '));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'maya.example@example.org' });
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
    expect(response.statusCode).toBe(200);
    const [row] = await rowsFor('lee@example.org');
    expect(row).toMatchObject({ phone: null, interests: [], howHeard: null });
  });

  it('answers a known email exactly as a new one, changes nothing, and emails her that she is already a member', async () => {
    const fresh = await post({ ...signup('new.one@example.org'), firstName: 'Stranger' });
    const known = await post({ ...signup('MAYA.Example@example.org'), firstName: 'Stranger', phone: '555-000-0000' });
    // The same status, headers that matter and body shape: nothing tells the two apart.
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.json()).toEqual({ email: 'maya.example@example.org' });
    expect(Object.keys(known.json<object>())).toEqual(Object.keys(fresh.json<object>()));
    expect(known.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(known.headers['set-cookie']).toBeUndefined();
    // Her signup is hers still: the stranger's name and phone are not stored.
    const rows = await rowsFor('maya.example@example.org');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: 'Maya', phone: '555-123-4567' });

    const emails = await outbox();
    const notices = emails.filter((email) => email.subject === 'You are already a member');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.to).toBe('maya.example@example.org');
    expect(notices[0]?.text).toContain('Hello Maya,');
    expect(notices[0]?.text).toContain('Whoever asked was not told that you are a member.');
    // Nothing to the new signup, nothing of the stranger's in her email.
    expect(emails.some((email) => email.to.includes('new.one@example.org'))).toBe(false);
    expect(notices[0]?.text).not.toContain('Stranger');
  });

  it('sends her at most one such email a day, however often someone tries', async () => {
    await post(signup('maya.example@example.org'));
    await post(signup('Maya.Example@example.org'));
    const rows = await database.db.select().from(notifications).where(eq(notifications.kind, 'signup_exists'));
    expect(rows).toHaveLength(1);
    expect((await outbox()).filter((email) => email.subject === 'You are already a member')).toHaveLength(1);
  });

  it("stores the language she signed up in ('en' when not said), and writes her 'already a member' email in it (issue 20)", async () => {
    expect((await post({ ...signup('sofia@example.org'), firstName: 'Sofía', locale: 'es' })).statusCode).toBe(200);
    expect((await post(signup('ana@example.org'))).statusCode).toBe(200);
    expect((await rowsFor('sofia@example.org'))[0]?.locale).toBe('es');
    expect((await rowsFor('ana@example.org'))[0]?.locale).toBe('en');

    const unknown = await post({ ...signup('zoe@example.org'), locale: 'de' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ issues: { path: string; message: string }[] }>().issues).toContainEqual({
      path: 'locale',
      code: 'apiMessages.language',
      message: 'Please send a language this site speaks: en, es.',
    });
    expect(await rowsFor('zoe@example.org')).toEqual([]);

    // Someone asks again with her email from the English page: she is told in her own language.
    await post({ ...signup('sofia@example.org'), firstName: 'Stranger', locale: 'en' });
    const notices = (await outbox()).filter((email) => email.to.includes('sofia@example.org'));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe('Ya eres miembro');
    expect(notices[0]?.text).toContain('Hola, Sofía:');
    expect(notices[0]?.text).toContain('A quien lo pidió no se le dijo que eres miembro.');
    expect(notices[0]?.text).not.toMatch(/Hello|already a member|Stranger/);
    expect((await rowsFor('sofia@example.org'))[0]).toMatchObject({ firstName: 'Sofía', locale: 'es' });
  });

  it('answers concurrent signups with one email all alike, never a 500, storing one row', async () => {
    const responses = await Promise.all([post(signup('twice@example.org')), post(signup('Twice@example.org')), post(signup('TWICE@example.org'))]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(await rowsFor('twice@example.org')).toHaveLength(1);
  });

  it.each([
    ['firstName', { firstName: '  ' }, 'Please enter your first name.', 'signupFieldMessages.firstName'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address.', 'commonMessages.emailInvalid'],
    ['interests.0', { interests: ['Knitting'] }, 'Please choose interests from the list.', 'signupFieldMessages.interests'],
    ['howHeard', { howHeard: 'radio' }, 'Please choose how you heard about us from the list.', 'signupFieldMessages.howHeard'],
  ])('refuses an invalid %s with 400, issues and a sentence, storing nothing', async (path, change, message, code) => {
    const response = await post({ ...signup('invalid@example.org'), ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; issues: { path: string; message: string; code?: string }[] }>();
    expect(body.error).toContain(message);
    expect(body.issues).toContainEqual({ path, message, code });
    expect(await rowsFor('invalid@example.org')).toEqual([]);
  });
});
