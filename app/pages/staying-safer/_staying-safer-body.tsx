import { stayingSaferIntro, stayingSaferPageTexts as texts, stayingSaferSections, stayingSaferSources } from '@core/content/staying-safer';
import { otherSitesNote } from '@core/content/crisis-support';
import { hotlines } from '@core/constants';
import { localePath } from '@core/i18n';
import { ExternalLink } from '~/components/external-link';
import { PageContainer, PageHeader } from '~/components/page-header';

/**
 * Staying safer online: what the quick exit does and cannot do, and advice for a watched phone.
 * Plain prerendered text with no JavaScript and nothing loaded from another site; it is one of
 * the pages a phone keeps when she chooses to keep crisis help (app/features/offline-help).
 */
export function StayingSaferBody() {
  return (
    <PageContainer>
      <PageHeader eyebrow={texts.eyebrow} title={texts.title}>
        <p>{stayingSaferIntro}</p>
      </PageHeader>
      <nav aria-label={texts.onThisPage} className="mx-auto mt-8 max-w-3xl">
        <ul className="flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm">
          {stayingSaferSections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4">
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto mt-6 max-w-3xl space-y-6">
        {stayingSaferSections.map((section) => (
          <section
            key={section.id}
            aria-labelledby={section.id}
            className="rounded-xl border border-border bg-card p-5 text-card-foreground sm:p-6"
          >
            <h2 id={section.id} className="text-xl font-semibold">
              {section.title}
            </h2>
            <div className="mt-3 space-y-3">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            {section.points ? (
              <ul className="mt-3 list-disc space-y-2 pl-6">
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
            {section.closing ? <p className="mt-3">{section.closing}</p> : null}
          </section>
        ))}
        <section aria-labelledby="learn-more" className="rounded-xl bg-secondary p-5 text-secondary-foreground sm:p-6">
          <h2 id="learn-more" className="text-xl font-semibold">
            {texts.learnMoreTitle}
          </h2>
          <p className="mt-3">
            {texts.dangerBefore}{' '}
            <a href={hotlines.emergency.href} className="font-semibold underline underline-offset-4">
              {hotlines.emergency.display}
            </a>
            {texts.planBefore}{' '}
            <a href={localePath('/crisis-support')} className="font-semibold underline underline-offset-4">
              {texts.crisisLink}
            </a>
            {texts.planAfter}
          </p>
          <ul className="mt-3 space-y-2">
            {stayingSaferSources.map((source) => (
              <li key={source.href}>
                <ExternalLink href={source.href} className="inline-flex min-h-11 items-center font-medium underline underline-offset-4">
                  {source.label}
                </ExternalLink>
                <span>: {source.by}.</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm">{otherSitesNote}</p>
        </section>
      </div>
    </PageContainer>
  );
}
