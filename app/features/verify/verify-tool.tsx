import { useId, useRef, useState } from 'react';
import { locale } from '@core/content/locale';
import { verifyTexts as texts } from '@core/content/verify';
import { RECEIPT_KEYS_PATH } from '@core/contracts/receipts';
import { formatMessage } from '@core/message-format';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { loadOnce } from '~/lib/load-once';
import type { DroppedFile, FileMatch, ManifestResult } from './verify-check';

/** The checking code, fetched when she chooses a file. */
const loadCheck = loadOnce(() => import('./verify-check'));

const dateTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(locale.intl, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit', timeZoneName: 'short' });
};

const statusText = { checked: texts.checked, changed: texts.changed, unsigned: texts.unsigned } as const;

/** What a chosen photo or file is in the pack, in one sentence per listed file it matches. */
function droppedFileLines(dropped: DroppedFile): string[] {
  if (dropped.unreadable) return [formatMessage(texts.fileUnreadable, { name: dropped.name })];
  if (dropped.matches.length === 0) return [formatMessage(texts.fileNoMatch, { name: dropped.name })];
  return dropped.matches.map((match: FileMatch) =>
    formatMessage(match.receipt === 'valid' ? texts.fileMatchValid : match.receipt === 'none' ? texts.fileMatchNoReceipt : texts.fileMatchBadReceipt, {
      name: dropped.name,
      listed: match.name,
      record: match.record,
      signedAt: dateTime(match.signedAt ?? ''),
    }),
  );
}

