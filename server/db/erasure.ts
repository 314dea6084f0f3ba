/**
 * Everything the database holds under one email, counted (the console's preview) or deleted in
 * one transaction (the erasure), docs/decisions/0016. The email is compared in any case. Admin
 * accounts are never touched (`npm run admin:create` manages them), nor the private vault, which
 * nothing ties to an email (docs/decisions/0015). The statistics summaries stay: they hold counts
 * only. A booking's or message's queued emails go with it (the foreign key's cascade), and an old
 * tool account's sessions with the account.
 */
import { type SQL, and, count, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ErasureKind } from '@core/contracts/erasure';
import type { Database } from './client';
import {
  affirmationProgress,
  assessmentResults,
  boundaryScripts,
  bookings,
  communityPosts,
  contactSubmissions,
  exitPlanSteps,
  journalEntries,
  symptomTracking,
  userSignups,
  users,
} from './schema';

/** The database's share of the erasure kinds (the outbox files are counted apart). */
export type DatabaseErasureCounts = Record<Exclude<ErasureKind, 'outboxEmails'>, number>;

type Source = { kind: keyof DatabaseErasureCounts; table: PgTable; where: (email: string) => SQL | undefined };

const sameEmail = (column: PgColumn, email: string): SQL => sql`lower(${column}) = ${email.trim().toLowerCase()}`;

const sources: readonly Source[] = [
  { kind: 'assessmentResults', table: assessmentResults, where: (email) => sameEmail(assessmentResults.email, email) },
  { kind: 'bookings', table: bookings, where: (email) => sameEmail(bookings.email, email) },
  { kind: 'messages', table: contactSubmissions, where: (email) => sameEmail(contactSubmissions.email, email) },
  { kind: 'signups', table: userSignups, where: (email) => sameEmail(userSignups.email, email) },
  { kind: 'communityPosts', table: communityPosts, where: (email) => sameEmail(communityPosts.authorEmail, email) },
  // The old tool accounts (docs/decisions/0003), while their tables exist.
  { kind: 'affirmationDays', table: affirmationProgress, where: (email) => sameEmail(affirmationProgress.userEmail, email) },
  { kind: 'boundaryScripts', table: boundaryScripts, where: (email) => sameEmail(boundaryScripts.userEmail, email) },
  { kind: 'otherToolRecords', table: journalEntries, where: (email) => sameEmail(journalEntries.userEmail, email) },
  { kind: 'otherToolRecords', table: exitPlanSteps, where: (email) => sameEmail(exitPlanSteps.userEmail, email) },
  { kind: 'otherToolRecords', table: symptomTracking, where: (email) => sameEmail(symptomTracking.userEmail, email) },
  // Last: its sessions go with it. Never an admin.
  { kind: 'toolAccounts', table: users, where: (email) => and(sameEmail(users.username, email), eq(users.role, 'tool')) },
];

function zeroCounts(): DatabaseErasureCounts {
  return {
    assessmentResults: 0,
    bookings: 0,
    messages: 0,
    signups: 0,
    communityPosts: 0,
    toolAccounts: 0,
    affirmationDays: 0,
    boundaryScripts: 0,
    otherToolRecords: 0,
  };
}

/** How many rows of each kind are held under this email. */
export async function countHeldFor(db: Database, email: string): Promise<DatabaseErasureCounts> {
  const counts = zeroCounts();
  for (const source of sources) {
    const [row] = await db.select({ n: count() }).from(source.table).where(source.where(email));
    counts[source.kind] += row?.n ?? 0;
  }
  return counts;
}

/** Deletes every row held under this email, in one transaction; resolves with what went. */
export async function eraseHeldFor(db: Database, email: string): Promise<DatabaseErasureCounts> {
  return db.transaction(async (tx) => {
    const counts = zeroCounts();
    for (const source of sources) {
      const deleted = await tx.delete(source.table).where(source.where(email)).returning({ one: sql<number>`1` });
      counts[source.kind] += deleted.length;
    }
    return counts;
  });
}
