import { useEffect, useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { hotlines } from '@core/constants';
import { type ExitPlanPhase, type ExitPlanPhaseId, exitPlanPhases, exitPlanTexts as texts } from '@core/content/exit-plan';
import { exitPlanNoteFormSchema } from '@core/contracts/exit-plan';
import { exitPlanFieldMessages } from '@core/content/validation';
import { formatMessage } from '@core/message-format';
import { HotlineList } from '~/components/hotline-list';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Checkbox } from '~/components/ui/checkbox';
import { FormField } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/hooks/use-toast';
import { useContractForm } from '~/lib/use-contract-form';
import { cn } from '~/lib/utils';
import { VaultActionError } from '~/lib/vault/vault-store';
import { longDate, noteKey, percentOf, phaseProgress, overallProgress, progressText, stepKey, type NoteState, type Progress, type StepState } from './plan';
import { PrintablePlan } from './printable-plan';
import { useDeleteNoteVersion, useExitPlan, useSaveNote, useSetStep } from './use-exit-plan';

const crisisLines = [hotlines.emergency, hotlines.domesticViolence, hotlines.domesticViolenceText];
const fivePhases = exitPlanPhases.filter((phase) => phase.id !== 'staying');
const stayingTrack = exitPlanPhases.find((phase) => phase.id === 'staying')!;

/** The words of a note's problems (its contract answers codes, docs/decisions/0037). */
const formMessages = { exitPlanFieldMessages };

export const phaseAnchor = (id: ExitPlanPhaseId) => `exit-phase-${id}`;

/** A sentence for a failed save: the vault's own (a limit, or the session ended), else ours. Never her words. */
function failure(error: unknown, ours: string): string {
  return error instanceof VaultActionError ? error.message : ours;
}

function ProgressBar({ progress, labelledBy }: { progress: Progress; labelledBy: string }) {
  return (
    <div
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={progress.total}
      aria-valuenow={progress.done}
      aria-valuetext={progressText(progress)}
      className="h-2.5 overflow-hidden rounded-full bg-secondary"
    >
      <div className="h-full rounded-full bg-primary motion-safe:transition-[width] motion-safe:duration-300" style={{ width: `${percentOf(progress)}%` }} />
    </div>
  );
}

