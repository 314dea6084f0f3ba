/**
 * What a share link carries (docs/decisions/0034): versioned JSON, sealed in her browser under
 * the link's key (core/share/share-keys.ts), opened in the advocate's. Records travel with every
 * version and its receipt, exactly as her vault keeps them, so the advocate's page can print the
 * record pack and check it with the same code as the journal and /verify.
 *
 * Optional parts, each added without a new version (a page that meets a part it does not know
 * ignores it): `calendar` (the incident calendar's days of the shared records), `exitPlan` (the
 * steps she ticked and the notes of the plan's tracks she chose), `symptoms` (symptom logs),
 * and `attachments` (a record's photos and files: what they are here, their bytes beside the bundle,
 * core/share/share-files.ts).
 */
import * as z from 'zod/mini';
import { LANGUAGES, type Locale } from '../languages';
import { exitPlanNotePlaintextSchema, exitPlanStepPlaintextSchema } from '../contracts/exit-plan';
import { attachmentSchema, incidentSchema, seriousnessField } from '../contracts/journal';
import { chunkCount } from '../vault/file-chunks';
import { symptomLogPlaintextSchema } from '../contracts/symptoms';
import { fromBase64url, toBase64url } from '../vault/base64url';

export const SHARE_BUNDLE_FORMAT = 'save-sisterhood-share';
export const SHARE_BUNDLE_VERSION = 1;
/** Plaintext is padded with spaces to a multiple of this: the size says little about the content. */
export const SHARE_PADDING_BYTES = 4096;
export const SHARE_ENVELOPE_VERSION = 1;
export const SHARE_AAD_LABEL = 'save-sisterhood/share/v1/bundle';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** The languages a shared bundle may be read in: the site's (core/languages.ts). */
export const shareLanguages = LANGUAGES.map((language) => language.code) as unknown as readonly [Locale, ...Locale[]];
export type ShareLanguage = (typeof shareLanguages)[number];

/** At most this many photos and files in one link (the 16 MiB bound them first in practice). */
export const SHARE_MAX_FILES = 100;

/**
 * A photo or file of a shared record, as the bundle describes it (docs/decisions/0034): what her
 * record keeps of it (name, type, size, digest, receipt, thumbnail), without her vault's file id
 * or key. Its bytes travel beside the bundle, re-sealed chunk by chunk under the link's key
 * (core/share/share-files.ts) under `attachmentId`, a fresh random id of this link only.
 */
export const shareAttachmentSchema = z.extend(z.omit(attachmentSchema, { fileId: true, key: true }), {
  attachmentId: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)),
  /** The index in `records` of the record it belongs to. */
  record: z.number().check(z.int(), z.gte(0)),
});
export type ShareAttachment = z.infer<typeof shareAttachmentSchema>;

export const shareRecordSchema = z.extend(incidentSchema, {
  storedAt: z.iso.datetime({ offset: true }),
});
export type ShareRecord = z.infer<typeof shareRecordSchema>;

/** More than any vault holds of one kind: a bound on what a page draws. */
const SHARE_MAX_PARTS = 5000;

/**
 * The incident calendar of a link: for each shared record (its index in `records`), the day it
 * happened (the date of its latest version) and the seriousness she chose, if any. Her own
 * reading, outside every digest (docs/decisions/0033); the advocate's page draws it with the
 * journal's calendar and the pack prints its calendar page from it.
 */
export const shareCalendarSchema = z.object({
  days: z
    .array(
      z.object({
        record: z.number().check(z.int(), z.gte(0)),
        happenedDate: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)),
        seriousness: z.optional(seriousnessField),
      }),
    )
    .check(z.maxLength(SHARE_MAX_PARTS)),
});
export type ShareCalendar = z.infer<typeof shareCalendarSchema>;

/** The exit plan's part of a link: the steps she ticked and the notes of the tracks she chose. */
export const shareExitPlanSchema = z.object({
  steps: z.array(exitPlanStepPlaintextSchema).check(z.maxLength(SHARE_MAX_PARTS)),
  notes: z.array(exitPlanNotePlaintextSchema).check(z.maxLength(SHARE_MAX_PARTS)),
});
export type ShareExitPlan = z.infer<typeof shareExitPlanSchema>;

