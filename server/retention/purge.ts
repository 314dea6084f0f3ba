/**
 * The retention purge (docs/decisions/0016): deletes what is older than its period. Each batch
 * is one short transaction that first takes a transaction-level advisory lock, so two instances
 * never purge at once (the second leaves the run to the first), and each DELETE names its rows
 * by a condition, so a run cut short is simply finished by the next one. The statistics
 * summaries are never touched: they count every assessment ever taken.
 */
import { type SQL, and, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { VAULT_PENDING_FILE_HOURS } from '@core/contracts/vault';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RetentionKind, RetentionPeriods } from '@core/retention';
import type { Database } from '../db/client';
import { legacyToolsEndAt } from '../config';
import {
  affirmationProgress,
  assessmentResults,
  bookings,
  boundaryScripts,
  communityPosts,
  contactSubmissions,
  exitPlanSteps,
  journalEntries,
  shareLinks,
  symptomTracking,
  userSignups,
  users,
  vaultFileChunks,
} from '../db/schema';
import { purgeOutboxFiles } from './outbox-files';

const DAY_MS = 24 * 3600 * 1000;
/** Rows per transaction: short enough not to hold PGlite's one connection for long. */
export const PURGE_BATCH = 500;
/** pg_try_advisory_xact_lock key of the purge ("retention" in ASCII, within a bigint). */
export const PURGE_LOCK_KEY = 0x726574656e74;

/**
 * `shareLinks`: her share links past their expiry (docs/decisions/0034), whatever the retention periods.
 * `pendingFileChunks`: chunks of files her browser never committed, a day after they arrived (docs/decisions/0041).
 */
export type PurgeCounts = Record<RetentionKind | 'shareLinks' | 'pendingFileChunks', number>;

/** 'busy': another instance held the lock, so this one deleted no rows (its outbox files still went). */
export type PurgeOutcome = { status: 'done' | 'busy'; counts: PurgeCounts };

type TableRule = { kind: Exclude<RetentionKind, 'outboxEmails'>; table: PgTable; id: PgColumn; expired: (cutoff: Date) => SQL | undefined };
type BatchRule = Pick<TableRule, 'table' | 'id' | 'expired'>;

const tableRules: readonly TableRule[] = [
  { kind: 'assessmentResults', table: assessmentResults, id: assessmentResults.id, expired: (cutoff) => lt(assessmentResults.createdAt, cutoff) },
  // From the appointment (a booking made for a date next year stays until after that date), or
  // from when it was made when that is later.
  {
    kind: 'bookings',
    table: bookings,
    id: bookings.id,
    expired: (cutoff) => sql`greatest(${bookings.preferredDateTime}, ${bookings.createdAt}) < ${cutoff.toISOString()}`,
  },
  { kind: 'messages', table: contactSubmissions, id: contactSubmissions.id, expired: (cutoff) => lt(contactSubmissions.createdAt, cutoff) },
  { kind: 'signups', table: userSignups, id: userSignups.id, expired: (cutoff) => lt(userSignups.createdAt, cutoff) },
  { kind: 'communityPosts', table: communityPosts, id: communityPosts.id, expired: (cutoff) => lt(communityPosts.createdAt, cutoff) },
];

const shareLinkRule: BatchRule = { table: shareLinks, id: shareLinks.linkId, expired: (now) => lte(shareLinks.expiresAt, now) };

/**
 * An upload abandoned before its record was saved (the tab closed, an error before the page could
 * delete it): its chunks were never committed. Chunks have no one-column id, so a batch is named
 * by the row's physical id (ctid) inside the same statement.
 */
async function deletePendingChunksBatch(db: Database, cutoff: Date, batch: number): Promise<number | 'busy'> {
  return db.transaction(async (tx) => {
    if (!(await tryLock(tx))) return 'busy' as const;
    const pending = and(isNull(vaultFileChunks.committedAt), lt(vaultFileChunks.createdAt, cutoff));
    const deleted = await tx
      .delete(vaultFileChunks)
      .where(sql`ctid in (select ctid from ${vaultFileChunks} where ${pending} limit ${batch})`)
      .returning({ size: vaultFileChunks.size });
    return deleted.length;
  });
}

/** The moment before which data of this period has expired. */
export function cutoffFor(days: number, now: Date): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

