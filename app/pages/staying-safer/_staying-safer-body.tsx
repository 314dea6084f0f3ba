import { stayingSaferIntro, stayingSaferPageTexts as texts, stayingSaferSections, stayingSaferSources } from '@core/content/staying-safer';
import { otherSitesNote } from '@core/content/crisis-support';
import { hotlines } from '@core/constants';
import { localePath } from '@core/i18n';
import { ContentSection, OnThisPage } from '~/components/content-section';
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
      <OnThisPage label={texts.onThisPage} sections={stayingSaferSections} />
      <div className="mx-auto mt-6 max-w-3xl space-y-6">
        {stayingSaferSections.map((section) => (
          <ContentSection key={section.id} section={section} />
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
