import { ChevronDown, GraduationCap, HandCoins, LifeBuoy, Phone } from 'lucide-react';
import { hotlines } from '@core/constants';
import { instituteAndPartnerTexts, resourcesCrisisPanel as crisis, resourcesNextSteps as next } from '@core/content/resources';
import { localePath } from '@core/i18n';
import { siteConfig } from '@core/site-config';
import { ExternalLink } from '~/components/external-link';
import { HotlineList } from '~/components/hotline-list';
import { Button } from '~/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '~/components/ui/card';
import { bookingTrigger } from '~/lib/booking-trigger';
import { CRISIS_LINES_TOGGLE_ATTRIBUTE } from './crisis-lines-toggle';

const crisisLinesId = 'resources-crisis-lines';

/**
 * The essential numbers are always on the page (they work without JavaScript); the button
 * shows every line (SPEC.md §4: the crisis panel toggles open and closed). Static HTML: the
 * page's small script (./crisis-lines-toggle.ts) opens and closes it, so the first screen of
 * /resources needs no React.
 */
export function CrisisPanel() {
  return (
    <section aria-labelledby="resources-crisis" className="rounded-2xl border border-border bg-secondary p-4 text-secondary-foreground sm:p-6">
      <div className="flex items-start gap-3">
        <LifeBuoy aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        <div>
          <h2 id="resources-crisis" className="text-xl font-semibold">
            {crisis.heading}
          </h2>
          <p className="mt-2">
            {crisis.beforeEmergency}
            <a className="font-semibold underline underline-offset-4" href={hotlines.emergency.href}>
              911
            </a>
            {crisis.afterEmergency}
            <a className="font-semibold underline underline-offset-4" href={hotlines.domesticViolence.href}>
              {hotlines.domesticViolence.display}
            </a>
            {crisis.afterHotline}
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        className="group mt-4 w-full sm:w-auto"
        aria-expanded={false}
        aria-controls={crisisLinesId}
        {...{ [CRISIS_LINES_TOGGLE_ATTRIBUTE]: '' }}
      >
        <Phone aria-hidden="true" />
        {crisis.allLines}
        <ChevronDown aria-hidden="true" className="group-aria-expanded:rotate-180 motion-safe:transition-transform" />
      </Button>
      <div id={crisisLinesId} hidden className="mt-4">
        <HotlineList />
        <p className="mt-4">
          <a href={localePath('/crisis-support')} className="font-medium underline underline-offset-4">
            {crisis.crisisPageLink}
          </a>
        </p>
      </div>
    </section>
  );
}

/** HeartWork Institute, our practitioner training, and the wealth-building partner. */
export function InstituteAndPartner() {
  const { institute, wealth } = instituteAndPartnerTexts;
  return (
    <>
      <Card role="group" aria-labelledby="heartwork-institute" className="p-5 sm:p-6">
        <CardHeader className="flex-1 gap-3">
          <span className="flex size-11 items-center justify-center rounded-full bg-blush text-primary">
            <GraduationCap aria-hidden="true" className="size-5" />
          </span>
          <CardTitle as="h2" id="heartwork-institute">
            {institute.title}
          </CardTitle>
          <CardDescription>{institute.description}</CardDescription>
        </CardHeader>
        <CardFooter>
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <a href={localePath('/services')}>{institute.linkLabel}</a>
          </Button>
        </CardFooter>
      </Card>
      <Card role="group" aria-labelledby="wealth-partner" className="p-5 sm:p-6">
        <CardHeader className="flex-1 gap-3">
          <span className="flex size-11 items-center justify-center rounded-full bg-peach text-primary">
            <HandCoins aria-hidden="true" className="size-5" />
          </span>
          <CardTitle as="h2" id="wealth-partner">
            {wealth.title}
          </CardTitle>
          <CardDescription>{wealth.description}</CardDescription>
        </CardHeader>
        <CardFooter>
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <ExternalLink href={siteConfig.external.wealthCommunityUrl} data-testid="wealth-partner-link">
              {wealth.linkLabel}
            </ExternalLink>
          </Button>
        </CardFooter>
      </Card>
    </>
  );
}

/** Where to go next: the assessment or a free consultation. */
export function NextStepsSection() {
  return (
    <section aria-labelledby="resources-next" className="rounded-2xl border border-border bg-card/90 p-6 text-center shadow-sm sm:p-8">
      <h2 id="resources-next" className="text-2xl font-semibold tracking-tight">
        {next.heading}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-muted-foreground">{next.text}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <a href={localePath('/assessment')}>{next.assessmentLabel}</a>
        </Button>
        <Button size="lg" variant="outline" {...bookingTrigger('consultation')}>
          {next.consultationLabel}
        </Button>
      </div>
    </section>
  );
}
