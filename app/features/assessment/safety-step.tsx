import type { RefObject } from 'react';
import { Button } from '~/components/ui/button';
import { Card, CardTitle } from '~/components/ui/card';
import { cn } from '~/lib/utils';
import { assessmentTexts } from '@core/content/assessment';
import { safetyQuestions, type SafetyAnswer, type SafetyAnswers, type SafetyQuestionId } from '@core/content/safety-check';

type SafetyStepProps = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  answers: SafetyAnswers;
  onAnswer: (id: SafetyQuestionId, answer: SafetyAnswer) => void;
  onSeeResults: () => void;
  onSkip: () => void;
};

const texts = assessmentTexts.safety;

const choices: { value: SafetyAnswer; label: string }[] = [
  { value: 'yes', label: texts.yes },
  { value: 'no', label: texts.no },
];

/** Three optional yes/no questions on danger signs; they never change the score and are never saved. */
export function SafetyStep({ headingRef, answers, onAnswer, onSeeResults, onSkip }: SafetyStepProps) {
  return (
    <Card className="gap-6 p-5 sm:p-8">
      <div className="space-y-3">
        <CardTitle as="h2" ref={headingRef} id="assessment-step-heading" tabIndex={-1} className="outline-none">
          {texts.heading}
        </CardTitle>
        <p className="text-muted-foreground">{texts.intro}</p>
      </div>

      <div className="space-y-5">
        {safetyQuestions.map((question) => (
          <fieldset key={question.id} className="min-w-0 space-y-3 rounded-lg border border-border p-4">
            <legend className="float-start w-full pb-3 text-base font-medium leading-snug">{question.question}</legend>
            <div className="clear-both flex flex-wrap gap-2.5">
              {choices.map((choice) => {
                const id = `safety-${question.id}-${choice.value}`;
                const checked = answers[question.id] === choice.value;
                return (
                  <label
                    key={choice.value}
                    htmlFor={id}
                    className={cn(
                      'flex min-h-11 min-w-24 cursor-pointer items-center gap-3 rounded-lg border px-4 py-2 transition-colors',
                      'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                      checked ? 'border-primary bg-secondary text-secondary-foreground' : 'border-border bg-card hover:bg-muted',
                    )}
                  >
                    <input
                      type="radio"
                      id={id}
                      name={`safety-${question.id}`}
                      value={choice.value}
                      checked={checked}
                      onChange={() => onAnswer(question.id, choice.value)}
                      className="size-5 shrink-0 accent-primary focus-visible:outline-none"
                    />
                    <span>{choice.label}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={onSeeResults}>{texts.seeResults}</Button>
        <Button variant="outline" onClick={onSkip}>
          {texts.skip}
        </Button>
      </div>
    </Card>
  );
}
