/**
 * The photos and files of a share link (docs/decisions/0034): her browser opens each file of her
 * vault a chunk at a time with the file's own key (core/vault/file-chunks.ts) and re-seals that
 * chunk under the link's key; the advocate's browser opens them again. The server stores the
 * sealed chunks beside the link's bundle and deletes them with it.
 *
 *   chunk = the vault's chunk envelope: 0x01 ‖ nonce (12 random bytes) ‖ AES-256-GCM ciphertext ‖ tag
 *   additional data = UTF-8( "save-sisterhood/share/v1/chunk" ‖ 0x00 ‖ link id ‖ 0x00 ‖
 *                            attachment id ‖ 0x00 ‖ chunk index (decimal) ‖ 0x00 ‖ "1" for the last chunk, else "0" )
 *
 * A chunk changed, moved to another index, another file or another link, or a file cut short,
 * fails its tag; the chunk count comes from the (sealed) bundle. Every failure is one
 * ShareFileError, and the page says "this could not be read" for that file only.
 */
import { fromBase64url, toBase64url } from '../vault/base64url';
import { FILE_CHUNK_OVERHEAD_BYTES, chunkCount, chunkRange, openChunkEnvelope, sealChunkEnvelope } from '../vault/file-chunks';
import type { ShareAttachment } from './share-bundle';

export const SHARE_CHUNK_AAD_LABEL = 'save-sisterhood/share/v1/chunk';

const encoder = new TextEncoder();

/** The one error opening a shared file throws. */
export class ShareFileError extends Error {
  override name = 'ShareFileError';
  constructor(readonly reason: 'missing' | 'not-authentic') {
    super(`This file could not be read (${reason}).`);
  }
}

function shareChunkAad(linkId: string, attachmentId: string, index: number, last: boolean): Uint8Array<ArrayBuffer> {
  return encoder.encode(`${SHARE_CHUNK_AAD_LABEL}\u0000${linkId}\u0000${attachmentId}\u0000${index}\u0000${last ? '1' : '0'}`);
}

/** Seals chunk `index` (of `count`) of the link's file `attachmentId`; answers it as base64url, as the API carries it. */
export async function sealShareChunk(key: CryptoKey, linkId: string, attachmentId: string, index: number, count: number, plain: Uint8Array<ArrayBuffer>): Promise<string> {
  if (!Number.isInteger(index) || index < 0 || index >= count) throw new RangeError('A chunk index is from 0 to the chunk count less one.');
  return toBase64url(await sealChunkEnvelope(key, shareChunkAad(linkId, attachmentId, index, index === count - 1), plain));
}

/** The plain bytes of chunk `index` (of `count`), or a ShareFileError. */
export async function openShareChunk(key: CryptoKey, linkId: string, attachmentId: string, index: number, count: number, sealed: string): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = fromBase64url(sealed);
  if (!bytes) throw new ShareFileError('not-authentic');
  try {
    return await openChunkEnvelope(key, shareChunkAad(linkId, attachmentId, index, index === count - 1), bytes);
  } catch {
    throw new ShareFileError('not-authentic');
  }
}

/**
 * Re-seals one file for a link: `readChunk` answers its plain chunk `index` (from her vault);
 * each is sealed under the link's key and wiped before the next is read, so one plain chunk is
 * in memory at a time. Answers the sealed chunks, in order.
 */
export async function resealForShare(
  key: CryptoKey,
  linkId: string,
  attachmentId: string,
  size: number,
  readChunk: (index: number) => Promise<Uint8Array<ArrayBuffer>>,
): Promise<string[]> {
  const count = chunkCount(size);
  const sealed: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const plain = await readChunk(index);
    try {
      const { start, end } = chunkRange(index, size);
      if (plain.length !== end - start) throw new ShareFileError('not-authentic');
      sealed.push(await sealShareChunk(key, linkId, attachmentId, index, count, plain));
    } finally {
      plain.fill(0);
    }
  }
  return sealed;
}

/**
 * Opens a shared file from its sealed chunks (as the link's answer carried them): the count must
 * be the bundle's, each chunk must open where it stands. Answers its bytes as a Blob.
 */
export async function openSharedFile(key: CryptoKey, linkId: string, attachment: ShareAttachment, sealed: readonly string[] | undefined): Promise<Blob> {
  if (!sealed || sealed.length !== attachment.chunks) throw new ShareFileError('missing');
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (let index = 0; index < sealed.length; index += 1) parts.push(await openShareChunk(key, linkId, attachment.attachmentId, index, sealed.length, sealed[index]!));
  const blob = new Blob(parts, { type: attachment.type });
  if (blob.size !== attachment.size) throw new ShareFileError('not-authentic');
  return blob;
}

/** The characters a file of `size` bytes adds to a link (its sealed chunks as base64url), against SHARE_MAX_BYTES. */
export function sharedFileCharacters(size: number): number {
  let total = 0;
  const count = chunkCount(size);
  for (let index = 0; index < count; index += 1) {
    const { start, end } = chunkRange(index, size);
    total += Math.ceil(((end - start + FILE_CHUNK_OVERHEAD_BYTES) * 4) / 3);
  }
  return total;
}
