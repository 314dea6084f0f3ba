import { useId, useState, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { incidentCalendarTexts, seriousnessLevels } from '@core/content/incident-calendar';
import { type IncidentFieldName, feelingWords, incidentFields, journalTexts, moodLevels } from '@core/content/journal';
import { journalFieldMessages } from '@core/content/validation';
import { formatMessage } from '@core/message-format';
import { localDay } from '@core/journal-prompts';
import {
  FEELINGS_MAX,
  FEELING_MAX_LENGTH,
  INCIDENT_MEDIUM_MAX_LENGTH,
  INCIDENT_SHORT_MAX_LENGTH,
  INCIDENT_TEXT_MAX_LENGTH,
  JOURNAL_TEXT_MAX_LENGTH,
  type IncidentContent,
  type JournalEntryForm,
  type JournalEntryFormInput,
  journalEntryFormSchema,
} from '@core/contracts/journal';
import { latestVersion } from '@core/journal';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/hooks/use-toast';
import { useContractForm } from '~/lib/use-contract-form';
import { VaultActionError } from '~/lib/vault/vault-store';
import { type EntryDraft, type JournalEntry, useSaveEntry } from './use-journal';
import { AttachmentsField } from './attachments';
import type { AttachmentChanges } from './attachment-save';

const texts = journalTexts.write;
const calendarTexts = incidentCalendarTexts.form;

/**
 * The words of the form's problems (its contract answers codes, docs/decisions/0037): the
 * record's own sentences, except that an empty "what happened" here also says how to leave the
 * record out (the record box is beside it; an API client has none).
 */
const formMessages = { journalFieldMessages: { ...journalFieldMessages, whatHappenedEmpty: texts.whatHappenedRequired } };

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

/** The form as an entry left it (or empty for a new one): its current version for a record. */
function formValuesOf(existing?: JournalEntry): JournalEntryFormInput {
  const fields = {
    mood: existing?.mood ?? null,
    feelings: [...(existing?.feelings ?? [])],
    text: existing?.text ?? '',
    // Her own choice once she makes one; until then today's prompt goes with a daily entry and not with a dated record.
    answersPrompt: existing ? existing.promptId !== null : null,
    incident: existing?.incident ? { ...latestVersion(existing.incident).content } : emptyIncident(),
    seriousness: existing?.incident?.seriousness ?? null,
  };
  return existing?.incident ? { ...fields, isIncident: true } : { ...fields, isIncident: false };
}

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
 * and, when she chooses, the record of what happened. Checked by the one form hook with the
 * sealed record's contract (core/contracts/journal.ts `journalEntryFormSchema`): a refused save
 * keeps everything she typed and focuses the first field to fix. A record's history only grows:
 * saving a change adds a version (use-journal.ts).
 */
export function EntryForm({ existing, prompt, journeyDay = null, onDone, onCancel, heading, headingLevel: Heading = 'h2' }: EntryFormProps) {
  const ids = useId();
  const save = useSaveEntry();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useContractForm(journalEntryFormSchema, formMessages, { defaultValues: formValuesOf(existing) });
  const [ownFeeling, setOwnFeeling] = useState('');
  const [files, setFiles] = useState<AttachmentChanges>({ kept: existing?.attachments ?? [], pending: [] });
  const mood = watch('mood');
  const feelings = watch('feelings');
  const isIncident = watch('isIncident');
  const seriousness = watch('seriousness');
  const answerPrompt = watch('answersPrompt') ?? !isIncident;
  // A value set by a button or a radio is checked again at once after a refused save, as typing is.
  const choose = { shouldDirty: true, shouldValidate: isSubmitted };
  const incidentErrors = errors.incident as Partial<Record<IncidentFieldName, FieldError>> | undefined;

  const customFeelings = feelings.filter((feeling) => !(feelingWords as readonly string[]).includes(feeling));
  const toggleFeeling = (word: string, on: boolean) => {
    const list = watch('feelings');
    setValue('feelings', on ? (list.includes(word) || list.length >= FEELINGS_MAX ? list : [...list, word]) : list.filter((item) => item !== word), choose);
  };
  const addOwnFeeling = () => {
    const word = ownFeeling.trim().slice(0, FEELING_MAX_LENGTH);
    if (word === '') return;
    if (!feelings.some((item) => item.toLowerCase() === word.toLowerCase())) toggleFeeling(word, true);
    setOwnFeeling('');
  };

  const onValid = (values: JournalEntryForm) => {
    if (save.isPending) return;
    const answers = values.answersPrompt ?? !values.isIncident;
    // A record with no words of her own answers no prompt.
    const promptId = existing ? existing.promptId : answers && prompt && values.text !== '' ? prompt.id : null;
    const draft: EntryDraft = {
      mood: values.mood,
      feelings: values.feelings,
      text: values.text,
      promptId,
      journeyDay: existing ? existing.journeyDay : journeyDay,
      seriousness: values.isIncident ? values.seriousness : null,
      incident: values.isIncident ? values.incident : null,
    };
    save.mutate(
      { draft, existing, ...(values.isIncident ? { files } : {}) },
      {
        onSuccess: (result) => {
          const said =
            result.outcome === 'unchanged'
              ? journalTexts.unchanged
              : result.outcome === 'kept-both'
                ? journalTexts.keptBoth
                : !result.receipt
                  ? journalTexts.receipts.savedWithoutReceipt
                  : result.versionAdded && (existing?.incident || (values.isIncident && result.versions > 1))
                    ? { ...journalTexts.savedVersion, description: formatMessage(journalTexts.savedVersion.description, { count: result.versions }) }
                    : journalTexts.saved;
          const recordId = result.outcome === 'unchanged' ? existing?.recordId : result.recordId;
          if (!existing) {
            reset(formValuesOf());
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

  const fieldId = (name: string) => `${ids}-${name}`;
  const textError = errors.text?.message;

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      aria-labelledby={`${ids}-heading`}
      aria-busy={save.isPending || undefined}
      className="flex flex-col gap-5"
    >
      <Heading id={`${ids}-heading`} className="text-xl font-semibold">
        {heading}
      </Heading>
      <p id={`${ids}-safe`} className="text-sm text-muted-foreground text-pretty">
        {texts.onlySafe}
      </p>

      {!existing && prompt ? (
        <label className="flex min-h-11 items-start gap-3 text-sm">
          <Checkbox checked={answerPrompt} onChange={(event) => setValue('answersPrompt', event.target.checked, choose)} className="mt-0.5" />
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
              <input type="radio" name={`${ids}-mood`} className="size-4 accent-primary" checked={mood === level.value} onChange={() => setValue('mood', level.value, choose)} />
              <span>{level.value === null ? level.label : `${level.value} ${level.label}`}</span>
            </label>
          ))}
        </div>
        <FieldProblem id={fieldId('mood-error')} error={errors.mood?.message} />
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
        <FieldProblem id={fieldId('feelings-error')} error={errors.feelings?.message} />
      </fieldset>

      <div className="flex flex-col gap-2">
        <Label htmlFor={fieldId('text')}>{texts.textLabel}</Label>
        <p id={fieldId('text-hint')} className="text-sm text-muted-foreground">
          {texts.textHint}
        </p>
        <Textarea
          id={fieldId('text')}
          rows={6}
          maxLength={JOURNAL_TEXT_MAX_LENGTH}
          aria-invalid={textError ? true : undefined}
          aria-describedby={[`${ids}-safe`, fieldId('text-hint'), textError ? fieldId('text-error') : ''].filter(Boolean).join(' ')}
          {...register('text')}
        />
        <FieldProblem id={fieldId('text-error')} error={textError} />
      </div>

      {existing?.incident ? (
        <p className="rounded-md bg-secondary/60 px-4 py-3 text-sm text-pretty">{journalTexts.list.incidentBadge}: {texts.markIncidentHint}</p>
      ) : (
        <div className="space-y-1">
          <label className="flex min-h-11 items-start gap-3">
            <Checkbox className="mt-0.5" aria-describedby={`${ids}-incident-hint`} {...register('isIncident')} />
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
              field={register('incident.happenedDate')}
              error={incidentErrors?.happenedDate?.message}
              max={localDay(new Date())}
              action={
                <Button type="button" variant="outline" onClick={() => setValue('incident.happenedDate', localDay(new Date()), choose)}>
                  {texts.today}
                </Button>
              }
            />
            <IncidentInput name="happenedTime" type="time" ids={ids} field={register('incident.happenedTime')} error={incidentErrors?.happenedTime?.message} />
          </div>
          <IncidentInput name="place" ids={ids} field={register('incident.place')} error={incidentErrors?.place?.message} maxLength={INCIDENT_SHORT_MAX_LENGTH} />
          <IncidentArea name="whatHappened" ids={ids} rows={6} field={register('incident.whatHappened')} error={incidentErrors?.whatHappened?.message} maxLength={INCIDENT_TEXT_MAX_LENGTH} />
          <IncidentArea name="witnesses" ids={ids} rows={2} field={register('incident.witnesses')} error={incidentErrors?.witnesses?.message} maxLength={INCIDENT_MEDIUM_MAX_LENGTH} />
          <IncidentArea name="injuries" ids={ids} rows={2} field={register('incident.injuries')} error={incidentErrors?.injuries?.message} maxLength={INCIDENT_MEDIUM_MAX_LENGTH} />
          <IncidentArea name="actionsTaken" ids={ids} rows={2} field={register('incident.actionsTaken')} error={incidentErrors?.actionsTaken?.message} maxLength={INCIDENT_MEDIUM_MAX_LENGTH} />
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
                  <input
                    type="radio"
                    name={`${ids}-seriousness`}
                    className="size-4 shrink-0 accent-primary"
                    checked={seriousness === level.value}
                    onChange={() => setValue('seriousness', level.value, choose)}
                  />
                  <span>{level.value === null ? level.label : `${level.value} ${level.label}`}</span>
                </label>
              ))}
            </div>
            <FieldProblem id={fieldId('seriousness-error')} error={errors.seriousness?.message} />
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

/** A problem the contract found, in words, under what it is about. */
function FieldProblem({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-destructive">
      {error}
    </p>
  ) : null;
}

type FieldProps = {
  name: IncidentFieldName;
  ids: string;
  /** The form hook's registration of the field (its value, ref and change handler). */
  field: UseFormRegisterReturn;
  error?: string;
  maxLength?: number;
};

/** The date it happened and what happened are the record's two required fields. */
const requiredFields: readonly IncidentFieldName[] = ['happenedDate', 'whatHappened'];

function IncidentInput({ name, ids, field, error, maxLength, type = 'text', max, action }: FieldProps & { type?: 'text' | 'date' | 'time'; max?: string; action?: ReactNode }) {
  const id = `${ids}-${name}`;
  const words = incidentFields[name];
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id} required={requiredFields.includes(name)}>
        {words.label}
      </Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {words.hint}
      </p>
      <div className="flex gap-2">
        <Input
          id={id}
          type={type}
          max={max}
          maxLength={maxLength}
          className={action ? 'min-w-0 flex-1' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          {...field}
        />
        {action}
      </div>
      <FieldProblem id={`${id}-error`} error={error} />
    </div>
  );
}

function IncidentArea({ name, ids, field, error, maxLength, rows }: FieldProps & { rows: number }) {
  const id = `${ids}-${name}`;
  const words = incidentFields[name];
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id} required={requiredFields.includes(name)}>
        {words.label}
      </Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {words.hint}
      </p>
      <Textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        {...field}
      />
      <FieldProblem id={`${id}-error`} error={error} />
    </div>
  );
}
