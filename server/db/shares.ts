/**
 * Her share links' queries (docs/decisions/0034). Her own routes are scoped by the vault id of
 * her session; opening a link is scoped by its id and checked by its token's hash, in one
 * transaction with the row locked, so parallel wrong tries cannot pass the limit together.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { SHARE_MAX_LINKS, SHARE_WRONG_TRIES, type ShareFile } from '@core/contracts/share';
import { fromBase64url } from '@core/vault/base64url';
import type { Database } from './client';
import { shareLinkChunks, shareLinks } from './schema';

export type ShareLinkRow = typeof shareLinks.$inferSelect;

export type NewShareLink = {
  linkId: string;
  vaultId: string;
  tokenHash: string;
  ciphertext: string;
  /** Its photos and files, sealed chunks in base64url (checked by the contract). */
  files: readonly ShareFile[];
  /** Bundle and chunks together, in characters (core/contracts/share.ts `shareCharacters`). */
  size: number;
  onceOnly: boolean;
  expiresAt: Date;
  now: Date;
};

const live = (now: Date) => gt(shareLinks.expiresAt, now);

/** Stores a link unless the vault has SHARE_MAX_LINKS live ones, or the id exists. */
export async function createShareLink(db: Database, link: NewShareLink): Promise<'created' | 'too-many-links' | 'taken'> {
  return db.transaction(async (tx) => {
    // One vault's creations one at a time, so two at once cannot both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`share:${link.vaultId}`}, 0))`);
    const [held] = await tx
      .select({ links: count() })
      .from(shareLinks)
      .where(and(eq(shareLinks.vaultId, link.vaultId), live(link.now)));
    if ((held?.links ?? 0) >= SHARE_MAX_LINKS) return 'too-many-links';
    const inserted = await tx
      .insert(shareLinks)
      .values({
        linkId: link.linkId,
        vaultId: link.vaultId,
        tokenHash: link.tokenHash,
        ciphertext: link.ciphertext,
        size: link.size,
        onceOnly: link.onceOnly,
        createdAt: link.now,
        expiresAt: link.expiresAt,
      })
      .onConflictDoNothing()
      .returning({ linkId: shareLinks.linkId });
    if (inserted.length !== 1) return 'taken';
    // One chunk a row (at most a MiB each), in the link's transaction: a link is whole or absent.
    for (const file of link.files)
      for (const [index, chunk] of file.chunks.entries())
        await tx.insert(shareLinkChunks).values({ linkId: link.linkId, attachmentId: file.attachmentId, index, sealed: Buffer.from(fromBase64url(chunk)!) });
    return 'created';
  });
}

/** Her live links, oldest first (no ciphertext read). */
export async function listShareLinks(db: Database, vaultId: string, now: Date) {
  return db
    .select({
      linkId: shareLinks.linkId,
      createdAt: shareLinks.createdAt,
      expiresAt: shareLinks.expiresAt,
      onceOnly: shareLinks.onceOnly,
      views: shareLinks.views,
    })
    .from(shareLinks)
    .where(and(eq(shareLinks.vaultId, vaultId), live(now)))
    .orderBy(asc(shareLinks.createdAt), asc(shareLinks.linkId));
}

/** "Stop sharing": the row and its ciphertext go at once; nothing happens for a link not hers. */
export async function deleteShareLink(db: Database, vaultId: string, linkId: string): Promise<void> {
  await db.delete(shareLinks).where(and(eq(shareLinks.vaultId, vaultId), eq(shareLinks.linkId, linkId)));
}

/** "Delete my data": every link of the vault (called inside its transaction). */
export async function deleteShareLinksOfVault(tx: Database, vaultId: string): Promise<void> {
  await tx.delete(shareLinks).where(eq(shareLinks.vaultId, vaultId));
}

/** A passphrase change: her links follow her records to the new vault id (inside the rekey's transaction). */
export async function moveShareLinks(tx: Database, fromVaultId: string, toVaultId: string): Promise<void> {
  await tx.update(shareLinks).set({ vaultId: toVaultId }).where(eq(shareLinks.vaultId, fromVaultId));
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

export type OpenOutcome = { outcome: 'opened'; ciphertext: string; files: ShareFile[]; expiresAt: Date } | { outcome: 'cannot-open' };

/** A link's files as her browser sent them: chunks in order, grouped by attachment. */
async function filesOf(tx: Database, linkId: string): Promise<ShareFile[]> {
  const rows = await tx
    .select({ attachmentId: shareLinkChunks.attachmentId, index: shareLinkChunks.index, sealed: shareLinkChunks.sealed })
    .from(shareLinkChunks)
    .where(eq(shareLinkChunks.linkId, linkId))
    .orderBy(asc(shareLinkChunks.attachmentId), asc(shareLinkChunks.index));
  const files: ShareFile[] = [];
  for (const row of rows) {
    const last = files.at(-1);
    const chunk = row.sealed.toString('base64url');
    if (last?.attachmentId === row.attachmentId) last.chunks.push(chunk);
    else files.push({ attachmentId: row.attachmentId, chunks: [chunk] });
  }
  return files;
}

/**
 * Opens a link with the SHA-256 of the token sent: the ciphertext and files for the right one (a
 * once-only link's ciphertext and files are deleted as they are handed out); for anything else the same
 * 'cannot-open', and a wrong token counts a try: the SHARE_WRONG_TRIES-th deletes the link.
 */
export async function openShareLink(db: Database, linkId: string, tokenHash: string, now: Date): Promise<OpenOutcome> {
  return db.transaction(async (tx): Promise<OpenOutcome> => {
    const [row] = await tx.select().from(shareLinks).where(eq(shareLinks.linkId, linkId)).for('update').limit(1);
    if (!row || row.expiresAt.getTime() <= now.getTime()) return { outcome: 'cannot-open' };
    if (!sameHash(row.tokenHash, tokenHash)) {
      if (row.wrongTries + 1 >= SHARE_WRONG_TRIES) await tx.delete(shareLinks).where(eq(shareLinks.linkId, linkId));
      else
        await tx
          .update(shareLinks)
          .set({ wrongTries: row.wrongTries + 1 })
          .where(eq(shareLinks.linkId, linkId));
      return { outcome: 'cannot-open' };
    }
    if (row.ciphertext === null) return { outcome: 'cannot-open' };
    const files = await filesOf(tx, linkId);
    if (row.onceOnly) await tx.delete(shareLinkChunks).where(eq(shareLinkChunks.linkId, linkId));
    await tx
      .update(shareLinks)
      .set({
        views: row.views + 1,
        ...(row.onceOnly ? { ciphertext: null } : {}),
      })
      .where(eq(shareLinks.linkId, linkId));
    return {
      outcome: 'opened',
      ciphertext: row.ciphertext,
      files,
      expiresAt: row.expiresAt,
    };
  });
}
