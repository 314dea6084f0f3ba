import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { incidentCalendarTexts, seriousnessLevels } from '@core/content/incident-calendar';
import { type IncidentFieldName, feelingWords, incidentFields, journalTexts, moodLevels } from '@core/content/journal';
import { localDay } from '@core/journal-prompts';
import { formatMessage } from '@core/message-format';
import {
  FEELINGS_MAX,
  FEELING_MAX_LENGTH,
  INCIDENT_MEDIUM_MAX_LENGTH,
  INCIDENT_SHORT_MAX_LENGTH,
  INCIDENT_TEXT_MAX_LENGTH,
  JOURNAL_TEXT_MAX_LENGTH,
  type IncidentContent,
} from '@core/contracts/journal';
import { latestVersion } from '@core/journal';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/hooks/use-toast';
import { VaultActionError } from '~/lib/vault/vault-store';
import { type EntryDraft, type JournalEntry, useSaveEntry } from './use-journal';
import { AttachmentsField } from './attachments';
import type { AttachmentChanges } from './attachment-save';

const texts = journalTexts.write;
const calendarTexts = incidentCalendarTexts.form;

/** A new record's date is empty until she picks it (issue 27): a record she does not correct must not say it happened the day she wrote it. */
const emptyIncident = (): IncidentContent => ({
  happenedDate: '',
  happenedTime: '',
  place: '',
  whatHappened: '',
  witnesses: '',
  injuries: '',
  actionsTaken: '',
});

type Errors = Partial<Record<'text' | 'happenedDate' | 'whatHappened', string>>;

/** What a save said, shown beside the record it is about (never only in a toast, which she may miss or which may cover the menu). */
export type SaveConfirmation = { recordId: string; title: string; description: string };

export type EntryFormProps = {
  /** The entry being changed, or none for a new one. */
  existing?: JournalEntry;
  /** For a new entry: the prompt shown above, which she may answer. */
  prompt?: { id: string; text: string } | null;
  journeyDay?: number | null;
  /** Called after a save the server confirmed (or nothing changed), with what to say beside the record. */
  onDone: (confirmation: SaveConfirmation) => void;
  onCancel?: () => void;
  /** The heading's text (and level) of the form's section. */
  heading: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
};

/**
 * Writing or changing an entry: mood (optional), feeling words (picked or her own), her words,
 * and, when she chooses, the record of what happened. A record's history only grows: saving a
 * change adds a version (use-journal.ts).
 */
