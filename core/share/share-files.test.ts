import { describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from '../vault/base64url';
import { FILE_CHUNK_BYTES } from '../vault/file-chunks';
import { type ShareAttachment, type ShareBundle, shareBundleSchema } from './share-bundle';
import { ShareFileError, openSharedFile, resealForShare, sealShareChunk, sharedFileCharacters } from './share-files';
import { deriveShareKeys } from './share-keys';

const secret = new Uint8Array(32).map((_, index) => index * 7);
const otherSecret = new Uint8Array(32).map((_, index) => 200 - index);
const attachmentId = '0b6f7c1e-8d2a-4c3b-9e5f-1a2b3c4d5e6f';
const otherId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** A photo's bytes of two chunks and a bit, each byte known. */
const size = 2 * FILE_CHUNK_BYTES + 1000;
const bytes = new Uint8Array(size).map((_, index) => (index * 31 + 7) % 251);

const attachment: ShareAttachment = {
  attachmentId,
  record: 0,
  name: 'kitchen.jpg',
  type: 'image/jpeg',
  size,
  chunks: 3,
  sha256: 'a'.repeat(64),
  kept: 'smaller',
  addedAt: '2026-11-20T10:00:00.000Z',
};

/** Her vault's plain chunk `index`, as the journal's file opens it. */
const readChunk = async (index: number) => bytes.slice(index * FILE_CHUNK_BYTES, Math.min(size, (index + 1) * FILE_CHUNK_BYTES));

async function sealed() {
  const keys = await deriveShareKeys(secret);
  return { keys, chunks: await resealForShare(keys.key, keys.linkId, attachmentId, size, readChunk) };
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('a share link’s photos and files (docs/decisions/0034)', () => {
  it('re-seals her file chunk by chunk under the link’s key and opens to exactly her bytes', async () => {
    const { keys, chunks } = await sealed();
    expect(chunks).toHaveLength(3);
    const blob = await openSharedFile(keys.key, keys.linkId, attachment, chunks);
    expect(blob.type).toBe('image/jpeg');
    expect(Buffer.from(await bytesOf(blob)).equals(Buffer.from(bytes))).toBe(true);
    // The sealed chunk is not the plain one, and says what a link's limit counts.
    expect(chunks.reduce((total, chunk) => total + chunk.length, 0)).toBe(sharedFileCharacters(size));
  });

  it('refuses a changed chunk, a chunk moved to another index, to another file or to another link, and a wrong key', async () => {
    const { keys, chunks } = await sealed();
    const changed = fromBase64url(chunks[1]!)!;
    changed[40] = changed[40]! ^ 1;
    const otherLink = await deriveShareKeys(otherSecret);
    const otherFile = await resealForShare(keys.key, keys.linkId, otherId, size, readChunk);
    const onOtherLink = await resealForShare(otherLink.key, otherLink.linkId, attachmentId, size, readChunk);
    const tries: [string, readonly string[], CryptoKey, string][] = [
      ['changed', [chunks[0]!, toBase64url(changed), chunks[2]!], keys.key, keys.linkId],
      ['swapped', [chunks[1]!, chunks[0]!, chunks[2]!], keys.key, keys.linkId],
      ['from another file', [chunks[0]!, otherFile[1]!, chunks[2]!], keys.key, keys.linkId],
      // The other link's chunk, sealed under this link's key but for another link id, still fails.
      ['for another link', chunks, keys.key, otherLink.linkId],
      ['under another link’s key', onOtherLink, keys.key, keys.linkId],
      ['not base64url', [chunks[0]!, '!!', chunks[2]!], keys.key, keys.linkId],
    ];
    for (const [what, list, key, linkId] of tries) await expect(openSharedFile(key, linkId, attachment, list), what).rejects.toBeInstanceOf(ShareFileError);
  });

  it('refuses a file cut short or missing (the count comes from the sealed bundle), and a last chunk sealed as if more followed', async () => {
    const { keys, chunks } = await sealed();
    await expect(openSharedFile(keys.key, keys.linkId, attachment, chunks.slice(0, 2))).rejects.toMatchObject({ reason: 'missing' });
    await expect(openSharedFile(keys.key, keys.linkId, attachment, undefined)).rejects.toMatchObject({ reason: 'missing' });
    // Two chunks claimed where three were sealed: the second was not sealed as the last.
    const shorter = { ...attachment, size: 2 * FILE_CHUNK_BYTES, chunks: 2 };
    await expect(openSharedFile(keys.key, keys.linkId, shorter, chunks.slice(0, 2))).rejects.toBeInstanceOf(ShareFileError);
    // A chunk her vault answered with the wrong length is never sealed.
    await expect(resealForShare(keys.key, keys.linkId, attachmentId, size, async () => new Uint8Array(10))).rejects.toBeInstanceOf(ShareFileError);
    await expect(sealShareChunk(keys.key, keys.linkId, attachmentId, 3, 3, new Uint8Array(1))).rejects.toBeInstanceOf(RangeError);
  });

  it('the bundle describes each file of a record it carries, with the chunk count of its size and an id used once', () => {
    const record = {
      storedAt: '2026-11-20T10:00:01.000Z',
      versions: [{ savedAt: '2026-11-20T10:00:00.000Z', content: { happenedDate: '2026-11-19', happenedTime: '', place: '', whatHappened: 'x', witnesses: '', injuries: '', actionsTaken: '' } }],
    };
    const bundle: ShareBundle = { format: 'save-sisterhood-share', version: 1, madeAt: '2026-11-28T12:00:00.000Z', language: 'en', records: [record], attachments: [attachment] };
    expect(shareBundleSchema.safeParse(bundle).success).toBe(true);
    expect(shareBundleSchema.safeParse({ ...bundle, attachments: [{ ...attachment, record: 1 }] }).success).toBe(false);
    expect(shareBundleSchema.safeParse({ ...bundle, attachments: [{ ...attachment, chunks: 2 }] }).success).toBe(false);
    expect(shareBundleSchema.safeParse({ ...bundle, attachments: [attachment, attachment] }).success).toBe(false);
    // Her vault's key and file id never travel in a bundle: a bundle is not read as having them.
    const parsed = shareBundleSchema.parse({ ...bundle, attachments: [{ ...attachment, key: 'k'.repeat(43), fileId: otherId }] });
    expect(parsed.attachments?.[0]).not.toHaveProperty('key');
    expect(parsed.attachments?.[0]).not.toHaveProperty('fileId');
  });
});
