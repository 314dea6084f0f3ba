import { eq, sql } from 'drizzle-orm';
import type { PaidAccessLevel } from '@core/contracts/upgrade';
import type { Database } from './client';
import { userSignups } from './schema';

export type SignupRow = typeof userSignups.$inferSelect;

/**
 * Stores a free signup under the lower-cased email, or returns undefined when that email has
 * already signed up (also when two requests race: the unique index decides).
 */
export async function insertSignupIfAbsent(
  db: Database,
  signup: { firstName: string; lastName: string; email: string; phone: string | null; interests: string[]; howHeard: string | null },
): Promise<SignupRow | undefined> {
  const [row] = await db
    .insert(userSignups)
    .values({ ...signup, accessLevel: 'free' })
    .onConflictDoNothing({ target: userSignups.email })
    .returning();
  return row;
}

/**
 * Raises the signup's access level to `level`, never lowering it (an educator who enters the
 * tools code stays an educator). Returns the level she now has, or undefined for no signup.
 */
export async function raiseAccessLevel(db: Database, email: string, level: PaidAccessLevel): Promise<PaidAccessLevel | undefined> {
  const [row] = await db
    .update(userSignups)
    .set({ accessLevel: sql`case when ${userSignups.accessLevel} = 'educator' then 'educator' else ${level} end` })
    .where(eq(userSignups.email, email))
    .returning({ accessLevel: userSignups.accessLevel });
  if (!row) return undefined;
  return row.accessLevel === 'educator' ? 'educator' : 'tools_bundle';
}
