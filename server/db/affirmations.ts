import { and, asc, eq } from 'drizzle-orm';
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
 * Completes a day: creates the record, or updates it when the day exists and is not complete
 * yet. One statement, so two tabs completing the same day cannot both win. Returns undefined
 * when the day was already complete (completed days are read-only).
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

export type CompleteByIdResult = { outcome: 'updated'; row: AffirmationRow } | { outcome: 'already-complete' } | { outcome: 'not-found' };

/** Completes her record `id`; never touches (or reveals) a record of another email. */
export async function completeAffirmationById(
  db: Database,
  update: { id: number; userEmail: string; reflection: string; completedAt: Date },
): Promise<CompleteByIdResult> {
  const mine = and(eq(affirmationProgress.id, update.id), eq(affirmationProgress.userEmail, update.userEmail));
  const [row] = await db
    .update(affirmationProgress)
    .set({ completed: true, reflection: update.reflection, completedAt: update.completedAt })
    .where(and(mine, eq(affirmationProgress.completed, false)))
    .returning();
  if (row) return { outcome: 'updated', row };
  const [existing] = await db.select({ id: affirmationProgress.id }).from(affirmationProgress).where(mine).limit(1);
  return existing ? { outcome: 'already-complete' } : { outcome: 'not-found' };
}
