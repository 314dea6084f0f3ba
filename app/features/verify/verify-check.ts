/**
 * The checking code of /verify, loaded when she chooses a file (the page's first load carries
 * only the form): the manifest check of core/record-manifest.ts against the keys this build
 * trusts (docs/decisions/0030). Nothing is sent anywhere.
 */
import { RECORD_MANIFEST_MAX_BYTES, checkManifest } from '@core/record-manifest';
import { builtInReceiptKeys } from '~/lib/receipts';

export { canVerifyEd25519 } from '~/lib/receipts';

export { ManifestError } from '@core/record-manifest';
export type { ManifestResult } from '@core/record-manifest';

export class ManifestTooLargeError extends Error {
  override name = 'ManifestTooLargeError';
}

export async function checkManifestFile(file: File) {
  if (file.size > RECORD_MANIFEST_MAX_BYTES) throw new ManifestTooLargeError('too large');
  return checkManifest(await file.text(), builtInReceiptKeys);
}
