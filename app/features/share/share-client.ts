/**
 * Share links in the browser (docs/decisions/0034): making one from her records, and opening
 * one on the advocate's page. The secret and the code never leave the browser; only the link
 * id, the token's hash (when made) or the token (when opened) and ciphertext are sent, through
 * the one API client.
 */
import { type ShareCreate, type ShareExpiryDays, type ShareOpened, shareCreatedSchema, shareOpenedSchema } from '@core/contracts/share';
import { type ShareBundle, type ShareLanguage, openShareBundle, sealShareBundle } from '@core/share/share-bundle';
import { deriveShareKeys, newShareCode, newShareSecret, parseShareFragment, shareFragment, shareTokenHash } from '@core/share/share-keys';
import { apiRequest, statusOf } from '~/lib/api';

/** What a link carries: the journal's records (maybe with the calendar), or the exit plan's parts, or symptom logs. */
export type ShareParts = Pick<ShareBundle, 'records' | 'calendar' | 'exitPlan' | 'symptoms'>;

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

/** Seals the records under a fresh key and stores the ciphertext; answers the link (shown once) and the code. */
export async function makeShareLink(request: MakeShareRequest): Promise<MadeShare> {
  const secret = newShareSecret();
  const code = request.withCode ? newShareCode() : null;
  const keys = await deriveShareKeys(secret, code ?? undefined);
  const bundle: ShareBundle = {
    format: 'save-sisterhood-share',
    version: 1,
    madeAt: (request.now ?? new Date()).toISOString(),
    language: request.language,
    attachments: [],
    calendar: null,
    ...request.parts,
  };
  const body: ShareCreate = {
    linkId: keys.linkId,
    tokenHash: await shareTokenHash(keys.token),
    ciphertext: await sealShareBundle(keys.key, keys.linkId, bundle),
    expiresInDays: request.expiresInDays,
    onceOnly: request.onceOnly,
  };
  const created = shareCreatedSchema.parse(await (await apiRequest('POST', '/api/shares', body)).json());
  return {
    linkId: keys.linkId,
    url: `${request.pageUrl}#${shareFragment(secret, code !== null)}`,
    code,
    expiresAt: created.expiresAt,
  };
}

/** "Stop sharing" (also used to take back a link her vault could not remember). */
export async function stopShareLink(linkId: string): Promise<void> {
  await apiRequest('DELETE', `/api/shares/${linkId}`);
}

export type OpenShareOutcome =
  | { outcome: 'opened'; bundle: ShareBundle }
  /** Expired, stopped, used, a wrong code, or never made: the server says nothing more, nor do we. */
  | { outcome: 'cannot-open' }
  /** Handed out, but it does not open or is not a share: "this could not be read". */
  | { outcome: 'unreadable' };

/** The link in the page's fragment, or undefined when there is none of ours. */
export const linkInFragment = (hash: string) => parseShareFragment(hash);

/** Opens the link: derives the token and key here, asks for the ciphertext, opens it here. */
export async function openShareLink(secret: Uint8Array<ArrayBuffer>, code: string | undefined): Promise<OpenShareOutcome> {
  const keys = await deriveShareKeys(secret, code);
  let answer: ShareOpened;
  try {
    answer = shareOpenedSchema.parse(
      await (
        await apiRequest('POST', '/api/shares/open', {
          linkId: keys.linkId,
          token: keys.token,
        })
      ).json(),
    );
  } catch (error) {
    if (statusOf(error) === 404) return { outcome: 'cannot-open' };
    throw error;
  }
  try {
    return {
      outcome: 'opened',
      bundle: await openShareBundle(keys.key, keys.linkId, answer.ciphertext),
    };
  } catch {
    return { outcome: 'unreadable' };
  }
}
