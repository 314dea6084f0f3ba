import { useId, useState, type FormEvent } from 'react';
import { FileDown } from 'lucide-react';
import { symptomTrackerTexts } from '@core/content/symptom-tracker';
import { formatMessage } from '@core/message-format';
import { Button } from '~/components/ui/button';
import { usePlainExportConfirm } from '~/components/plain-export-confirm';
import { Card } from '~/components/ui/card';
import { Checkbox } from '~/components/ui/checkbox';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { loadOnce } from '~/lib/load-once';
import { localDay, logsBetween, readableDay, type SymptomLog } from './symptom-patterns';

const texts = symptomTrackerTexts.report;

/** The report's code (and pdf-lib with it) is fetched only when she makes one. */
const loadReport = loadOnce(() => import('./symptom-report-pdf'));

function daysBefore(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - days);
}

/** The report for her doctor or therapist: the dates she picks, notes in or out, made on this device. */
export function SymptomReportForm({ logs }: { logs: readonly SymptomLog[] }) {
  const ids = useId();
  const today = new Date();
  const [from, setFrom] = useState(() => localDay(daysBefore(today, 29)));
  const [to, setTo] = useState(() => localDay(today));
  const [includeNotes, setIncludeNotes] = useState(true);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [making, setMaking] = useState(false);
  const plain = usePlainExportConfirm();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (making) return;
    setStatus('');
    if (from === '' || to === '' || from > to) {
      setError(texts.rangeError);
      return;
    }
    setError('');
    const count = logsBetween(logs, from, to).length;
    if (count === 0) {
      setStatus(formatMessage(texts.nothingInRange, { from: readableDay(from), to: readableDay(to) }));
      return;
    }
    plain.ask(() => void make(count));
  };

  const make = async (count: number) => {
    setMaking(true);
    try {
      const { downloadSymptomReport } = await loadReport();
      const fileName = await downloadSymptomReport({ logs, from, to, includeNotes, made: new Date() });
      setStatus(formatMessage(texts.made, { count, fileName }));
    } catch {
      setError(texts.failed);
    } finally {
      setMaking(false);
    }
  };

  return (
    <Card className="gap-4 p-4 sm:p-6" role="region" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className="text-xl font-semibold">
        {texts.title}
      </h2>
      <p className="text-muted-foreground text-pretty">{texts.description}</p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={texts.fromLabel}>
            {(control) => <Input {...control} type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />}
          </FormField>
          <FormField label={texts.toLabel}>
            {(control) => <Input {...control} type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />}
          </FormField>
        </div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
          <Checkbox checked={includeNotes} onChange={(event) => setIncludeNotes(event.target.checked)} />
          {texts.includeNotes}
        </label>
        {error !== '' ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={making} className="min-h-11">
            <FileDown aria-hidden="true" />
            {making ? texts.making : texts.make}
          </Button>
        </div>
        <p role="status" className="text-sm text-pretty">
          {status}
        </p>
      </form>
      {plain.dialog}
    </Card>
  );
}
