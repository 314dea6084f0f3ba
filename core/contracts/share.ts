/**
 * Share links (docs/decisions/0034): the API her browser and her advocate's talk to. The server
 * sees only a link id, the SHA-256 of an access token, ciphertext and an expiry.
 *
 * Endpoints (every answer `cache-control: no-store`; errors are `{ error }` sentences):
 * - POST   /api/shares            ShareCreate → 201 ShareCreated; needs her vault session; 413
 *                                 `tooLarge` over SHARE_MAX_BYTES (bundle and files' chunks together), `tooManyLinks` past
 *                                 SHARE_MAX_LINKS live links; 409 the link id exists; 429 / 507 as
 *                                 a vault write (the bytes spend the same daily budget and cap).
 * - GET    /api/shares            → 200 ShareList: her live links (never the ciphertext).
 * - DELETE /api/shares/:linkId    → 204 "Stop sharing": the row, its ciphertext and its files go at once
 *                                 (also when there was no such link of hers).
 * - POST   /api/shares/open       ShareOpen → 200 ShareOpened (the bundle and its files' chunks); 404 `cannotOpen` for a link that does
 *                                 not exist, has expired, was stopped, was opened once already (once
 *                                 only) or a wrong token (the fifth wrong token deletes the link):
 *                                 one answer for all. No session or cookie needed; SHARE_OPEN_PER_MINUTE
 *                                 a minute per address.
 */
import * as z from 'zod/mini';
import { fromBase64url } from '../vault/base64url';
import { SHARE_MAX_FILES, isWellFormedShareCiphertext } from '../share/share-bundle';
import { FILE_CHUNK_BYTES, FILE_MAX_BYTES, isWellFormedSealedChunk } from '../vault/file-chunks';
import { normalizeShareCode } from '../share/share-code';
import { codesOf, type MessageCode } from './codes';

/** The codes of the share forms' problems; their words are core/content/validation.ts's `shareFieldMessages`. */
export const shareFieldCodes = codesOf('shareFieldMessages', ['chooseOne', 'code']);

export const SHARE_EXPIRY_DAYS = [1, 7, 30] as const;
export type ShareExpiryDays = (typeof SHARE_EXPIRY_DAYS)[number];
export const DEFAULT_SHARE_EXPIRY_DAYS: ShareExpiryDays = 7;
/** One link's ciphertext, its bundle's and its files' chunks together, in characters of base64url. */
export const SHARE_MAX_BYTES = 16 * 1024 * 1024;
/** Live links per vault. */
export const SHARE_MAX_LINKS = 20;
/** Wrong tokens before a link is destroyed. */
export const SHARE_WRONG_TRIES = 5;
/** Openings a minute per address, across links. */
export const SHARE_OPEN_PER_MINUTE = 20;

const apiCodes = codesOf('apiMessages', ['linkId', 'accessToken', 'tokenHashMissing', 'tokenHash', 'bundleMissing', 'bundle', 'shareFiles', 'linkLifetime', 'onceOnly']);

const base64urlOf = (bytes: number, message: MessageCode) =>
  z.string({ error: message }).check(z.refine((value) => fromBase64url(value)?.length === bytes, message));

export const shareLinkIdField = base64urlOf(16, apiCodes.linkId);
export const shareTokenField = base64urlOf(32, apiCodes.accessToken);

/**
 * A photo or file of a link (docs/decisions/0034): its id in this link and its chunks, each
 * sealed in her browser under the link's key (core/share/share-files.ts), base64url. The server
 * checks only their shape.
 */
export const shareFileSchema = z.object({
  attachmentId: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)),
  chunks: z
    .array(
      z.string().check(
        z.refine((text) => {
          const bytes = fromBase64url(text);
          return bytes !== undefined && isWellFormedSealedChunk(bytes);
        }),
      ),
    )
    .check(z.minLength(1), z.maxLength(FILE_MAX_BYTES / FILE_CHUNK_BYTES)),
});
export type ShareFile = z.infer<typeof shareFileSchema>;

const shareFilesField = z
  .array(shareFileSchema, { error: apiCodes.shareFiles })
  .check(
    z.maxLength(SHARE_MAX_FILES, apiCodes.shareFiles),
    z.refine((files) => new Set(files.map((file) => file.attachmentId)).size === files.length, apiCodes.shareFiles),
  );

/** Characters a link's bundle and files take together: what SHARE_MAX_BYTES bounds and the server keeps as its size. */
export const shareCharacters = (ciphertext: string, files: readonly ShareFile[] = []) =>
  files.reduce((total, file) => total + file.chunks.reduce((sum, chunk) => sum + chunk.length, 0), ciphertext.length);

