import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '@core/contracts/resources';
import type { DatabaseHandle } from '../db/client';
import { resources } from '../db/schema';
import { consoleHeaders, openSignedInConsole, type SignedInConsole } from '../test-support/admin-session';
import type { CookieJar } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-database';

const guide = { title: 'Boundaries at Work', description: 'A short guide to saying no at work.', type: 'download', url: '/books/boundaries-at-work.pdf' };

describe.each(testDatabases())('console resources on $name', (target) => {
  let harness: SignedInConsole;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let jar: CookieJar;

  beforeAll(async () => {
    harness = await openSignedInConsole(target);
    ({ app, database, jar } = harness);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: consoleHeaders(jar), ...(payload ? { payload } : {}) });
  const publicList = async (language = 'en') => (await app.inject({ method: 'GET', url: `/api/resources?language=${language}` })).json<Resource[]>();

  it('lists both languages\' libraries with download counts, English first', async () => {
    const [first] = await publicList();
    await app.inject({ method: 'POST', url: `/api/resources/${first!.id}/download` });
    const response = await send('GET', '/api/admin/resources');
    expect(response.statusCode).toBe(200);
    const list = response.json<Resource[]>();
    expect(list).toHaveLength(10);
    expect(list[0]).toMatchObject({ id: first!.id, downloadCount: 1, language: 'en' });
    expect(list.map((resource) => resource.language)).toEqual([...Array(5).fill('en'), ...Array(5).fill('es')]);
    expect(list.slice(5).map((resource) => resource.id)).toEqual((await publicList('es')).map((resource) => resource.id));
  });

  it('creates a resource that then appears in the public library', async () => {
    const response = await send('POST', '/api/admin/resources', { ...guide, title: `  ${guide.title} ` });
    expect(response.statusCode).toBe(201);
    const created = response.json<Resource>();
    expect(created).toEqual({ id: expect.any(Number), ...guide, downloadCount: 0, language: 'en', createdAt: expect.any(String) });
    expect((await publicList()).at(-1)).toEqual(created);
    expect((await publicList('es')).map((item) => item.id)).not.toContain(created.id);
  });

  it('sets a resource\'s language: a Spanish one is listed on the Spanish page only, and can be moved back', async () => {
    const response = await send('POST', '/api/admin/resources', { ...guide, title: 'Límites en el trabajo', language: 'es' });
    expect(response.statusCode).toBe(201);
    const created = response.json<Resource>();
    expect(created.language).toBe('es');
    expect((await publicList('es')).at(-1)).toEqual(created);
    expect((await publicList()).map((item) => item.id)).not.toContain(created.id);
    const moved = await send('PUT', `/api/admin/resources/${created.id}`, { ...guide, language: 'en' });
    expect(moved.json<Resource>().language).toBe('en');
    expect((await publicList()).map((item) => item.id)).toContain(created.id);
    expect((await publicList('es')).map((item) => item.id)).not.toContain(created.id);
    const unknown = await send('POST', '/api/admin/resources', { ...guide, language: 'fr' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: string }>().error).toContain('Please send a language this site speaks');
  });

  it('keeps coaching resources without an address, and refuses addresses that are not this site or https', async () => {
    const coaching = await send('POST', '/api/admin/resources', { title: 'Group Circle', description: 'Monthly.', type: 'coaching', url: '/ignored' });
    expect(coaching.json<Resource>().url).toBeNull();
    for (const url of ['javascript:alert(1)', 'http://example.org/a.pdf', '//evil.example/x', 'data:text/html,hi', 'books/guide.pdf', '/a b']) {
      const response = await send('POST', '/api/admin/resources', { ...guide, url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ error: string }>().error).toContain('Please give a path on this site');
    }
    const missing = await send('POST', '/api/admin/resources', { ...guide, url: '' });
    expect(missing.json<{ error: string }>().error).toContain('A download or a link needs an address.');
    const blank = await send('POST', '/api/admin/resources', { ...guide, title: '  ', type: 'video' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ error: string }>().error).toContain('Please give the resource a title.');
    expect(blank.json<{ error: string }>().error).toContain('Please choose download, coaching or other.');
    expect((await send('POST', '/api/admin/resources', { ...guide, url: 'https://example.org/guide' })).statusCode).toBe(201);
  });

  it('edits a resource and keeps its download count', async () => {
    const created = (await send('POST', '/api/admin/resources', guide)).json<Resource>();
    await database.db.update(resources).set({ downloadCount: 7 }).where(eq(resources.id, created.id));
    const response = await send('PUT', `/api/admin/resources/${created.id}`, { title: 'Renamed', description: 'New words.', type: 'other', url: '/crisis-support' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Resource>()).toEqual({ ...created, title: 'Renamed', description: 'New words.', type: 'other', url: '/crisis-support', downloadCount: 7, language: 'en' });
    expect((await send('PUT', '/api/admin/resources/999999', guide)).statusCode).toBe(404);
    expect((await send('PUT', `/api/admin/resources/${created.id}`, { title: 'Only a title' })).statusCode).toBe(400);
  });

  it('deletes a resource, which then leaves the public library; a second delete is 404', async () => {
    const created = (await send('POST', '/api/admin/resources', guide)).json<Resource>();
    expect((await send('DELETE', `/api/admin/resources/${created.id}`)).statusCode).toBe(204);
    expect((await publicList()).map((item) => item.id)).not.toContain(created.id);
    const again = await send('DELETE', `/api/admin/resources/${created.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'That resource no longer exists. Please refresh the list.' });
    expect((await send('DELETE', '/api/admin/resources/abc')).statusCode).toBe(400);
  });
});
