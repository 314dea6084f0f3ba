/**
 * The plain rows of an old tool account (docs/decisions/0003), read once to move them into her
 * vault and deleted once they are there (docs/decisions/0015). The digest names exactly what
 * was handed out, so the deletion never takes a row she saved meanwhile on another device.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AffirmationRecord, SavedBoundaryScript } from '@core/contracts/tools';
import { type AffirmationRow, listAffirmations } from './affirmations';
import { type BoundaryScriptRow, listBoundaryScripts } from './boundary-scripts';
import type { Database } from './client';
import { users } from './schema';
import { type Account, deleteToolAccount } from './users';

export type LegacyToolData = { journey: AffirmationRow[]; scripts: BoundaryScriptRow[] };

export async function readLegacyToolData(db: Database, account: Account): Promise<LegacyToolData> {
  return { journey: await listAffirmations(db, account.username), scripts: await listBoundaryScripts(db, account.username) };
}

/** A journey row as the migration hands it to her browser. */
export function toAffirmationRecord(row: AffirmationRow): AffirmationRecord {
  return {
    id: row.id,
    day: row.day,
    completed: row.completed,
    reflection: row.reflection,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}

/** A saved script row as the migration hands it to her browser. */
export function toSavedBoundaryScript(row: BoundaryScriptRow): SavedBoundaryScript {
  return {
    id: row.id,
    toxicBehavior: row.toxicBehavior,
    situation: row.situation,
    generatedScript: row.generatedScript,
    isFavorite: row.isFavorite,
    createdAt: row.createdAt.toISOString(),
  };
}

/** SHA-256 over the account and every row as stored (ids, texts, flags, times). */
export function digestLegacyToolData(account: Account, data: LegacyToolData): string {
  const rows = {
    account: [account.id, account.username, account.passwordHash],
    journey: data.journey.map((row) => [row.id, row.day, row.completed, row.reflection, row.completedAt?.toISOString() ?? null]),
    scripts: data.scripts.map((row) => [row.id, row.toxicBehavior, row.situation, row.generatedScript, row.isFavorite, row.createdAt.toISOString()]),
  };
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

export type LegacyDeletion = 'deleted' | 'changed' | 'gone';

/**
 * Deletes the old account and its rows when they are still exactly what the digest names:
 * 'changed' (nothing deleted) when a row was added or changed since, 'gone' when the account no
 * longer exists (already moved, or deleted).
 */
export async function deleteLegacyToolDataIfUnchanged(db: Database, userId: number, digest: string): Promise<LegacyDeletion> {
  return db.transaction(async (tx): Promise<LegacyDeletion> => {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
    if (!row || row.role !== 'tool') return 'gone';
    const account: Account = { id: row.id, username: row.username, passwordHash: row.password, role: 'tool' };
    if (digestLegacyToolData(account, await readLegacyToolData(tx, account)) !== digest) return 'changed';
    await deleteToolAccount(tx, { userId: account.id, email: account.username });
    return 'deleted';
  });
}