export function EntryForm({ existing, prompt, journeyDay = null, onDone, onCancel, heading, headingLevel: Heading = 'h2' }: EntryFormProps) {
  const ids = useId();
  const save = useSaveEntry();
  const current = existing?.incident ? latestVersion(existing.incident).content : null;
  const [mood, setMood] = useState<number | null>(existing?.mood ?? null);
  const [feelings, setFeelings] = useState<string[]>(existing?.feelings ?? []);
  const [ownFeeling, setOwnFeeling] = useState('');
  const [text, setText] = useState(existing?.text ?? '');
  // Her own choice, once she makes one; until then today's prompt goes with a daily entry and not
  // with a dated record (an incident record carries no healing prompt unless she ticks it).
  const [promptChoice, setPromptChoice] = useState<boolean | null>(existing ? existing.promptId !== null : null);
  const [isIncident, setIsIncident] = useState(existing?.incident !== undefined);
  const [incident, setIncident] = useState<IncidentContent>(current ?? emptyIncident());
  const [seriousness, setSeriousness] = useState<number | null>(existing?.incident?.seriousness ?? null);
  const answerPrompt = promptChoice ?? !isIncident;
  const [errors, setErrors] = useState<Errors>({});
  const [files, setFiles] = useState<AttachmentChanges>({ kept: existing?.attachments ?? [], pending: [] });
  const refs = {
    text: useRef<HTMLTextAreaElement>(null),
    happenedDate: useRef<HTMLInputElement>(null),
    whatHappened: useRef<HTMLTextAreaElement>(null),
  };

  const customFeelings = feelings.filter((feeling) => !(feelingWords as readonly string[]).includes(feeling));
  const toggleFeeling = (word: string, on: boolean) =>
    setFeelings((list) => (on ? (list.includes(word) || list.length >= FEELINGS_MAX ? list : [...list, word]) : list.filter((item) => item !== word)));
  const addOwnFeeling = () => {
    const word = ownFeeling.trim().slice(0, FEELING_MAX_LENGTH);
    if (word === '') return;
    if (!feelings.some((item) => item.toLowerCase() === word.toLowerCase())) toggleFeeling(word, true);
    setOwnFeeling('');
  };

  // A message goes as soon as she changes the field it is about.
  const clearError = (name: keyof Errors) => setErrors((found) => (found[name] ? { ...found, [name]: undefined } : found));
  const setField = (name: IncidentFieldName, value: string) => {
    setIncident((fields) => ({ ...fields, [name]: value }));
    if (name === 'happenedDate' || name === 'whatHappened') clearError(name);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found: Errors = {};
    if (isIncident) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(incident.happenedDate)) found.happenedDate = texts.dateRequired;
      if (incident.whatHappened.trim() === '') found.whatHappened = texts.whatHappenedRequired;
    } else if (text.trim() === '') {
      found.text = texts.textRequired;
    }
    setErrors(found);
    const first = (['text', 'happenedDate', 'whatHappened'] as const).find((name) => found[name]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    // A record with no words of her own answers no prompt.
    const promptId = existing ? existing.promptId : answerPrompt && prompt && text.trim() !== '' ? prompt.id : null;
    const draft: EntryDraft = {
      mood,
      feelings,
      text,
      promptId,
      journeyDay: existing ? existing.journeyDay : journeyDay,
      seriousness: isIncident ? seriousness : null,
      incident: isIncident ? { ...incident, place: incident.place.trim(), whatHappened: incident.whatHappened.trim(), witnesses: incident.witnesses.trim(), injuries: incident.injuries.trim(), actionsTaken: incident.actionsTaken.trim() } : null,
    };
    save.mutate(
      { draft, existing, ...(isIncident ? { files } : {}) },
      {
        onSuccess: (result) => {
          const said =
            result.outcome === 'unchanged'
              ? journalTexts.unchanged
              : result.outcome === 'kept-both'
                ? journalTexts.keptBoth
                : !result.receipt
                  ? journalTexts.receipts.savedWithoutReceipt
                  : result.versionAdded && (existing?.incident || (isIncident && result.versions > 1))
                    ? { ...journalTexts.savedVersion, description: formatMessage(journalTexts.savedVersion.description, { count: result.versions }) }
                    : journalTexts.saved;
          const recordId = result.outcome === 'unchanged' ? existing?.recordId : result.recordId;
          if (!existing) {
            setMood(null);
            setFeelings([]);
            setText('');
            setIsIncident(false);
            setIncident(emptyIncident());
            setSeriousness(null);
            setFiles({ kept: [], pending: [] });
          }
          onDone({ recordId: recordId ?? '', title: said.title, description: said.description });
        },
        onError: (error) => {
          toast({ variant: 'destructive', title: journalTexts.notSaved.title, description: error instanceof VaultActionError ? error.message : journalTexts.notSaved.description });
        },
      },
    );
  };

  const errorId = (name: keyof Errors) => `${ids}-${name}-error`;
  const describe = (...parts: Array<string | false | undefined>) => parts.filter(Boolean).join(' ') || undefined;
  const fieldId = (name: string) => `${ids}-${name}`;

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${ids}-heading`} aria-busy={save.isPending || undefined} className="flex flex-col gap-5">
      <Heading id={`${ids}-heading`} className="text-xl font-semibold">
        {heading}
      </Heading>
      <p id={`${ids}-safe`} className="text-sm text-muted-foreground text-pretty">
        {texts.onlySafe}
      </p>

      {!existing && prompt ? (
        <label className="flex min-h-11 items-start gap-3 text-sm">
          <Checkbox checked={answerPrompt} onChange={(event) => setPromptChoice(event.target.checked)} className="mt-0.5" />
          <span>{texts.usePrompt}</span>
        </label>
      ) : null}

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{texts.moodLegend}</legend>
        <div className="flex flex-wrap gap-2">
          {[...moodLevels, { value: null, label: texts.moodNone }].map((level) => (
            <label
              key={level.label}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border bg-card px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input type="radio" name={`${ids}-mood`} className="size-4 accent-primary" checked={mood === level.value} onChange={() => setMood(level.value)} />
              <span>{level.value === null ? level.label : `${level.value} ${level.label}`}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{texts.feelingsLegend}</legend>
        <p className="text-sm text-muted-foreground">{texts.feelingsHint}</p>
        <div className="grid grid-cols-2 gap-x-3 gap-y-1 min-[480px]:grid-cols-3 sm:grid-cols-4">
          {[...feelingWords, ...customFeelings].map((word) => (
            <label key={word} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
              <Checkbox checked={feelings.includes(word)} onChange={(event) => toggleFeeling(word, event.target.checked)} />
              <span className="break-words">{word}</span>
            </label>
          ))}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-2">
            <Label htmlFor={fieldId('own-feeling')}>{texts.ownFeelingLabel}</Label>
            <Input
              id={fieldId('own-feeling')}
              value={ownFeeling}
              maxLength={FEELING_MAX_LENGTH}
              onChange={(event) => setOwnFeeling(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addOwnFeeling();
                }
              }}
            />
          </div>
          <Button type="button" variant="outline" onClick={addOwnFeeling}>
            {texts.ownFeelingAdd}
          </Button>
        </div>
      </fieldset>

      <div className="flex flex-col gap-2">
        <Label htmlFor={fieldId('text')}>{texts.textLabel}</Label>
        <p id={fieldId('text-hint')} className="text-sm text-muted-foreground">
          {texts.textHint}
        </p>
        <Textarea
          id={fieldId('text')}
          ref={refs.text}
          rows={6}
          maxLength={JOURNAL_TEXT_MAX_LENGTH}
          value={text}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={describe(`${ids}-safe`, fieldId('text-hint'), errors.text && errorId('text'))}
          onChange={(event) => {
            setText(event.target.value);
            clearError('text');
          }}
        />
        {errors.text ? (
          <p id={errorId('text')} className="text-sm font-medium text-destructive">
            {errors.text}
          </p>
        ) : null}
      </div>

      {existing?.incident ? (
        <p className="rounded-md bg-secondary/60 px-4 py-3 text-sm text-pretty">{journalTexts.list.incidentBadge}: {texts.markIncidentHint}</p>
      ) : (
        <div className="space-y-1">
          <label className="flex min-h-11 items-start gap-3">
            <Checkbox checked={isIncident} onChange={(event) => setIsIncident(event.target.checked)} className="mt-0.5" aria-describedby={`${ids}-incident-hint`} />
            <span className="font-medium">{texts.markIncident}</span>
          </label>
          <p id={`${ids}-incident-hint`} className="ps-8 text-sm text-muted-foreground text-pretty">
            {texts.markIncidentHint}
          </p>
        </div>
      )}

      {isIncident ? (
        <fieldset className="space-y-4 rounded-lg border border-border p-4">
          <legend className="px-1 font-semibold">{texts.incidentLegend}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <IncidentInput
              name="happenedDate"
              type="date"
              ids={ids}
              value={incident.happenedDate}
              onChange={setField}
              error={errors.happenedDate}
              inputRef={refs.happenedDate}
              max={localDay(new Date())}
              action={
                <Button type="button" variant="outline" onClick={() => setField('happenedDate', localDay(new Date()))}>
                  {texts.today}
                </Button>
              }
            />
            <IncidentInput name="happenedTime" type="time" ids={ids} value={incident.happenedTime} onChange={setField} />
          </div>
          <IncidentInput name="place" ids={ids} value={incident.place} onChange={setField} maxLength={INCIDENT_SHORT_MAX_LENGTH} />
          <IncidentArea name="whatHappened" ids={ids} rows={6} value={incident.whatHappened} onChange={setField} maxLength={INCIDENT_TEXT_MAX_LENGTH} error={errors.whatHappened} areaRef={refs.whatHappened} />
          <IncidentArea name="witnesses" ids={ids} rows={2} value={incident.witnesses} onChange={setField} maxLength={INCIDENT_MEDIUM_MAX_LENGTH} />
          <IncidentArea name="injuries" ids={ids} rows={2} value={incident.injuries} onChange={setField} maxLength={INCIDENT_MEDIUM_MAX_LENGTH} />
          <IncidentArea name="actionsTaken" ids={ids} rows={2} value={incident.actionsTaken} onChange={setField} maxLength={INCIDENT_MEDIUM_MAX_LENGTH} />
          <fieldset className="space-y-2" aria-describedby={`${ids}-seriousness-hint`}>
            <legend className="text-sm font-medium">{calendarTexts.legend}</legend>
            <p id={`${ids}-seriousness-hint`} className="text-sm text-muted-foreground text-pretty">
              {calendarTexts.hint}
            </p>
            <div className="flex flex-col gap-2">
              {[...seriousnessLevels, { value: null, label: calendarTexts.none }].map((level) => (
                <label
                  key={level.label}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border bg-card px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input type="radio" name={`${ids}-seriousness`} className="size-4 shrink-0 accent-primary" checked={seriousness === level.value} onChange={() => setSeriousness(level.value)} />
                  <span>{level.value === null ? level.label : `${level.value} ${level.label}`}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <AttachmentsField value={files} onChange={setFiles} disabled={save.isPending} />
        </fieldset>
      ) : null}

      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? texts.saving : texts.save}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
            {texts.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

type FieldProps = {
  name: IncidentFieldName;
  ids: string;
  value: string;
  onChange: (name: IncidentFieldName, value: string) => void;
  error?: string;
  maxLength?: number;
};

function IncidentInput({
  name,
  ids,
  value,
  onChange,
  error,
  maxLength,
  type = 'text',
  inputRef,
  max,
  action,
}: FieldProps & { type?: 'text' | 'date' | 'time'; inputRef?: React.Ref<HTMLInputElement>; max?: string; action?: ReactNode }) {
  const id = `${ids}-${name}`;
  const field = incidentFields[name];
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id} required={name === 'happenedDate' || name === 'whatHappened'}>
        {field.label}
      </Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {field.hint}
      </p>
      <div className="flex gap-2">
        <Input
          id={id}
          ref={inputRef}
          type={type}
          value={value}
          max={max}
          maxLength={maxLength}
          className={action ? 'min-w-0 flex-1' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          onChange={(event) => onChange(name, event.target.value)}
        />
        {action}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function IncidentArea({ name, ids, value, onChange, error, maxLength, rows, areaRef }: FieldProps & { rows: number; areaRef?: React.Ref<HTMLTextAreaElement> }) {
  const id = `${ids}-${name}`;
  const field = incidentFields[name];
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id} required={name === 'happenedDate' || name === 'whatHappened'}>
        {field.label}
      </Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {field.hint}
      </p>
      <Textarea
        id={id}
        ref={areaRef}
        rows={rows}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={(event) => onChange(name, event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
