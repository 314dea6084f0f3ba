import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCommunityPost, AdminContact, AdminSignup, Page } from '@core/contracts/admin';
import type { CommunityPost } from '@core/contracts/community';
import { consoleHeaders, createTestAdmin, signInAdmin } from '../test-support/admin-session';
import { type CookieJar, openTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-database';

describe.each(testDatabases())('console messages, signups and moderation on $name', (target) => {
  let harness: TestApp;
  let app: FastifyInstance;
  let jar: CookieJar;

  beforeAll(async () => {
    harness = await openTestApp(target, { config: { rateLimitEnabled: false } });
    app = harness.app;
    await createTestAdmin(harness.database.db, 'coach@example.org', 'a long admin password');
    ({ jar } = await signInAdmin(app, 'coach@example.org', 'a long admin password'));
  });
  afterAll(async () => {
    await harness?.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: consoleHeaders(jar) });
  const moderate = (id: number | string, payload: unknown) =>
    app.inject({ method: 'PATCH', url: `/api/admin/community-posts/${id}`, headers: consoleHeaders(jar), payload: payload as object });
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });

  it('lists messages newest first, filtered by subject, with an empty page when none match', async () => {
    expect((await get('/api/admin/contacts')).json<Page<AdminContact>>()).toEqual({ items: [], page: 1, pageSize: 20, total: 0 });
    await post('/api/contact', { name: 'Ada Giver', email: 'ada@example.org', message: 'How can I give monthly?', donationType: 'monthly_recurring', subject: 'Donation Inquiry' });
    await post('/api/contact', { name: 'Bea Home', email: 'bea@example.org', message: 'Thank you for this site.', subject: 'Home page message' });

    const all = (await get('/api/admin/contacts')).json<Page<AdminContact>>();
    expect(all.total).toBe(2);
    expect(all.items.map((item) => item.name)).toEqual(['Bea Home', 'Ada Giver']);
    expect(all.items[1]).toEqual({
      id: expect.any(Number),
      name: 'Ada Giver',
      email: 'ada@example.org',
      subject: 'Donation Inquiry',
      message: 'How can I give monthly?',
      donationType: 'monthly_recurring',
      createdAt: expect.any(String),
    });
    const donations = (await get('/api/admin/contacts?subject=Donation%20Inquiry')).json<Page<AdminContact>>();
    expect(donations.items.map((item) => item.name)).toEqual(['Ada Giver']);
    expect((await get('/api/admin/contacts?subject=Spam')).statusCode).toBe(400);
    expect((await get('/api/admin/contacts?pageSize=1&page=2')).json<Page<AdminContact>>().items.map((item) => item.name)).toEqual(['Ada Giver']);
  });

  it('lists signups with their access level, filtered by level', async () => {
    await post('/api/signup', { firstName: 'Cora', lastName: 'Free', email: 'cora@example.org', interests: ['One-on-One Coaching'], howHeard: 'friend', locale: 'es' });
    await post('/api/signup', { firstName: 'Dee', lastName: 'Paid', email: 'dee@example.org' });
    const upgrade = await post('/api/upgrade-access', { email: 'dee@example.org', accessLevel: 'educator', accessCode: 'TEST-EDUCATOR' });
    expect(upgrade.statusCode).toBe(200);

    const all = (await get('/api/admin/signups')).json<Page<AdminSignup>>();
    expect(all.items.map((item) => [item.firstName, item.accessLevel])).toEqual([
      ['Dee', 'educator'],
      ['Cora', 'free'],
    ]);
    expect(all.items[1]).toEqual({
      id: expect.any(Number),
      firstName: 'Cora',
      lastName: 'Free',
      email: 'cora@example.org',
      phone: null,
      interests: ['One-on-One Coaching'],
      howHeard: 'friend',
      accessLevel: 'free',
      locale: 'es',
      createdAt: expect.any(String),
    });
    expect(all.items[0]?.locale).toBe('en');
    expect((await get('/api/admin/signups?accessLevel=educator')).json<Page<AdminSignup>>().items.map((item) => item.firstName)).toEqual(['Dee']);
    expect((await get('/api/admin/signups?accessLevel=tools_bundle')).json<Page<AdminSignup>>()).toMatchObject({ items: [], total: 0 });
    expect((await get('/api/admin/signups?accessLevel=gold')).statusCode).toBe(400);
  });

  it('shows posts awaiting review (a named author\'s email to the team only), approves one onto /community, hides another', async () => {
    const named = await post('/api/community/posts', {
      authorName: 'Maya Example',
      authorEmail: 'maya.private@example.org',
      isAnonymous: false,
      title: 'Six months out',
      content: 'I laughed today without checking his face first.',
      category: 'success-story',
    });
    const anonymous = await post('/api/community/posts', { isAnonymous: true, title: 'Is this normal?', content: 'He reads my messages.', category: 'question' });
    const namedId = named.json<{ id: number }>().id;
    const anonymousId = anonymous.json<{ id: number }>().id;

    const pending = (await get('/api/admin/community-posts?status=pending')).json<Page<AdminCommunityPost>>();
    expect(pending.items.map((item) => item.id)).toEqual([anonymousId, namedId]);
    expect(pending.items[0]).toMatchObject({ isAnonymous: true, authorName: null, authorEmail: null, status: 'pending' });
    expect(pending.items[1]).toMatchObject({ authorName: 'Maya Example', authorEmail: 'maya.private@example.org', title: 'Six months out' });

    const approved = await moderate(namedId, { status: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<AdminCommunityPost>().status).toBe('approved');
    const publicList = (await app.inject({ method: 'GET', url: '/api/community/posts' })).json<CommunityPost[]>();
    expect(publicList.map((item) => item.id)).toEqual([namedId]);
    expect(JSON.stringify(publicList)).not.toContain('maya.private');

    expect((await moderate(anonymousId, { status: 'hidden' })).json<AdminCommunityPost>().status).toBe('hidden');
    expect((await get('/api/admin/community-posts?status=pending')).json<Page<AdminCommunityPost>>().total).toBe(0);
    expect((await get('/api/admin/community-posts?status=hidden')).json<Page<AdminCommunityPost>>().items.map((item) => item.id)).toEqual([anonymousId]);
    expect((await get('/api/admin/community-posts')).json<Page<AdminCommunityPost>>().total).toBe(2);

    // Hiding an approved post takes it off the page again.
    await moderate(namedId, { status: 'hidden' });
    expect((await app.inject({ method: 'GET', url: '/api/community/posts' })).json<CommunityPost[]>()).toEqual([]);
  });

  it('moderates only to approved or hidden, and answers 404 for an unknown post', async () => {
    for (const status of ['pending', 'rejected', '', undefined]) {
      const response = await moderate(1, status === undefined ? {} : { status });
      expect(response.statusCode, String(status)).toBe(400);
      expect(response.json<{ error: string }>().error).toBe('Please choose approved or hidden.');
    }
    expect((await get('/api/admin/community-posts?status=rejected')).statusCode).toBe(400);
    const missing = await moderate(999_999, { status: 'approved' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'That post no longer exists. Please refresh the list.' });
  });

  it('every console answer is private', async () => {
    const response = await get('/api/admin/contacts');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
  });
});
