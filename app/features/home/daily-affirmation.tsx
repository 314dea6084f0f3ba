import { RefreshCw, Sparkles } from 'lucide-react';
import { homeAffirmations } from '@core/content/home-affirmations';
import { affirmationSection } from '@core/content/home';
import { Button } from '~/components/ui/button';
import { NEW_AFFIRMATION_ATTRIBUTE } from './new-affirmation';

/**
 * The daily affirmation generator (SPEC.md §2 home: one of 10 lines at random). Static markup
 * showing the first line; the home page's small script (./new-affirmation.ts) picks a new line at
 * random, never the one on screen, each time she asks. The line is in a polite live region, so a
 * screen reader reads the new one.
 */
export function DailyAffirmation() {
  const line = homeAffirmations[0] ?? '';
  return (
    <section
      aria-labelledby="home-affirmation-heading"
      className="flex flex-col rounded-2xl border border-primary/25 bg-secondary p-5 text-secondary-foreground shadow-sm sm:p-8"
    >
      <h2 id="home-affirmation-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Sparkles aria-hidden="true" className="size-5 text-primary" />
        {affirmationSection.heading}
      </h2>
      <div aria-live="polite" aria-atomic="true" className="mt-4 flex min-h-28 flex-1 items-center">
        <p data-affirmation className="motion-safe:animate-fade-in text-2xl font-semibold leading-snug text-balance sm:text-3xl">
          {line}
        </p>
      </div>
      <p className="mt-3 text-sm">{affirmationSection.note}</p>
      <Button variant="outline" className="mt-5 w-full sm:w-auto sm:self-start" {...{ [NEW_AFFIRMATION_ATTRIBUTE]: '' }}>
        <RefreshCw aria-hidden="true" />
        {affirmationSection.buttonLabel}
      </Button>
    </section>
  );
}
