import type { ReactNode } from 'react';
import { hotlines } from '@core/constants';
import {
  passItOnTexts,
  worriedCheckTexts,
  worriedPageTexts as texts,
  worriedSectionsAfterCheck,
  worriedSectionsBeforeCheck,
  worriedSectionsLast,
  type WorriedSection,
} from '@core/content/worried-about-someone';
import { localePath } from '@core/i18n';
import { sharedSiteConfig } from '@core/site-config-shared';
import { ContentSection, OnThisPage, contentCardClassName } from '~/components/content-section';
import { ExternalLink } from '~/components/external-link';
import { PageHeader } from '~/components/page-header';
import { HotlineCallAndText } from './call-link';

/*
 * The static parts of /worried-about-someone: prerendered, with no JavaScript and nothing loaded
 * from another site. Only the check (./worried-check.tsx) is an island.
 */

const inlineLink = 'font-semibold underline underline-offset-4';
const telLink = 'inline-flex min-h-11 items-center text-lg font-semibold text-primary underline underline-offset-4';

const onThisPage = [
  ...worriedSectionsBeforeCheck,
  { id: worriedCheckTexts.id, title: worriedCheckTexts.title },
  ...worriedSectionsAfterCheck,
  { id: passItOnTexts.id, title: passItOnTexts.title },
  ...worriedSectionsLast,
];

/** The heading, who the page is for, what to do in danger now, and the page's contents. */
export function WorriedIntro() {
  return (
    <>
      <PageHeader eyebrow={texts.eyebrow} title={texts.title}>
        <p>{texts.intro}</p>
        <p className="text-base">{texts.whoNote}</p>
      </PageHeader>
      <div role="region" aria-labelledby="worried-danger" className="mx-auto mt-8 max-w-3xl rounded-2xl border-2 border-destructive bg-card p-5 text-center">
        <h2 id="worried-danger" className="text-xl font-semibold">
          {texts.dangerTitle}
        </h2>
        <p className="mt-2">{texts.dangerText}</p>
        <p className="mt-2">
          <a href={hotlines.emergency.href} className={`${telLink} text-destructive`}>
            {texts.dangerLink}
          </a>
        </p>
      </div>
      <OnThisPage label={texts.onThisPage} sections={onThisPage} />
    </>
  );
}

function Section({ section }: { section: WorriedSection }) {
  return (
    <ContentSection section={section}>
      {section.id === 'call-911' ? (
        <p className="mt-3">
          <a href={hotlines.emergency.href} className={`${telLink} text-destructive`}>
            {texts.dangerLink}
          </a>
        </p>
      ) : null}
    </ContentSection>
  );
}

const groups = { before: worriedSectionsBeforeCheck, after: worriedSectionsAfterCheck, last: worriedSectionsLast } as const;

/** One group of the page's sections, in order. */
export function WorriedSections({ group }: { group: keyof typeof groups }) {
  return (
    <>
      {groups[group].map((section) => (
        <Section key={section.id} section={section} />
      ))}
    </>
  );
}

/** The check's frame: its heading and privacy note, around the island. */
export function WorriedCheckFrame({ children }: { children?: ReactNode }) {
  return (
    <section aria-labelledby={worriedCheckTexts.id} className="rounded-xl border-2 border-primary/40 bg-muted/40 p-4 sm:p-6">
      <h2 id={worriedCheckTexts.id} className="text-xl font-semibold">
        {worriedCheckTexts.title}
      </h2>
      <p className="mt-3">{worriedCheckTexts.intro}</p>
      <p className="mt-2 text-sm font-medium">{worriedCheckTexts.privacy}</p>
      <noscript>
        <p className="mt-2 text-sm">{worriedCheckTexts.noScript}</p>
      </noscript>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** A plain address of the crisis page to give her, and when it is safe to share it. */
export function PassItOn() {
  const crisisPath = localePath('/crisis-support');
  return (
    <section aria-labelledby={passItOnTexts.id} className={contentCardClassName}>
      <h2 id={passItOnTexts.id} className="text-xl font-semibold">
        {passItOnTexts.title}
      </h2>
      {passItOnTexts.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3">
          {paragraph}
        </p>
      ))}
      <p className="mt-3 rounded-lg bg-secondary p-4 text-secondary-foreground">
        <span className="block text-sm font-medium">{passItOnTexts.crisisPageLabel}</span>
        {/* The address's path is English words on both sites: read as English, never translated. */}
        <a href={crisisPath} lang="en" translate="no" className="break-all text-lg font-semibold underline underline-offset-4">
          {`${sharedSiteConfig.siteUrl.replace(/^https:\/\//, '')}${crisisPath}`}
        </a>
      </p>
      <ul className="mt-3 list-disc space-y-2 ps-6">
        {passItOnTexts.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p className="mt-3">
        <a href={localePath('/staying-safer')} className={`inline-flex min-h-11 items-center ${inlineLink}`}>
          {passItOnTexts.stayingSaferLink}
        </a>
      </p>
    </section>
  );
}

/** The page's last box: the hotline talks with friends and family too, and where to learn more. */
export function WorriedHotline() {
  return (
    <section aria-labelledby="worried-hotline" className="rounded-xl bg-secondary p-5 text-secondary-foreground sm:p-6">
      <h2 id="worried-hotline" className="text-xl font-semibold">
        {texts.hotlineTitle}
      </h2>
      <p className="mt-3">{texts.hotlineText}</p>
      <HotlineCallAndText spacing="mt-3" linkClassName={telLink} />
      <h3 className="mt-5 font-semibold">{texts.learnMoreTitle}</h3>
      <ul className="mt-2 space-y-2">
        {texts.learnMore.map((source) => (
          <li key={source.url}>
            <ExternalLink href={source.url} className="inline-flex min-h-11 items-center font-medium underline underline-offset-4">
              {source.label}
            </ExternalLink>
            <span>: {source.by}.</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
