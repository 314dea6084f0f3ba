/**
 * The private vault's queries (docs/decisions/0015). Every query is scoped by the vault id of
 * the caller's session, so no session can reach another vault's records. Writes that check a
 * vault's limits take a transaction-scoped advisory lock on that vault first, so two requests
 * at once cannot both pass the limit check.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { VAULT_MAX_BYTES, VAULT_MAX_RECORDS, VAULT_TOTAL_MAX_BYTES } from '@core/contracts/vault';
import type { Database } from './client';
import { shareLinks, vaultFileChunks, vaultRecords } from './schema';
import { vaultSessionRows } from './session-rows';
import { deleteShareLinksOfVault, moveShareLinks } from './shares';

export type VaultRecordRow = typeof vaultRecords.$inferSelect;

/** Locks the vaults for the rest of the transaction, always in the same order (no deadlock). */
export async function lockVaults(tx: Database, vaultIds: string[]): Promise<void> {
  for (const vaultId of [...new Set(vaultIds)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`vault:${vaultId}`}, 0))`);
  }
}

const ofVault = (vaultId: string) => eq(vaultRecords.vaultId, vaultId);
const theRecord = (vaultId: string, recordId: string) => and(ofVault(vaultId), eq(vaultRecords.recordId, recordId));

/** Oldest first; an id that was never used and one that was emptied read the same: no rows. */
export async function listVaultRecords(db: Database, vaultId: string): Promise<VaultRecordRow[]> {
  return db.select().from(vaultRecords).where(ofVault(vaultId)).orderBy(asc(vaultRecords.createdAt), asc(vaultRecords.recordId));
}

/** Every vault's envelopes and file chunks together, in bytes (the total VAULT_STORAGE_CAP_MB caps: server/vault-storage.ts). */
export async function totalVaultBytes(db: Database): Promise<number> {
  const [row] = await db
    .select({
      bytes: sql<number>`coalesce((select sum(${vaultRecords.size}) from ${vaultRecords}), 0) + coalesce((select sum(${vaultFileChunks.size}) from ${vaultFileChunks}), 0) + coalesce((select sum(${shareLinks.size}) from ${shareLinks}), 0)`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  // Her photos' chunks (docs/decisions/0032) and her share links' ciphertext (0034) are stored for her too.
  return row?.bytes ?? 0;
}

/** The bytes of one vault's sealed file chunks (docs/decisions/0032). */
export async function fileBytesOf(tx: Database, vaultId: string): Promise<number> {
  const [row] = await tx
    .select({ bytes: sql<number>`coalesce(sum(${vaultFileChunks.size}), 0)`.mapWith(Number) })
    .from(vaultFileChunks)
    .where(eq(vaultFileChunks.vaultId, vaultId));
  return row?.bytes ?? 0;
}

/** How many records and bytes one vault holds. */
export async function usageOf(tx: Database, vaultId: string): Promise<{ records: number; bytes: number }> {
  const [usage] = await tx
    .select({ records: sql<number>`count(*)`.mapWith(Number), bytes: sql<number>`coalesce(sum(${vaultRecords.size}), 0)`.mapWith(Number) })
    .from(vaultRecords)
    .where(ofVault(vaultId));
  return usage ?? { records: 0, bytes: 0 };
}

export type PutVaultRecord = {
  vaultId: string;
  recordId: string;
  envelope: string;
  baseVersion: number;
  now: Date;
  /** How many bytes the site's storage may still grow by (its cap); a put that adds more writes nothing. */
  maxGrowth?: number;
};

export type PutOutcome =
  /** `growth`: the bytes the vault grew by (negative when an update shrank a record). */
  | { outcome: 'created' | 'updated'; row: VaultRecordRow; growth: number }
  /** `baseVersion` is not the stored version (0 for "not stored"): nothing was written. */
  | { outcome: 'conflict'; current: VaultRecordRow | undefined }
  | { outcome: 'too-many-records' }
  | { outcome: 'vault-full' }
  /** Records and files together would pass VAULT_TOTAL_MAX_BYTES: nothing was written. */
  | { outcome: 'files-full' }
  /** The site's storage is at its cap: nothing was written (a put that adds nothing still goes through). */
  | { outcome: 'storage-full' };

/** Creates (baseVersion 0) or updates (baseVersion = the stored version) one record. */
export async function putVaultRecord(db: Database, put: PutVaultRecord): Promise<PutOutcome> {
  return db.transaction(async (tx): Promise<PutOutcome> => {
    await lockVaults(tx, [put.vaultId]);
    const [existing] = await tx.select().from(vaultRecords).where(theRecord(put.vaultId, put.recordId)).limit(1);
    if ((existing?.version ?? 0) !== put.baseVersion) return { outcome: 'conflict', current: existing };
    const usage = await usageOf(tx, put.vaultId);
    const size = put.envelope.length;
    if (!existing && usage.records >= VAULT_MAX_RECORDS) return { outcome: 'too-many-records' };
    if (usage.bytes - (existing?.size ?? 0) + size > VAULT_MAX_BYTES) return { outcome: 'vault-full' };
    const growth = size - (existing?.size ?? 0);
    if (growth > 0 && usage.bytes + growth + (await fileBytesOf(tx, put.vaultId)) > VAULT_TOTAL_MAX_BYTES) return { outcome: 'files-full' };
    if (put.maxGrowth !== undefined && growth > 0 && growth > put.maxGrowth) return { outcome: 'storage-full' };
    if (existing) {
      const [row] = await tx
        .update(vaultRecords)
        .set({ envelope: put.envelope, size, version: existing.version + 1, updatedAt: put.now })
        .where(theRecord(put.vaultId, put.recordId))
        .returning();
      if (!row) throw new Error('The vault record update returned no row.');
      return { outcome: 'updated', row, growth };
    }
    const [row] = await tx
      .insert(vaultRecords)
      .values({ vaultId: put.vaultId, recordId: put.recordId, envelope: put.envelope, size, version: 1, createdAt: put.now, updatedAt: put.now })
      .returning();
    if (!row) throw new Error('The vault record insert returned no row.');
    return { outcome: 'created', row, growth };
  });
}

/** Deletes one record of this vault; nothing happens when it has no such record. */
export async function deleteVaultRecord(db: Database, vaultId: string, recordId: string): Promise<void> {
  await db.delete(vaultRecords).where(theRecord(vaultId, recordId));
}

/** "Delete my data": every record, file chunk, share link and session of the vault, in one transaction. */
export async function deleteVault(db: Database, vaultId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(vaultRecords).where(ofVault(vaultId));
    await tx.delete(vaultFileChunks).where(eq(vaultFileChunks.vaultId, vaultId));
    await deleteShareLinksOfVault(tx, vaultId);
    await vaultSessionRows.deleteOfVault(tx, vaultId);
  });
}

export type RekeyVault = {
  fromVaultId: string;
  toVaultId: string;
  /** Every record of the old vault, re-encrypted; `version` is the stored version she re-encrypted. */
  records: { recordId: string; version: number; envelope: string }[];
  now: Date;
};

export type RekeyOutcome =
  | { outcome: 'moved'; rows: VaultRecordRow[] }
  /** A record was added, changed or deleted since she read them: nothing was written. */
  | { outcome: 'stale' }
  /** The new vault already holds records: nothing was written. */
  | { outcome: 'target-in-use' };

/** Rows per insert statement (PostgreSQL allows 65,535 parameters; a row takes 7). */
const INSERT_CHUNK = 1000;

/**
 * A passphrase change, in one transaction: the records move to the new vault id (versions go
 * up by one, creation times stay), the old vault's records and every one of its sessions go.
 */
export async function rekeyVault(db: Database, rekey: RekeyVault): Promise<RekeyOutcome> {
  return db.transaction(async (tx): Promise<RekeyOutcome> => {
    await lockVaults(tx, [rekey.fromVaultId, rekey.toVaultId]);
    const stored = await tx
      .select({ recordId: vaultRecords.recordId, version: vaultRecords.version, createdAt: vaultRecords.createdAt })
      .from(vaultRecords)
      .where(ofVault(rekey.fromVaultId));
    const storedById = new Map(stored.map((row) => [row.recordId, row]));
    const sent = new Set(rekey.records.map((record) => record.recordId));
    const complete =
      stored.length === rekey.records.length &&
      sent.size === rekey.records.length &&
      rekey.records.every((record) => storedById.get(record.recordId)?.version === record.version);
    if (!complete) return { outcome: 'stale' };

    const [taken] = await tx.select({ recordId: vaultRecords.recordId }).from(vaultRecords).where(ofVault(rekey.toVaultId)).limit(1);
    if (taken) return { outcome: 'target-in-use' };
    const [takenFile] = await tx.select({ fileId: vaultFileChunks.fileId }).from(vaultFileChunks).where(eq(vaultFileChunks.vaultId, rekey.toVaultId)).limit(1);
    if (takenFile) return { outcome: 'target-in-use' };

    await tx.delete(vaultRecords).where(ofVault(rekey.fromVaultId));
    const moved = rekey.records.map((record) => ({
      vaultId: rekey.toVaultId,
      recordId: record.recordId,
      envelope: record.envelope,
      size: record.envelope.length,
      version: record.version + 1,
      createdAt: storedById.get(record.recordId)?.createdAt ?? rekey.now,
      updatedAt: rekey.now,
    }));
    for (let start = 0; start < moved.length; start += INSERT_CHUNK) {
      await tx.insert(vaultRecords).values(moved.slice(start, start + INSERT_CHUNK));
    }
    // Her files' keys live in the records just re-sealed: the chunks move as they are (docs/decisions/0032).
    await tx.update(vaultFileChunks).set({ vaultId: rekey.toVaultId }).where(eq(vaultFileChunks.vaultId, rekey.fromVaultId));
    await vaultSessionRows.deleteOfVault(tx, rekey.fromVaultId);
    // Her share links keep working: their keys have nothing to do with her passphrase (docs/decisions/0034).
    await moveShareLinks(tx, rekey.fromVaultId, rekey.toVaultId);
    const rows = await tx.select().from(vaultRecords).where(ofVault(rekey.toVaultId)).orderBy(asc(vaultRecords.createdAt), asc(vaultRecords.recordId));
    return { outcome: 'moved', rows };
  });
}
