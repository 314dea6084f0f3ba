import type { ReactNode } from 'react';
import { assessmentTexts } from '@core/content/assessment';

/**
 * The page heading of every step after the intro: short, so the question itself sits near the
 * top of a phone screen.
 */
export function StepFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-4 text-sm font-semibold uppercase tracking-wider text-primary">{assessmentTexts.eyebrow}</h1>
      {children}
    </div>
  );
}
