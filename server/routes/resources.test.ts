import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedResources } from '@core/content/resources';
import { seedResources as spanishSeedResources } from '../../locales/es/core/content/resources';
import type { Resource, ResourceDownload } from '@core/contracts/resources';
import { migrateDatabase } from '../db/client';
import { resources } from '../db/schema';
import { useTestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-database';

describe.each(testDatabases())('resources on $name', (target) => {
  const suite = useTestApp(target);

  const seededRows = (language: 'en' | 'es' = 'en') =>
    suite.database.db.select().from(resources).where(eq(resources.language, language)).orderBy(asc(resources.id));
  const seeded = (rows: Awaited<ReturnType<typeof seededRows>>) =>
    rows.map(({ title, description, type, url, downloadCount }) => ({ title, description, type, url, downloadCount }));

  it('seeds exactly core/content/resources.ts, in its order, with no downloads yet', async () => {
    expect(seeded(await seededRows())).toEqual(seedResources.map((resource) => ({ ...resource, downloadCount: 0 })));
  });

  it('seeds exactly core/content/resources.es.ts as the Spanish library, in its order', async () => {
    expect(seeded(await seededRows('es'))).toEqual(spanishSeedResources.map((resource) => ({ ...resource, downloadCount: 0 })));
    const all = await suite.database.db.select().from(resources);
    expect(all).toHaveLength(seedResources.length + spanishSeedResources.length);
  });

  it('points the Spanish guides at their Spanish PDFs and its pages at the Spanish site', () => {
    expect(spanishSeedResources.filter((resource) => resource.type === 'download').map((resource) => resource.url)).toEqual([
      '/books/sis-i-get-it.es.pdf',
      '/books/am-i-living-in-save.es.pdf',
    ]);
    for (const resource of spanishSeedResources.filter((item) => item.type === 'other')) expect(resource.url).toMatch(/^\/es\//);
  });

  it('seeds the two free guides as downloads of the files under /books/', () => {
    expect(seedResources.filter((resource) => resource.type === 'download')).toEqual([
      expect.objectContaining({ title: 'Sis, I Get It', url: '/books/sis-i-get-it.pdf' }),
      expect.objectContaining({ title: 'Am I Living in S.A.V.E.?', url: '/books/am-i-living-in-save.pdf' }),
    ]);
  });

  it('lists every English resource, oldest first, in the public shape', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/resources' });
    expect(response.statusCode).toBe(200);
    const list = response.json<Resource[]>();
    const rows = await seededRows();
    expect(list).toEqual(
      rows.map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        type: row.type,
        url: row.url,
        downloadCount: row.downloadCount,
        language: 'en',
        createdAt: row.createdAt.toISOString(),
      })),
    );
    expect(list.map((resource) => resource.title)).toEqual(seedResources.map((resource) => resource.title));
    const english = await suite.app.inject({ method: 'GET', url: '/api/resources?language=en' });
    expect(english.json<Resource[]>()).toEqual(list);
  });

  it('lists only the Spanish library when asked for language=es', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/resources?language=es' });
    expect(response.statusCode).toBe(200);
    const list = response.json<Resource[]>();
    expect(list.map((resource) => resource.title)).toEqual(spanishSeedResources.map((resource) => resource.title));
    expect(list.every((resource) => resource.language === 'es')).toBe(true);
  });

  it.each(['fr', 'ES', '', 'en,es'])('answers 400 with a sentence for the language %j', async (language) => {
    const response = await suite.app.inject({ method: 'GET', url: `/api/resources?language=${encodeURIComponent(language)}` });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; issues: { path: string }[] }>();
    expect(body.error).toMatch(/^Please send a language this site speaks/);
    expect(body.issues).toContainEqual(expect.objectContaining({ path: 'language' }));
  });

  it('counts each download atomically and says where the file is', async () => {
    const [guide] = await seededRows();
    if (!guide) throw new Error('expected a seeded resource');
    const before = guide.downloadCount;
    const first = await suite.app.inject({ method: 'POST', url: `/api/resources/${guide.id}/download` });
    const second = await suite.app.inject({ method: 'POST', url: `/api/resources/${guide.id}/download` });
    expect(first.statusCode).toBe(200);
    expect(first.json<ResourceDownload>()).toEqual({ id: guide.id, url: guide.url, downloadCount: before + 1 });
    expect(second.json<ResourceDownload>()).toEqual({ id: guide.id, url: guide.url, downloadCount: before + 2 });
    const [row] = await suite.database.db.select().from(resources).where(eq(resources.id, guide.id));
    expect(row?.downloadCount).toBe(before + 2);
  });

  it('loses no download when many arrive at once', async () => {
    const [, guide] = await seededRows();
    if (!guide) throw new Error('expected a seeded resource');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => suite.app.inject({ method: 'POST', url: `/api/resources/${guide.id}/download` })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const counts = answers.map((answer) => answer.json<ResourceDownload>().downloadCount).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 10 }, (_, index) => guide.downloadCount + index + 1));
  });

  it('answers 404 with a sentence for a resource that does not exist', async () => {
    const response = await suite.app.inject({ method: 'POST', url: '/api/resources/999999/download' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: expect.stringMatching(/no longer available/) });
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999', '2147483648'])('answers 400 for the id %s', async (id) => {
    const response = await suite.app.inject({ method: 'POST', url: `/api/resources/${id}/download` });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; issues: { path: string }[] }>();
    expect(body.error).toMatch(/^Please give a resource number/);
    expect(body.issues).toContainEqual(expect.objectContaining({ path: 'id' }));
  });

  it('does not seed again after the library was changed (migrations run once)', async () => {
    const [removed] = await seededRows();
    if (!removed) throw new Error('expected a seeded resource');
    await suite.database.db.delete(resources).where(eq(resources.id, removed.id));
    const countBefore = (await seededRows()).length;
    await migrateDatabase(suite.database);
    const rows = await seededRows();
    expect(rows).toHaveLength(countBefore);
    expect(rows.map((row) => row.id)).not.toContain(removed.id);
    const gone = await suite.app.inject({ method: 'POST', url: `/api/resources/${removed.id}/download` });
    expect(gone.statusCode).toBe(404);
  });
});
