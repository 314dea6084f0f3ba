/**
 * SHA-256 over bytes given piece by piece (docs/decisions/0032): the digest of a photo or file
 * she kept, and of a file her advocate drops on /verify, read a slice at a time so a large file
 * never sits whole in memory. WebCrypto's digest takes one buffer only, so this is
 * @noble/hashes' audited SHA-256, never a hand-written one. Imported on use (sealing a file, the
 * verifier's checking code), so no page carries it at first load.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** How much of a Blob is read at once: the chunk size of core/vault/file-chunks.ts. */
const SLICE_BYTES = 1024 * 1024;

export type Sha256Stream = { update: (bytes: Uint8Array) => void; hex: () => string };

/** A SHA-256 fed piece by piece; `hex` answers the lower-case hex digest. */
export function sha256Stream(): Sha256Stream {
  const hash = sha256.create();
  return { update: (bytes) => hash.update(bytes), hex: () => bytesToHex(hash.digest()) };
}

/** SHA-256 (lower-case hex) of a Blob, read a slice at a time: `sha256sum` of the same file gives the same value. */
export async function sha256OfBlob(blob: Blob): Promise<string> {
  const hasher = sha256Stream();
  for (let start = 0; start < blob.size; start += SLICE_BYTES) hasher.update(new Uint8Array(await blob.slice(start, start + SLICE_BYTES).arrayBuffer()));
  return hasher.hex();
}
