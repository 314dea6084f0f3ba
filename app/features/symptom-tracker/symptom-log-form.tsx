import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  DEFAULT_INTENSITY,
  INTENSITY_MAX,
  INTENSITY_MIN,
  intensityValueText,
  symptomOptions,
  symptomTrackerTexts,
  triggerOptions,
} from '@core/content/symptom-tracker';
import { SYMPTOM_NOTES_MAX_LENGTH, SYMPTOM_OWN_MAX_LENGTH, symptomLogPlaintextSchema } from '@core/contracts/symptoms';
import { symptomFieldMessages } from '@core/content/validation';
import { sentenceForIssue } from '@core/message-codes';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Checkbox } from '~/components/ui/checkbox';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/hooks/use-toast';
import { VaultActionError } from '~/lib/vault/vault-store';
import type { SymptomLog } from './symptom-patterns';
import { useSaveLog } from './use-symptom-logs';

const texts = symptomTrackerTexts.form;

/** The select's value for "in my own words" (not a symptom id: ids are slugs without a colon). */
const OWN = ':own';

/** A date as a datetime-local input holds it, in her own time zone: "2026-11-25T21:30". */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

type Draft = { symptom: string; ownSymptom: string; intensity: number; when: string; triggerIds: string[]; ownTrigger: string; notes: string };

function draftOf(log: SymptomLog | undefined): Draft {
  if (!log) return { symptom: '', ownSymptom: '', intensity: DEFAULT_INTENSITY, when: toLocalInput(new Date()), triggerIds: [], ownTrigger: '', notes: '' };
  return {
    symptom: log.symptomId ?? OWN,
    ownSymptom: log.ownSymptom,
    intensity: log.intensity,
    when: toLocalInput(new Date(log.occurredAt)),
    triggerIds: log.triggerIds,
    ownTrigger: log.ownTrigger,
    notes: log.notes,
  };
}

type Errors = { symptom?: string; ownSymptom?: string; when?: string; form?: string };

/**
 * Log a symptom, or change one (`editing`). Nothing is said to be saved until the server has
 * stored the sealed record; on a failure what she wrote stays in the form.
 */
