/**
 * Her photos and files (docs/decisions/0032): sealed chunks, each under the vault id of the
 * session that sent it. Like server/db/vault.ts, every query is scoped by that vault id, and a
 * write that checks the vault's limit first takes the vault's advisory lock.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { VAULT_TOTAL_MAX_BYTES } from '@core/contracts/vault';
import type { Database } from './client';
import { vaultFileChunks } from './schema';
import { fileBytesOf, lockVaults, usageOf } from './vault';

const ofFile = (vaultId: string, fileId: string) => and(eq(vaultFileChunks.vaultId, vaultId), eq(vaultFileChunks.fileId, fileId));
const theChunk = (vaultId: string, fileId: string, index: number) => and(ofFile(vaultId, fileId), eq(vaultFileChunks.chunkIndex, index));

export type PutFileChunk = { vaultId: string; fileId: string; index: number; bytes: Buffer; now: Date; maxGrowth?: number };

export type PutChunkOutcome =
  /** `growth`: how many bytes the vault grew by; `usage`: what it holds now. */
  | { outcome: 'created' | 'replaced'; growth: number; usage: { records: number; bytes: number; fileBytes: number } }
  /** Records and files together would pass VAULT_TOTAL_MAX_BYTES: nothing was written. */
  | { outcome: 'files-full' }
  /** The site's storage is at its cap (VAULT_STORAGE_CAP_MB): nothing was written. */
  | { outcome: 'storage-full' };

/** Stores one sealed chunk (a retried chunk replaces the one sent before). */
export async function putFileChunk(db: Database, put: PutFileChunk): Promise<PutChunkOutcome> {
  return db.transaction(async (tx): Promise<PutChunkOutcome> => {
    await lockVaults(tx, [put.vaultId]);
    const [existing] = await tx.select({ size: vaultFileChunks.size }).from(vaultFileChunks).where(theChunk(put.vaultId, put.fileId, put.index)).limit(1);
    const usage = await usageOf(tx, put.vaultId);
    const fileBytes = await fileBytesOf(tx, put.vaultId);
    const growth = put.bytes.length - (existing?.size ?? 0);
    if (growth > 0 && usage.bytes + fileBytes + growth > VAULT_TOTAL_MAX_BYTES) return { outcome: 'files-full' };
    if (put.maxGrowth !== undefined && growth > 0 && growth > put.maxGrowth) return { outcome: 'storage-full' };
    await tx
      .insert(vaultFileChunks)
      .values({ vaultId: put.vaultId, fileId: put.fileId, chunkIndex: put.index, bytes: put.bytes, size: put.bytes.length, createdAt: put.now })
      .onConflictDoUpdate({
        target: [vaultFileChunks.vaultId, vaultFileChunks.fileId, vaultFileChunks.chunkIndex],
        // The row's own new bytes (excluded.bytes), not a second copy of the chunk in the statement's parameters.
        set: { bytes: sql`excluded.bytes`, size: put.bytes.length, createdAt: put.now },
      });
    return { outcome: existing ? 'replaced' : 'created', growth, usage: { ...usage, fileBytes: fileBytes + growth } };
  });
}

/** One sealed chunk of this vault's file, or undefined. */
export async function readFileChunk(db: Database, vaultId: string, fileId: string, index: number): Promise<Buffer | undefined> {
  const [row] = await db.select({ bytes: vaultFileChunks.bytes }).from(vaultFileChunks).where(theChunk(vaultId, fileId, index)).limit(1);
  return row?.bytes;
}

/** Deletes every chunk of one file of this vault; answers how many bytes went. */
export async function deleteFile(db: Database, vaultId: string, fileId: string): Promise<number> {
  const rows = await db.delete(vaultFileChunks).where(ofFile(vaultId, fileId)).returning({ size: vaultFileChunks.size });
  return rows.reduce((sum, row) => sum + row.size, 0);
}

/**
 * Marks files of this vault as kept (docs/decisions/0041): her browser sends their ids once the
 * record naming them is saved, and again each time her journal opens. Answers how many of them
 * were still pending; ids of files this vault does not hold change nothing.
 */
export async function commitFiles(db: Database, vaultId: string, fileIds: readonly string[], now: Date): Promise<number> {
  const rows = await db
    .update(vaultFileChunks)
    .set({ committedAt: now })
    .where(and(eq(vaultFileChunks.vaultId, vaultId), inArray(vaultFileChunks.fileId, [...fileIds]), isNull(vaultFileChunks.committedAt)))
    .returning({ fileId: vaultFileChunks.fileId });
  return new Set(rows.map((row) => row.fileId)).size;
}

/**
 * Which of these files this vault holds, pending or kept, with their chunk counts and sealed
 * bytes (a restore asks before sending, so it sends only what is missing); ids of files this
 * vault does not hold are left out, telling nothing of any other vault.
 */
export async function heldFiles(db: Database, vaultId: string, fileIds: readonly string[]): Promise<Array<{ fileId: string; chunks: number; bytes: number }>> {
  return db
    .select({
      fileId: vaultFileChunks.fileId,
      chunks: sql<number>`count(*)`.mapWith(Number),
      bytes: sql<number>`coalesce(sum(${vaultFileChunks.size}), 0)`.mapWith(Number),
    })
    .from(vaultFileChunks)
    .where(and(eq(vaultFileChunks.vaultId, vaultId), inArray(vaultFileChunks.fileId, [...fileIds])))
    .groupBy(vaultFileChunks.fileId)
    .orderBy(vaultFileChunks.fileId);
}
