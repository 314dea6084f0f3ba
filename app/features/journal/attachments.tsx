/**
 * Photos and files in her records (docs/decisions/0032): the form's section where she adds them
 * and chooses, per file, a smaller copy (no location or device data) or the original. Kept apart from
 * the form so the form stays its own; a saved record's list is ./record-attachments.tsx.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { attachmentTexts as texts } from '@core/content/attachments';
import { formatMessage } from '@core/message-format';
import { Button } from '~/components/ui/button';
import { ATTACHMENTS_MAX, ACCEPT, type PendingFile, attachableType, fileProblem, pendingFile } from './attachment-files';
import type { AttachmentChanges } from './attachment-save';
import { Thumbnail, nameOf } from './record-attachments';

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
