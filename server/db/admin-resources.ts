/** Resources as the console edits them (the library's own queries are in resources.ts). */
import { eq } from 'drizzle-orm';
import type { ResourceInput } from '@core/contracts/admin';
import type { Resource } from '@core/contracts/resources';
import type { Database } from './client';
import { toResource } from './resources';
import { resources } from './schema';

export async function insertResource(db: Database, input: ResourceInput): Promise<Resource> {
  const [row] = await db
    .insert(resources)
    .values({ title: input.title, description: input.description, type: input.type, url: input.url, language: input.language })
    .returning();
  if (!row) throw new Error('The resource insert returned no row.');
  return toResource(row);
}

/** Replaces a resource's text, type, address and language; its download count is kept. */
export async function updateResource(db: Database, id: number, input: ResourceInput): Promise<Resource | undefined> {
  const [row] = await db
    .update(resources)
    .set({ title: input.title, description: input.description, type: input.type, url: input.url, language: input.language })
    .where(eq(resources.id, id))
    .returning();
  return row ? toResource(row) : undefined;
}

export async function deleteResource(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(resources).where(eq(resources.id, id)).returning({ id: resources.id });
  return rows.length > 0;
}
