import { useState } from 'react';
import { RefreshCw, Sparkles } from 'lucide-react';
import { homeAffirmations, pickHomeAffirmation } from '@core/content/home-affirmations';
import { affirmationSection } from '@core/content/home';
import { Button } from '~/components/ui/button';

/**
 * The daily affirmation generator (SPEC.md §2 home: one of 10 lines at random). The prerendered
 * page and the first render after hydration both show the first line, so they always match;
 * a new line is picked at random, never the one on screen, each time she asks. The line is in a
 * polite live region, so a screen reader reads the new one.
 */
export function DailyAffirmation() {
  const [line, setLine] = useState<string>(homeAffirmations[0] ?? '');
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
        <p key={line} data-affirmation className="motion-safe:animate-fade-in text-2xl font-semibold leading-snug text-balance sm:text-3xl">
          {line}
        </p>
      </div>
      <p className="mt-3 text-sm">{affirmationSection.note}</p>
      <Button variant="outline" className="mt-5 w-full sm:w-auto sm:self-start" onClick={() => setLine((current) => pickHomeAffirmation(current))}>
        <RefreshCw aria-hidden="true" />
        {affirmationSection.buttonLabel}
      </Button>
    </section>
  );
}
