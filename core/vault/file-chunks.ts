/**
 * Her photos and files in the vault (docs/decisions/0032): sealed in her browser, one chunk at a
 * time, under a random key kept only inside her (encrypted) journal record.
 *
 *   chunk = version 0x01 ‖ nonce (12 random bytes) ‖ AES-256-GCM ciphertext ‖ tag (16 bytes)
 *   additional data = UTF-8( "save-sisterhood/vault/v1/file-chunk" ‖ 0x00 ‖ file id ‖ 0x00 ‖
 *                            chunk index (decimal) ‖ 0x00 ‖ "1" for the last chunk, else "0" )
 *
 * A chunk moved to another index, taken from another file, or a file cut short (its new last
 * chunk says "0") fails to open; the reader also holds the chunk count from her record. Every
 * failure is the vault's one VaultDecryptError.
 */
import { fromBase64url, toBase64url } from './base64url';
import { ENVELOPE_NONCE_BYTES, ENVELOPE_TAG_BYTES, ENVELOPE_VERSION, VaultDecryptError } from './envelope';

/** Plain bytes per chunk: one slice of the file in memory at a time. */
export const FILE_CHUNK_BYTES = 1024 * 1024;
/** The largest file she may attach (docs/decisions/0032); the server allows its chunk count. */
export const FILE_MAX_BYTES = 25 * 1024 * 1024;
/** Version byte, nonce and tag. */
export const FILE_CHUNK_OVERHEAD_BYTES = 1 + ENVELOPE_NONCE_BYTES + ENVELOPE_TAG_BYTES;
/** The largest sealed chunk a server accepts. */
export const FILE_CHUNK_MAX_SEALED_BYTES = FILE_CHUNK_BYTES + FILE_CHUNK_OVERHEAD_BYTES;
export const FILE_CHUNK_AAD_LABEL = 'save-sisterhood/vault/v1/file-chunk';

const encoder = new TextEncoder();

/** How many chunks a file of `size` bytes takes (an empty file still takes one). */
export function chunkCount(size: number): number {
  return Math.max(1, Math.ceil(size / FILE_CHUNK_BYTES));
}

function chunkAad(fileId: string, index: number, last: boolean): Uint8Array<ArrayBuffer> {
  return encoder.encode(`${FILE_CHUNK_AAD_LABEL}\u0000${fileId}\u0000${index}\u0000${last ? '1' : '0'}`);
}

/** A new random key for one file (extractable: it is kept, base64url, inside her sealed record). */
export async function newFileKey(): Promise<{ key: CryptoKey; raw: string }> {
  const key = await globalThis.crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
  const raw = new Uint8Array(await globalThis.crypto.subtle.exportKey('raw', key));
  return { key, raw: toBase64url(raw) };
}

/** The key a record holds for one file (a VaultDecryptError when it is not one). */
export async function importFileKey(raw: string): Promise<CryptoKey> {
  const bytes = fromBase64url(raw);
  if (!bytes || bytes.length !== 32) throw new VaultDecryptError('malformed');
  return globalThis.crypto.subtle.importKey('raw', bytes, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

/**
 * One chunk's envelope under `key` with `additionalData`: the vault's file chunks (below) and a
 * share link's (core/share/share-files.ts) are the same envelope with their own additional data.
 */
export async function sealChunkEnvelope(key: CryptoKey, additionalData: Uint8Array<ArrayBuffer>, plain: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const nonce = globalThis.crypto.getRandomValues(new Uint8Array(ENVELOPE_NONCE_BYTES));
  const sealed = new Uint8Array(await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce, additionalData, tagLength: 128 }, key, plain));
  const chunk = new Uint8Array(1 + nonce.length + sealed.length);
  chunk[0] = ENVELOPE_VERSION;
  chunk.set(nonce, 1);
  chunk.set(sealed, 1 + nonce.length);
  return chunk;
}

