/**
 * Photos and files in her records (docs/decisions/0032): the form's section where she adds them
 * and chooses, per file, a smaller copy (no location or device data) or the original, and the
 * thumbnails a saved record shows. Kept apart from the form so the form stays its own.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { attachmentTexts as texts } from '@core/content/attachments';
import type { Attachment } from '@core/contracts/journal';
import { currentLocale } from '@core/i18n';
import { formatMessage } from '@core/message-format';
import { base64urlToBase64 } from '@core/vault/base64url';
import { usePlainExportConfirm } from '~/components/plain-export-confirm';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { downloadBytes } from '~/lib/download';
import { ATTACHMENTS_MAX, ACCEPT, type PendingFile, attachableType, fileProblem, pendingFile, openAttachment, readableSize } from './attachment-files';
import type { AttachmentChanges } from './attachment-save';

const nameOf = (name: string) => name || texts.noName;

/** A base64url JPEG as an address the page's CSP allows (`img-src data:`): its text respelled, not decoded here. */
function thumbnailSource(thumbnail: string): string | undefined {
  const base64 = base64urlToBase64(thumbnail);
  return base64 === undefined ? undefined : `data:image/jpeg;base64,${base64}`;
}

/** Phones (a coarse pointer) get "Take a photo"; elsewhere the same input would only open a file picker. */
function useCoarsePointer(): boolean {
  const [coarse, setCoarse] = useState(false);
  useEffect(() => setCoarse(typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches), []);
  return coarse;
}

export type AttachmentsFieldProps = { value: AttachmentChanges; onChange: (next: AttachmentChanges) => void; disabled?: boolean };

