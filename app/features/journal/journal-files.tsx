import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { incidentCalendarTexts } from '@core/content/incident-calendar';
import { journalFileNames, journalTexts } from '@core/content/journal';
import { datedFileName } from '@core/journal-prompts';
import { formatMessage } from '@core/message-format';
import { JOURNAL_FILE_MAX_BYTES, JournalFileError, journalFile, latestVersion } from '@core/journal';
import { pageFor } from '@core/route-lookup';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { RecordChoice, choiceDetail } from '~/components/record-choice';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { usePlainExportConfirm } from '~/components/plain-export-confirm';
import { toast } from '~/hooks/use-toast';
import { loadOnce } from '~/lib/load-once';
import { downloadBytes } from '~/lib/download';
import { openAttachment } from './attachment-files';
import { formatDateTime, happenedText } from './journal-format';
import { JournalImportError, type JournalEntry, useImportJournal } from './use-journal';

/** pdf-lib and the PDF layouts, fetched only when she makes a PDF. */
const loadPdfs = loadOnce(() => import('./journal-pdfs'));

const files = journalTexts.exportImport;
const packTexts = journalTexts.pack;

/** Her journal as a JSON file or a PDF, and a JSON file brought back. */
export function JournalFiles({ entries }: { entries: readonly JournalEntry[] }) {
  const ids = useId();
  const [status, setStatus] = useState('');
  const [making, setMaking] = useState(false);
  const importer = useImportJournal(entries);
  const plain = usePlainExportConfirm();
  const fileRef = useRef<HTMLInputElement>(null);
  const fields = () => entries.map(({ recordId: _r, createdAt: _c, updatedAt: _u, ...rest }) => rest);

  const exportJson = async () => {
    const made = new Date();
    const fileName = datedFileName(journalFileNames.journalJson, made);
    downloadBytes(JSON.stringify(await journalFile(fields(), made), null, 2), fileName, 'application/json');
    setStatus(formatMessage(files.downloaded, { fileName }));
  };

  const exportPdf = async () => {
    if (making) return;
    setMaking(true);
    try {
      const { downloadJournalPdf } = await loadPdfs();
      setStatus(formatMessage(files.downloaded, { fileName: await downloadJournalPdf(entries, new Date()) }));
    } catch {
      toast({ variant: 'destructive', title: files.notMade, description: files.pdfFailed });
    } finally {
      setMaking(false);
    }
  };

  const importFile = async (file: File | undefined) => {
    if (!file || importer.isPending) return;
    const reset = () => {
      if (fileRef.current) fileRef.current.value = '';
    };
    if (file.size > JOURNAL_FILE_MAX_BYTES) {
      setStatus(files.importInvalid);
      reset();
      return;
    }
    const text = await file.text();
    importer.mutate(text, {
      onSuccess: ({ added, skipped }) => {
        const sentence = added === 0 ? files.importNothing : formatMessage(files.imported, { added, skipped });
        // Said once, in the status line beside the file field (it stays there to be read again).
        setStatus(sentence);
        reset();
      },
      onError: (error) => {
        const sentence = error instanceof JournalFileError ? files.importInvalid : error instanceof JournalImportError ? error.message : formatMessage(files.importPartial, { added: 0 });
        setStatus(sentence);
        reset();
      },
    });
  };

  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-4">
      <h2 id={`${ids}-title`} className="text-xl font-semibold">
        {files.title}
      </h2>
      <p className="text-sm text-muted-foreground text-pretty">{files.intro}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="outline" onClick={() => plain.ask(() => void exportJson())} disabled={entries.length === 0}>
          {files.json}
        </Button>
        <Button variant="outline" onClick={() => plain.ask(() => void exportPdf())} disabled={entries.length === 0 || making}>
          {making ? packTexts.making : files.pdf}
        </Button>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-import`}>{files.importLabel}</Label>
        <p id={`${ids}-import-hint`} className="text-sm text-muted-foreground">
          {files.importHint}
        </p>
        <Input
          id={`${ids}-import`}
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          aria-describedby={`${ids}-import-hint`}
          disabled={importer.isPending}
          onChange={(event) => void importFile(event.target.files?.[0])}
        />
        {importer.isPending ? <p className="text-sm">{files.importing}</p> : null}
      </div>
      {plain.dialog}
      <p role="status" className="text-sm font-medium">
        {status}
      </p>
    </section>
  );
}

/** The record pack: she picks records and, if she likes, the name for the cover; the PDF is made here. */
export function RecordPack({ entries }: { entries: readonly JournalEntry[] }) {
  const ids = useId();
  const records = useMemo(() => entries.filter((entry) => entry.incident), [entries]);
  // Every record is in the pack unless she leaves it out (a record saved meanwhile is in too: RecordChoice).
  const [chosen, setChosen] = useState<string[]>([]);
  const choices = useMemo(
    () =>
      records.map((entry) => {
        const content = latestVersion(entry.incident!).content;
        return { id: entry.recordId, title: happenedText(content), detail: `${choiceDetail(content.whatHappened)} (${journalTexts.list.written} ${formatDateTime(entry.incident!.versions[0]!.savedAt)})` };
      }),
    [records],
  );
  const [companion, setCompanion] = useState<{ fileName: string; text: string } | null>(null);
  const [name, setName] = useState('');
  const [withCalendar, setWithCalendar] = useState(false);
  const [making, setMaking] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const firstBoxRef = useRef<HTMLInputElement>(null);
  const plain = usePlainExportConfirm();

  const make = (event: FormEvent) => {
    event.preventDefault();
    if (making) return;
    const selected = records.filter((entry) => chosen.includes(entry.recordId));
    if (selected.length === 0) {
      setError(packTexts.chooseOne);
      firstBoxRef.current?.focus();
      return;
    }
    setError('');
    plain.ask(() => void makePack(selected));
  };

  const makePack = async (selected: JournalEntry[]) => {
    setMaking(true);
    try {
      const { downloadRecordPack } = await loadPdfs();
      const made = await downloadRecordPack({ records: selected, name, made: new Date(), calendar: withCalendar, openFile: openAttachment });
      setCompanion({ fileName: made.manifestFileName, text: made.manifestText });
      setStatus(`${formatMessage(packTexts.made, { count: selected.length, fileName: made.fileName })} ${formatMessage(packTexts.companion, { fileName: made.manifestFileName, verifyTitle: pageFor('/verify')?.title ?? '' })}`);
    } catch {
      toast({ variant: 'destructive', title: packTexts.notMade, description: packTexts.failed });
    } finally {
      setMaking(false);
    }
  };

  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-4">
      <h2 id={`${ids}-title`} className="text-xl font-semibold">
        {packTexts.title}
      </h2>
      <p className="text-sm text-muted-foreground text-pretty">{packTexts.intro}</p>
      {records.length === 0 ? (
        <p>{packTexts.none}</p>
      ) : (
        <form noValidate onSubmit={make} className="flex flex-col gap-4" aria-busy={making || undefined}>
          <RecordChoice legend={packTexts.chooseLegend} hint={packTexts.chooseHint} items={choices} chosen={chosen} onChange={setChosen} error={error} firstRef={firstBoxRef} />
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-name`}>{packTexts.nameLabel}</Label>
            <p id={`${ids}-name-hint`} className="text-sm text-muted-foreground">
              {packTexts.nameHint}
            </p>
            <Input id={`${ids}-name`} value={name} maxLength={120} autoComplete="off" aria-describedby={`${ids}-name-hint`} onChange={(event) => setName(event.target.value)} />
          </div>
          <div className="space-y-1">
            <label className="flex min-h-11 items-start gap-3 text-sm">
              <Checkbox checked={withCalendar} onChange={(event) => setWithCalendar(event.target.checked)} className="mt-0.5" aria-describedby={`${ids}-calendar-hint`} />
              <span className="font-medium">{incidentCalendarTexts.pack.include}</span>
            </label>
            <p id={`${ids}-calendar-hint`} className="ps-8 text-sm text-muted-foreground text-pretty">
              {incidentCalendarTexts.pack.includeHint}
            </p>
          </div>
          <Button type="submit" className="self-stretch sm:self-start" disabled={making}>
            {making ? packTexts.making : packTexts.make}
          </Button>
          <p role="status" className="text-sm font-medium">
            {status}
          </p>
          {companion ? (
            <Button type="button" variant="outline" className="self-stretch sm:self-start" onClick={() => downloadBytes(companion.text, companion.fileName, 'application/json')}>
              {formatMessage(packTexts.saveCompanion, { fileName: companion.fileName })}
            </Button>
          ) : null}
        </form>
      )}
      {plain.dialog}
    </section>
  );
}
