/**
 * The saved boundary scripts of the old tool accounts (docs/decisions/0003), in plain text until
 * server/db/legacy-tool-data.ts moves them into her vault, once (docs/decisions/0015).
 */
import { desc, eq } from 'drizzle-orm';
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

/** Saves a script as the old tool routes did (tests write an old account's rows with it). */
export async function insertBoundaryScript(
  db: Database,
  script: { userEmail: string; toxicBehavior: string; situation: string; generatedScript: string; isFavorite: boolean },
): Promise<BoundaryScriptRow> {
  const [row] = await db.insert(boundaryScripts).values(script).returning();
  if (!row) throw new Error('The boundary script insert returned no row.');
  return row;
}