/** The form's "Photos and files" section. */
export function AttachmentsField({ value, onChange, disabled }: AttachmentsFieldProps) {
  const ids = useId();
  const chooser = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const coarse = useCoarsePointer();
  const [problem, setProblem] = useState('');
  const count = value.kept.length + value.pending.length;

  const add = async (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    const added: PendingFile[] = [];
    let said = '';
    for (const file of files) {
      if (count + added.length >= ATTACHMENTS_MAX) {
        said = texts.tooMany;
        break;
      }
      const found = fileProblem(file);
      if (found) {
        said = formatMessage(found === 'too-big' ? texts.tooBig : texts.notAllowed, { name: nameOf(file.name) });
        continue;
      }
      added.push(await pendingFile(file, attachableType(file)!));
    }
    setProblem(said);
    if (added.length > 0) onChange({ ...value, pending: [...value.pending, ...added] });
  };

  const choose = (id: string, kept: PendingFile['kept']) => onChange({ ...value, pending: value.pending.map((file) => (file.id === id ? { ...file, kept } : file)) });

  return (
    <fieldset className="space-y-3" aria-describedby={`${ids}-intro`}>
      <legend className="font-semibold">{texts.legend}</legend>
      <p id={`${ids}-intro`} className="text-sm text-muted-foreground text-pretty">
        {texts.intro}
      </p>

      {value.kept.length > 0 ? (
        <ul className="space-y-2">
          {value.kept.map((attachment) => (
            <li key={attachment.fileId} className="flex items-center gap-3 rounded-md border border-border p-2">
              <Thumbnail attachment={attachment} />
              <span className="min-w-0 flex-1 break-words text-sm">
                {nameOf(attachment.name)} · {attachment.kept === 'smaller' ? texts.smallerLabel : texts.originalLabel}
              </span>
              <Button
                type="button"
                variant="ghost"
                disabled={disabled}
                className="h-auto min-h-11 whitespace-normal text-start"
                onClick={() => onChange({ ...value, kept: value.kept.filter((item) => item.fileId !== attachment.fileId) })}
              >
                {formatMessage(texts.removeSaved, { name: nameOf(attachment.name) })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      {value.pending.map((pending) => (
        <div key={pending.id} className="space-y-2 rounded-md border border-border p-3">
          {pending.canMakeSmaller ? (
            <fieldset className="space-y-2">
              <legend className="break-words text-sm font-medium">{formatMessage(texts.keepLegend, { name: nameOf(pending.file.name) })}</legend>
              {(['smaller', 'original'] as const).map((kind) => (
                <label key={kind} className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
                  <input
                    type="radio"
                    name={`${ids}-${pending.id}`}
                    className="mt-1 size-4 shrink-0 accent-primary"
                    checked={pending.kept === kind}
                    disabled={disabled}
                    onChange={() => choose(pending.id, kind)}
                  />
                  <span>
                    <span className="font-medium">{kind === 'smaller' ? texts.smaller : texts.original}</span>
                    <span className="block text-muted-foreground text-pretty">{kind === 'smaller' ? texts.smallerHint : texts.originalHint}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          ) : (
            <p className="text-sm text-pretty">
              <span className="block break-words font-medium">{nameOf(pending.file.name)}</span>
              {pending.type === 'application/pdf' ? texts.pdfKept : texts.originalOnly}
            </p>
          )}
          <Button
            type="button"
            variant="ghost"
            disabled={disabled}
            className="h-auto min-h-11 whitespace-normal text-start"
            onClick={() => onChange({ ...value, pending: value.pending.filter((file) => file.id !== pending.id) })}
          >
            {formatMessage(texts.remove, { name: nameOf(pending.file.name) })}
          </Button>
        </div>
      ))}

      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <input ref={chooser} type="file" accept={ACCEPT} multiple hidden tabIndex={-1} aria-hidden="true" data-testid="attach-file" onChange={(event) => void add(event.target.files).finally(() => (event.target.value = ''))} />
        <Button type="button" variant="outline" disabled={disabled || count >= ATTACHMENTS_MAX} onClick={() => chooser.current?.click()}>
          {texts.choose}
        </Button>
        {coarse ? (
          <>
            <input ref={camera} type="file" accept="image/*" capture="environment" hidden tabIndex={-1} aria-hidden="true" onChange={(event) => void add(event.target.files).finally(() => (event.target.value = ''))} />
            <Button type="button" variant="outline" disabled={disabled || count >= ATTACHMENTS_MAX} aria-describedby={`${ids}-camera`} onClick={() => camera.current?.click()}>
              {texts.takePhoto}
            </Button>
          </>
        ) : null}
      </div>
      {coarse ? (
        <p id={`${ids}-camera`} className="text-sm text-muted-foreground text-pretty">
          {texts.takePhotoNote}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A saved file's thumbnail (from inside her record: nothing fetched), or its name for a PDF. */
function Thumbnail({ attachment }: { attachment: Attachment }) {
  const source = attachment.thumbnail ? thumbnailSource(attachment.thumbnail) : undefined;
  return source ? (
    <img src={source} alt={formatMessage(texts.thumbnailAlt, { name: nameOf(attachment.name) })} decoding="async" className="size-16 shrink-0 rounded object-cover" />
  ) : (
    <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded bg-secondary text-xs font-semibold">
      {attachment.type === 'application/pdf' ? 'PDF' : '…'}
    </span>
  );
}

/**
 * A saved record's photos and files: thumbnails at once (they are inside the record). A photo
 * opens full size in a dialog; a PDF is unlocked and handed to the browser as a download, after
 * the one warning that it will be a plain file (docs/decisions/0041). Both are opened in her
 * browser from the sealed chunks: nothing is sent anywhere.
 */
export function RecordAttachments({ attachments }: { attachments: readonly Attachment[] }) {
  const [open, setOpen] = useState<{ fileId: string; url?: string; failed?: boolean } | null>(null);
  const [pdf, setPdf] = useState<{ fileId: string; said: string } | null>(null);
  const plainExport = usePlainExportConfirm();
  // The thumbnail she pressed: the focus goes back to it when the picture closes (the dialog has no Radix trigger).
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => () => void (open?.url && URL.revokeObjectURL(open.url)), [open]);
  if (attachments.length === 0) return null;

  const show = async (attachment: Attachment) => {
    setOpen({ fileId: attachment.fileId });
    try {
      const blob = await openAttachment(attachment);
      setOpen((current) => (current?.fileId === attachment.fileId ? { fileId: attachment.fileId, url: URL.createObjectURL(blob) } : current));
    } catch {
      setOpen((current) => (current?.fileId === attachment.fileId ? { fileId: attachment.fileId, failed: true } : current));
    }
  };

  const openPdf = async (attachment: Attachment) => {
    const name = nameOf(attachment.name);
    setPdf({ fileId: attachment.fileId, said: texts.opening });
    let blob: Blob;
    try {
      blob = await openAttachment(attachment);
    } catch {
      setPdf({ fileId: attachment.fileId, said: texts.unreadable });
      return;
    }
    setPdf(null);
    // Unlocked only now, in this browser: the warning comes before it lands in her downloads.
    plainExport.ask(() => {
      downloadBytes(blob, name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf`, 'application/pdf');
      setPdf({ fileId: attachment.fileId, said: formatMessage(texts.pdfDownloaded, { name }) });
    });
  };

  const shown = attachments.find((attachment) => attachment.fileId === open?.fileId);
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
                onClick={() => void openPdf(attachment)}
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
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  void show(attachment);
                }}
              >
                <Thumbnail attachment={attachment} />
              </button>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="text-sm empty:hidden">
        {pdf?.said ?? ''}
      </p>
      {plainExport.dialog}
      <Dialog open={open !== null} onOpenChange={(next) => (next ? undefined : setOpen(null))}>
        {shown && open ? (
          <DialogContent
            className="max-w-5xl"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
          >
            <DialogHeader>
              <DialogTitle className="break-words text-lg sm:text-xl">{nameOf(shown.name)}</DialogTitle>
              <DialogDescription className="text-sm">
                {shown.kept === 'smaller' ? texts.smallerLabel : texts.originalLabel} · {readableSize(shown.size, currentLocale)}
              </DialogDescription>
            </DialogHeader>
            <div className="mt-4" aria-live="polite">
              {open.url ? (
                <figure>
                  <img src={open.url} alt={formatMessage(texts.thumbnailAlt, { name: nameOf(shown.name) })} className="mx-auto h-auto max-h-[75dvh] w-auto max-w-full rounded" />
                </figure>
              ) : (
                <p className="text-sm">{open.failed ? texts.unreadable : texts.opening}</p>
              )}
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
