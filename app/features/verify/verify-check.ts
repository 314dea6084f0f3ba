/**
 * The checking code of /verify, loaded when she chooses a file (the page's first load carries
 * only the form): the manifest check of core/record-manifest.ts against the keys this build
 * trusts (docs/decisions/0030). Nothing is sent anywhere.
 */
import { RECORD_MANIFEST_MAX_BYTES, checkManifest } from '@core/record-manifest';
import { builtInReceiptKeys } from '~/lib/receipts';

export { ManifestError } from '@core/record-manifest';
export type { ManifestResult } from '@core/record-manifest';

export class ManifestTooLargeError extends Error {
  override name = 'ManifestTooLargeError';
}

export async function checkManifestFile(file: File) {
  if (file.size > RECORD_MANIFEST_MAX_BYTES) throw new ManifestTooLargeError('too large');
  return checkManifest(await file.text(), builtInReceiptKeys);
}

/** Whether this browser's WebCrypto verifies Ed25519 (Chromium 137+, Firefox 129+, Safari 17+). */
export async function canVerifyEd25519(): Promise<boolean> {
  try {
    await crypto.subtle.importKey('raw', new Uint8Array(32), { name: 'Ed25519' }, false, ['verify']);
    return true;
  } catch {
    return false;
  }
}