/** The plain bytes of a chunk envelope, or a VaultDecryptError. */
export async function openChunkEnvelope(key: CryptoKey, additionalData: Uint8Array<ArrayBuffer>, chunk: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  if (chunk.length < FILE_CHUNK_OVERHEAD_BYTES) throw new VaultDecryptError('malformed');
  if (chunk[0] !== ENVELOPE_VERSION) throw new VaultDecryptError('unknown-version');
  try {
    return new Uint8Array(
      await globalThis.crypto.subtle.decrypt({ name: 'AES-GCM', iv: chunk.subarray(1, 1 + ENVELOPE_NONCE_BYTES), additionalData, tagLength: 128 }, key, chunk.subarray(1 + ENVELOPE_NONCE_BYTES)),
    );
  } catch {
    throw new VaultDecryptError('not-authentic');
  }
}

/** True when the bytes have the shape of one sealed chunk (version, nonce, tag; at most a chunk's size): what a server checks. */
export function isWellFormedSealedChunk(chunk: Uint8Array): boolean {
  return chunk.length >= FILE_CHUNK_OVERHEAD_BYTES && chunk.length <= FILE_CHUNK_MAX_SEALED_BYTES && chunk[0] === ENVELOPE_VERSION;
}

/** Seals chunk `index` (of `count`) of file `fileId`. */
export async function sealChunk(key: CryptoKey, fileId: string, index: number, count: number, plain: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  if (!Number.isInteger(index) || index < 0 || index >= count) throw new RangeError('A chunk index is from 0 to the chunk count less one.');
  return sealChunkEnvelope(key, chunkAad(fileId, index, index === count - 1), plain);
}

/** The plain bytes of chunk `index` (of `count`) of file `fileId`, or a VaultDecryptError. */
export async function openChunk(key: CryptoKey, fileId: string, index: number, count: number, chunk: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return openChunkEnvelope(key, chunkAad(fileId, index, index === count - 1), chunk);
}

/** Where one chunk's plain bytes lie in the file. */
export function chunkRange(index: number, size: number): { start: number; end: number } {
  const start = index * FILE_CHUNK_BYTES;
  return { start, end: Math.min(size, start + FILE_CHUNK_BYTES) };
}

/**
 * Seals a whole file (a Blob: a File from her picker, or the smaller copy), reading one slice at
 * a time, and hands each sealed chunk to `send` before reading the next, so at most one plain
 * and one sealed chunk are in memory. Answers the SHA-256 (hex) of the bytes it sealed.
 */
export async function sealFile(
  key: CryptoKey,
  fileId: string,
  file: Blob,
  send: (index: number, chunk: Uint8Array<ArrayBuffer>) => Promise<void>,
): Promise<{ chunks: number; sha256: string }> {
  const count = chunkCount(file.size);
  // The streamed SHA-256 loads with the first file sealed (core/file-digest.ts).
  const hasher = (await import('../file-digest')).sha256Stream();
  for (let index = 0; index < count; index += 1) {
    const { start, end } = chunkRange(index, file.size);
    const plain = new Uint8Array(await file.slice(start, end).arrayBuffer());
    hasher.update(plain);
    const sealed = await sealChunk(key, fileId, index, count, plain);
    plain.fill(0);
    await send(index, sealed);
  }
  return { chunks: count, sha256: hasher.hex() };
}

/**
 * Opens a file of `count` chunks, fetching each with `fetchChunk`; answers its bytes as a Blob
 * (the browser may keep a Blob's parts out of the JavaScript heap).
 */
export async function openFile(
  key: CryptoKey,
  fileId: string,
  count: number,
  type: string,
  fetchChunk: (index: number) => Promise<Uint8Array<ArrayBuffer>>,
): Promise<Blob> {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (let index = 0; index < count; index += 1) parts.push(await openChunk(key, fileId, index, count, await fetchChunk(index)));
  return new Blob(parts, { type });
}
