import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedResources } from '@core/content/resources';
import type { Resource, ResourceDownload } from '@core/contracts/resources';
import { buildApp } from '../app';
import { type DatabaseHandle, migrateDatabase } from '../db/client';
import { resources } from '../db/schema';
import { testConfig } from '../test-support/test-config';
import { testDatabases } from '../test-support/test-database';

describe.each(testDatabases())('resources on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await target.open();
    app = await buildApp(testConfig(), { database });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const seededRows = () => database.db.select().from(resources).orderBy(asc(resources.id));

  it('seeds exactly core/content/resources.ts, in its order, with no downloads yet', async () => {
    const rows = await seededRows();
    expect(rows.map(({ title, description, type, url, downloadCount }) => ({ title, description, type, url, downloadCount }))).toEqual(
      seedResources.map((resource) => ({ ...resource, downloadCount: 0 })),
    );
  });

  it('seeds the two free guides as downloads of the files under /books/', () => {
    expect(seedResources.filter((resource) => resource.type === 'download')).toEqual([
      expect.objectContaining({ title: 'Sis, I Get It', url: '/books/sis-i-get-it.pdf' }),
      expect.objectContaining({ title: 'Am I Living in S.A.V.E.?', url: '/books/am-i-living-in-save.pdf' }),
    ]);
  });

  it('lists every resource, oldest first, in the public shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/resources' });
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
        createdAt: row.createdAt.toISOString(),
      })),
    );
    expect(list.map((resource) => resource.title)).toEqual(seedResources.map((resource) => resource.title));
  });

  it('counts each download atomically and says where the file is', async () => {
    const [guide] = await seededRows();
    if (!guide) throw new Error('expected a seeded resource');
    const before = guide.downloadCount;
    const first = await app.inject({ method: 'POST', url: `/api/resources/${guide.id}/download` });
    const second = await app.inject({ method: 'POST', url: `/api/resources/${guide.id}/download` });
    expect(first.statusCode).toBe(200);
    expect(first.json<ResourceDownload>()).toEqual({ id: guide.id, url: guide.url, downloadCount: before + 1 });
    expect(second.json<ResourceDownload>()).toEqual({ id: guide.id, url: guide.url, downloadCount: before + 2 });
    const [row] = await database.db.select().from(resources).where(eq(resources.id, guide.id));
    expect(row?.downloadCount).toBe(before + 2);
  });

  it('loses no download when many arrive at once', async () => {
    const [, guide] = await seededRows();
    if (!guide) throw new Error('expected a seeded resource');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => app.inject({ method: 'POST', url: `/api/resources/${guide.id}/download` })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const counts = answers.map((answer) => answer.json<ResourceDownload>().downloadCount).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 10 }, (_, index) => guide.downloadCount + index + 1));
  });

  it('answers 404 with a sentence for a resource that does not exist', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/resources/999999/download' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: expect.stringMatching(/no longer available/) });
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999', '2147483648'])('answers 400 for the id %s', async (id) => {
    const response = await app.inject({ method: 'POST', url: `/api/resources/${id}/download` });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; issues: { path: string }[] }>();
    expect(body.error).toMatch(/^Please give a resource number/);
    expect(body.issues).toContainEqual(expect.objectContaining({ path: 'id' }));
  });

  it('does not seed again after the library was changed (migrations run once)', async () => {
    const [removed] = await seededRows();
    if (!removed) throw new Error('expected a seeded resource');
    await database.db.delete(resources).where(eq(resources.id, removed.id));
    const countBefore = (await seededRows()).length;
    await migrateDatabase(database);
    const rows = await seededRows();
    expect(rows).toHaveLength(countBefore);
    expect(rows.map((row) => row.id)).not.toContain(removed.id);
    const gone = await app.inject({ method: 'POST', url: `/api/resources/${removed.id}/download` });
    expect(gone.statusCode).toBe(404);
  });
});
