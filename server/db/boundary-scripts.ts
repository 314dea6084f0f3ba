import { and, desc, eq } from 'drizzle-orm';
import type { Database } from './client';
import { boundaryScripts } from './schema';

export type BoundaryScriptRow = typeof boundaryScripts.$inferSelect;

/** Her saved scripts, newest first. */
export async function listBoundaryScripts(db: Database, userEmail: string): Promise<BoundaryScriptRow[]> {
  return db
    .select()
    .from(boundaryScripts)
    .where(eq(boundaryScripts.userEmail, userEmail))
    .orderBy(desc(boundaryScripts.createdAt), desc(boundaryScripts.id));
}

export async function insertBoundaryScript(
  db: Database,
  script: { userEmail: string; toxicBehavior: string; situation: string; generatedScript: string; isFavorite: boolean },
): Promise<BoundaryScriptRow> {
  const [row] = await db.insert(boundaryScripts).values(script).returning();
  if (!row) throw new Error('The boundary script insert returned no row.');
  return row;
}

/** Deletes her script `id`; false when there is none of hers with that id. */
export async function deleteBoundaryScript(db: Database, script: { id: number; userEmail: string }): Promise<boolean> {
  const deleted = await db
    .delete(boundaryScripts)
    .where(and(eq(boundaryScripts.id, script.id), eq(boundaryScripts.userEmail, script.userEmail)))
    .returning({ id: boundaryScripts.id });
  return deleted.length > 0;
}