/** /verify: she or her advocate chooses the pack's companion file; it is checked here and sent nowhere. */
export function VerifyTool() {
  const ids = useId();
  const [result, setResult] = useState<ManifestResult | null>(null);
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);
  const [dropped, setDropped] = useState<DroppedFile[] | null>(null);
  const [reading, setReading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const filesRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const check = async (file: File | undefined) => {
    if (!file || checking) return;
    setChecking(true);
    setError('');
    setResult(null);
    setDropped(null);
    try {
      const module = await loadCheck();
      if (!(await module.canVerifyEd25519())) {
        setError(texts.couldNotCheck);
        return;
      }
      try {
        setResult(await module.checkManifestFile(file));
        window.setTimeout(() => resultsRef.current?.focus(), 0);
      } catch (reason) {
        setError(reason instanceof module.ManifestTooLargeError ? texts.tooLarge : texts.notManifest);
      }
    } catch {
      setError(texts.notManifest);
    } finally {
      setChecking(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  /** The photos and files chosen beside the manifest: each digest worked out here, a slice at a time, and compared with the pack's. */
  const matchFiles = async (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (!result || files.length === 0 || reading) return;
    setReading(true);
    try {
      const module = await loadCheck();
      setDropped(await module.matchDroppedFiles(result, files));
    } catch {
      setDropped(files.map((file) => ({ name: file.name, matches: [], unreadable: true })));
    } finally {
      setReading(false);
      if (filesRef.current) filesRef.current.value = '';
    }
  };

  const checkedCount = result?.records.filter((record) => record.status === 'checked').length ?? 0;

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-file`}>{texts.fileLabel}</Label>
        <p id={`${ids}-hint`} className="text-sm text-muted-foreground">
          {texts.fileHint}
        </p>
        <Input
          id={`${ids}-file`}
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          aria-describedby={error ? `${ids}-hint ${ids}-error` : `${ids}-hint`}
          aria-invalid={error ? true : undefined}
          disabled={checking}
          // The checking code is fetched as she reaches for the field, before a file is chosen.
          onFocus={() => void loadCheck().catch(() => undefined)}
          onPointerDown={() => void loadCheck().catch(() => undefined)}
          onChange={(event) => void check(event.target.files?.[0])}
        />
        <p role="status" className="text-sm">
          {checking ? texts.checking : ''}
        </p>
        {error ? (
          <p id={`${ids}-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>

      {result ? (
        <section aria-labelledby={`${ids}-results`} className="space-y-4">
          <h2 id={`${ids}-results`} ref={resultsRef} tabIndex={-1} className="text-xl font-semibold outline-none">
            {texts.resultsTitle}
          </h2>
          <p className="font-medium">{formatMessage(texts.summary, { checked: checkedCount, total: result.records.length })}</p>
          <p className="text-sm text-muted-foreground">{formatMessage(texts.madeAt, { madeAt: dateTime(result.madeAt) })}</p>
          {result.packDigestMatches ? null : <p className="text-sm font-medium">{texts.packDigestDiffers}</p>}
          <ol className="space-y-4">
            {result.records.map((record) => (
              <li key={record.number} className="space-y-2 rounded-md border border-border bg-card p-4" data-status={record.status}>
                <h3 className="font-semibold">{formatMessage(texts.recordHeading, { n: record.number })}</h3>
                {record.happenedDate ? <p className="text-sm">{formatMessage(texts.happened, { date: record.happenedDate })}</p> : null}
                <p className={record.status === 'changed' ? 'font-semibold text-destructive' : 'font-medium'}>{statusText[record.status]}</p>
                <ol className="space-y-1 text-sm text-muted-foreground">
                  {record.versions.map((version, index) => (
                    <li key={index}>
                      {formatMessage(texts.versionLine, { n: index + 1, savedAt: dateTime(version.savedAt) })}{' '}
                      {!version.digestMatches || version.receipt === 'other-digest'
                        ? texts.versionChanged
                        : version.receipt === 'valid'
                          ? formatMessage(texts.versionValid, { signedAt: dateTime(version.signedAt ?? '') })
                          : version.receipt === 'none'
                            ? texts.versionNoReceipt
                            : texts.versionBadKey}
                    </li>
                  ))}
                  {record.files.map((file, index) => (
                    <li key={`file-${index}`}>
                      {formatMessage(texts.recordFileLine, { name: file.name })}{' '}
                      {file.receipt === 'valid'
                        ? formatMessage(texts.fileValid, { signedAt: dateTime(file.signedAt ?? '') })
                        : file.receipt === 'none'
                          ? texts.fileNoReceipt
                          : texts.fileChanged}
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
          {result.records.some((record) => record.files.length > 0) ? (
            <section aria-labelledby={`${ids}-files-title`} className="space-y-2">
              <h3 id={`${ids}-files-title`} className="text-lg font-semibold">
                {texts.filesTitle}
              </h3>
              <Label htmlFor={`${ids}-files`}>{texts.filesLabel}</Label>
              <p id={`${ids}-files-hint`} className="text-sm text-muted-foreground">
                {texts.filesHint}
              </p>
              <Input
                id={`${ids}-files`}
                ref={filesRef}
                type="file"
                multiple
                accept="image/*,application/pdf,.pdf,.heic,.heif"
                aria-describedby={`${ids}-files-hint`}
                disabled={reading}
                onChange={(event) => void matchFiles(event.target.files)}
              />
              <p role="status" className="text-sm">
                {reading ? texts.filesReading : ''}
              </p>
              {dropped ? (
                <ul className="space-y-1" aria-live="polite">
                  {dropped.flatMap((file, index) =>
                    droppedFileLines(file).map((line, at) => (
                      <li key={`${index}-${at}`} data-match={file.matches.length > 0 ? 'yes' : 'no'} className={file.matches.length > 0 ? 'font-medium' : 'font-semibold text-destructive'}>
                        {line}
                      </li>
                    )),
                  )}
                </ul>
              ) : null}
            </section>
          ) : null}
          <Button type="button" variant="outline" onClick={() => fileRef.current?.focus()}>
            {texts.another}
          </Button>
        </section>
      ) : null}

      <section aria-labelledby={`${ids}-proves`} className="space-y-2">
        <h2 id={`${ids}-proves`} className="text-xl font-semibold">
          {texts.provesTitle}
        </h2>
        {texts.proves.map((paragraph) => (
          <p key={paragraph} className="text-pretty">
            {paragraph}
          </p>
        ))}
        <p className="text-sm text-muted-foreground">
          {formatMessage(texts.keysNote, { keysPath: RECEIPT_KEYS_PATH })}
        </p>
      </section>
    </div>
  );
}
