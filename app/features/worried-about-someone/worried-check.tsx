import { useEffect, useRef, useState, type RefObject } from 'react';
import { hotlines } from '@core/constants';
import { worriedCheckIssue, worriedCheckSchema } from '@core/contracts/worried-check';
import { worriedCheckTexts as texts } from '@core/content/worried-about-someone';
import { scoreWorriedCheck, worriedAnswerIds, worriedNextSteps, worriedQuestionIds, type WorriedCheckResult } from '@core/worried-check';
import { Button } from '~/components/ui/button';
import { HotlineCallAndText } from './call-link';
import { useContractForm } from '~/lib/use-contract-form';
import { cn } from '~/lib/utils';

/** Its contract's one code (`unanswered`) is put into words by the page itself. */
const formMessages = {};

const telLink = 'inline-flex min-h-11 items-center rounded-md px-1 text-lg font-semibold text-primary underline underline-offset-4';

/**
 * The private check for a friend or relative (issue 31): ten questions, scored here in the
 * browser by core/worried-check.ts. Nothing is sent or stored: no request, no storage; the answers
 * live in this form until she leaves or reloads. The form's method is "dialog", which outside a
 * dialog submits nowhere, so even a press before JavaScript arrives sends nothing (the island
 * hydrates when she reaches for it, client:reach, which holds that press and makes it again).
 * Every result ends with the hotline, tap to call or text.
 */
export function WorriedCheck() {
  const [result, setResult] = useState<WorriedCheckResult | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, submitCount },
  } = useContractForm(worriedCheckSchema, formMessages, { shouldFocusError: true });

  useEffect(() => {
    if (result) resultHeadingRef.current?.focus();
  }, [result]);

  const onSubmit = handleSubmit((answers) => setResult(scoreWorriedCheck(answers)));
  const unanswered = submitCount > 0 && Object.keys(errors).length > 0;

  const startAgain = () => {
    reset();
    setResult(null);
    formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  };

  return (
    <div className="space-y-6">
      <form
        ref={formRef}
        method="dialog"
        noValidate
        aria-labelledby="check"
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit(event);
        }}
        // A changed answer makes the result shown out of date: it goes until she asks again.
        onChange={() => setResult(null)}
        className="space-y-5"
      >
        <ol className="space-y-4">
          {worriedQuestionIds.map((id, index) => {
            const errorId = `worried-${id}-error`;
            const invalid = errors[id] !== undefined;
            return (
              <li key={id}>
                <fieldset aria-describedby={invalid ? errorId : undefined} className="min-w-0 rounded-lg border border-border bg-card p-4">
                  <legend className="float-start w-full pb-3 text-base font-medium leading-snug">
                    <span className="me-1 text-muted-foreground">{index + 1}.</span> {texts.questions[id]}
                  </legend>
                  <div className="clear-both flex flex-wrap gap-2.5">
                    {worriedAnswerIds.map((answer) => {
                      const inputId = `worried-${id}-${answer}`;
                      return (
                        <label
                          key={answer}
                          htmlFor={inputId}
                          className={cn(
                            'flex min-h-11 min-w-24 cursor-pointer items-center gap-3 rounded-lg border border-border bg-card px-4 py-2 transition-colors hover:bg-muted',
                            'has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:checked]:text-secondary-foreground',
                            'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                          )}
                        >
                          <input
                            type="radio"
                            id={inputId}
                            value={answer}
                            aria-invalid={invalid || undefined}
                            {...register(id)}
                            className="size-5 shrink-0 accent-primary focus-visible:outline-none"
                          />
                          <span>{texts.answers[answer]}</span>
                        </label>
                      );
                    })}
                  </div>
                  {invalid && errors[id]?.message === worriedCheckIssue.unanswered ? (
                    <p id={errorId} className="mt-3 text-sm font-medium text-destructive">
                      {texts.unanswered}
                    </p>
                  ) : null}
                </fieldset>
              </li>
            );
          })}
        </ol>
        {unanswered ? (
          <p role="alert" className="rounded-lg border border-destructive bg-card p-3 font-medium text-destructive">
            {texts.unansweredSummary}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          {texts.submit}
        </Button>
      </form>

      {result ? <WorriedCheckResultPanel result={result} headingRef={resultHeadingRef} onStartAgain={startAgain} /> : null}
    </div>
  );
}

function WorriedCheckResultPanel({
  result,
  headingRef,
  onStartAgain,
}: {
  result: WorriedCheckResult;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onStartAgain: () => void;
}) {
  const outcome = texts.outcomes[result.outcome];
  const danger = result.outcome === 'danger';
  return (
    <section
      aria-labelledby="worried-result-title"
      data-outcome={result.outcome}
      className={cn('rounded-xl border-2 bg-card p-4 text-card-foreground sm:p-6', danger ? 'border-destructive' : 'border-primary')}
    >
      <h3 id="worried-result-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {outcome.title}
      </h3>
      <p className="mt-2">{outcome.text}</p>
      {danger ? (
        <p className="mt-4">
          <a href={hotlines.emergency.href} className={cn(telLink, 'text-destructive')}>
            {texts.dangerCall}
          </a>
        </p>
      ) : null}
      <h4 className="mt-5 font-semibold">{texts.stepsTitle}</h4>
      <ul className="mt-2 list-disc space-y-2 ps-6">
        {worriedNextSteps(result.outcome, texts.steps).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <div className="mt-5 rounded-lg bg-secondary p-3 text-secondary-foreground sm:p-4">
        <h4 className="font-semibold">{texts.hotlineTitle}</h4>
        <p className="mt-1">{texts.hotlineText}</p>
        <HotlineCallAndText spacing="mt-2" linkClassName={telLink} />
      </div>
      <p className="mt-4 text-sm text-muted-foreground">{texts.notDiagnosis}</p>
      <Button variant="outline" className="mt-4" onClick={onStartAgain}>
        {texts.startAgain}
      </Button>
    </section>
  );
}
