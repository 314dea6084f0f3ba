import { REFLECTION_REQUIRED } from '@core/content/affirmations-gate';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Check, CircleCheck, ChevronLeft, ChevronRight } from 'lucide-react';
import { JOURNEY_LENGTH, journeyTexts as t } from '@core/content/affirmations';
import { locale } from '@core/content/locale';
import { journeyReflectionFormSchema } from '@core/contracts/tools';
import { toolFieldMessages } from '@core/content/validation';
import { localePath } from '@core/i18n';
import { formatMessage } from '@core/message-format';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { FormField } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/hooks/use-toast';
import { useContractForm } from '~/lib/use-contract-form';
import { VaultActionError } from '~/lib/vault/vault-store';
import { cn } from '~/lib/utils';
import {
  canGoToNextDay,
  canGoToPreviousDay,
  clampDay,
  completedDayCount,
  firstIncompleteDay,
  journeyDay,
  journeyDayNumbers,
  recordsByDay,
  reflectionsOfDay,
} from './journey';
import { useCompleteDay, useJourneyRecords } from './use-journey';

/** The words of the reflection form's problems (its contract answers codes, docs/decisions/0037). */
const formMessages = { toolFieldMessages, REFLECTION_REQUIRED };

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The 30-day journey behind the gate (SPEC.md §2 /tools/affirmations, §4, §5), kept in her vault. */
export function AffirmationJourney() {
  const records = useJourneyRecords();
  const [chosenDay, setChosenDay] = useState<number | null>(null);
  // What she wrote on each day she has not completed: kept while she moves between days.
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [announcement, setAnnouncement] = useState('');
  const [focusCompleted, setFocusCompleted] = useState(0);
  const completedHeadingRef = useRef<HTMLHeadingElement | null>(null);
  const ids = useId();

  const byDay = useMemo(() => recordsByDay(records), [records]);
  const completedCount = completedDayCount(records);
  const day = chosenDay ?? firstIncompleteDay(records);
  const content = journeyDay(day);
  const record = byDay.get(day);
  const completed = record?.completed === true;
  const complete = useCompleteDay();

  useEffect(() => {
    if (focusCompleted > 0) completedHeadingRef.current?.focus();
  }, [focusCompleted]);

  const goTo = (next: number) => {
    const target = clampDay(next);
    setChosenDay(target);
    setAnnouncement(
      formatMessage(t.dayAnnouncement, { day: target, total: JOURNEY_LENGTH, completed: yesNo(byDay.get(target)?.completed === true), theme: journeyDay(target).theme }),
    );
  };

  const completeDay = (reflection: string) => {
    if (complete.isPending) return;
    setChosenDay(day);
    complete.mutate(
      { day, reflection, record },
      {
        onSuccess: ({ outcome }) => {
          setDrafts((current) => ({ ...current, [day]: '' }));
          toast({ title: t.savedToast.title, description: formatMessage(outcome === 'kept-both' ? t.savedToast.keptBoth : t.savedToast.description, { day }) });
          setFocusCompleted((count) => count + 1);
        },
        onError: (error) => {
          // A sentence of the vault's (a limit: the reflection stays in the box; or the session ended: the page is
          // locked again and forgets what was on it, as Lock would, so nothing of hers stays on a device left open).
          toast({
            variant: 'destructive',
            title: t.notSavedToast.title,
            description: error instanceof VaultActionError ? error.message : t.notSavedToast.description,
          });
        },
      },
    );
  };

  const nextOpenDay = journeyDayNumbers.find((n) => n > day && !byDay.get(n)?.completed);
  const promptId = `${ids}-prompt`;
  const progressLabelId = `${ids}-progress`;
  const percent = Math.round((completedCount / JOURNEY_LENGTH) * 100);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,21rem)_minmax(0,1fr)] lg:gap-8">
      <Card className="gap-5 p-4 sm:p-6" aria-labelledby={`${ids}-calendar`} role="region">
        <h2 id={`${ids}-calendar`} className="text-xl font-semibold">
          {t.calendarHeading}
        </h2>
        <div className="space-y-2">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span id={progressLabelId} className="font-medium">
              {t.progress}
            </span>
            <span className="text-muted-foreground">
              {formatMessage(t.daysDone, { done: completedCount, total: JOURNEY_LENGTH })}
            </span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={progressLabelId}
            aria-valuemin={0}
            aria-valuemax={JOURNEY_LENGTH}
            aria-valuenow={completedCount}
            aria-valuetext={formatMessage(t.daysDone, { done: completedCount, total: JOURNEY_LENGTH })}
            className="h-2.5 overflow-hidden rounded-full bg-secondary"
          >
            <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${percent}%` }} />
          </div>
        </div>
        <ol className="grid grid-cols-6 gap-1.5 sm:grid-cols-10 lg:grid-cols-6" aria-label={t.daysList}>
          {journeyDayNumbers.map((n) => {
            const done = byDay.get(n)?.completed === true;
            const current = n === day;
            return (
              <li key={n}>
                <button
                  type="button"
                  aria-label={formatMessage(t.dayButton, { day: n, completed: yesNo(done) })}
                  aria-current={current ? 'step' : undefined}
                  onClick={() => goTo(n)}
                  className={cn(
                    'relative flex aspect-square min-h-11 w-full flex-col items-center justify-center rounded-md border text-base font-medium transition-colors',
                    current
                      ? 'border-primary bg-primary text-primary-foreground'
                      : done
                        ? 'border-primary/40 bg-secondary text-secondary-foreground hover:bg-accent'
                        : 'border-border bg-card text-foreground hover:bg-muted',
                  )}
                >
                  <span aria-hidden="true">{n}</span>
                  {done ? <Check aria-hidden="true" strokeWidth={3} className="absolute end-0.5 top-0.5 size-3.5" /> : null}
                </button>
              </li>
            );
          })}
        </ol>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Check aria-hidden="true" strokeWidth={3} className="size-4 text-primary" /> {t.completedMark}
        </p>
      </Card>

      <Card className="gap-6 p-5 sm:p-8" role="region" aria-labelledby={`${ids}-day`}>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        <div className="space-y-1">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">
            {formatMessage(t.dayOf, { day, total: JOURNEY_LENGTH })}
          </p>
          <h2 id={`${ids}-day`} className="text-2xl font-semibold leading-snug tracking-tight text-pretty">
            {content.theme}
          </h2>
        </div>

        <figure className="rounded-lg border-s-4 border-primary bg-secondary/60 px-5 py-4">
          <figcaption className="text-sm font-medium text-muted-foreground">{t.todaysAffirmation}</figcaption>
          <blockquote className="mt-1 text-xl leading-relaxed text-foreground sm:text-2xl">{content.affirmation}</blockquote>
        </figure>

        <div className="space-y-2">
          <h3 className="font-semibold">{t.reflectionPromptHeading}</h3>
          <p id={promptId} className="text-pretty">
            {content.reflectionPrompt}
          </p>
        </div>

        {completed && record ? (
          <div className="space-y-4 rounded-lg border border-primary/30 bg-card p-4 sm:p-5">
            <h3
              ref={completedHeadingRef}
              tabIndex={-1}
              className="flex items-center gap-2 text-lg font-semibold text-primary outline-none"
            >
              <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
              {formatMessage(t.completedHeading, { day })}
            </h3>
            <p className="text-muted-foreground text-pretty">
              {record.completedAt ? formatMessage(t.completedOn, { date: formatDate(record.completedAt) }) : null}
              {t.keptAsWritten}
            </p>
            <div className="space-y-1">
              <h4 className="text-sm font-medium">{t.yourReflection}</h4>
              {reflectionsOfDay(records, day).map((kept) => (
                <p key={kept.recordId} className="whitespace-pre-wrap break-words rounded-md bg-muted px-4 py-3 text-foreground">
                  {kept.reflection.trim() ? kept.reflection : t.noReflection}
                </p>
              ))}
            </div>
            <div className="flex flex-wrap gap-3">
              {nextOpenDay ? (
                <Button variant="outline" onClick={() => goTo(nextOpenDay)}>
                  {formatMessage(t.goToDay, { day: nextOpenDay })}
                </Button>
              ) : null}
              {/* The journal reads the day from the address and offers its affirmation and prompt (same document: the vault stays open). */}
              <Button asChild variant="ghost">
                <a href={localePath(`/tools/journal?from=journey-day-${day}`)}>{t.writeMore}</a>
              </Button>
            </div>
            {!nextOpenDay && completedCount === JOURNEY_LENGTH ? (
              <p className="font-medium">{formatMessage(t.allDone, { total: JOURNEY_LENGTH })}</p>
            ) : null}
          </div>
        ) : (
          <ReflectionForm
            key={day}
            day={day}
            promptId={promptId}
            draft={drafts[day] ?? ''}
            onDraft={(text) => setDrafts((current) => ({ ...current, [day]: text }))}
            pending={complete.isPending}
            onComplete={completeDay}
          />
        )}

        <nav aria-label={t.dayNavigation} className="flex gap-3 border-t border-border pt-5">
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            aria-disabled={!canGoToPreviousDay(day)}
            onClick={() => canGoToPreviousDay(day) && goTo(day - 1)}
          >
            <ChevronLeft aria-hidden="true" />
            {t.previous}
          </Button>
          <Button
            variant="outline"
            className="flex-1 sm:ms-auto sm:flex-none"
            aria-disabled={!canGoToNextDay(day)}
            onClick={() => canGoToNextDay(day) && goTo(day + 1)}
          >
            {t.next}
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      </Card>
    </div>
  );
}

type ReflectionFormProps = {
  day: number;
  /** The prompt's paragraph, read with the field. */
  promptId: string;
  /** What she wrote on this day before (kept while she looked at other days). */
  draft: string;
  onDraft: (text: string) => void;
  pending: boolean;
  onComplete: (reflection: string) => void;
};

/**
 * The day's reflection, checked by the completed day's own contract (core/contracts/tools.ts): a
 * blank or too-long reflection shows the contract's sentence under the field and keeps every
 * word she wrote; nothing is sent until it passes.
 */
function ReflectionForm({ day, promptId, draft, onDraft, pending, onComplete }: ReflectionFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    setFocus,
    formState: { errors },
  } = useContractForm(journeyReflectionFormSchema, formMessages, { defaultValues: { reflection: draft } });

  // Every change goes back to the page, so moving to another day and back loses nothing.
  const onDraftRef = useRef(onDraft);
  onDraftRef.current = onDraft;
  useEffect(() => {
    const subscription = watch((values) => onDraftRef.current(values.reflection ?? ''));
    return () => subscription.unsubscribe();
  }, [watch]);

  return (
    <form
      noValidate
      aria-busy={pending || undefined}
      onSubmit={handleSubmit(
        ({ reflection }) => onComplete(reflection),
        (found) => {
          // SPEC.md §5: a day completed without a reflection also says so in a toast.
          if (found.reflection?.type === 'too_small') toast({ title: REFLECTION_REQUIRED.title, description: REFLECTION_REQUIRED.description });
          setFocus('reflection');
        },
      )}
      className="flex flex-col gap-3"
    >
      <FormField label={formatMessage(t.reflectionLabel, { day })} hint={t.reflectionHint} error={errors.reflection?.message}>
        {(control) => (
          <Textarea
            {...control}
            {...register('reflection')}
            rows={5}
            aria-describedby={[promptId, control['aria-describedby']].filter(Boolean).join(' ')}
          />
        )}
      </FormField>
      <Button type="submit" className="self-stretch sm:self-start" disabled={pending}>
        {pending ? t.saving : t.completeDay}
      </Button>
    </form>
  );
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(locale.intl, { dateStyle: 'long' });
}
