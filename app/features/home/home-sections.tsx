import { ArrowRight, LockKeyhole, Users } from 'lucide-react';
import { hotlines } from '@core/constants';
import {
  headlineStatistics,
  helpNowSection,
  homeHero,
  partnershipSection,
  privateToolsSection,
  recoveryPath,
  statisticsSection,
  symptomsSection,
} from '@core/content/home';
import { localePath } from '@core/i18n';
import { formatMessage } from '@core/message-format';
import { siteConfig } from '@core/site-config';
import { ExternalLink } from '~/components/external-link';
import { headlineValue } from '@core/headline-figures';
import { Button } from '~/components/ui/button';
import { bookingTrigger } from '~/lib/booking-trigger';

const sectionHeading = 'text-2xl font-semibold tracking-tight text-balance sm:text-3xl';
const inlineLink = 'font-semibold underline underline-offset-4 hover:decoration-2';

/** The hero: who we are, and the two first steps (the assessment and a free consultation). */
export function HomeHero() {
  return (
    <section className="px-4 pb-10 pt-12 sm:px-6 sm:pb-14 sm:pt-20">
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{siteConfig.tagline}</p>
        <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{homeHero.heading}</h1>
        <p className="mt-5 text-lg text-muted-foreground text-pretty">{homeHero.intro}</p>
        <div className="mt-8 grid gap-4 sm:grid-cols-2 sm:gap-5">
          <div className="flex flex-col items-center gap-2">
            <Button asChild size="lg" className="w-full">
              <a href={localePath('/assessment')}>{homeHero.assessmentLabel}</a>
            </Button>
            <p className="text-sm text-muted-foreground">{homeHero.assessmentNote}</p>
          </div>
          <div className="flex flex-col items-center gap-2">
            <Button size="lg" variant="outline" className="w-full" {...bookingTrigger('consultation')}>
              {homeHero.bookingLabel}
            </Button>
            <p className="text-sm text-muted-foreground">{homeHero.bookingNote}</p>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Crisis numbers, before anything else on the page. */
export function HelpNow() {
  return (
    <aside
      aria-labelledby="home-help-now"
      className="mx-auto max-w-3xl rounded-2xl border border-border bg-secondary p-5 text-secondary-foreground sm:p-6"
    >
      <h2 id="home-help-now" className="text-lg font-semibold">
        {helpNowSection.heading}
      </h2>
      <p className="mt-2">
        {helpNowSection.beforeEmergency}
        <a className={inlineLink} href={hotlines.emergency.href}>
          911
        </a>
        {helpNowSection.afterEmergency}
        <a className={inlineLink} href={hotlines.domesticViolence.href}>
          {hotlines.domesticViolence.display}
        </a>
        {helpNowSection.beforeText}
        <a className={inlineLink} href={hotlines.domesticViolenceText.href}>
          {helpNowSection.textLink}
        </a>
        {helpNowSection.end}
      </p>
      <p className="mt-2">
        <a className={`inline-flex min-h-11 items-center ${inlineLink}`} href={localePath('/worried-about-someone')}>
          {helpNowSection.worriedLink}
        </a>
      </p>
    </aside>
  );
}

/**
 * The private tools in plain sight: what each is for, that all are free and private, and a link
 * to each (static: no JavaScript). The name is the link; its ::after covers the card.
 */
export function PrivateTools() {
  return (
    <section aria-labelledby="home-tools-heading">
      <h2 id="home-tools-heading" className={`flex items-center gap-2 ${sectionHeading}`}>
        <LockKeyhole aria-hidden="true" className="size-6 shrink-0 text-primary" />
        {privateToolsSection.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-muted-foreground text-pretty">{privateToolsSection.intro}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 sm:gap-4">
        {privateToolsSection.tools.map((tool) => (
          <li
            key={tool.id}
            className="relative rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring sm:p-5"
          >
            <h3 className="text-lg font-semibold leading-snug">
              <a href={localePath(tool.path)} className="outline-none after:absolute after:inset-0 after:rounded-xl hover:underline">
                {tool.name}
              </a>
            </h3>
            <p className="mt-1 text-muted-foreground">{tool.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-5 flex flex-col gap-1 sm:flex-row sm:gap-6">
        <a href={localePath('/tools')} className={`inline-flex min-h-11 items-center gap-2 text-primary ${inlineLink}`}>
          {privateToolsSection.allTools}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
        <a href={localePath('/staying-safer#private-space')} className={`inline-flex min-h-11 items-center gap-2 text-primary ${inlineLink}`}>
          {privateToolsSection.privateSpaceLink}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </p>
    </section>
  );
}

export function SymptomsSection() {
  return (
    <section aria-labelledby="home-symptoms-heading">
      <h2 id="home-symptoms-heading" className={sectionHeading}>
        {symptomsSection.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-muted-foreground text-pretty">{symptomsSection.intro}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 sm:gap-4">
        {symptomsSection.signs.map((sign) => (
          <li key={sign.title} className="rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
            <p className="font-semibold">{sign.title}</p>
            <p className="mt-1 text-muted-foreground">{sign.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 max-w-3xl text-pretty">{symptomsSection.note}</p>
      <p className="mt-4">
        <a href={localePath('/assessment')} className={`inline-flex min-h-11 items-center gap-2 text-primary ${inlineLink}`}>
          {symptomsSection.linkLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </p>
    </section>
  );
}

export function RecoveryPath() {
  return (
    <section aria-labelledby="home-path-heading">
      <h2 id="home-path-heading" className={sectionHeading}>
        {recoveryPath.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-muted-foreground text-pretty">{recoveryPath.intro}</p>
      <ol className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 sm:gap-4">
        {recoveryPath.steps.map((step, index) => (
          <li key={step.name} className="rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
            <p className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-base font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <span className="text-lg font-semibold">
                <span className="sr-only">{formatMessage(recoveryPath.stepLabel, { number: index + 1 })}</span>
                {step.name}
              </span>
            </p>
            <p className="mt-3 text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function HeadlineStatistics() {
  return (
    <section aria-labelledby="home-stats-heading">
      <h2 id="home-stats-heading" className={sectionHeading}>
        {statisticsSection.heading}
      </h2>
      <p className="mt-3 text-muted-foreground">{statisticsSection.sourceNote}</p>
      <ul className="mt-6 grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4 sm:gap-4">
        {headlineStatistics.map((stat) => (
          <li key={stat.id} data-stat={stat.id} className="rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
            <p className="text-3xl font-semibold tracking-tight text-primary tabular-nums">{headlineValue(stat.id)}</p>
            <p className="mt-1 text-muted-foreground">{stat.label}</p>
          </li>
        ))}
      </ul>
      <p className="mt-5">
        <a href={localePath('/statistics')} className={`inline-flex min-h-11 items-center gap-2 text-primary ${inlineLink}`}>
          {statisticsSection.linkLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </p>
    </section>
  );
}

export function PartnershipSection() {
  return (
    <section
      aria-labelledby="home-partner-heading"
      className="rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-8"
    >
      <h2 id="home-partner-heading" className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
        <Users aria-hidden="true" className="size-6 text-primary" />
        {partnershipSection.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-muted-foreground text-pretty">{partnershipSection.text}</p>
      <Button asChild variant="outline" className="mt-5 w-full sm:w-auto">
        <ExternalLink href={siteConfig.external.partnerCommunityUrl}>{partnershipSection.linkLabel}</ExternalLink>
      </Button>
    </section>
  );
}
