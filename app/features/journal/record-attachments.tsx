/**
 * A saved record's photos and files (docs/decisions/0032, 0041): thumbnails at once (they are
 * inside the record, nothing is fetched), and, when one is pressed, the viewer
 * (./attachment-viewer.tsx: the picture in the site's Dialog, a PDF after the plain-file warning),
 * whose code loads only then. The file is opened in this browser by `open`: her vault's
 * (`openAttachment`), or a share link's on her advocate's page (docs/decisions/0034).
 */
import { Suspense, useRef, useState } from 'react';
import { attachmentTexts as texts } from '@core/content/attachments';
import type { Attachment } from '@core/contracts/journal';
import { formatMessage } from '@core/message-format';
import { base64urlToBase64 } from '@core/vault/base64url';
import { lazyPart } from '~/components/lazy-part';

/** A saved file as the list shows it: what her record keeps of it, without its key (a share link's files have none). */
export type ShownFile = Omit<Attachment, 'key'>;

export const nameOf = (name: string) => name || texts.noName;

/** The Dialog, the plain-file warning and the download: fetched when she first opens a file. */
const AttachmentViewer = lazyPart(() => import('./attachment-viewer').then((module) => module.AttachmentViewer<ShownFile>));

/** A base64url JPEG as an address the page's CSP allows (`img-src data:`). */
function thumbnailSource(thumbnail: string): string | undefined {
  const base64 = base64urlToBase64(thumbnail);
  return base64 === undefined ? undefined : `data:image/jpeg;base64,${base64}`;
}

/** A saved file's thumbnail (from inside her record: nothing fetched), or its name for a PDF. */
export function Thumbnail({ attachment }: { attachment: ShownFile }) {
  const source = attachment.thumbnail ? thumbnailSource(attachment.thumbnail) : undefined;
  return source ? (
    <img src={source} alt={formatMessage(texts.thumbnailAlt, { name: nameOf(attachment.name) })} decoding="async" className="size-16 shrink-0 rounded object-cover" />
  ) : (
    <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded bg-secondary text-xs font-semibold">
      {attachment.type === 'application/pdf' ? 'PDF' : '…'}
    </span>
  );
}

export function RecordAttachments<F extends ShownFile>({ attachments, open }: { attachments: readonly F[]; open: (file: F) => Promise<Blob> }) {
  // The file she pressed (a new press makes a new viewer), and its button: the focus goes back to it when the picture closes.
  const [viewing, setViewing] = useState<{ file: F; press: number } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  if (attachments.length === 0) return null;

  const press = (file: F, button: HTMLElement) => {
    opener.current = button;
    setViewing((current) => ({ file, press: (current?.press ?? 0) + 1 }));
  };

  return (
    <section aria-label={texts.legend} className="space-y-2">
      <h4 className="text-sm font-semibold">{texts.legend}</h4>
      <ul className="flex flex-wrap gap-2">
        {attachments.map((attachment) => (
          <li key={attachment.fileId}>
            {attachment.type === 'application/pdf' ? (
              <button
                type="button"
                className="flex min-h-11 items-center gap-2 rounded-md border border-border p-1 pe-3 text-start text-sm focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={formatMessage(texts.openPdf, { name: nameOf(attachment.name) })}
                onClick={(event) => press(attachment, event.currentTarget)}
              >
                <Thumbnail attachment={attachment} />
                <span className="break-words">{nameOf(attachment.name)}</span>
              </button>
            ) : (
              <button
                type="button"
                className="rounded-md border border-border p-1 focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={formatMessage(texts.open, { name: nameOf(attachment.name) })}
                aria-haspopup="dialog"
                onClick={(event) => press(attachment, event.currentTarget)}
              >
                <Thumbnail attachment={attachment} />
              </button>
            )}
          </li>
        ))}
      </ul>
      {viewing ? (
        <Suspense fallback={<p role="status">{texts.opening}</p>}>
          <AttachmentViewer key={viewing.press} file={viewing.file} open={open as (file: ShownFile) => Promise<Blob>} opener={opener} />
        </Suspense>
      ) : null}
    </section>
  );
}
