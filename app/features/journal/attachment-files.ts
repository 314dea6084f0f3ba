/**
 * Her photos and files, in her browser (docs/decisions/0032): the smaller copy and the thumbnail
 * drawn through a canvas (pixels only: no EXIF, no location, no phone model), each file sealed
 * in chunks under its own key and sent one chunk at a time, its digest receipted, and opened
 * again for the pack or for her. Loaded only when she attaches or opens a file.
 */
import { ATTACHMENTS_MAX, type Attachment, THUMBNAIL_MAX_BYTES } from '@core/contracts/journal';
import { toBase64url } from '@core/vault/base64url';
import { FILE_MAX_BYTES, importFileKey, newFileKey, openFile, sealFile } from '@core/vault/file-chunks';
import { requestReceipt } from '~/lib/receipts';
import { deleteFileChunks, getFileChunk, putFileChunk } from '~/lib/vault/vault-store';

export { ATTACHMENTS_MAX };

/** Types she may attach: what the record's contract allows. */
export const ATTACHABLE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf'] as const;
export type AttachableType = (typeof ATTACHABLE_TYPES)[number];
/** The `accept` of the file picker (extensions too: some phones give HEIC no type). */
export const ACCEPT = [...ATTACHABLE_TYPES, '.heic', '.heif', '.jpg', '.jpeg', '.png', '.webp', '.pdf'].join(',');

/** The smaller copy's longer side, in pixels, and its JPEG quality. */
export const SMALLER_MAX_SIDE = 2048;
const SMALLER_QUALITY = 0.85;
const THUMBNAIL_SIDES = [160, 120, 96] as const;

/** The type she may attach this file as, or undefined (by its type, or by its name when the phone gave none). */
export function attachableType(file: File): AttachableType | undefined {
  if ((ATTACHABLE_TYPES as readonly string[]).includes(file.type)) return file.type as AttachableType;
  if (file.type === 'image/jpg') return 'image/jpeg';
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const byExtension: Record<string, AttachableType> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', heic: 'image/heic', heif: 'image/heif', pdf: 'application/pdf' };
  return file.type === '' && extension ? byExtension[extension] : undefined;
}

export type FileProblem = 'too-big' | 'not-allowed';

/** Why this file cannot be kept, or undefined when it can. */
export function fileProblem(file: File): FileProblem | undefined {
  if (!attachableType(file)) return 'not-allowed';
  if (file.size === 0 || file.size > FILE_MAX_BYTES) return 'too-big';
  return undefined;
}

/** The picture, decoded, or undefined when this browser cannot draw it (HEIC in most browsers, a broken file). */
async function decode(blob: Blob): Promise<ImageBitmap | undefined> {
  try {
    return await createImageBitmap(blob, { imageOrientation: 'from-image' });
  } catch {
    return undefined;
  }
}

/** Draws the picture at most `maxSide` pixels on its longer side and encodes it as JPEG. Only pixels are drawn: nothing of the file's metadata. */
async function drawJpeg(bitmap: ImageBitmap, maxSide: number, quality: number): Promise<Blob> {
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser.');
  // A transparent PNG gets a white page, as the pack prints it.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  canvas.width = 0;
  canvas.height = 0;
  if (!blob) throw new Error('The browser could not encode the picture.');
  return blob;
}

/** The smaller copy: a new JPEG of the pixels only (no EXIF, no location, no device). */
export async function smallerCopy(file: Blob): Promise<Blob> {
  const bitmap = await decode(file);
  if (!bitmap) throw new Error('This browser cannot draw the picture.');
  try {
    return await drawJpeg(bitmap, SMALLER_MAX_SIDE, SMALLER_QUALITY);
  } finally {
    bitmap.close();
  }
}

/** A thumbnail of at most THUMBNAIL_MAX_BYTES (base64url JPEG) of a decoded picture, or undefined when none fits. */
async function thumbnailOfBitmap(bitmap: ImageBitmap): Promise<string | undefined> {
  for (const side of THUMBNAIL_SIDES) {
    const jpeg = await drawJpeg(bitmap, side, 0.6);
    if (jpeg.size <= THUMBNAIL_MAX_BYTES) return toBase64url(new Uint8Array(await jpeg.arrayBuffer()));
  }
  return undefined;
}

/**
 * A file she chose, not sent yet, and what she chose to keep of it. Its thumbnail is made when
 * she chooses it, from the one decode that also tells whether a smaller copy can be made: the
 * same picture whichever she keeps, so a save never decodes the full photo again for it.
 */
export type PendingFile = { id: string; file: File; type: AttachableType; kept: 'smaller' | 'original'; canMakeSmaller: boolean; thumbnail?: string };

/**
 * A file she just chose, decoded once: whether this browser can draw it (so offer the smaller
 * copy, chosen first) and its thumbnail. A PDF or a picture this browser cannot draw (HEIC in
 * most browsers) is kept as the original, without a thumbnail.
 */
export async function pendingFile(file: File, type: AttachableType): Promise<PendingFile> {
  const id = crypto.randomUUID();
  const bitmap = type === 'application/pdf' ? undefined : await decode(file);
  if (!bitmap) return { id, file, type, kept: 'original', canMakeSmaller: false };
  try {
    const thumbnail = await thumbnailOfBitmap(bitmap);
    return { id, file, type, kept: 'smaller', canMakeSmaller: true, ...(thumbnail ? { thumbnail } : {}) };
  } finally {
    bitmap.close();
  }
}

/**
 * Keeps one file: makes the bytes she chose (the smaller copy, or the original as it is), seals
 * and sends them a chunk at a time, asks for a receipt over their digest, and answers what her
 * record keeps of it. When a chunk fails, what was sent is deleted and the error is thrown.
 */
export async function keepFile(pending: PendingFile, now: Date = new Date()): Promise<Attachment> {
  const smaller = pending.kept === 'smaller' && pending.canMakeSmaller;
  const bytes: Blob = smaller ? await smallerCopy(pending.file) : pending.file;
  const type: AttachableType = smaller ? 'image/jpeg' : pending.type;
  const thumbnail = type === 'application/pdf' ? undefined : pending.thumbnail;
  const fileId = crypto.randomUUID();
  const { key, raw } = await newFileKey();
  let sealed: { chunks: number; sha256: string };
  try {
    sealed = await sealFile(key, fileId, bytes, (index, chunk) => putFileChunk(fileId, index, chunk));
  } catch (error) {
    await deleteFileChunks(fileId).catch(() => undefined);
    throw error;
  }
  const receipt = await requestReceipt(sealed.sha256);
  return {
    fileId,
    key: raw,
    name: pending.file.name.slice(0, 255),
    type,
    size: bytes.size,
    chunks: sealed.chunks,
    sha256: sealed.sha256,
    kept: smaller ? 'smaller' : 'original',
    addedAt: now.toISOString(),
    ...(thumbnail ? { thumbnail } : {}),
    ...(receipt ? { receipt } : {}),
  };
}

/** Deletes her files from the server (after a failed save, or with their record); a failure is left for "Delete my data". */
export async function forgetFiles(attachments: readonly Pick<Attachment, 'fileId'>[]): Promise<void> {
  for (const attachment of attachments) await deleteFileChunks(attachment.fileId).catch(() => undefined);
}

/** The bytes she kept, opened in her browser (a VaultDecryptError when anything was changed or is missing). */
export async function openAttachment(attachment: Attachment): Promise<Blob> {
  const key = await importFileKey(attachment.key);
  return openFile(key, attachment.fileId, attachment.chunks, attachment.type, (index) => getFileChunk(attachment.fileId, index));
}
