import { Info, Mail, Megaphone } from 'lucide-react';
import { directoryPageTexts as texts, joinCards, sponsorAd } from '@core/content/business-directory';
import { formatMessage } from '@core/message-format';
import { siteConfig } from '@core/site-config';
import { ExternalLink } from '~/components/external-link';
import { buttonVariants } from '~/components/ui/button';

/** Said above the listings while they are samples (SPEC.md: sample content only). */
export function SampleListingsNotice() {
  return (
    <p className="mx-auto mt-8 flex max-w-3xl gap-2 rounded-lg bg-muted p-4 text-foreground">
      <Info aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
      <span>{texts.samplesNotice}</span>
    </p>
  );
}

/** The featured sponsor's banner, linking out in a new tab. */
export function SponsorBanner() {
  if (!sponsorAd.isActive) return null;
  return (
    <section
      aria-labelledby="sponsor-ad"
      className="mt-8 flex flex-col gap-4 rounded-2xl border border-primary/30 bg-secondary p-5 text-secondary-foreground sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex gap-3">
        <Megaphone aria-hidden="true" className="mt-1 size-6 shrink-0" />
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider">{texts.sponsorEyebrow}</p>
          <h2 id="sponsor-ad" className="text-xl font-semibold">
            {sponsorAd.title}
          </h2>
          <p className="mt-1">{sponsorAd.description}</p>
        </div>
      </div>
      <ExternalLink href={sponsorAd.linkUrl} className={buttonVariants({ className: 'whitespace-normal text-center' })}>
        {sponsorAd.linkText}
      </ExternalLink>
    </section>
  );
}

/**
 * SPEC.md's three placeholder cards. They are information, not buttons that do nothing: each
 * says to write to the site's contact address, with a mail link that works.
 */
export function JoinDirectoryCards() {
  const email = siteConfig.contactEmail;
  return (
    <section aria-labelledby="join-directory" className="mt-16">
      <h2 id="join-directory" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {texts.joinHeading}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {joinCards.map((card) => (
          <li key={card.id} className="flex flex-col gap-2 rounded-xl border border-dashed border-input bg-card/70 p-5">
            <h3 className="text-lg font-semibold">{card.title}</h3>
            <p className="flex-1">{card.text}</p>
            <p className="flex items-center gap-2 text-sm">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-primary" />
              <a
                href={`mailto:${email}?subject=${encodeURIComponent(card.subject)}`}
                className="inline-flex min-h-11 items-center break-all font-medium text-primary underline underline-offset-4"
              >
                {email}
                <span className="sr-only">{formatMessage(texts.joinAbout, { title: card.title })}</span>
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
