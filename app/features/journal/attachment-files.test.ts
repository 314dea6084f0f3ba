// @vitest-environment jsdom
/**
 * The photo she chooses is decoded once (issue 27): its thumbnail is made then, and a save keeps
 * that thumbnail whether she keeps the smaller copy or the original. jsdom draws nothing, so the
 * browser's decoder and canvas are stood in for here; what is checked is our code's use of them
 * (how many decodes, which thumbnail the record keeps). A real browser runs
 * e2e/journal-photos.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THUMBNAIL_MAX_BYTES } from '@core/contracts/journal';
import { fromBase64url } from '@core/vault/base64url';
import { FILE_CHUNK_BYTES } from '@core/vault/file-chunks';

const sent = vi.hoisted(() => [] as { fileId: string; index: number; bytes: number }[]);
vi.mock('~/lib/vault/vault-store', () => ({
  putFileChunk: async (fileId: string, index: number, chunk: Uint8Array) => {
    sent.push({ fileId, index, bytes: chunk.length });
    return { records: 0, bytes: 0, maxRecords: 5000, maxBytes: 0, maxRecordBytes: 0, fileBytes: 0, maxTotalBytes: 0 };
  },
  noteUsage: () => undefined,
  getFileChunk: async () => new Uint8Array(),
  deleteFileChunks: async () => undefined,
}));
vi.mock('~/lib/receipts', () => ({ requestReceipt: async () => undefined }));

const { keepFile, pendingFile } = await import('./attachment-files');

/** A photo's pixels, as the browser's decoder would answer them; every decode is counted. */
const decoded: Blob[] = [];
const THUMBNAIL_JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
const SMALLER_JPEG_BYTES = 300_000;

beforeEach(() => {
  decoded.length = 0;
  sent.length = 0;
  vi.stubGlobal('createImageBitmap', async (blob: Blob) => {
    if (blob.type === 'image/heic') throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    decoded.push(blob);
    return { width: 4000, height: 3000, close: () => undefined } as ImageBitmap;
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ fillRect: () => undefined, drawImage: () => undefined, fillStyle: '' }) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, callback: BlobCallback) {
    // The thumbnail (at most 160 px) is small; the smaller copy (2048 px) is not.
    const bytes = this.width <= 160 ? THUMBNAIL_JPEG : new Uint8Array(SMALLER_JPEG_BYTES);
    callback(new Blob([bytes], { type: 'image/jpeg' }));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function photo(megabytes: number, type = 'image/jpeg', name = 'door.jpg'): File {
  return new File([new Uint8Array(megabytes * 1024 * 1024)], name, { type });
}

describe('a photo she chooses', () => {
  it('is decoded once when she chooses it, offered as the smaller copy, with its thumbnail made then', async () => {
    const pending = await pendingFile(photo(4), 'image/jpeg');
    expect(decoded).toHaveLength(1);
    expect(pending).toMatchObject({ kept: 'smaller', canMakeSmaller: true, type: 'image/jpeg' });
    expect(fromBase64url(pending.thumbnail!)).toEqual(THUMBNAIL_JPEG);
    expect(THUMBNAIL_JPEG.length).toBeLessThanOrEqual(THUMBNAIL_MAX_BYTES);
  });

  it('kept as the original: saved with that thumbnail, its own bytes sent, and not decoded again', async () => {
    const file = photo(4);
    const pending = { ...(await pendingFile(file, 'image/jpeg')), kept: 'original' as const };
    const attachment = await keepFile(pending);
    expect(decoded).toHaveLength(1);
    expect(attachment).toMatchObject({ kept: 'original', type: 'image/jpeg', size: file.size, chunks: 4, thumbnail: pending.thumbnail });
    expect(sent.map((chunk) => chunk.index)).toEqual([0, 1, 2, 3]);
    expect(sent[0]!.bytes).toBeGreaterThan(FILE_CHUNK_BYTES);
  });

  it('kept as the smaller copy: saved with that thumbnail, decoded only once more to make the copy', async () => {
    const pending = await pendingFile(photo(4), 'image/jpeg');
    const attachment = await keepFile(pending);
    expect(decoded).toHaveLength(2);
    expect(attachment).toMatchObject({ kept: 'smaller', type: 'image/jpeg', size: SMALLER_JPEG_BYTES, chunks: 1, thumbnail: pending.thumbnail });
  });

  it('a picture this browser cannot draw, or a PDF, is kept as the original without a thumbnail', async () => {
    const heic = await pendingFile(photo(1, 'image/heic', 'door.heic'), 'image/heic');
    expect(heic).toMatchObject({ kept: 'original', canMakeSmaller: false });
    expect(heic.thumbnail).toBeUndefined();
    const pdf = await pendingFile(photo(1, 'application/pdf', 'letter.pdf'), 'application/pdf');
    expect(pdf).toMatchObject({ kept: 'original', canMakeSmaller: false });
    expect(decoded).toHaveLength(0);
    expect((await keepFile(pdf)).thumbnail).toBeUndefined();
  });
});