export const shareBundleSchema = z.object({
  format: z.literal(SHARE_BUNDLE_FORMAT),
  version: z.literal(SHARE_BUNDLE_VERSION),
  madeAt: z.iso.datetime({ offset: true }),
  /** The language of the site she made it on: the advocate's page and pack use it. */
  language: z.enum(shareLanguages),
  /** Her records of what happened, each with every version (oldest first) and its receipts, and when the site first stored it. */
  records: z.array(shareRecordSchema),
  /** The records' photos and files she chose to include (their bytes travel beside the bundle). */
  attachments: z.optional(z.array(shareAttachmentSchema).check(z.maxLength(SHARE_MAX_FILES))),
  /** The incident calendar's days of the shared records, when she added it (docs/decisions/0033). */
  calendar: z.optional(z.nullable(shareCalendarSchema)),
  /** Her exit plan's tracks she chose: the steps she ticked and her notes (core/contracts/exit-plan.ts). */
  exitPlan: z.optional(shareExitPlanSchema),
  /** The symptom logs she chose (core/contracts/symptoms.ts), as her vault keeps them. */
  symptoms: z.optional(z.array(symptomLogPlaintextSchema).check(z.maxLength(SHARE_MAX_PARTS))),
}).check(
  // A calendar day names a record the bundle carries.
  z.refine((bundle) => (bundle.calendar?.days ?? []).every((day) => day.record < bundle.records.length), { path: ['calendar'] }),
  // A file names a record the bundle carries, has the chunk count of its size, and an id of its own.
  z.refine(
    (bundle) =>
      (bundle.attachments ?? []).every((file) => file.record < bundle.records.length && file.chunks === chunkCount(file.size)) &&
      new Set((bundle.attachments ?? []).map((file) => file.attachmentId)).size === (bundle.attachments ?? []).length,
    { path: ['attachments'] },
  ),
);
export type ShareBundle = z.infer<typeof shareBundleSchema>;

/** The one error opening a bundle throws: the page says "this could not be read", nothing more. */
export class ShareBundleError extends Error {
  override name = 'ShareBundleError';
  constructor(readonly reason: 'malformed' | 'not-authentic' | 'invalid-content') {
    super(`This share could not be read (${reason}).`);
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });
const additionalData = (linkId: string) => encoder.encode(`${SHARE_AAD_LABEL}\u0000${linkId}`);

/** True when the text has the shape of a sealed bundle (the server checks this). */
export function isWellFormedShareCiphertext(text: string): boolean {
  const bytes = fromBase64url(text);
  return bytes !== undefined && bytes.length >= 1 + NONCE_BYTES + TAG_BYTES && bytes[0] === SHARE_ENVELOPE_VERSION;
}

/** Checks the bundle against its contract, pads it and seals it for `linkId` under `key`. */
export async function sealShareBundle(key: CryptoKey, linkId: string, bundle: ShareBundle): Promise<string> {
  const json = encoder.encode(JSON.stringify(shareBundleSchema.parse(bundle)));
  const plaintext = new Uint8Array(Math.ceil((json.length + 1) / SHARE_PADDING_BYTES) * SHARE_PADDING_BYTES).fill(0x20);
  plaintext.set(json);
  const nonce = globalThis.crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  const sealed = new Uint8Array(await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce, additionalData: additionalData(linkId) }, key, plaintext));
  const out = new Uint8Array(1 + NONCE_BYTES + sealed.length);
  out[0] = SHARE_ENVELOPE_VERSION;
  out.set(nonce, 1);
  out.set(sealed, 1 + NONCE_BYTES);
  return toBase64url(out);
}

/** The bundle sealed for `linkId` under `key`, or a ShareBundleError. */
export async function openShareBundle(key: CryptoKey, linkId: string, ciphertext: string): Promise<ShareBundle> {
  if (!isWellFormedShareCiphertext(ciphertext)) throw new ShareBundleError('malformed');
  const bytes = fromBase64url(ciphertext)!;
  let plaintext: Uint8Array;
  try {
    plaintext = new Uint8Array(
      await globalThis.crypto.subtle.decrypt(
        {
          name: 'AES-GCM',
          iv: bytes.subarray(1, 1 + NONCE_BYTES),
          additionalData: additionalData(linkId),
        },
        key,
        bytes.subarray(1 + NONCE_BYTES),
      ),
    );
  } catch {
    throw new ShareBundleError('not-authentic');
  }
  let value: unknown;
  try {
    value = JSON.parse(decoder.decode(plaintext));
  } catch {
    throw new ShareBundleError('invalid-content');
  }
  const parsed = shareBundleSchema.safeParse(value);
  if (!parsed.success) throw new ShareBundleError('invalid-content');
  return parsed.data;
}
