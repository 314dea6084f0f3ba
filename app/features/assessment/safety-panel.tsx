import type { RefObject } from 'react';
import { ShieldCheck } from 'lucide-react';
import { hotlines } from '@core/constants';
import { assessmentTexts } from '@core/content/assessment';
import { HotlineList } from '~/components/hotline-list';

/** Opens the results when the safety check had a "yes", whatever the tier: calm, no blame. */
export function SafetyPanel({ headingRef }: { headingRef?: RefObject<HTMLHeadingElement | null> }) {
  return (
    <section aria-labelledby="safety-first-heading" className="rounded-xl border-2 border-primary bg-secondary p-5 text-secondary-foreground sm:p-8">
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden="true" className="mt-1 size-7 shrink-0 text-primary" />
        <h2 ref={headingRef} id="safety-first-heading" tabIndex={-1} className="text-2xl font-semibold leading-snug outline-none">
          {assessmentTexts.safetyPanel.heading}
        </h2>
      </div>
      <div className="mt-3 space-y-3 text-base">
        {assessmentTexts.safetyPanel.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-5">
        <HotlineList lines={[hotlines.emergency, hotlines.domesticViolence, hotlines.domesticViolenceText]} />
      </div>
    </section>
  );
}
