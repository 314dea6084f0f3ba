/**
 * The record pack's companion file (docs/decisions/0030): a JSON manifest of the records in a
 * pack, each with every version's saved time, exact canonical text, digest, history digest and
 * receipt. Offered beside the PDF and attached inside it; /verify checks it with
 * `checkManifest`, in her advocate's browser, sending nothing.
 */
import * as z from 'zod/mini';
import { incidentContentSchema } from './contracts/journal';
import { type Receipt, type ReceiptKeyList, receiptSchema } from './contracts/receipts';
import type { Incident } from './contracts/journal';
import { canonicalIncident, packDigest } from './journal';
import { type VersionCheck, checkHistory, checkReceipt, versionDigests } from './receipts';

export const RECORD_MANIFEST_FORMAT = 'save-sisterhood-record-pack';
export const RECORD_MANIFEST_VERSION = 1;
/** A manifest larger than a full vault cannot be a pack of hers. */
export const RECORD_MANIFEST_MAX_BYTES = 12 * 1024 * 1024;

const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/));

const manifestVersionSchema = z.object({
  savedAt: z.string(),
  /** Exactly the text the digest is of (canonicalIncident of the version's content). */
  canonical: z.string(),
  digest: hex64,
  history: hex64,
  receipt: z.optional(receiptSchema),
});

/** A photo or file of a record (docs/decisions/0032): the digest of exactly the bytes she kept, and its receipt. */
const manifestFileSchema = z.object({
  name: z.string(),
  type: z.string(),
  size: z.number(),
  sha256: hex64,
  receipt: z.optional(receiptSchema),
});
export type ManifestFile = z.infer<typeof manifestFileSchema>;

export const recordManifestSchema = z.object({
  format: z.literal(RECORD_MANIFEST_FORMAT),
  version: z.literal(RECORD_MANIFEST_VERSION),
  madeAt: z.string(),
  packDigest: hex64,
  records: z.array(
    z.object({
      /** Its number in the pack (1, 2, ...), as the PDF prints it. */
      number: z.number().check(z.int(), z.gte(1)),
      versions: z.array(manifestVersionSchema).check(z.minLength(1)),
      /** Its photos and files (absent in packs made before them, and for a record without any). */
      files: z.optional(z.array(manifestFileSchema)),
    }),
  ),
});
export type RecordManifest = z.infer<typeof recordManifestSchema>;

/** The manifest of a pack: its records in the pack's order. */
export async function recordManifest(incidents: readonly Incident[], madeAt: Date, files: readonly (readonly ManifestFile[])[] = []): Promise<RecordManifest> {
  const records = await Promise.all(
    incidents.map(async (incident, index) => {
      const digests = await versionDigests(incident.versions);
      return {
        number: index + 1,
        versions: incident.versions.map((version, at) => ({
          savedAt: version.savedAt,
          canonical: canonicalIncident(version.content),
          digest: digests[at]!.digest,
          history: digests[at]!.history,
          ...(version.receipt ? { receipt: version.receipt } : {}),
        })),
        ...(files[index]?.length
          ? { files: files[index]!.map(({ name, type, size, sha256, receipt }) => ({ name, type, size, sha256, ...(receipt ? { receipt } : {}) })) }
          : {}),
      };
    }),
  );
  return {
    format: RECORD_MANIFEST_FORMAT,
    version: RECORD_MANIFEST_VERSION,
    madeAt: madeAt.toISOString(),
    packDigest: await packDigest(records.map((record) => record.versions.at(-1)!.digest)),
    records,
  };
}

export class ManifestError extends Error {
  override name = 'ManifestError';
}

/** What the check found for one version. */
export type VersionResult = {
  savedAt: string;
  /** When it happened, as the text says (YYYY-MM-DD), or '' when the text is not a record's. */
  happenedDate: string;
  /** The recomputed digest matches the one written in the file. */
  digestMatches: boolean;
  receipt: VersionCheck['receipt'];
  signedAt: string | null;
};

/** What the check found for one photo or file: its receipt over its digest (the bytes themselves are checked with `fileMatches`). */
export type FileResult = { name: string; sha256: string; receipt: VersionCheck['receipt']; signedAt: string | null };

