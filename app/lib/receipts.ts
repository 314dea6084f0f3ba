/**
 * Receipts in the browser (docs/decisions/0030): the keys this build trusts, and asking the site
 * for a receipt over one version's history digest (only the digest is sent). A receipt is kept
 * only when it checks against the built-in keys.
 */
import { type Receipt, RECEIPT_KEY_LIST_FORMAT, type ReceiptKeyList, receiptSchema } from '@core/contracts/receipts';
import { checkReceipt } from '@core/receipts';
import { apiRequest } from './api';

/** Built into the page (a Vite define); empty where there is no build (unit tests). */
export const builtInReceiptKeys: ReceiptKeyList =
  typeof __RECEIPT_KEYS__ === 'undefined' ? { format: RECEIPT_KEY_LIST_FORMAT, version: 1, keys: [] } : __RECEIPT_KEYS__;

/** The site's receipt for `digest`, or undefined when it could not be had (offline, limited, or not signed by a key this page knows). */
export async function requestReceipt(digest: string, keys: ReceiptKeyList = builtInReceiptKeys): Promise<Receipt | undefined> {
  try {
    const parsed = receiptSchema.safeParse(await (await apiRequest('POST', '/api/receipts', { digest })).json());
    if (!parsed.success) return undefined;
    return (await checkReceipt(parsed.data, digest, keys)) === 'valid' ? parsed.data : undefined;
  } catch {
    return undefined;
  }
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
