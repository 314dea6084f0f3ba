import { useState, type RefObject } from 'react';
import { CalendarHeart, Download, RotateCcw } from 'lucide-react';
import { tierColor, type AssessmentResult, type TierColor } from '@core/assessment-scoring';
import { hotlines, type Hotline } from '@core/constants';
import { assessmentTexts } from '@core/content/assessment';
import { riskLevelName } from '@core/assessment-check';
import { riskLevelNames } from '@core/content/assessment-tiers';
import { formatMessage } from '@core/message-format';
import { HotlineList } from '~/components/hotline-list';
import { Button } from '~/components/ui/button';
import { Card, CardTitle } from '~/components/ui/card';
import { toast } from '~/hooks/use-toast';
import { bookingTrigger } from '~/lib/booking-trigger';
import { cn } from '~/lib/utils';
import { downloadResultsPdf } from './results-pdf';
import { SafetyPanel } from './safety-panel';

const texts = assessmentTexts.results;

/** The crisis lines shown (and written into the PDF) with the results. */
export const resultsCrisisLines: Hotline[] = [
  hotlines.emergency,
  hotlines.domesticViolence,
  hotlines.domesticViolenceText,
  hotlines.domesticViolenceTty,
  hotlines.lifelineCall,
  hotlines.lifelineText,
];

/** The tier colour as an accent; every text colour here is at least 4.5:1 on its background. */
const tierStyles: Record<TierColor, { edge: string; badge: string; label: string; bar: string }> = {
  red: { edge: 'border-t-red-700', badge: 'bg-red-50 text-red-800 ring-red-200', label: 'text-red-800', bar: 'bg-red-700' },
  orange: { edge: 'border-t-orange-600', badge: 'bg-orange-50 text-orange-900 ring-orange-200', label: 'text-orange-900', bar: 'bg-orange-600' },
  yellow: { edge: 'border-t-amber-500', badge: 'bg-amber-50 text-amber-900 ring-amber-200', label: 'text-amber-900', bar: 'bg-amber-500' },
  green: { edge: 'border-t-green-700', badge: 'bg-green-50 text-green-800 ring-green-200', label: 'text-green-800', bar: 'bg-green-700' },
};

export type SaveStatus = 'idle' | 'pending' | 'success' | 'error';

type ResultsStepProps = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  result: AssessmentResult;
  showSafetyPanel: boolean;
  saveStatus: SaveStatus;
  onRetrySave: () => void;
  onRestart: () => void;
};

export function ResultsStep({ headingRef, result, showSafetyPanel, saveStatus, onRetrySave, onRestart }: ResultsStepProps) {
  const [downloading, setDownloading] = useState(false);
  const style = tierStyles[tierColor(result)];

  const download = async () => {
    if (downloading) return;
    setDownloading(true);
    toast({ title: texts.preparingTitle, description: texts.preparingDescription });
    try {
      await downloadResultsPdf({ result, crisisLines: resultsCrisisLines, date: new Date() });
    } catch {
      toast({ variant: 'destructive', title: texts.downloadFailedTitle, description: texts.downloadFailedDescription });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="space-y-6">
      {showSafetyPanel ? <SafetyPanel headingRef={headingRef} /> : null}

      <Card className={cn('gap-5 border-t-8 p-5 sm:p-8', style.edge)} aria-labelledby="assessment-results-heading" role="region">
        <div className="space-y-3">
          <h2
            ref={showSafetyPanel ? undefined : headingRef}
            id="assessment-results-heading"
            tabIndex={-1}
            className="text-2xl font-semibold leading-snug outline-none"
          >
            {texts.heading}
          </h2>
          <p className={cn('inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset', style.badge)}>
            {result.selfStage}
          </p>
          <p className={cn('text-xl font-semibold leading-snug text-pretty sm:text-2xl', style.label)} data-testid="assessment-tier">
            {riskLevelName(riskLevelNames, result.riskLevel)}
          </p>
        </div>

        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-lg bg-muted p-4">
            <dt className="text-sm text-muted-foreground">{texts.score}</dt>
            <dd className="whitespace-nowrap text-xl font-semibold sm:text-2xl">
              {formatMessage(texts.scoreOf, { score: result.score, max: result.maxScore })}
            </dd>
          </div>
          <div className="rounded-lg bg-muted p-4">
            <dt className="text-sm text-muted-foreground">{texts.percentage}</dt>
            <dd className="whitespace-nowrap text-xl font-semibold sm:text-2xl">{result.displayPercentage}%</dd>
          </div>
        </dl>
        <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-secondary">
          <div className={cn('h-full rounded-full', style.bar)} style={{ width: `${Math.max(result.displayPercentage, 2)}%` }} />
        </div>

        <p className="text-base text-pretty">{result.description}</p>

        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button size="lg" {...bookingTrigger('consultation')}>
            <CalendarHeart aria-hidden="true" />
            {result.urgentSupport ? texts.bookUrgent : texts.book}
          </Button>
          <Button size="lg" variant="outline" aria-disabled={downloading} onClick={() => void download()}>
            <Download aria-hidden="true" />
            {downloading ? texts.preparing : texts.download}
          </Button>
        </div>
        <SaveNotice status={saveStatus} onRetry={onRetrySave} />
      </Card>

      {result.urgentSupport ? (
        <section aria-labelledby="assessment-crisis-heading" className="space-y-4" data-testid="assessment-crisis-lines">
          <div className="space-y-1">
            <h2 id="assessment-crisis-heading" className="text-xl font-semibold">
              {texts.crisisHeading}
            </h2>
            <p className="text-muted-foreground">{texts.crisisIntro}</p>
          </div>
          <HotlineList lines={resultsCrisisLines} />
        </section>
      ) : null}

      <Card className="gap-4 p-5 sm:p-8" role="region" aria-labelledby="assessment-recommendations-heading">
        <CardTitle as="h2" id="assessment-recommendations-heading">
          {texts.recommendations}
        </CardTitle>
        <ul className="space-y-3">
          {result.recommendations.map((recommendation) => (
            <li key={recommendation} className="flex gap-3">
              <span aria-hidden="true" className={cn('mt-2.5 size-2 shrink-0 rounded-full', style.bar)} />
              <span>{recommendation}</span>
            </li>
          ))}
        </ul>
      </Card>

      <div className="flex justify-center">
        <Button variant="ghost" onClick={onRestart}>
          <RotateCcw aria-hidden="true" />
          {texts.restart}
        </Button>
      </div>
    </div>
  );
}

function SaveNotice({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  if (status === 'pending') return <p className="text-sm text-muted-foreground">{texts.saving}</p>;
  if (status === 'success') return <p className="text-sm text-muted-foreground">{texts.saved}</p>;
  if (status === 'error') {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <p className="text-destructive">{texts.notSaved}</p>
        <Button variant="link" size="sm" className="px-0" onClick={onRetry}>
          {texts.retrySave}
        </Button>
      </div>
    );
  }
  return null;
}
