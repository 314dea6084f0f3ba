import { BOUNDARY_MISSING_INFORMATION } from '@core/content/boundary-scripts-gate';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Info, ShieldAlert } from 'lucide-react';
import { generateBoundaryScript, getBoundaryBehavior } from '@core/boundary-script';
import { hotlines } from '@core/constants';
import { DEFAULT_TONE } from '@core/content/boundary-ids';
import {
  EXIT_SAFETY_NOTE,
  GENERAL_SAFETY_NOTE,
  SITUATION_EXAMPLE,
  boundaryBehaviors,
  boundaryToolTexts as t,
  boundaryTones,
  type BoundaryBehaviorId,
  type BoundaryTone,
} from '@core/content/boundary-scripts';
import { boundaryGeneratorFormSchema } from '@core/contracts/vault';
import { toolFieldMessages } from '@core/content/validation';
import { formatMessage } from '@core/message-format';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { FormField } from '~/components/ui/form-field';
import { NativeSelect } from '~/components/ui/native-select';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/hooks/use-toast';
import { useContractForm } from '~/lib/use-contract-form';
import { cn } from '~/lib/utils';
import { CopyButton } from './copy-button';
import { VaultActionError } from '~/lib/vault/vault-store';
import { useSaveScript } from './use-boundary-scripts';

/** The words of the form's problems (its contract answers codes, docs/decisions/0037). */
const formMessages = { toolFieldMessages, BOUNDARY_MISSING_INFORMATION };

type GeneratedScript = {
  behaviorId: BoundaryBehaviorId;
  situation: string;
  tone: BoundaryTone;
  script: string;
  saved: boolean;
};

/**
 * The generator (SPEC.md §2 /tools/boundary-scripts, §5): a behaviour, her situation and a tone
 * (default firm) make a script she can save or copy.
 */
