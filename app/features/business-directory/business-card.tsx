import { BadgeCheck, Handshake, MapPin, Star } from 'lucide-react';
import { businessCategoryLabels, directorySearchTexts as texts, type DirectoryBusiness } from '@core/content/business-directory';
import { formatMessage } from '@core/message-format';
import { ExternalLink } from '~/components/external-link';
import { Badge } from '~/components/ui/badge';

/** One listing: name, owner, badges, description, service tags, location and website. */
export function BusinessCard({ business }: { business: DirectoryBusiness }) {
  const headingId = `business-${business.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm"
    >
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">{businessCategoryLabels[business.category]}</p>
      <div>
        <h3 id={headingId} className="text-xl font-semibold leading-snug">
          {business.name}
        </h3>
        <p className="text-muted-foreground">{formatMessage(texts.owner, { owner: business.owner })}</p>
      </div>
      {business.isFeatured || business.isVerified || business.isSponsor ? (
        <ul aria-label={texts.badgesLabel} className="flex flex-wrap gap-2">
          {business.isFeatured ? (
            <li>
              <Badge variant="default">
                <Star aria-hidden="true" />
                {texts.featured}
              </Badge>
            </li>
          ) : null}
          {business.isVerified ? (
            <li>
              <Badge>
                <BadgeCheck aria-hidden="true" />
                {texts.verified}
              </Badge>
            </li>
          ) : null}
          {business.isSponsor ? (
            <li>
              <Badge variant="outline">
                <Handshake aria-hidden="true" />
                {texts.partner}
              </Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      <p className="flex-1">{business.description}</p>
      <ul aria-label={texts.servicesLabel} className="flex flex-wrap gap-2">
        {business.services.map((service) => (
          <li key={service} className="rounded-md bg-muted px-2 py-0.5 text-sm text-foreground">
            {service}
          </li>
        ))}
      </ul>
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <span>
          <span className="sr-only">{texts.locationLabel}</span>
          {business.location}
        </span>
      </p>
      <p>
        <ExternalLink
          href={business.website}
          className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4"
        >
          {texts.visitWebsite}
          <span className="sr-only">{formatMessage(texts.visitWebsiteOf, { name: business.name })}</span>
        </ExternalLink>
      </p>
    </article>
  );
}