/** The Exit Strategy Planner behind the gate (SPEC.md §2 /tools/exit-plan), kept in her vault. */
export function ExitPlanner() {
  const { steps, notes } = useExitPlan();
  const [open, setOpen] = useState<ReadonlySet<ExitPlanPhaseId>>(new Set());
  const ids = useId();
  const overall = overallProgress(steps);

  const toggle = (id: ExitPlanPhaseId, to?: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (to ?? !next.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="flex flex-col gap-6">
      <Card className="gap-5 p-5 sm:p-8" role="region" aria-labelledby={`${ids}-overview`}>
        <h2 id={`${ids}-overview`} className="text-xl font-semibold">
          {texts.overall}
        </h2>
        <div className="space-y-2">
          <p id={`${ids}-overall`} className="font-medium">
            {progressText(overall)}
          </p>
          <ProgressBar progress={overall} labelledBy={`${ids}-overall`} />
        </div>
        <p className="text-pretty text-muted-foreground">{texts.intro}</p>
        <nav aria-label={texts.pathsLabel}>
          <ul className="grid gap-2 sm:grid-cols-2">
            {[{ label: texts.fivePhases, id: 'safety' as const }, { label: texts.stayingPath, id: 'staying' as const }].map((path) => (
              <li key={path.id}>
                <a
                  href={`#${phaseAnchor(path.id)}`}
                  onClick={() => toggle(path.id, true)}
                  className="flex min-h-11 items-center rounded-lg border border-border px-4 py-2 font-medium text-primary underline underline-offset-4 hover:bg-muted"
                >
                  {path.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Card>

      <section aria-labelledby={`${ids}-five`} className="flex flex-col gap-4">
        <h2 id={`${ids}-five`} className="text-2xl font-semibold tracking-tight">
          {texts.fivePhases}
        </h2>
        {fivePhases.map((phase) => (
          <PhaseSection key={phase.id} phase={phase} steps={steps} notes={notes} open={open.has(phase.id)} onToggle={() => toggle(phase.id)} level={3} />
        ))}
      </section>

      {/* Its own track beside the five phases, not a phase of leaving: a heading of the same level as theirs. */}
      <PhaseSection phase={stayingTrack} steps={steps} notes={notes} open={open.has('staying')} onToggle={() => toggle('staying')} level={2} />

      <PrintablePlan steps={steps} notes={notes} />
    </div>
  );
}

type PhaseSectionProps = {
  phase: ExitPlanPhase;
  steps: ReadonlyMap<string, StepState>;
  notes: ReadonlyMap<string, NoteState>;
  open: boolean;
  onToggle: () => void;
  /** The level of the phase's heading; its groups' headings are one below. */
  level: 2 | 3;
};

function PhaseSection({ phase, steps, notes, open, onToggle, level }: PhaseSectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const SubHeading = level === 2 ? 'h3' : 'h4';
  const ids = useId();
  const progress = phaseProgress(phase, steps);
  const bodyId = `${ids}-body`;
  const titleId = `${ids}-title`;
  const progressId = `${ids}-progress`;
  return (
    <Card id={phaseAnchor(phase.id)} className="scroll-mt-24 gap-0 p-0" role="region" aria-labelledby={titleId}>
      <Heading className="text-lg font-semibold leading-snug">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
          className="flex min-h-11 w-full items-center gap-3 rounded-xl px-5 py-4 text-start hover:bg-muted/60 sm:px-6"
        >
          <span className="min-w-0 flex-1">
            <span id={titleId} className="block">
              {phase.name}
            </span>
            <span id={progressId} className="block text-sm font-normal text-muted-foreground">
              {progressText(progress)}
            </span>
          </span>
          <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 motion-safe:transition-transform', open && 'rotate-180')} />
        </button>
      </Heading>
      <div id={bodyId} hidden={!open} className="space-y-6 border-t border-border px-5 pb-6 pt-5 sm:px-6">
        <ProgressBar progress={progress} labelledBy={progressId} />
        <p className="text-pretty">{phase.intro}</p>
        {phase.groups.map((group, index) => (
          <div key={group.title ?? index} className="space-y-2">
            {group.title ? <SubHeading className="font-semibold">{group.title}</SubHeading> : null}
            <ul className="space-y-2" aria-label={group.title ? undefined : formatMessage(texts.stepsOf, { phase: phase.name })}>
              {group.steps.map((step) => (
                <StepItem key={step.id} phaseId={phase.id} stepId={step.id} text={step.text} state={steps.get(stepKey(phase.id, step.id))} />
              ))}
            </ul>
          </div>
        ))}
        <NotesPanel phase={phase} notes={notes} Heading={SubHeading} />
        <div className="space-y-3 rounded-lg bg-secondary/60 p-4">
          <SubHeading className="font-semibold">{texts.crisisTitle}</SubHeading>
          <p className="text-sm text-muted-foreground">{texts.crisisIntro}</p>
          <HotlineList lines={crisisLines} />
        </div>
      </div>
    </Card>
  );
}

function StepItem({ phaseId, stepId, text, state }: { phaseId: ExitPlanPhaseId; stepId: string; text: string; state: StepState | undefined }) {
  const setStep = useSetStep();
  const [status, setStatus] = useState<'idle' | 'saved'>('idle');
  const done = state?.done === true;
  // While a change is on its way, the box shows what she asked for and says "Saving..."; it only says "Saved" once stored.
  const checked = setStep.isPending && setStep.variables ? setStep.variables.done : done;
  const statusId = useId();

  return (
    <li className="rounded-lg border border-border">
      <label className="flex min-h-11 cursor-pointer items-start gap-3 px-3 py-3">
        <Checkbox
          className="mt-0.5"
          checked={checked}
          aria-describedby={statusId}
          onChange={(event) => {
            if (setStep.isPending) return;
            setStatus('idle');
            setStep.mutate(
              { phaseId, stepId, done: event.target.checked, state },
              {
                onSuccess: (result) => {
                  setStatus('saved');
                  if (result.outcome === 'kept-both') toast({ title: texts.saved, description: texts.keptBoth });
                },
                onError: (error) => toast({ variant: 'destructive', title: texts.notSavedTitle, description: failure(error, texts.stepNotSaved) }),
              },
            );
          }}
        />
        <span className="min-w-0 flex-1 text-pretty">
          {text}
          <span id={statusId} className="mt-1 block text-sm text-muted-foreground" aria-live="polite">
            {setStep.isPending ? texts.saving : status === 'saved' ? texts.saved : ''}
            {done && !setStep.isPending && state?.doneAt ? `${status === 'saved' ? '. ' : ''}${texts.doneOn} ${longDate(state.doneAt)}` : ''}
          </span>
        </span>
      </label>
    </li>
  );
}

function NotesPanel({ phase, notes, Heading }: { phase: ExitPlanPhase; notes: ReadonlyMap<string, NoteState>; Heading: 'h3' | 'h4' }) {
  const [open, setOpen] = useState(false);
  const ids = useId();
  const count = phase.notes.filter((topic) => notes.get(noteKey(phase.id, topic.id))?.current).length;
  return (
    <div className="rounded-lg border border-dashed border-border">
      <Heading className="font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${ids}-notes`}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-11 w-full items-center gap-3 rounded-lg px-4 py-3 text-start hover:bg-muted/60"
        >
          <span className="min-w-0 flex-1">
            {texts.notesToggle}
            <span className="block text-sm font-normal text-muted-foreground">
              {formatMessage(texts.notesWritten, { count })}
              {texts.notesHiddenHint}
            </span>
          </span>
          <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 motion-safe:transition-transform', open && 'rotate-180')} />
        </button>
      </Heading>
      {/* Not drawn while closed: nothing she wrote is on the page until she opens it. */}
      {open ? (
        <div id={`${ids}-notes`} className="space-y-5 border-t border-border px-4 pb-4 pt-4">
          {phase.notes.map((topic) => (
            <NoteField key={topic.id} phaseId={phase.id} noteId={topic.id} label={topic.label} hint={topic.hint} state={notes.get(noteKey(phase.id, topic.id))} />
          ))}
        </div>
      ) : (
        <div id={`${ids}-notes`} hidden />
      )}
    </div>
  );
}

type NoteFieldProps = { phaseId: ExitPlanPhaseId; noteId: string; label: string; hint: string; state: NoteState | undefined };

/**
 * One private note, checked by the note record's contract (core/contracts/exit-plan.ts): a note
 * over the limit shows the contract's sentence and keeps every character she wrote; nothing is
 * said to be saved until it is stored.
 */
function NoteField({ phaseId, noteId, label, hint, state }: NoteFieldProps) {
  const saveNote = useSaveNote();
  const removeVersion = useDeleteNoteVersion();
  const stored = state?.current?.content.text ?? '';
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isDirty },
  } = useContractForm(exitPlanNoteFormSchema, formMessages, { defaultValues: { text: stored } });

  // Showing what is stored, and following it when another version arrives, until she edits it.
  useEffect(() => {
    if (!isDirty) reset({ text: stored });
  }, [stored, isDirty, reset]);

  const save = ({ text }: { text: string }) => {
    if (saveNote.isPending) return;
    setSaved(false);
    saveNote.mutate(
      { phaseId, noteId, text, current: state?.current },
      {
        onSuccess: (result) => {
          reset({ text });
          setSaved(true);
          if (result.outcome === 'kept-both') toast({ title: texts.saved, description: texts.keptBoth });
        },
        onError: (error) => toast({ variant: 'destructive', title: texts.notSavedTitle, description: failure(error, texts.noteNotSaved) }),
      },
    );
  };

  const field = register('text', { onChange: () => setSaved(false) });
  return (
    <form noValidate aria-busy={saveNote.isPending || undefined} className="flex flex-col gap-2" onSubmit={handleSubmit(save, () => setFocus('text'))}>
      <FormField label={label} hint={hint} error={errors.text?.message}>
        {(control) => <Textarea {...control} {...field} rows={3} />}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" disabled={saveNote.isPending || !isDirty}>
          {saveNote.isPending ? texts.saving : texts.saveNote}
        </Button>
        <span role="status" className="text-sm text-muted-foreground">
          {saved ? texts.saved : ''}
        </span>
      </div>
      {state?.others.map((other) => (
        <div key={other.recordId} className="space-y-2 rounded-md bg-muted px-3 py-2">
          <p className="text-sm font-medium">{texts.otherVersion}</p>
          <p className="whitespace-pre-wrap break-words">{other.content.text}</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={removeVersion.isPending}
            onClick={() =>
              removeVersion.mutate(other.recordId, {
                onError: (error) => toast({ variant: 'destructive', title: texts.notSavedTitle, description: failure(error, texts.noteNotSaved) }),
              })
            }
          >
            {texts.removeOtherVersion}
          </Button>
        </div>
      ))}
    </form>
  );
}