export type RecordResult = {
  number: number;
  files: FileResult[];
  happenedDate: string;
  /** 'checked': every version has a valid receipt; 'changed': a digest, history or receipt fails; 'unsigned': none fails, some have no receipt. */
  status: 'checked' | 'changed' | 'unsigned';
  versions: VersionResult[];
};

export type ManifestResult = { madeAt: string; records: RecordResult[]; packDigestMatches: boolean };

/**
 * Checks a manifest's text: every version's digest and history recomputed from its canonical
 * text, every receipt against the keys. Throws ManifestError when it is not a manifest at all.
 */
export async function checkManifest(text: string, keys: ReceiptKeyList): Promise<ManifestResult> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ManifestError('not JSON');
  }
  const parsed = recordManifestSchema.safeParse(value);
  if (!parsed.success) throw new ManifestError('not a manifest');
  const records: RecordResult[] = [];
  for (const record of parsed.data.records) {
    const contents = record.versions.map((version) => {
      try {
        const content = incidentContentSchema.safeParse(JSON.parse(version.canonical));
        return content.success ? content.data : undefined;
      } catch {
        return undefined;
      }
    });
    let versions: VersionResult[];
    if (contents.some((content) => content === undefined)) {
      versions = record.versions.map((version, index) => ({
        savedAt: version.savedAt,
        happenedDate: contents[index]?.happenedDate ?? '',
        digestMatches: false,
        receipt: version.receipt ? ('other-digest' as const) : ('none' as const),
        signedAt: version.receipt?.signedAt ?? null,
      }));
    } else {
      const checks = await checkHistory(
        record.versions.map((version, index) => ({ savedAt: version.savedAt, content: contents[index]!, ...(version.receipt ? { receipt: version.receipt as Receipt } : {}) })),
        keys,
      );
      versions = record.versions.map((version, index) => ({
        savedAt: version.savedAt,
        happenedDate: contents[index]!.happenedDate,
        // The canonical text must be exactly the one its content gives (no spaces, same key order), and its digests the ones written.
        digestMatches:
          checks[index]!.digest === version.digest &&
          checks[index]!.history === version.history &&
          canonicalIncident(contents[index]!) === version.canonical,
        receipt: checks[index]!.receipt,
        signedAt: version.receipt?.signedAt ?? null,
      }));
    }
    const files: FileResult[] = [];
    for (const file of record.files ?? []) {
      files.push({
        name: file.name,
        sha256: file.sha256,
        receipt: file.receipt ? await checkReceipt(file.receipt as Receipt, file.sha256, keys) : 'none',
        signedAt: file.receipt?.signedAt ?? null,
      });
    }
    const checks = [...versions.map((version) => version.receipt), ...files.map((file) => file.receipt)];
    const failed = versions.some((version) => !version.digestMatches) || checks.some((receipt) => receipt !== 'valid' && receipt !== 'none');
    const unsigned = checks.some((receipt) => receipt === 'none');
    records.push({
      number: record.number,
      files,
      happenedDate: versions.at(-1)!.happenedDate,
      status: failed ? 'changed' : unsigned ? 'unsigned' : 'checked',
      versions,
    });
  }
  const packMatches = (await packDigest(parsed.data.records.map((record) => record.versions.at(-1)!.digest))) === parsed.data.packDigest;
  return { madeAt: parsed.data.madeAt, records, packDigestMatches: packMatches };
}

/** A listed photo or file that a dropped file is, byte for byte: its record's number, its listed name and what its receipt says. */
export type FileMatch = { record: number } & Omit<FileResult, 'sha256'>;

/**
 * Which listed photos or files a file dropped beside the manifest is: its SHA-256 compared with
 * every listed digest (the advocate's copy of the photo is checked without trusting anyone).
 */
export function fileMatches(result: ManifestResult, sha256: string): FileMatch[] {
  return result.records.flatMap((record) =>
    record.files.filter((file) => file.sha256 === sha256).map((file) => ({ record: record.number, name: file.name, receipt: file.receipt, signedAt: file.signedAt })),
  );
}
