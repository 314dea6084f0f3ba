import type { ReactNode } from 'react';
import { ExternalLink as ExternalLinkIcon, HandHeart, Heart, Mail, Quote, Sprout } from 'lucide-react';
import {
  closingQuote,
  donationForm,
  donationTiers,
  impactFigures,
  otherWays,
  ourImpact,
  whyDonate,
} from '@core/content/donation';
import { siteConfig } from '@core/site-config';
import { ExternalLink } from '~/components/external-link';
import { Button } from '~/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';

export function WhyDonate() {
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="why-donate">
      <CardHeader>
        <CardTitle as="h2" id="why-donate" className="flex items-center gap-2 text-2xl">
          <Heart aria-hidden="true" className="size-6 text-primary" />
          {whyDonate.heading}
        </CardTitle>
        <CardDescription>{whyDonate.intro}</CardDescription>
      </CardHeader>
      <ul className="flex flex-col gap-3">
        {donationTiers.map((tier) => (
          <li key={tier.amount} className="flex items-center gap-4 rounded-lg bg-secondary p-3 text-secondary-foreground sm:p-4">
            <span className="w-16 shrink-0 text-2xl font-semibold text-primary tabular-nums">{tier.amount}</span>
            <span>{tier.purpose}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function OurImpact() {
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="our-impact">
      <CardHeader>
        <CardTitle as="h2" id="our-impact" className="flex items-center gap-2 text-2xl">
          <Sprout aria-hidden="true" className="size-6 text-primary" />
          {ourImpact.heading}
        </CardTitle>
      </CardHeader>
      <ul className="flex flex-col gap-3">
        {impactFigures.map((figure) => (
          <li key={figure.id} data-impact={figure.id} className="rounded-lg border border-border p-3 sm:p-4">
            <p className="text-3xl font-semibold tracking-tight text-primary tabular-nums">{figure.value}</p>
            <p className="mt-1 text-muted-foreground">{figure.label}</p>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">{ourImpact.sourceNote}</p>
    </Card>
  );
}

/** 'Get Donation Information': the heading and intro, around the form (an island the page puts in). */
export function DonationInquiry({ children }: { children: ReactNode }) {
  return (
    <Card className="border-primary/30 p-5 sm:p-8" role="region" aria-labelledby="donation-form-heading">
      <CardHeader>
        <CardTitle as="h2" id="donation-form-heading" className="text-2xl">
          {donationForm.heading}
        </CardTitle>
        <CardDescription className="text-base">{donationForm.intro}</CardDescription>
      </CardHeader>
      {children}
    </Card>
  );
}

export function OtherWaysToSupport() {
  const volunteerHref = `mailto:${siteConfig.contactEmail}?subject=${encodeURIComponent(otherWays.volunteer.mailSubject)}`;
  return (
    <section aria-labelledby="other-ways">
      <h2 id="other-ways" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {otherWays.heading}
      </h2>
      {/* The link labels wrap and the cards may shrink: a one-line label made a grid card, and the
          page, wider than a 390 px phone. */}
      <div className="mt-6 grid gap-4 md:grid-cols-2 sm:gap-6">
        <Card className="min-w-0 p-5 sm:p-6">
          <CardTitle className="flex items-center gap-2">
            <Sprout aria-hidden="true" className="size-5 text-primary" />
            {otherWays.wealth.title}
          </CardTitle>
          <CardDescription className="flex-1">{otherWays.wealth.text}</CardDescription>
          <Button asChild variant="outline" className="w-full whitespace-normal text-center sm:w-auto sm:self-start">
            <ExternalLink href={siteConfig.external.wealthCommunityUrl}>
              <ExternalLinkIcon aria-hidden="true" />
              {otherWays.wealth.linkLabel}
            </ExternalLink>
          </Button>
        </Card>
        <Card className="min-w-0 p-5 sm:p-6">
          <CardTitle className="flex items-center gap-2">
            <HandHeart aria-hidden="true" className="size-5 text-primary" />
            {otherWays.volunteer.title}
          </CardTitle>
          <CardDescription className="flex-1">
            {otherWays.volunteer.text} {otherWays.volunteer.addressBefore}
            <span className="font-medium text-foreground">{siteConfig.contactEmail}</span>
            {otherWays.volunteer.addressAfter}
          </CardDescription>
          <Button asChild variant="outline" className="w-full whitespace-normal text-center sm:w-auto sm:self-start">
            <a href={volunteerHref}>
              <Mail aria-hidden="true" />
              {otherWays.volunteer.linkLabel}
            </a>
          </Button>
        </Card>
      </div>
    </section>
  );
}

export function ClosingQuote() {
  return (
    <figure className="mx-auto max-w-3xl text-center">
      <Quote aria-hidden="true" className="mx-auto size-8 text-primary" />
      <blockquote className="mt-3 text-2xl font-semibold leading-snug tracking-tight text-balance sm:text-3xl">
        <p>{closingQuote.text}</p>
      </blockquote>
      <figcaption className="mt-4 text-muted-foreground">{closingQuote.attribution}</figcaption>
    </figure>
  );
}
