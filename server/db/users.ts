import { eq } from 'drizzle-orm';
import type { Database } from './client';
import {
  affirmationProgress,
  boundaryScripts,
  exitPlanSteps,
  journalEntries,
  symptomTracking,
  type UserRole,
  users,
} from './schema';

export type Account = { id: number; username: string; passwordHash: string; role: UserRole };

function toAccount(row: { id: number; username: string; password: string; role: string }): Account {
  return { id: row.id, username: row.username, passwordHash: row.password, role: row.role === 'admin' ? 'admin' : 'tool' };
}

export async function findAccount(db: Database, username: string): Promise<Account | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row ? toAccount(row) : undefined;
}

/**
 * Creates an account, or returns undefined when the username is already taken (for example by
 * a concurrent first sign-in): the caller then verifies against the existing one.
 */
export async function insertAccountIfAbsent(
  db: Database,
  account: { username: string; passwordHash: string; role: UserRole },
): Promise<Account | undefined> {
  const [row] = await db
    .insert(users)
    .values({ username: account.username, password: account.passwordHash, role: account.role })
    .onConflictDoNothing({ target: users.username })
    .returning();
  return row ? toAccount(row) : undefined;
}

/**
 * An old tool account's end, once its rows are in her vault (server/db/legacy-tool-data.ts): in
 * one transaction, every tool record stored under her email and the account (its sessions go
 * with it, by the foreign key's cascade).
 */
export async function deleteToolAccount(db: Database, account: { userId: number; email: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(affirmationProgress).where(eq(affirmationProgress.userEmail, account.email));
    await tx.delete(boundaryScripts).where(eq(boundaryScripts.userEmail, account.email));
    await tx.delete(journalEntries).where(eq(journalEntries.userEmail, account.email));
    await tx.delete(exitPlanSteps).where(eq(exitPlanSteps.userEmail, account.email));
    await tx.delete(symptomTracking).where(eq(symptomTracking.userEmail, account.email));
    await tx.delete(users).where(eq(users.id, account.userId));
  });
}
