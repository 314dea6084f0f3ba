import type { RefObject } from 'react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { assessmentOptionIds, type AssessmentOptionId } from '@core/assessment-structure';
import { assessmentTexts } from '@core/content/assessment';
import { formatMessage } from '@core/message-format';
import { toast } from '~/hooks/use-toast';
import { cn } from '~/lib/utils';
import {
  canGoNext,
  canGoPrevious,
  currentQuestion,
  isLastQuestion,
  percentComplete,
  questionCount,
  type AssessmentState,
} from './assessment-flow';

const texts = assessmentTexts.question;

type QuestionStepProps = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  state: Pick<AssessmentState, 'answers' | 'currentIndex'>;
  onChoose: (questionId: number, optionId: AssessmentOptionId) => void;
  onPrevious: () => void;
  onNext: () => void;
};

/** One question at a time, as a group of radio buttons named by the question. */
export function QuestionStep({ headingRef, state, onChoose, onPrevious, onNext }: QuestionStepProps) {
  const question = currentQuestion(state);
  const selected = state.answers[question.id];
  const number = state.currentIndex + 1;
  const percent = percentComplete(state.currentIndex);
  const answered = canGoNext(state);
  const last = isLastQuestion(state);

  const next = () => {
    if (!answered) {
      toast({ title: texts.unansweredTitle, description: texts.unansweredDescription });
      return;
    }
    onNext();
  };

  return (
    <Card className="gap-6 p-5 sm:p-8">
      <div className="space-y-2">
        <div className="flex items-baseline justify-between gap-4 text-sm">
          <p className="font-semibold text-foreground">
            {formatMessage(texts.progress, { number, count: questionCount })}
          </p>
          <p className="text-muted-foreground">{formatMessage(texts.percentComplete, { percent })}</p>
        </div>
        <div
          role="progressbar"
          aria-label={texts.progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={formatMessage(texts.percentComplete, { percent })}
          className="h-2 overflow-hidden rounded-full bg-secondary"
        >
          <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${percent}%` }} />
        </div>
      </div>

      <div className="space-y-1">
        <p className="text-sm font-medium text-muted-foreground">{question.category}</p>
      <fieldset key={question.id} className="min-w-0 space-y-4">
        <legend className="w-full">
          <h2
            ref={headingRef}
            id="assessment-step-heading"
            tabIndex={-1}
            className="text-xl font-semibold leading-snug text-pretty outline-none sm:text-2xl"
          >
            {question.question}
          </h2>
        </legend>
        <div className="grid gap-2.5">
          {assessmentOptionIds.map((optionId) => {
            const id = `question-${question.id}-option-${optionId}`;
            const checked = selected === optionId;
            return (
              <label
                key={optionId}
                htmlFor={id}
                className={cn(
                  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 text-base transition-colors',
                  'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  checked ? 'border-primary bg-secondary text-secondary-foreground' : 'border-border bg-card hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  id={id}
                  name={`question-${question.id}`}
                  value={optionId}
                  checked={checked}
                  onChange={() => onChoose(question.id, optionId)}
                  className="size-5 shrink-0 accent-primary focus-visible:outline-none"
                />
                <span>{question.options[optionId]}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      </div>

      <div className="flex gap-3 pt-1">
        <Button variant="outline" className="flex-1 sm:flex-none" disabled={!canGoPrevious(state)} onClick={onPrevious}>
          {texts.previous}
        </Button>
        <Button className="flex-1 sm:ms-auto sm:flex-none" aria-disabled={!answered} onClick={next}>
          {last ? texts.getResults : texts.next}
        </Button>
      </div>
    </Card>
  );
}