export function BoundaryGenerator() {
  const ids = useId();
  const {
    register,
    handleSubmit,
    watch,
    setFocus,
    formState: { errors },
  } = useContractForm(boundaryGeneratorFormSchema, formMessages, { defaultValues: { toxicBehavior: '' as BoundaryBehaviorId, situation: '', tone: DEFAULT_TONE } });
  const behaviorId = watch('toxicBehavior');
  const tone = watch('tone');
  const [generated, setGenerated] = useState<GeneratedScript | null>(null);
  const [focusResult, setFocusResult] = useState(0);
  const resultHeadingRef = useRef<HTMLHeadingElement | null>(null);
  const save = useSaveScript();
  const behavior = behaviorId ? getBoundaryBehavior(behaviorId) : undefined;

  useEffect(() => {
    if (focusResult > 0) resultHeadingRef.current?.focus();
  }, [focusResult]);

  const generate = ({ toxicBehavior: behaviorId, situation, tone }: { toxicBehavior: BoundaryBehaviorId; situation: string; tone: BoundaryTone }) => {
    let script: string;
    try {
      script = generateBoundaryScript({ behaviorId, situation, tone });
    } catch (error) {
      toast({ variant: 'destructive', title: t.couldNotWrite, description: error instanceof Error ? error.message : String(error) });
      return;
    }
    setGenerated({ behaviorId, situation, tone, script, saved: false });
    setFocusResult((count) => count + 1);
  };

  const saveScript = () => {
    if (!generated || generated.saved || save.isPending) return;
    const current = generated;
    save.mutate(
      {
        toxicBehavior: current.behaviorId,
        situation: current.situation,
        tone: current.tone,
        generatedScript: current.script,
        isFavorite: false,
        savedAt: new Date().toISOString(),
      },
      {
        onSuccess: () => {
          setGenerated((shown) => (shown === current ? { ...shown, saved: true } : shown));
          toast(t.savedToast);
        },
        onError: (error) => {
          // A sentence of the vault's (a limit: the script stays shown; or the session ended: the page is locked
          // again and forgets what was on it, as Lock would).
          toast({
            variant: 'destructive',
            title: t.notSavedToast.title,
            description: error instanceof VaultActionError ? error.message : t.notSavedToast.description,
          });
        },
      },
    );
  };

  const generatedBehavior = generated ? getBoundaryBehavior(generated.behaviorId) : undefined;
  const toneLabel = (id: BoundaryTone) => boundaryTones.find((t) => t.id === id)?.label ?? id;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Card className="gap-6 p-5 sm:p-8" role="region" aria-labelledby={`${ids}-heading`}>
        <div className="space-y-3">
          <h2 id={`${ids}-heading`} className="text-2xl font-semibold tracking-tight">
            {t.heading}
          </h2>
          <p className="flex gap-3 rounded-lg bg-secondary p-4 text-sm text-secondary-foreground text-pretty">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{GENERAL_SAFETY_NOTE}</span>
          </p>
        </div>

        <form
          noValidate
          onSubmit={handleSubmit(generate, (found) => {
            // SPEC.md §5: no behaviour or no situation is also said in a toast (a situation too long only under its field).
            if (found.toxicBehavior || found.situation?.type === 'too_small' || found.situation?.type === 'invalid_type') {
              toast({ title: BOUNDARY_MISSING_INFORMATION.title, description: BOUNDARY_MISSING_INFORMATION.description });
            }
            setFocus(found.toxicBehavior ? 'toxicBehavior' : 'situation');
          })}
          className="flex flex-col gap-6"
        >
          <div className="flex flex-col gap-1.5">
            <FormField label={t.behaviorLabel} hint={t.behaviorHint} error={errors.toxicBehavior?.message}>
              {(control) => (
                <NativeSelect {...control} {...register('toxicBehavior')}>
                  <option value="">{t.chooseBehavior}</option>
                  {boundaryBehaviors.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            {behavior ? (
              <div className="mt-2 space-y-2 rounded-lg border border-border bg-muted/60 p-4 text-sm">
                <p className="font-semibold">{behavior.name}</p>
                <p className="text-pretty">{behavior.description}</p>
                <p className="font-medium">{t.soundsLike}</p>
                <ul className="list-disc space-y-1 ps-5 text-pretty">
                  {behavior.examples.map((example) => (
                    <li key={example}>{example}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>

          <FormField label={t.situationLabel} hint={formatMessage(t.situationHint, { example: SITUATION_EXAMPLE })} error={errors.situation?.message}>
            {(control) => <Textarea {...control} {...register('situation')} rows={3} placeholder={SITUATION_EXAMPLE} />}
          </FormField>

          <fieldset className="min-w-0 space-y-2">
            <legend className="mb-2 text-sm font-medium">{t.toneLegend}</legend>
            <div className="grid gap-2.5 md:grid-cols-3 lg:grid-cols-1">
              {boundaryTones.map((option) => {
                const id = `${ids}-tone-${option.id}`;
                const descriptionId = `${id}-description`;
                const checked = tone === option.id;
                return (
                  <label
                    key={option.id}
                    htmlFor={id}
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-lg border px-4 py-3 transition-colors',
                      'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                      checked ? 'border-primary bg-secondary text-secondary-foreground' : 'border-border bg-card hover:bg-muted',
                    )}
                  >
                    <input
                      type="radio"
                      id={id}
                      {...register('tone')}
                      value={option.id}
                      aria-describedby={descriptionId}
                      className="mt-1 size-5 shrink-0 accent-primary focus-visible:outline-none"
                    />
                    <span className="flex flex-col gap-0.5">
                      <span className="font-medium">{option.label}</span>
                      <span id={descriptionId} aria-hidden="true" className="text-sm text-muted-foreground text-pretty">
                        {option.description}
                      </span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>

          <Button type="submit" className="self-stretch sm:self-start">
            {t.generate}
          </Button>
        </form>
      </Card>

      {generated ? (
        <Card className="gap-5 p-5 sm:p-8" role="region" aria-labelledby={`${ids}-result`}>
          <div className="space-y-1">
            <h2 id={`${ids}-result`} ref={resultHeadingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
              {t.resultHeading}
            </h2>
            <p className="text-sm text-muted-foreground">
              {formatMessage(t.resultMeta, { behavior: generatedBehavior?.name ?? generated.behaviorId, tone: toneLabel(generated.tone) })}
            </p>
          </div>
          <blockquote
            id={`${ids}-script`}
            className="whitespace-pre-wrap break-words rounded-lg border-s-4 border-primary bg-secondary/60 px-5 py-4 text-lg leading-relaxed text-pretty"
          >
            {generated.script}
          </blockquote>
          {generated.tone === 'exit' ? (
            <p role="note" className="flex gap-3 rounded-lg border border-destructive/40 bg-card p-4 text-sm text-pretty">
              <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
              <span>{keepNumbersTogether(EXIT_SAFETY_NOTE)}</span>
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button className="flex-1 sm:flex-none" disabled={generated.saved || save.isPending} onClick={saveScript}>
              {save.isPending ? t.saving : generated.saved ? t.saved : t.save}
            </Button>
            <CopyButton text={generated.script} className="flex-1 sm:flex-none" />
          </div>
          <p className="text-sm text-muted-foreground text-pretty">
            {t.tryAgainHint}
          </p>
        </Card>
      ) : null}
    </div>
  );
}

/** Keeps each phone number in the note on one line (a number split at a hyphen is easy to misread). */
function keepNumbersTogether(text: string): ReactNode[] {
  const numbers = [hotlines.domesticViolence.display, hotlines.emergency.display];
  const pattern = new RegExp(`(${numbers.map((n) => n.replace(/[-]/g, '\\-')).join('|')})`);
  return text.split(pattern).map((part, index) =>
    numbers.includes(part as (typeof numbers)[number]) ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
