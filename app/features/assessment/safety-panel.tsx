import type { RefObject } from 'react';
import { ShieldCheck } from 'lucide-react';
import { hotlines } from '@core/constants';
import { HotlineList } from '~/components/hotline-list';

/** Opens the results when the safety check had a "yes", whatever the tier: calm, no blame. */
export function SafetyPanel({ headingRef }: { headingRef?: RefObject<HTMLHeadingElement | null> }) {
  return (
    <section aria-labelledby="safety-first-heading" className="rounded-xl border-2 border-primary bg-secondary p-5 text-secondary-foreground sm:p-8">
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden="true" className="mt-1 size-7 shrink-0 text-primary" />
        <h2 ref={headingRef} id="safety-first-heading" tabIndex={-1} className="text-2xl font-semibold leading-snug outline-none">
          Your safety comes first
        </h2>
      </div>
      <div className="mt-3 space-y-3 text-base">
        <p>
          Thank you for trusting us with your answers. What you shared can mean your safety is at risk, even on days that feel calm.
          None of this is your fault, and you deserve to be safe.
        </p>
        <p>
          Trained advocates are there any time, day or night. It is free and private, and they can help you think through a safety plan
          at your own pace. If it is safer, call from a phone your partner cannot check.
        </p>
      </div>
      <div className="mt-5">
        <HotlineList lines={[hotlines.emergency, hotlines.domesticViolence, hotlines.domesticViolenceText]} />
      </div>
    </section>
  );
}
