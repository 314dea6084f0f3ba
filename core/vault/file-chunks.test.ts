import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VaultDecryptError } from './envelope';
import { FILE_CHUNK_BYTES, chunkCount, importFileKey, newFileKey, openChunk, openFile, sealChunk, sealFile } from './file-chunks';

const FILE_ID = '3f0c2a52-8d7e-4f55-9a41-6b3c1d2e4f50';
const OTHER_FILE = '9b1d7e3a-2c4f-4e8a-b6d1-0f2e3a4b5c6d';

/** 2.5 chunks of bytes that differ from chunk to chunk, so a swapped chunk would read differently. */
function sampleBytes(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(FILE_CHUNK_BYTES * 2 + FILE_CHUNK_BYTES / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = (index * 31 + (index >> 20)) & 0xff;
  return bytes;
}

async function sealed(bytes: Uint8Array<ArrayBuffer>, fileId = FILE_ID) {
  const { key, raw } = await newFileKey();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const result = await sealFile(key, fileId, new Blob([bytes]), async (index, chunk) => {
    chunks[index] = chunk;
  });
  return { key, raw, chunks, count: result.chunks, sha256: result.sha256 };
}

async function refused(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(VaultDecryptError);
}

describe('a file sealed in chunks', () => {
  it('opens to the same bytes, and its digest is the SHA-256 of the bytes she kept', async () => {
    const bytes = sampleBytes();
    const file = await sealed(bytes);
    expect(file.count).toBe(3);
    expect(file.chunks).toHaveLength(3);
    expect(file.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    // None of her bytes are in what the server is sent.
    expect(Buffer.concat(file.chunks).includes(Buffer.from(bytes.subarray(1000, 1032)))).toBe(false);
    const key = await importFileKey(file.raw);
    const opened = await openFile(key, FILE_ID, file.chunks.length, 'image/jpeg', async (index) => file.chunks[index]!);
    expect(Buffer.from(await opened.arrayBuffer()).equals(bytes)).toBe(true);
    expect(opened.type).toBe('image/jpeg');
  });

  it('takes one chunk for an empty or a small file', async () => {
    expect(chunkCount(0)).toBe(1);
    expect(chunkCount(FILE_CHUNK_BYTES)).toBe(1);
    expect(chunkCount(FILE_CHUNK_BYTES + 1)).toBe(2);
    const file = await sealed(new Uint8Array([1, 2, 3]));
    expect(file.chunks).toHaveLength(1);
    expect(new Uint8Array(await (await openFile(file.key, FILE_ID, 1, '', async () => file.chunks[0]!)).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('refuses a chunk with one byte changed', async () => {
    const file = await sealed(sampleBytes());
    const tampered = file.chunks[1]!.slice();
    tampered[40] = tampered[40]! ^ 1;
    await refused(openChunk(file.key, FILE_ID, 1, 3, tampered));
    await expect(openChunk(file.key, FILE_ID, 1, 3, file.chunks[1]!)).resolves.toBeInstanceOf(Uint8Array);
  });

  it('refuses chunks given in another order', async () => {
    const file = await sealed(sampleBytes());
    const swapped = [file.chunks[1]!, file.chunks[0]!, file.chunks[2]!];
    await refused(openFile(file.key, FILE_ID, 3, '', async (index) => swapped[index]!));
  });

  it('refuses a file cut short, even when the reader is told the shorter count', async () => {
    const file = await sealed(sampleBytes());
    await refused(openFile(file.key, FILE_ID, 2, '', async (index) => file.chunks[index]!));
  });

  it('refuses a chunk of another file under the same key, and a chunk sealed for another id', async () => {
    const bytes = sampleBytes();
    const { key } = await newFileKey();
    const ours: Uint8Array<ArrayBuffer>[] = [];
    const theirs: Uint8Array<ArrayBuffer>[] = [];
    await sealFile(key, FILE_ID, new Blob([bytes]), async (index, chunk) => void (ours[index] = chunk));
    await sealFile(key, OTHER_FILE, new Blob([bytes]), async (index, chunk) => void (theirs[index] = chunk));
    await refused(openChunk(key, FILE_ID, 0, 3, theirs[0]!));
    await refused(openFile(key, OTHER_FILE, 3, '', async (index) => ours[index]!));
  });

  it('refuses every chunk under a wrong key, and a key that is not 32 bytes', async () => {
    const file = await sealed(sampleBytes());
    const { key: wrong } = await newFileKey();
    await refused(openChunk(wrong, FILE_ID, 0, 3, file.chunks[0]!));
    await refused(importFileKey('c2hvcnQ'));
  });

  it('refuses a chunk too short to be one, or of an unknown version', async () => {
    const file = await sealed(new Uint8Array([9]));
    await refused(openChunk(file.key, FILE_ID, 0, 1, new Uint8Array(10)));
    const unknown = file.chunks[0]!.slice();
    unknown[0] = 2;
    await refused(openChunk(file.key, FILE_ID, 0, 1, unknown));
    await expect(sealChunk(file.key, FILE_ID, 1, 1, new Uint8Array(1))).rejects.toThrow(RangeError);
  });
});
