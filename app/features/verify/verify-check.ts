/**
 * The checking code of /verify, loaded when she chooses a file (the page's first load carries
 * only the form): the manifest check of core/record-manifest.ts against the keys this build
 * trusts (docs/decisions/0030), and the photos and files chosen beside it, each matched by the
 * SHA-256 of its bytes, read a slice at a time (docs/decisions/0032). Nothing is sent anywhere.
 */
import { sha256OfBlob } from '@core/file-digest';
import { type FileMatch, type ManifestResult, RECORD_MANIFEST_MAX_BYTES, checkManifest, fileMatches } from '@core/record-manifest';
import { builtInReceiptKeys } from '~/lib/receipts';

export { canVerifyEd25519 } from '~/lib/receipts';

export { ManifestError } from '@core/record-manifest';
export type { FileMatch, ManifestResult } from '@core/record-manifest';

export class ManifestTooLargeError extends Error {
  override name = 'ManifestTooLargeError';
}

export async function checkManifestFile(file: File) {
  if (file.size > RECORD_MANIFEST_MAX_BYTES) throw new ManifestTooLargeError('too large');
  return checkManifest(await file.text(), builtInReceiptKeys);
}

/** What one chosen photo or file is in the pack: the listed files it is byte for byte (none when it matches nothing), or unreadable. */
export type DroppedFile = { name: string; matches: FileMatch[]; unreadable?: true };

/** Each chosen file's digest, computed here, compared with every file the pack lists. */
export async function matchDroppedFiles(result: ManifestResult, files: readonly File[]): Promise<DroppedFile[]> {
  const found: DroppedFile[] = [];
  for (const file of files) {
    try {
      found.push({ name: file.name, matches: fileMatches(result, await sha256OfBlob(file)) });
    } catch {
      // A file the browser cannot read (moved or removed since it was chosen).
      found.push({ name: file.name, matches: [], unreadable: true });
    }
  }
  return found;
}
