import { eq, sql } from 'drizzle-orm';
import type { PaidAccessLevel } from '@core/contracts/upgrade';
import type { Locale } from '@core/i18n';
import type { Database } from './client';
import { userSignups } from './schema';

export type SignupRow = typeof userSignups.$inferSelect;

/**
 * Stores a free signup under the lower-cased email, or returns undefined when that email has
 * already signed up (also when two requests race: the unique index decides).
 */
export async function insertSignupIfAbsent(
  db: Database,
  signup: { firstName: string; lastName: string; email: string; phone: string | null; interests: string[]; howHeard: string | null; locale: Locale },
): Promise<SignupRow | undefined> {
  const [row] = await db
    .insert(userSignups)
    .values({ ...signup, accessLevel: 'free' })
    .onConflictDoNothing({ target: userSignups.email })
    .returning();
  return row;
}

/** The signup stored under this (lower-cased) email, if any. */
export async function findSignupByEmail(db: Database, email: string): Promise<SignupRow | undefined> {
  const [row] = await db.select().from(userSignups).where(eq(userSignups.email, email)).limit(1);
  return row;
}

export async function findSignupRow(db: Database, id: number): Promise<SignupRow | undefined> {
  const [row] = await db.select().from(userSignups).where(eq(userSignups.id, id)).limit(1);
  return row;
}

/**
 * Raises the email's access level to `level`, never lowering it (an educator who enters the
 * tools code stays an educator), in one statement: an email that never signed up gets a signup
 * row at that level (no name given, in the language of the page she used), so the answer is the
 * same for any email (issue 18). An existing signup keeps its language. Returns the level she now has.
 */
export async function raiseAccessLevel(db: Database, email: string, level: PaidAccessLevel, locale: Locale = 'en'): Promise<PaidAccessLevel> {
  const [row] = await db
    .insert(userSignups)
    .values({ firstName: '', lastName: '', email, accessLevel: level, locale })
    .onConflictDoUpdate({
      target: userSignups.email,
      set: { accessLevel: sql`case when ${userSignups.accessLevel} = 'educator' then 'educator' else ${level} end` },
    })
    .returning({ accessLevel: userSignups.accessLevel });
  return row?.accessLevel === 'educator' ? 'educator' : level;
}