async function tryLock(tx: Database): Promise<boolean> {
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${PURGE_LOCK_KEY}) as locked`)) as unknown as {
    rows: { locked: boolean }[];
  };
  return result.rows[0]?.locked === true;
}

/** One batch of one table; 'busy' when another instance is purging. */
async function deleteBatch(db: Database, rule: BatchRule, cutoff: Date, batch: number): Promise<number | 'busy'> {
  return db.transaction(async (tx) => {
    if (!(await tryLock(tx))) return 'busy' as const;
    const expiredIds = tx.select({ id: rule.id }).from(rule.table).where(rule.expired(cutoff)).limit(batch);
    const deleted = await tx.delete(rule.table).where(inArray(rule.id, expiredIds)).returning({ id: rule.id });
    return deleted.length;
  });
}

export type PurgeOptions = {
  retentionDays: RetentionPeriods;
  outboxDir: string;
  now?: Date;
  batch?: number;
  /** Checked between batches: a shutdown stops the run there (the next run finishes it). */
  shouldStop?: () => boolean;
};

/** Deletes every row and outbox file older than its period; resolves with the counts. */
export async function purgeExpired(db: Database, options: PurgeOptions): Promise<PurgeOutcome> {
  const now = options.now ?? new Date();
  const batch = options.batch ?? PURGE_BATCH;
  const counts: PurgeCounts = { assessmentResults: 0, bookings: 0, messages: 0, signups: 0, communityPosts: 0, outboxEmails: 0, shareLinks: 0, pendingFileChunks: 0 };
  // Files first, whatever the lock: each instance may have an outbox of its own (its DATA_DIR).
  counts.outboxEmails = await purgeOutboxFiles(options.outboxDir, cutoffFor(options.retentionDays.outboxEmails, now));
  for (const rule of tableRules) {
    const cutoff = cutoffFor(options.retentionDays[rule.kind], now);
    for (;;) {
      if (options.shouldStop?.()) return { status: 'done', counts };
      const deleted = await deleteBatch(db, rule, cutoff, batch);
      if (deleted === 'busy') return { status: 'busy', counts };
      counts[rule.kind] += deleted;
      if (deleted < batch) break;
    }
  }
  // A share link ends at its own expiry (1, 7 or 30 days from when she made it).
  for (;;) {
    if (options.shouldStop?.()) return { status: 'done', counts };
    const deleted = await deleteBatch(db, shareLinkRule, now, batch);
    if (deleted === 'busy') return { status: 'busy', counts };
    counts.shareLinks += deleted;
    if (deleted < batch) break;
  }
  // Her files' chunks never committed, a day after they arrived (whatever the retention periods).
  const pending = await purgePendingFileChunks(db, { now, batch, ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}) });
  counts.pendingFileChunks = pending.deleted;
  return { status: pending.status, counts };
}

/**
 * The purge's last part, on its own: chunks of her files never committed, a day after they
 * arrived (docs/decisions/0041), in batches. 'busy' when another instance holds the lock.
 */
export async function purgePendingFileChunks(
  db: Database,
  options: { now?: Date; batch?: number; shouldStop?: () => boolean } = {},
): Promise<{ status: 'done' | 'busy'; deleted: number }> {
  const now = options.now ?? new Date();
  const batch = options.batch ?? PURGE_BATCH;
  const cutoff = new Date(now.getTime() - VAULT_PENDING_FILE_HOURS * 3600 * 1000);
  let total = 0;
  for (;;) {
    if (options.shouldStop?.()) return { status: 'done', deleted: total };
    const deleted = await deletePendingChunksBatch(db, cutoff, batch);
    if (deleted === 'busy') return { status: 'busy', deleted: total };
    total += deleted;
    if (deleted < batch) return { status: 'done', deleted: total };
  }
}

/**
 * The old tool accounts' plain rows (docs/decisions/0003; what server/db/legacy-tool-data.ts moves
 * into a vault on her request), every one of them, once LEGACY_TOOLS_UNTIL is over
 * (docs/decisions/0015): the tools' tables, then the accounts of role 'tool' (their sessions go
 * with them). Admin accounts stay.
 */
const legacyRules: readonly BatchRule[] = [
  { table: affirmationProgress, id: affirmationProgress.id, expired: () => sql`true` },
  { table: boundaryScripts, id: boundaryScripts.id, expired: () => sql`true` },
  { table: journalEntries, id: journalEntries.id, expired: () => sql`true` },
  { table: exitPlanSteps, id: exitPlanSteps.id, expired: () => sql`true` },
  { table: symptomTracking, id: symptomTracking.id, expired: () => sql`true` },
  { table: users, id: users.id, expired: () => eq(users.role, 'tool') },
];

export type LegacyPurgeOptions = { legacyToolsUntil: string; now?: Date; batch?: number; shouldStop?: () => boolean };

/** After LEGACY_TOOLS_UNTIL, deletes every old tool row and account; 'open' while the move is still offered. */
export async function purgeLegacyToolData(db: Database, options: LegacyPurgeOptions): Promise<{ status: 'open' | 'done' | 'busy'; deleted: number }> {
  const now = options.now ?? new Date();
  if (now.getTime() < legacyToolsEndAt(options.legacyToolsUntil).getTime()) return { status: 'open', deleted: 0 };
  const batch = options.batch ?? PURGE_BATCH;
  let deleted = 0;
  for (const rule of legacyRules) {
    for (;;) {
      if (options.shouldStop?.()) return { status: 'done', deleted };
      const count = await deleteBatch(db, rule, now, batch);
      if (count === 'busy') return { status: 'busy', deleted };
      deleted += count;
      if (count < batch) break;
    }
  }
  return { status: 'done', deleted };
}
