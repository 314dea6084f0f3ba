/**
 * The storage of shared limits (table `limit_counters`): fixed-window counters, each started by
 * its first hit, with an optional lockout. One upsert per counted hit; every instance on the
 * same database sees the same counts. Keys are made by server/security/shared-limits.ts (a scope
 * and an HMAC), never from an email or an address in clear.
 */
import { and, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from './client';
import { limitCounters } from './schema';

export type LimitCount = {
  key: string;
  /** Hits in the current window (0 when the window has ended). */
  hits: number;
  resetsAt: Date;
  lockedUntil: Date | null;
};

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Counts one hit on each key (distinct keys) in a window of `windowMs` that starts at the first
 * hit, in one statement; answers each key's count after the hit. `amount` counts more than one
 * at once (the vault's daily byte budget counts bytes: server/security/vault-write-budget.ts).
 */
export async function hitLimitCounters(db: Database, keys: readonly string[], windowMs: number, now: Date, amount = 1): Promise<LimitCount[]> {
  if (keys.length === 0) return [];
  if (!Number.isSafeInteger(amount) || amount < 1) throw new RangeError('A limit counter counts a whole number of at least 1.');
  const resetsAt = new Date(now.getTime() + windowMs);
  // Qualified by the table's name: in ON CONFLICT DO UPDATE the stored row is "limit_counters".
  const expired = sql`"limit_counters"."resets_at" <= ${timestamp(now)}`;
  const rows = await db
    .insert(limitCounters)
    .values([...new Set(keys)].map((key) => ({ key, hits: amount, resetsAt })))
    .onConflictDoUpdate({
      target: limitCounters.key,
      set: {
        hits: sql`case when ${expired} then ${amount}::integer else "limit_counters"."hits" + ${amount}::integer end`,
        resetsAt: sql`case when ${expired} then excluded."resets_at" else "limit_counters"."resets_at" end`,
      },
    })
    .returning();
  return rows;
}

/** The current counts of these keys; a key with no row, or whose window has ended, is absent or at 0 hits. */
export async function readLimitCounters(db: Database, keys: readonly string[], now: Date): Promise<Map<string, LimitCount>> {
  const counts = new Map<string, LimitCount>();
  if (keys.length === 0) return counts;
  const rows = await db.select().from(limitCounters).where(inArray(limitCounters.key, [...new Set(keys)]));
  for (const row of rows) counts.set(row.key, row.resetsAt <= now ? { ...row, hits: 0 } : row);
  return counts;
}

/** Locks these keys until `until`; a key not counted yet gets a row with no hits in a window already over. */
export async function lockLimitCounters(db: Database, keys: readonly string[], until: Date, now: Date): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(limitCounters)
    .values([...new Set(keys)].map((key) => ({ key, hits: 0, resetsAt: now, lockedUntil: until })))
    .onConflictDoUpdate({ target: limitCounters.key, set: { lockedUntil: until } });
}

/** Forgets these keys (a successful sign-in clears its account's failures). */
export async function clearLimitCounters(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(limitCounters).where(inArray(limitCounters.key, [...new Set(keys)]));
}

/** Deletes every counter whose window and lockout have both ended; answers how many. */
export async function purgeExpiredLimitCounters(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(limitCounters)
    .where(
      and(lte(limitCounters.resetsAt, now), or(isNull(limitCounters.lockedUntil), lte(limitCounters.lockedUntil, now))),
    )
    .returning({ key: limitCounters.key });
  return rows.length;
}
