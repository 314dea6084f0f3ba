import { crisisPageTexts, helpCards, otherSitesNote } from '@core/content/crisis-support';
import { ExternalLink } from '~/components/external-link';

/** Shelter, legal help and counseling: how to find each, with links out (never embeds). */
export function HelpCards() {
  return (
    <section aria-labelledby="more-help" className="mx-auto mt-14 max-w-3xl">
      <h2 id="more-help" className="text-2xl font-semibold">
        {crisisPageTexts.helpCardsTitle}
      </h2>
      <p className="mt-2 text-muted-foreground">{otherSitesNote}</p>
      <div className="mt-4 grid gap-4">
        {helpCards.map((card) => (
          <section
            key={card.id}
            aria-labelledby={`help-${card.id}`}
            className="rounded-xl border border-border bg-card p-4 text-card-foreground sm:p-5"
          >
            <h3 id={`help-${card.id}`} className="text-lg font-semibold">
              {card.title}
            </h3>
            <div className="mt-2 space-y-2">
              {card.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            {card.links.length > 0 ? (
              <ul className="mt-3 flex flex-wrap gap-x-6">
                {card.links.map((link) => (
                  <li key={link.href}>
                    <ExternalLink
                      href={link.href}
                      className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4"
                    >
                      {link.label}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </section>
  );
}
