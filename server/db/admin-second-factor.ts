/**
 * An admin's second factor in the database (docs/decisions/0018). Every change that must happen
 * once (a code accepted, a recovery code used, enrolment confirmed) is one conditional
 * statement, so two instances, or two tabs, can never both succeed with the same code.
 */
import { and, count, eq, isNotNull, isNull, lt, notLike, or } from 'drizzle-orm';
import { TotpSecretBox } from '../auth/totp-secret-box';
import type { Database } from './client';
import { adminRecoveryCodes, adminSecondFactors } from './schema';

export type StoredSecondFactor = { secret: string; enabled: boolean };

/**
 * The admin's second factor with its secret opened (server/auth/totp-secret-box.ts). A secret
 * still stored plain (written before secrets were sealed, e.g. by an older instance during an
 * upgrade) is sealed in place first.
 */
export async function findSecondFactor(db: Database, userId: number, box: TotpSecretBox): Promise<StoredSecondFactor | undefined> {
  const [row] = await db
    .select({ secret: adminSecondFactors.secret, enabledAt: adminSecondFactors.enabledAt })
    .from(adminSecondFactors)
    .where(eq(adminSecondFactors.userId, userId));
  if (!row) return undefined;
  if (!TotpSecretBox.isSealed(row.secret)) {
    await sealPlainSecret(db, box, userId, row.secret);
    return { secret: row.secret, enabled: row.enabledAt !== null };
  }
  return { secret: box.open(userId, row.secret), enabled: row.enabledAt !== null };
}

async function sealPlainSecret(db: Database, box: TotpSecretBox, userId: number, plain: string): Promise<boolean> {
  const rows = await db
    .update(adminSecondFactors)
    .set({ secret: box.seal(userId, plain) })
    .where(and(eq(adminSecondFactors.userId, userId), eq(adminSecondFactors.secret, plain)))
    .returning({ userId: adminSecondFactors.userId });
  return rows.length > 0;
}

/**
 * Seals every secret still stored plain (at start-up; each row by one conditional update, so
 * instances starting together seal each once). Answers how many it sealed.
 */
export async function sealPlainSecondFactorSecrets(db: Database, box: TotpSecretBox): Promise<number> {
  const plain = await db
    .select({ userId: adminSecondFactors.userId, secret: adminSecondFactors.secret })
    .from(adminSecondFactors)
    .where(notLike(adminSecondFactors.secret, 'v1.%'));
  let sealed = 0;
  for (const row of plain) if (await sealPlainSecret(db, box, row.userId, row.secret)) sealed += 1;
  return sealed;
}

/** Whether the admin's second factor is on (nothing opened). */
export async function secondFactorOn(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: adminSecondFactors.userId })
    .from(adminSecondFactors)
    .where(and(eq(adminSecondFactors.userId, userId), isNotNull(adminSecondFactors.enabledAt)));
  return row !== undefined;
}

/** Keeps a new, not yet confirmed secret (replacing an unconfirmed one), sealed; false when one is on. */
export async function storePendingSecret(db: Database, userId: number, plainSecret: string, box: TotpSecretBox): Promise<boolean> {
  const secret = box.seal(userId, plainSecret);
  const rows = await db
    .insert(adminSecondFactors)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: adminSecondFactors.userId,
      set: { secret, lastStep: null, createdAt: new Date() },
      setWhere: isNull(adminSecondFactors.enabledAt),
    })
    .returning({ userId: adminSecondFactors.userId });
  return rows.length > 0;
}

/**
 * Turns the pending secret on, with `step` as its first accepted step and these recovery codes
 * (their hashes) instead of any earlier ones. False when there was nothing pending.
 */
export async function confirmSecondFactor(db: Database, userId: number, step: number, codeHashes: readonly string[], now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const confirmed = await tx
      .update(adminSecondFactors)
      .set({ enabledAt: now, lastStep: step })
      .where(and(eq(adminSecondFactors.userId, userId), isNull(adminSecondFactors.enabledAt)))
      .returning({ userId: adminSecondFactors.userId });
    if (confirmed.length === 0) return false;
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
    await tx.insert(adminRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    return true;
  });
}

/** Accepts a TOTP step once: true only when it is newer than every step accepted before. */
export async function acceptStep(db: Database, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(adminSecondFactors)
    .set({ lastStep: step })
    .where(
      and(
        eq(adminSecondFactors.userId, userId),
        isNotNull(adminSecondFactors.enabledAt),
        or(isNull(adminSecondFactors.lastStep), lt(adminSecondFactors.lastStep, step)),
      ),
    )
    .returning({ userId: adminSecondFactors.userId });
  return rows.length > 0;
}

/** Uses a recovery code: true only the first time, and only for its own admin. */
export async function useRecoveryCode(db: Database, userId: number, codeHash: string, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(adminRecoveryCodes.userId, userId), eq(adminRecoveryCodes.codeHash, codeHash), isNull(adminRecoveryCodes.usedAt)))
    .returning({ id: adminRecoveryCodes.id });
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Removes the second factor and its recovery codes. */
export async function removeSecondFactor(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
    await tx.delete(adminSecondFactors).where(eq(adminSecondFactors.userId, userId));
  });
}
