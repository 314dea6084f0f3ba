import { useEffect, useId, type RefObject } from 'react';
import { DEFAULT_INTENSITY, INTENSITY_MAX, INTENSITY_MIN, symptomOptions, symptomTrackerTexts, triggerOptions } from '@core/content/symptom-tracker';
import { SYMPTOM_OWN_CHOICE, symptomLogFormSchema, type SymptomLogFormValues, type SymptomLogPlaintext } from '@core/contracts/symptoms';
import { symptomFieldMessages } from '@core/content/validation';
import { formatMessage } from '@core/message-format';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Checkbox } from '~/components/ui/checkbox';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/hooks/use-toast';
import { useContractForm } from '~/lib/use-contract-form';
import { VaultActionError } from '~/lib/vault/vault-store';
import type { SymptomLog } from './symptom-patterns';
import { intensityValueText } from '@core/symptom-words';
import { useSaveLog } from './use-symptom-logs';

const texts = symptomTrackerTexts.form;

/** The form's contract: its fields, then the vault record they become (core/contracts/symptoms.ts). */
const contract = symptomLogFormSchema(triggerOptions.map((option) => option.id));
/** The words of the form's problems (its contract answers codes, docs/decisions/0037). */
const formMessages = { symptomFieldMessages };

/** A date as a datetime-local input holds it, in her own time zone: "2026-11-25T21:30". */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function fieldsOf(log: SymptomLog | undefined): SymptomLogFormValues {
  if (!log) return { symptom: '', ownSymptom: '', intensity: DEFAULT_INTENSITY, when: toLocalInput(new Date()), triggerIds: [], ownTrigger: '', notes: '' };
  return {
    symptom: log.symptomId ?? SYMPTOM_OWN_CHOICE,
    ownSymptom: log.ownSymptom,
    intensity: log.intensity,
    when: toLocalInput(new Date(log.occurredAt)),
    triggerIds: [...log.triggerIds],
    ownTrigger: log.ownTrigger,
    notes: log.notes,
  };
}

/**
 * Log a symptom, or change one (`editing`). Checked by the record's own contract before anything
 * is sent: each problem shows under its field and nothing she wrote is lost. Nothing is said to
 * be saved until the server has stored the sealed record; on a failure what she wrote stays.
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
  const save = useSaveLog();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setFocus,
    formState: { errors },
  } = useContractForm(contract, formMessages, { defaultValues: fieldsOf(editing) });

  // A new log to edit (or none): the form shows it.
  useEffect(() => {
    reset(fieldsOf(editing));
  }, [editing, reset]);

  const onValid = (record: SymptomLogPlaintext) => {
    if (save.isPending) return;
    const { kind: _kind, ...log } = record;
    save.mutate(
      { log, recordId: editing?.recordId },
      {
        onSuccess: ({ outcome }) => {
          toast({ ...(outcome === 'kept-both' ? texts.keptBoth : editing ? texts.changed : texts.saved) });
          reset(fieldsOf(undefined));
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

  // The first field with a problem takes the focus, in the form's order.
  const fieldOrder = ['symptom', 'ownSymptom', 'when', 'ownTrigger', 'notes'] as const;
  const onInvalid = (found: Partial<Record<string, unknown>>) => {
    const first = fieldOrder.find((name) => found[name]);
    if (first) setFocus(first);
  };

  const symptom = watch('symptom');
  const intensity = Number(watch('intensity'));

  const headingId = `${ids}-heading`;
  const intensityId = `${ids}-intensity`;
  const intensityText = intensityValueText(intensity);

  return (
    <Card className="gap-5 p-4 sm:p-6" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {editing ? texts.editHeading : texts.heading}
      </h2>
      <form noValidate aria-busy={save.isPending || undefined} onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5">
        <FormField label={texts.symptomLabel} required error={errors.symptom?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('symptom')}>
              <option value="">{texts.chooseSymptom}</option>
              {symptomOptions.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
              <option value={SYMPTOM_OWN_CHOICE}>{texts.ownWordsOption}</option>
            </NativeSelect>
          )}
        </FormField>
        {symptom === SYMPTOM_OWN_CHOICE ? (
          <FormField label={symptomTrackerTexts.ownSymptomLabel} required error={errors.ownSymptom?.message}>
            {(control) => <Input {...control} {...register('ownSymptom')} autoComplete="off" />}
          </FormField>
        ) : null}

        <div className="flex flex-col gap-2">
          <label htmlFor={intensityId} className="text-sm font-medium leading-none">
            {texts.intensityLabel}
          </label>
          <p id={`${intensityId}-hint`} className="text-sm text-muted-foreground">
            {formatMessage(texts.intensityHint, { min: INTENSITY_MIN, max: INTENSITY_MAX })}
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
            {...register('intensity', { valueAsNumber: true })}
            aria-valuetext={intensityText}
            aria-describedby={`${intensityId}-hint`}
            className="h-11 w-full min-w-0 cursor-pointer accent-primary"
          />
          <div className="flex justify-between text-sm text-muted-foreground" aria-hidden="true">
            <span>{INTENSITY_MIN}</span>
            <span>{INTENSITY_MAX}</span>
          </div>
        </div>

        <FormField label={texts.whenLabel} required hint={texts.whenHint} error={errors.when?.message}>
          {(control) => <Input {...control} {...register('when')} type="datetime-local" className="sm:max-w-xs" />}
        </FormField>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{texts.triggersLegend}</legend>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {triggerOptions.map((option) => (
              <label key={option.id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                <Checkbox {...register('triggerIds')} value={option.id} />
                {option.label}
              </label>
            ))}
          </div>
          {errors.triggerIds?.message ? (
            <p className="text-sm font-medium text-destructive">{errors.triggerIds.message}</p>
          ) : null}
          <FormField label={symptomTrackerTexts.ownTriggerLabel} className="mt-2" error={errors.ownTrigger?.message}>
            {(control) => <Input {...control} {...register('ownTrigger')} autoComplete="off" />}
          </FormField>
        </fieldset>

        <FormField label={texts.notesLabel} hint={symptomTrackerTexts.notesHint} error={errors.notes?.message}>
          {(control) => <Textarea {...control} {...register('notes')} rows={3} />}
        </FormField>
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
