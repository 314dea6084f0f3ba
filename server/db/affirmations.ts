/**
 * The journey days of the old tool accounts (docs/decisions/0003), in plain text until
 * server/db/legacy-tool-data.ts moves them into her vault, once (docs/decisions/0015).
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from './client';
import { affirmationProgress } from './schema';

export type AffirmationRow = typeof affirmationProgress.$inferSelect;

export async function listAffirmations(db: Database, userEmail: string): Promise<AffirmationRow[]> {
  return db
    .select()
    .from(affirmationProgress)
    .where(eq(affirmationProgress.userEmail, userEmail))
    .orderBy(asc(affirmationProgress.day));
}

/**
 * Completes a day as the old tool routes did (tests write an old account's rows with it):
 * creates the record, or updates it when the day exists and is not complete yet. One
 * statement, so two tabs completing the same day cannot both win. Returns undefined when the
 * day was already complete (completed days are read-only).
 */
export async function completeAffirmationDay(
  db: Database,
  day: { userEmail: string; day: number; reflection: string; completedAt: Date },
): Promise<AffirmationRow | undefined> {
  const [row] = await db
    .insert(affirmationProgress)
    .values({ userEmail: day.userEmail, day: day.day, completed: true, reflection: day.reflection, completedAt: day.completedAt })
    .onConflictDoUpdate({
      target: [affirmationProgress.userEmail, affirmationProgress.day],
      set: { completed: true, reflection: day.reflection, completedAt: day.completedAt },
      setWhere: eq(affirmationProgress.completed, false),
    })
    .returning();
  return row;
}
