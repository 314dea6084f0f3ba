import { BadgeCheck, Handshake, MapPin, Star } from 'lucide-react';
import { businessCategoryLabels, type DirectoryBusiness } from '@core/content/business-directory';
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
        <p className="text-muted-foreground">Owner: {business.owner}</p>
      </div>
      {business.isFeatured || business.isVerified || business.isSponsor ? (
        <ul aria-label="Badges" className="flex flex-wrap gap-2">
          {business.isFeatured ? (
            <li>
              <Badge variant="default">
                <Star aria-hidden="true" />
                Featured
              </Badge>
            </li>
          ) : null}
          {business.isVerified ? (
            <li>
              <Badge>
                <BadgeCheck aria-hidden="true" />
                Verified
              </Badge>
            </li>
          ) : null}
          {business.isSponsor ? (
            <li>
              <Badge variant="outline">
                <Handshake aria-hidden="true" />
                Partner
              </Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      <p className="flex-1">{business.description}</p>
      <ul aria-label="Services" className="flex flex-wrap gap-2">
        {business.services.map((service) => (
          <li key={service} className="rounded-md bg-muted px-2 py-0.5 text-sm text-foreground">
            {service}
          </li>
        ))}
      </ul>
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <span>
          <span className="sr-only">Location: </span>
          {business.location}
        </span>
      </p>
      <p>
        <ExternalLink
          href={business.website}
          className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4"
        >
          Visit website<span className="sr-only"> of {business.name}</span>
        </ExternalLink>
      </p>
    </article>
  );
}
