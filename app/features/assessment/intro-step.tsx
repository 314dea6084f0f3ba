import type { RefObject } from 'react';
import { assessmentConstants } from '@core/constants';
import { assessmentTexts } from '@core/content/assessment';
import { localePath } from '@core/i18n';
import { formatMessage } from '@core/message-format';
import { Button } from '~/components/ui/button';
import { Card, CardTitle } from '~/components/ui/card';

const texts = assessmentTexts.intro;

type IntroStepProps = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  onStart: () => void;
};

/** The first screen: what the assessment is, how long it takes, and what happens to the answers. */
export function IntroStep({ headingRef, onStart }: IntroStepProps) {
  return (
    <div className="space-y-10">
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{assessmentTexts.eyebrow}</p>
        <h1
          ref={headingRef}
          id="assessment-step-heading"
          tabIndex={-1}
          className="mt-2 text-3xl font-semibold tracking-tight text-balance outline-none sm:text-4xl"
        >
          {texts.heading}
        </h1>
        <p className="mt-4 text-lg text-muted-foreground text-pretty">
          {formatMessage(texts.lead, { questionCount: assessmentConstants.questionCount, minutes: assessmentConstants.minutes })}
        </p>
      </header>

      <Card className="mx-auto max-w-2xl gap-5 p-5 sm:p-8">
        <CardTitle as="h2">{texts.expectHeading}</CardTitle>
        <ul className="space-y-3 text-base">
          {texts.expectations.map((expectation) => (
            <li key={expectation} className="flex gap-3">
              <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-primary" />
              <span>{expectation}</span>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">{texts.note}</p>
        <div className="flex flex-col gap-3 pt-1 sm:flex-row">
          <Button size="lg" onClick={onStart}>
            {texts.start}
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={localePath('/crisis-support')}>{texts.helpNow}</a>
          </Button>
        </div>
      </Card>
    </div>
  );
}