export function SymptomLogForm({
  editing,
  headingRef,
  onDone,
}: {
  editing: SymptomLog | undefined;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** After a save or a cancel: `saved` says whether anything was stored. */
  onDone: (saved: boolean) => void;
}) {
  const ids = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveLog();
  const symptomRef = useRef<HTMLSelectElement | null>(null);
  const ownSymptomRef = useRef<HTMLInputElement | null>(null);
  const whenRef = useRef<HTMLInputElement | null>(null);

  // A new log to edit (or none): the form shows it.
  useEffect(() => {
    setDraft(draftOf(editing));
    setErrors({});
  }, [editing]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const toggleTrigger = (id: string, on: boolean) =>
    setDraft((current) => ({ ...current, triggerIds: on ? [...current.triggerIds, id] : current.triggerIds.filter((t) => t !== id) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found: Errors = {};
    if (draft.symptom === '') found.symptom = texts.errors.symptom;
    if (draft.symptom === OWN && draft.ownSymptom.trim() === '') found.ownSymptom = texts.errors.ownSymptom;
    const when = new Date(draft.when);
    if (draft.when === '' || Number.isNaN(when.getTime())) found.when = texts.errors.when;
    if (found.symptom || found.ownSymptom || found.when) {
      setErrors(found);
      (found.symptom ? symptomRef : found.ownSymptom ? ownSymptomRef : whenRef).current?.focus();
      return;
    }
    const parsed = symptomLogPlaintextSchema.safeParse({
      kind: 'symptom-log',
      symptomId: draft.symptom === OWN ? null : draft.symptom,
      ownSymptom: draft.symptom === OWN ? draft.ownSymptom : '',
      intensity: draft.intensity,
      occurredAt: when.toISOString(),
      // In the list's order, whatever order she ticked them in.
      triggerIds: triggerOptions.map((option) => option.id).filter((id) => draft.triggerIds.includes(id)),
      ownTrigger: draft.ownTrigger,
      notes: draft.notes,
    });
    if (!parsed.success) {
      // The contract answers a code; its words are this page's language's (docs/decisions/0037).
      const issue = parsed.error.issues[0];
      setErrors({ form: (issue && sentenceForIssue({ symptomFieldMessages }, issue)) ?? texts.errors.check });
      return;
    }
    setErrors({});
    const { kind: _kind, ...log } = parsed.data;
    save.mutate(
      { log, recordId: editing?.recordId },
      {
        onSuccess: ({ outcome }) => {
          toast({ ...(outcome === 'kept-both' ? texts.keptBoth : editing ? texts.changed : texts.saved) });
          setDraft(draftOf(undefined));
          onDone(true);
        },
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: texts.notSaved.title,
            description: error instanceof VaultActionError ? error.message : texts.notSaved.description,
          });
        },
      },
    );
  };

  const headingId = `${ids}-heading`;
  const intensityId = `${ids}-intensity`;
  const intensityText = intensityValueText(draft.intensity);

  return (
    <Card className="gap-5 p-4 sm:p-6" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {editing ? texts.editHeading : texts.heading}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <FormField label={texts.symptomLabel} required error={errors.symptom}>
          {(control) => (
            <NativeSelect {...control} ref={symptomRef} value={draft.symptom} onChange={(event) => set('symptom', event.target.value)}>
              <option value="">{texts.chooseSymptom}</option>
              {symptomOptions.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
              <option value={OWN}>{texts.ownWordsOption}</option>
            </NativeSelect>
          )}
        </FormField>
        {draft.symptom === OWN ? (
          <FormField label={symptomTrackerTexts.ownSymptomLabel} required error={errors.ownSymptom}>
            {(control) => (
              <Input
                {...control}
                ref={ownSymptomRef}
                value={draft.ownSymptom}
                maxLength={SYMPTOM_OWN_MAX_LENGTH}
                autoComplete="off"
                onChange={(event) => set('ownSymptom', event.target.value)}
              />
            )}
          </FormField>
        ) : null}

        <div className="flex flex-col gap-2">
          <label htmlFor={intensityId} className="text-sm font-medium leading-none">
            {texts.intensityLabel}
          </label>
          <p id={`${intensityId}-hint`} className="text-sm text-muted-foreground">
            {texts.intensityHint(INTENSITY_MIN, INTENSITY_MAX)}
          </p>
          <output htmlFor={intensityId} className="text-base font-semibold tabular-nums" aria-hidden="true">
            {intensityText}
          </output>
          <input
            id={intensityId}
            type="range"
            min={INTENSITY_MIN}
            max={INTENSITY_MAX}
            step={1}
            value={draft.intensity}
            aria-valuetext={intensityText}
            aria-describedby={`${intensityId}-hint`}
            onChange={(event) => set('intensity', Number(event.target.value))}
            className="h-11 w-full min-w-0 cursor-pointer accent-primary"
          />
          <div className="flex justify-between text-sm text-muted-foreground" aria-hidden="true">
            <span>{INTENSITY_MIN}</span>
            <span>{INTENSITY_MAX}</span>
          </div>
        </div>

        <FormField label={texts.whenLabel} required hint={texts.whenHint} error={errors.when}>
          {(control) => (
            <Input {...control} ref={whenRef} type="datetime-local" value={draft.when} onChange={(event) => set('when', event.target.value)} className="sm:max-w-xs" />
          )}
        </FormField>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{texts.triggersLegend}</legend>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {triggerOptions.map((option) => (
              <label key={option.id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                <Checkbox checked={draft.triggerIds.includes(option.id)} onChange={(event) => toggleTrigger(option.id, event.target.checked)} />
                {option.label}
              </label>
            ))}
          </div>
          <FormField label={symptomTrackerTexts.ownTriggerLabel} className="mt-2">
            {(control) => (
              <Input
                {...control}
                value={draft.ownTrigger}
                maxLength={SYMPTOM_OWN_MAX_LENGTH}
                autoComplete="off"
                onChange={(event) => set('ownTrigger', event.target.value)}
              />
            )}
          </FormField>
        </fieldset>

        <FormField label={texts.notesLabel} hint={symptomTrackerTexts.notesHint}>
          {(control) => (
            <Textarea {...control} rows={3} value={draft.notes} maxLength={SYMPTOM_NOTES_MAX_LENGTH} onChange={(event) => set('notes', event.target.value)} />
          )}
        </FormField>

        {errors.form ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.form}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending} className="min-h-11">
            {save.isPending ? texts.saving : editing ? texts.saveChanges : texts.save}
          </Button>
          {editing ? (
            <Button type="button" variant="outline" className="min-h-11" disabled={save.isPending} onClick={() => onDone(false)}>
              {texts.cancel}
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