export const shareCreateSchema = z.object({
  linkId: shareLinkIdField,
  /** SHA-256 (lower-case hex) of the access token, computed in her browser. */
  tokenHash: z.string({ error: apiCodes.tokenHashMissing }).check(z.regex(/^[0-9a-f]{64}$/, apiCodes.tokenHash)),
  /** Checked for size by the route (413), for shape here. */
  ciphertext: z.string({ error: apiCodes.bundleMissing }).check(z.refine(isWellFormedShareCiphertext, apiCodes.bundle)),
  /** The records' photos and files she included (none when absent). */
  files: z.optional(shareFilesField),
  expiresInDays: z.literal(SHARE_EXPIRY_DAYS, {
    error: apiCodes.linkLifetime,
  }),
  onceOnly: z.boolean({
    error: apiCodes.onceOnly,
  }),
});
export type ShareCreate = z.infer<typeof shareCreateSchema>;

export const shareCreatedSchema = z.object({
  linkId: z.string(),
  expiresAt: z.string(),
});
export type ShareCreated = z.infer<typeof shareCreatedSchema>;

export const shareLinkSchema = z.object({
  linkId: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  onceOnly: z.boolean(),
  /** Whether it was opened (with the right token) at least once. */
  opened: z.boolean(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareListSchema = z.object({
  links: z.array(shareLinkSchema),
  maxLinks: z.number(),
});
export type ShareList = z.infer<typeof shareListSchema>;

export const shareLinkIdParamSchema = z.object({ linkId: shareLinkIdField });

export const shareOpenSchema = z.object({
  linkId: shareLinkIdField,
  token: shareTokenField,
});
export type ShareOpen = z.infer<typeof shareOpenSchema>;

export const shareOpenedSchema = z.object({
  ciphertext: z.string(),
  /**
   * The link's photos and files, sealed as her browser sent them (an empty list when it has none).
   * Only their shape here: the server checked each chunk on the way in, and the advocate's browser
   * opens each one (a chunk that does not open spoils its file only), so nothing decodes megabytes
   * before the records show.
   */
  files: z.array(z.object({ attachmentId: z.string(), chunks: z.array(z.string()) })),
  expiresAt: z.string(),
});
export type ShareOpened = z.infer<typeof shareOpenedSchema>;

// ---- What only her browser sees (inside her vault) ------------------------------------------

/** The tools a link is made from: her list says which. */
export const shareSources = ['journal', 'exit-plan', 'symptoms'] as const;
export type ShareSource = (typeof shareSources)[number];

/**
 * Her choices when she makes a link (the share panel's form, through useContractForm): the ids
 * of what she shares (every one is ticked at first; she unticks what she leaves out), how long
 * the link lives, once only or not, and a spoken code. Radios hold strings, as typed.
 */
export const shareChoicesSchema = z.object({
  chosen: z.array(z.string()).check(z.minLength(1, shareFieldCodes.chooseOne)),
  expiresInDays: z.enum(['1', '7', '30']),
  onceOnly: z.boolean(),
  withCode: z.boolean(),
  /** The journal's link may carry the incident calendar's days (docs/decisions/0033). */
  withCalendar: z.boolean(),
  /** The journal's link may carry the chosen records' photos and files (on at first). */
  withFiles: z.boolean(),
});
export type ShareChoices = z.infer<typeof shareChoicesSchema>;

/** The advocate's spoken-code form on /shared: six digits, spaces and dashes allowed. */
export const shareCodeFormSchema = z.object({
  code: z.string({ error: shareFieldCodes.code }).check(z.refine((typed) => normalizeShareCode(typed) !== undefined, shareFieldCodes.code)),
});
export type ShareCodeForm = z.infer<typeof shareCodeFormSchema>;

/**
 * One link she made, as her vault remembers it (kind `share-link`): what it carries, so her
 * list can say so; never the secret or the code (a lost link is stopped and made again).
 */
export const shareLinkPlaintextSchema = z.object({
  kind: z.literal('share-link'),
  linkId: shareLinkIdField,
  source: z.enum(shareSources),
  /** How many of what the source shares: records of the journal, parts of the plan, symptom logs. */
  records: z.number().check(z.int(), z.gte(0)),
  /** How many photos and files it carries (absent on links made before they could). */
  files: z.optional(z.number().check(z.int(), z.gte(0))),
  hasCode: z.boolean(),
  madeAt: z.iso.datetime({ offset: true }),
});
export type ShareLinkPlaintext = z.infer<typeof shareLinkPlaintextSchema>;
