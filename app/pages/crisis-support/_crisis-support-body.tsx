import { crisisPageTexts as texts, emergencyBanner, hotlinesIntro, leavingQuickly } from '@core/content/crisis-support';
import { hotlines } from '@core/constants';
import { localePath } from '@core/i18n';
import { HotlineList } from '~/components/hotline-list';
import { PageContainer, PageHeader } from '~/components/page-header';
import { HelpCards } from '~/features/crisis-support/help-cards';
import { SafetyChecklists } from '~/features/crisis-support/safety-checklists';
import { OfflineHelpControl } from '~/features/offline-help/offline-help-control';

const sections = [
  { href: '#hotlines', label: texts.sections.hotlines },
  { href: '#more-help', label: texts.sections.moreHelp },
  { href: '#help-language', label: texts.sections.language },
  { href: '#help-immigration', label: texts.sections.immigration },
  { href: '#safety-plan', label: texts.sections.safetyPlan },
  { href: '#leaving-quickly', label: texts.sections.leavingQuickly },
  { href: '#offline-help-title', label: texts.sections.offlineHelp },
] as const;

/**
 * Crisis support. Everything here is in the prerendered HTML and works with no JavaScript:
 * tap-to-call and tap-to-text links, links out, and native checkboxes. No images, nothing lazy.
 */
export function CrisisSupportBody() {
  return (
    <PageContainer>
      <div
        role="region"
        aria-labelledby="emergency-banner"
        className="mx-auto mb-10 max-w-3xl rounded-2xl border-2 border-destructive bg-card p-5 text-center"
      >
        <h2 id="emergency-banner" className="text-xl font-semibold">
          {emergencyBanner.lead} {emergencyBanner.call}{' '}
          <a href={hotlines.emergency.href} className="text-destructive underline underline-offset-4">
            911
          </a>
          .
        </h2>
        <p className="mt-2 text-muted-foreground">{emergencyBanner.detail}</p>
      </div>
      <PageHeader eyebrow={texts.eyebrow} title={texts.title}>
        <p>{hotlinesIntro}</p>
      </PageHeader>
      <nav aria-label={texts.onThisPage} className="mx-auto mt-6 max-w-3xl">
        <ul className="flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm">
          {sections.map((section) => (
            <li key={section.href}>
              <a href={section.href} className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4">
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="hotlines" className="mx-auto mt-8 max-w-3xl">
        <h2 id="hotlines" className="mb-4 text-2xl font-semibold">
          {texts.hotlinesTitle}
        </h2>
        <HotlineList />
        <p className="mt-4">
          <a href={localePath('/worried-about-someone')} className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
            {texts.worriedLink}
          </a>
        </p>
      </section>
      <HelpCards />
      <SafetyChecklists />
      <section aria-labelledby="leaving-quickly" className="mx-auto mt-14 max-w-3xl rounded-2xl bg-secondary p-6 text-secondary-foreground">
        <h2 id="leaving-quickly" className="text-xl font-semibold">
          {leavingQuickly.title}
        </h2>
        {leavingQuickly.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-2">
            {paragraph}
          </p>
        ))}
        <noscript>
          <p className="mt-2 font-medium">{texts.noScript}</p>
        </noscript>
        <p className="mt-2">
          <a href={localePath('/staying-safer')} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
            {texts.stayingSaferLink}
          </a>
        </p>
      </section>
      <OfflineHelpControl />
    </PageContainer>
  );
}
