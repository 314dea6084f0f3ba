import type { RefObject } from 'react';
import { assessmentConstants } from '@core/constants';
import { Button } from '~/components/ui/button';
import { Card, CardTitle } from '~/components/ui/card';

type IntroStepProps = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  onStart: () => void;
};

/** The first screen: what the assessment is, how long it takes, and what happens to the answers. */
export function IntroStep({ headingRef, onStart }: IntroStepProps) {
  return (
    <div className="space-y-10">
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Self-Assessment</p>
        <h1
          ref={headingRef}
          id="assessment-step-heading"
          tabIndex={-1}
          className="mt-2 text-3xl font-semibold tracking-tight text-balance outline-none sm:text-4xl"
        >
          Understand What You Have Been Living
        </h1>
        <p className="mt-4 text-lg text-muted-foreground text-pretty">
          {assessmentConstants.questionCount} questions, answered privately, about how your relationship has affected you. It takes{' '}
          {assessmentConstants.minutes} minutes, and you can stop at any time.
        </p>
      </header>

      <Card className="mx-auto max-w-2xl gap-5 p-5 sm:p-8">
        <CardTitle as="h2">What to expect</CardTitle>
        <ul className="space-y-3 text-base">
          <li className="flex gap-3">
            <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-primary" />
            <span>One question at a time. You can go back and change an answer before you finish.</span>
          </li>
          <li className="flex gap-3">
            <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-primary" />
            <span>There are no right or wrong answers. Choose what feels closest to your life lately.</span>
          </li>
          <li className="flex gap-3">
            <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-primary" />
            <span>
              Your answers stay in this browser tab while you go, so a reload will not lose them. When you see your results, they are
              saved securely with your name and email.
            </span>
          </li>
          <li className="flex gap-3">
            <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-primary" />
            <span>If someone may see your screen, the &ldquo;Exit this page&rdquo; button at the top leaves this site at once.</span>
          </li>
        </ul>
        <p className="text-sm text-muted-foreground">This is a self-check, not a diagnosis. Go gently, and take a break whenever you need one.</p>
        <div className="flex flex-col gap-3 pt-1 sm:flex-row">
          <Button size="lg" onClick={onStart}>
            Start the assessment
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="/crisis-support">I need help now</a>
          </Button>
        </div>
      </Card>
    </div>
  );
}
