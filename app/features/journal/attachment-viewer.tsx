/**
 * One saved photo or file, opened (./record-attachments.tsx loads this when she presses it): a
 * photo full size in the site's Dialog; a PDF handed to the browser as a download after the one
 * warning that it will be a plain file (docs/decisions/0041), not a new tab, which history can
 * reopen. Opened in this browser by `open`: nothing is sent anywhere.
 */
import { type RefObject, useEffect, useState } from 'react';
import { attachmentTexts as texts } from '@core/content/attachments';
import { currentLocale } from '@core/i18n';
import { formatMessage } from '@core/message-format';
import { usePlainExportConfirm } from '~/components/plain-export-confirm';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { downloadBytes } from '~/lib/download';
import { readableSize } from '~/lib/readable-size';
import { type ShownFile, nameOf } from './record-attachments';

export function AttachmentViewer<F extends ShownFile>({ file, open, opener }: { file: F; open: (file: F) => Promise<Blob>; opener: RefObject<HTMLElement | null> }) {
  const [shown, setShown] = useState(true);
  const [picture, setPicture] = useState<{ url?: string; failed?: boolean }>({});
  const [said, setSaid] = useState('');
  const plainExport = usePlainExportConfirm();
  const isPdf = file.type === 'application/pdf';

  useEffect(() => {
    let url: string | undefined;
    let gone = false;
    if (isPdf) setSaid(texts.opening);
    void open(file).then(
      (blob) => {
        if (gone) return;
        if (!isPdf) {
          url = URL.createObjectURL(blob);
          setPicture({ url });
          return;
        }
        setSaid('');
        const name = nameOf(file.name);
        // Unlocked only now, in this browser: the warning comes before it lands in the downloads.
        plainExport.ask(() => {
          downloadBytes(blob, name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf`, 'application/pdf');
          setSaid(formatMessage(texts.pdfDownloaded, { name }));
        });
      },
      () => {
        if (gone) return;
        if (isPdf) setSaid(texts.unreadable);
        else setPicture({ failed: true });
      },
    );
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
    // One viewer per press (its key): the file and opener do not change under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (isPdf)
    return (
      <>
        <p role="status" className="text-sm empty:hidden">
          {said}
        </p>
        {plainExport.dialog}
      </>
    );
  return (
    <Dialog open={shown} onOpenChange={(next) => (next ? undefined : setShown(false))}>
      <DialogContent
        className="max-w-5xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="break-words text-lg sm:text-xl">{nameOf(file.name)}</DialogTitle>
          <DialogDescription className="text-sm">
            {file.kept === 'smaller' ? texts.smallerLabel : texts.originalLabel} · {readableSize(file.size, currentLocale)}
          </DialogDescription>
        </DialogHeader>
        <div className="mt-4" aria-live="polite">
          {picture.url ? (
            <figure>
              <img src={picture.url} alt={formatMessage(texts.thumbnailAlt, { name: nameOf(file.name) })} className="mx-auto h-auto max-h-[75dvh] w-auto max-w-full rounded" />
            </figure>
          ) : (
            <p className="text-sm">{picture.failed ? texts.unreadable : texts.opening}</p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
