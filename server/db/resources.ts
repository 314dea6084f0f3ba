import { asc, eq, sql } from 'drizzle-orm';
import { resourceTypes, type ResourceType } from '@core/constants';
import { localeOf } from '@core/contracts/locale';
import { type Resource, type ResourceDownload } from '@core/contracts/resources';
import type { Locale } from '@core/i18n';
import type { Database } from './client';
import { resources } from './schema';

export type ResourceRow = typeof resources.$inferSelect;

/** A type the contract does not know (a row added by hand) is shown as 'other'. */
function resourceTypeOf(type: string): ResourceType {
  return (resourceTypes as readonly string[]).includes(type) ? (type as ResourceType) : 'other';
}

export function toResource(row: ResourceRow): Resource {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: resourceTypeOf(row.type),
    url: row.url,
    downloadCount: row.downloadCount,
    language: localeOf(row.language),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One language's library in its order: oldest first (the seeded ones in their listed order). */
export async function listResources(db: Database, language: Locale): Promise<Resource[]> {
  const rows = await db
    .select()
    .from(resources)
    .where(eq(resources.language, language))
    .orderBy(asc(resources.createdAt), asc(resources.id));
  return rows.map(toResource);
}

/** Every resource, for the console: each language's library in its order, English first. */
export async function listAllResources(db: Database): Promise<Resource[]> {
  const rows = await db.select().from(resources).orderBy(asc(resources.language), asc(resources.createdAt), asc(resources.id));
  return rows.map(toResource);
}

/** Adds one download in a single statement (safe under concurrency); undefined for an unknown id. */
export async function recordResourceDownload(db: Database, id: number): Promise<ResourceDownload | undefined> {
  const [row] = await db
    .update(resources)
    .set({ downloadCount: sql`${resources.downloadCount} + 1` })
    .where(eq(resources.id, id))
    .returning({ id: resources.id, url: resources.url, downloadCount: resources.downloadCount });
  return row;
}
