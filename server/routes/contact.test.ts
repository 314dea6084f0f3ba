import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { contactSubmissions } from '../db/schema';
import { testConfig } from '../test-support/test-config';
import { useTestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-database';

const donationInquiry = () => ({
  name: 'Jane Example',
  email: 'jane@example.org',
  message: 'I would like to give every month.',
  donationType: 'monthly_recurring',
  subject: 'Donation Inquiry',
});

describe.each(testDatabases())('POST /api/contact on $name', (target) => {
    // Rate limits are tested in app.test.ts; this file sends more than 5 messages a minute.
  const suite = useTestApp(target, { config: { rateLimitEnabled: false } });

  const countMessages = async () => (await suite.database.db.select({ id: contactSubmissions.id }).from(contactSubmissions)).length;
  const post = (payload: unknown) => suite.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object });
  const rowOf = async (id: number) => (await suite.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)))[0];

  it('stores a donation inquiry and answers 201 with its id only', async () => {
    const response = await post(donationInquiry());
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: number }>();
    expect(body).toEqual({ id: expect.any(Number) });
    expect(response.body).not.toContain('jane');
    expect(await rowOf(body.id)).toMatchObject({
      name: 'Jane Example',
      email: 'jane@example.org',
      message: 'I would like to give every month.',
      donationType: 'monthly_recurring',
      subject: 'Donation Inquiry',
      createdAt: expect.any(Date),
    });
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
  ])('stores an %s donationType as general_inquiry', async (_case, donationType) => {
    const response = await post({ ...donationInquiry(), donationType });
    expect(response.statusCode).toBe(201);
    expect((await rowOf(response.json<{ id: number }>().id))?.donationType).toBe('general_inquiry');
  });

  it('stores a home page message', async () => {
    const response = await post({ name: 'R', email: 'r@example.org', message: 'Thank you for this site.', subject: 'Home page message' });
    expect(response.statusCode).toBe(201);
    expect(await rowOf(response.json<{ id: number }>().id)).toMatchObject({
      subject: 'Home page message',
      message: 'Thank you for this site.',
      donationType: 'general_inquiry',
    });
  });

  it.each([
    ['name', { name: '  ' }, 'Please enter your name.', 'commonMessages.nameMissing'],
    ['email', { email: undefined }, 'Please enter your email address.', 'commonMessages.emailMissing'],
    ['email', { email: 'jane-at-example' }, 'Please enter a valid email address.', 'commonMessages.emailInvalid'],
    ['message', { message: '' }, 'Please write your message.', 'contactFieldMessages.message'],
    ['subject', { subject: 'Free money' }, 'Please send the message from the contact form.', 'contactFieldMessages.subject'],
    ['subject', { subject: undefined }, 'Please send the message from the contact form.', 'contactFieldMessages.subject'],
    ['donationType', { donationType: 'everything' }, 'Please choose a donation interest from the list.', 'contactFieldMessages.donationType'],
  ])('refuses a missing or invalid %s with 400 and stores nothing', async (field, change, sentence, code) => {
    const before = await countMessages();
    const response = await post({ ...donationInquiry(), ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; issues: { path: string; message: string; code?: string }[] }>();
    expect(body.error).toContain(sentence);
    expect(body.issues).toContainEqual({ path: field, message: sentence, code });
    expect(await countMessages()).toBe(before);
  });

  it('refuses a message that is too long', async () => {
    const before = await countMessages();
    const response = await post({ ...donationInquiry(), message: 'x'.repeat(5001) });
    expect(response.statusCode).toBe(400);
    expect(await countMessages()).toBe(before);
  });

  it('stores SQL-looking and script text exactly as written', async () => {
    const name = "Robert'); DROP TABLE contact_submissions;--";
    const message = '<script>alert("hi")</script> \' OR 1=1 --';
    const response = await post({ ...donationInquiry(), name, message });
    expect(response.statusCode).toBe(201);
    expect(await rowOf(response.json<{ id: number }>().id)).toMatchObject({ name, message });
  });

  it('keeps what people wrote out of the logs', async () => {
    const lines: string[] = [];
    const loggedApp = await buildApp(testConfig({ logLevel: 'info', rateLimitEnabled: false }), {
      database: suite.database,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      const response = await loggedApp.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...donationInquiry(), name: 'Secret Name', email: 'secret@example.org', message: 'secret words' },
      });
      expect(response.statusCode).toBe(201);
      expect(lines.length).toBeGreaterThan(0);
      const log = lines.join('\n');
      expect(log).not.toMatch(/Secret Name|secret@example\.org|secret words/);
    } finally {
      await loggedApp.close();
    }
  });
});

describe.each(testDatabases())('POST /api/contact rate limit on $name', (target) => {
  const suite = useTestApp(target);

  it('answers 429 after 5 messages a minute from one address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await suite.app.inject({ method: 'POST', url: '/api/contact', payload: donationInquiry() });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
