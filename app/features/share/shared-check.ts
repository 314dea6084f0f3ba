/**
 * "Check it" on the advocate's page (docs/decisions/0034): the verifier's own check
 * (core/record-manifest.ts, docs/decisions/0030) run in place on the manifest these records
 * make, against the keys this build trusts. Nothing is sent.
 */
import { checkManifest, recordManifest } from '@core/record-manifest';
import type { ShareBundle } from '@core/share/share-bundle';
import { builtInReceiptKeys, canVerifyEd25519 } from '~/lib/receipts';

export type PackCheck = { checked: number; changed: number; unsigned: number; total: number } | 'unavailable';

export async function checkSharedRecords(bundle: ShareBundle, keys = builtInReceiptKeys): Promise<PackCheck> {
  if (!(await canVerifyEd25519())) return 'unavailable';
  const manifest = await recordManifest(bundle.records, new Date(bundle.madeAt));
  const result = await checkManifest(JSON.stringify(manifest), keys);
  const count = (status: string) => result.records.filter((record) => record.status === status).length;
  return { checked: count('checked'), changed: count('changed'), unsigned: count('unsigned'), total: result.records.length };
}
