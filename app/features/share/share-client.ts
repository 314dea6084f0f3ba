/**
 * Share links in the browser (docs/decisions/0034): opening one on the advocate's page, and
 * stopping one (making one is ./share-make.ts). The secret and the code never leave the browser;
 * only the link id and the token (when opened) are sent, through the one API client.
 */
import { type ShareOpened, shareOpenedSchema } from '@core/contracts/share';
import { type ShareAttachment, type ShareBundle, openShareBundle } from '@core/share/share-bundle';
import { parseShareFragment } from '@core/share/share-keys';
import { apiRequest, statusOf } from '~/lib/api';
import { type ShareAsk, askForShare } from './share-ask';

/** "Stop sharing" (also used to take back a link her vault could not remember). */
export async function stopShareLink(linkId: string): Promise<void> {
  await apiRequest('DELETE', `/api/shares/${linkId}`);
}

/** Opens one photo or file of an opened link, here (a ShareFileError when it was changed, moved or is missing). */
export type OpenSharedFile = (attachment: ShareAttachment) => Promise<Blob>;

/** A link's file as the journal's list and pack read one: its link's attachment id as its file id (it has no key: the link's key opens it). */
export type SharedFile = ShareAttachment & { fileId: string };

/** The files of record `record` of a link, in the order she kept them. */
export const sharedFilesOf = (bundle: ShareBundle, record: number): SharedFile[] =>
  (bundle.attachments ?? []).filter((file) => file.record === record).map((file) => ({ ...file, fileId: file.attachmentId }));

export type OpenShareOutcome =
  | { outcome: 'opened'; bundle: ShareBundle; openFile: OpenSharedFile }
  /** Expired, stopped, used, a wrong code, or never made: the server says nothing more, nor do we. */
  | { outcome: 'cannot-open' }
  /** Handed out, but it does not open or is not a share: "this could not be read". */
  | { outcome: 'unreadable' };

/** The link in the page's fragment, or undefined when there is none of ours. */
export const linkInFragment = (hash: string) => parseShareFragment(hash);

/**
 * Opens the link: derives the token and key here, asks for the ciphertext (or takes `asked`, the
 * page's early ask for this link: ./share-ask.ts), opens it here.
 */
export async function openShareLink(secret: Uint8Array<ArrayBuffer>, code: string | undefined, asked?: Promise<ShareAsk>): Promise<OpenShareOutcome> {
  const { keys, answer: response } = await (asked ?? askForShare(secret, code));
  let answer: ShareOpened;
  try {
    answer = shareOpenedSchema.parse(await (await response).json());
  } catch (error) {
    if (statusOf(error) === 404) return { outcome: 'cannot-open' };
    throw error;
  }
  try {
    const chunks = new Map(answer.files.map((file) => [file.attachmentId, file.chunks]));
    return {
      outcome: 'opened',
      bundle: await openShareBundle(keys.key, keys.linkId, answer.ciphertext),
      // The chunks' code loads when a file is first opened, not with the page.
      openFile: async (attachment) => (await import('@core/share/share-files')).openSharedFile(keys.key, keys.linkId, attachment, chunks.get(attachment.attachmentId)),
    };
  } catch {
    return { outcome: 'unreadable' };
  }
}
