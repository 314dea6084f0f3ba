/**
 * "Check it" on the advocate's page (docs/decisions/0034): the verifier's own check
 * (core/record-manifest.ts, docs/decisions/0030) run in place on the manifest these records
 * make, against the keys this build trusts; and, as /verify does with files dropped beside a
 * pack (docs/decisions/0041), each photo's and file's bytes, opened here, hashed and compared
 * with the digest its receipt signs. Nothing is sent.
 */
import { checkManifest, recordManifest } from '@core/record-manifest';
import type { ShareBundle } from '@core/share/share-bundle';
import { builtInReceiptKeys, canVerifyEd25519 } from '~/lib/receipts';
import type { OpenSharedFile } from './share-client';

export type FilesCheck = { total: number; matching: number; failed: number; unsigned: number };
export type PackCheck = { checked: number; changed: number; unsigned: number; total: number; files: FilesCheck } | 'unavailable';

export async function checkSharedRecords(bundle: ShareBundle, openFile: OpenSharedFile, keys = builtInReceiptKeys): Promise<PackCheck> {
  if (!(await canVerifyEd25519())) return 'unavailable';
  const attachments = bundle.attachments ?? [];
  const byRecord = bundle.records.map((_, index) => attachments.filter((file) => file.record === index));
  const manifest = await recordManifest(bundle.records, new Date(bundle.madeAt), byRecord);
  const result = await checkManifest(JSON.stringify(manifest), keys);
  const count = (status: string) => result.records.filter((record) => record.status === status).length;
  const files: FilesCheck = { total: attachments.length, matching: 0, failed: 0, unsigned: 0 };
  if (attachments.length > 0) {
    // The streamed SHA-256 (a slice at a time) loads only when a link has files.
    const { sha256OfBlob } = await import('@core/file-digest');
    for (const [record, list] of byRecord.entries()) {
      for (const [at, file] of list.entries()) {
        let digest: string | undefined;
        try {
          digest = await sha256OfBlob(await openFile(file));
        } catch {
          digest = undefined;
        }
        const receipt = result.records[record]?.files[at]?.receipt ?? 'none';
        if (digest !== file.sha256 || (receipt !== 'valid' && receipt !== 'none')) files.failed += 1;
        else {
          files.matching += 1;
          if (receipt === 'none') files.unsigned += 1;
        }
      }
    }
  }
  return { checked: count('checked'), changed: count('changed'), unsigned: count('unsigned'), total: result.records.length, files };
}
