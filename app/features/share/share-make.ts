/**
 * Making a share link in her browser (docs/decisions/0034): her records sealed under a fresh key,
 * her photos and files re-sealed a chunk at a time under the same key, and the ciphertext stored.
 * The secret and the code never leave the browser. Only her share panel loads this (the
 * advocate's page never needs her vault's code).
 */
import type { Attachment } from '@core/contracts/journal';
import { SHARE_MAX_BYTES, type ShareCreate, type ShareExpiryDays, type ShareFile, shareCharacters, shareCreatedSchema } from '@core/contracts/share';
import { type ShareAttachment, type ShareBundle, type ShareLanguage, sealShareBundle } from '@core/share/share-bundle';
import { ShareFileError, resealForShare, sharedFileCharacters } from '@core/share/share-files';
import { deriveShareKeys, newShareCode, newShareSecret, shareFragment, shareTokenHash } from '@core/share/share-keys';
import { VaultDecryptError } from '@core/vault/envelope';
import { importFileKey, openChunk } from '@core/vault/file-chunks';
import { apiRequest, statusOf } from '~/lib/api';
import { getFileChunk } from '~/lib/vault/vault-store';

/** A photo or file of a shared record: the index of its record in the link, and her record's file (its key opens it here). */
export type ShareFileSource = { record: number; attachment: Attachment };

/** What a link carries: the journal's records (maybe with the calendar and their photos and files), or the exit plan's parts, or symptom logs. */
export type ShareParts = Pick<ShareBundle, 'records' | 'calendar' | 'exitPlan' | 'symptoms'> & { files?: readonly ShareFileSource[] };

/** The link would be over SHARE_MAX_BYTES: found before anything is sent. */
export class ShareTooLargeError extends Error {
  override name = 'ShareTooLargeError';
}

/** One of her files could not be opened from her space (deleted, or damaged): no link was made. */
export class ShareFileUnreadableError extends Error {
  override name = 'ShareFileUnreadableError';
  constructor(readonly fileName: string) {
    super('A file could not be read from her space.');
  }
}

/**
 * Her file re-sealed for the link, a chunk at a time: each chunk fetched from her space, opened
 * with the file's key, sealed under the link's key, wiped (core/share/share-files.ts).
 */
async function shareFileOf(linkKey: CryptoKey, linkId: string, { record, attachment }: ShareFileSource): Promise<{ described: ShareAttachment; file: ShareFile }> {
  const attachmentId = crypto.randomUUID();
  let chunks: string[];
  try {
    const fileKey = await importFileKey(attachment.key);
    chunks = await resealForShare(linkKey, linkId, attachmentId, attachment.size, async (index) =>
      openChunk(fileKey, attachment.fileId, index, attachment.chunks, await getFileChunk(attachment.fileId, index)),
    );
  } catch (error) {
    if (error instanceof VaultDecryptError || error instanceof ShareFileError || statusOf(error) === 404) throw new ShareFileUnreadableError(attachment.name);
    throw error;
  }
  const { fileId: _fileId, key: _key, ...kept } = attachment;
  return { described: { ...kept, attachmentId, record }, file: { attachmentId, chunks } };
}

export type MakeShareRequest = {
  parts: ShareParts;
  expiresInDays: ShareExpiryDays;
  onceOnly: boolean;
  withCode: boolean;
  language: ShareLanguage;
  /** The advocate's page in her language, absolute (`https://…/shared` or `…/es/shared`). */
  pageUrl: string;
  now?: Date;
};

export type MadeShare = {
  linkId: string;
  url: string;
  code: string | null;
  expiresAt: string;
};

/** Seals the records (and re-seals their files) under a fresh key and stores the ciphertext; answers the link (shown once) and the code. */
export async function makeShareLink(request: MakeShareRequest): Promise<MadeShare> {
  const secret = newShareSecret();
  const code = request.withCode ? newShareCode() : null;
  const keys = await deriveShareKeys(secret, code ?? undefined);
  const { files: sources = [], ...parts } = request.parts;
  // Said before any file is opened: her photos alone would pass the limit.
  if (sources.reduce((total, source) => total + sharedFileCharacters(source.attachment.size), 0) > SHARE_MAX_BYTES) throw new ShareTooLargeError('over the limit');
  const described: ShareAttachment[] = [];
  const files: ShareFile[] = [];
  for (const source of sources) {
    const shared = await shareFileOf(keys.key, keys.linkId, source);
    described.push(shared.described);
    files.push(shared.file);
  }
  const bundle: ShareBundle = {
    format: 'save-sisterhood-share',
    version: 1,
    madeAt: (request.now ?? new Date()).toISOString(),
    language: request.language,
    attachments: described,
    calendar: null,
    ...parts,
  };
  const body: ShareCreate = {
    linkId: keys.linkId,
    tokenHash: await shareTokenHash(keys.token),
    ciphertext: await sealShareBundle(keys.key, keys.linkId, bundle),
    ...(files.length > 0 ? { files } : {}),
    expiresInDays: request.expiresInDays,
    onceOnly: request.onceOnly,
  };
  if (shareCharacters(body.ciphertext, files) > SHARE_MAX_BYTES) throw new ShareTooLargeError('over the limit');
  const created = shareCreatedSchema.parse(await (await apiRequest('POST', '/api/shares', body)).json());
  return {
    linkId: keys.linkId,
    url: `${request.pageUrl}#${shareFragment(secret, code !== null)}`,
    code,
    expiresAt: created.expiresAt,
  };
}
