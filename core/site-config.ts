/**
 * Owner-specific values, in one place: the ones the same in every language (addresses, links)
 * in site-config-shared.ts, and here their English words. Every value marked REVIEW is listed in
 * the README under "Review before launch": the owner must confirm or replace it before the site
 * goes live.
 */
import { locale } from './content/locale';
import { sharedSiteConfig } from './site-config-shared';

export { memorialPath } from './site-config-shared';

/** All the owner's values as the English site shows them: the shared ones and the words. */
export const siteConfig = {
  ...sharedSiteConfig,
  tagline: 'From Survival to Sovereignty',
  /** Where the quick exit sends a visitor: the language's own neutral page (core/languages.ts, REVIEW there). */
  quickExitUrl: locale.quickExitUrl,
  founder: {
    /** REVIEW: the founder's name as she wants it shown. */
    name: 'Our Founder',
    ...sharedSiteConfig.founder,
  },
  memorial: {
    ...sharedSiteConfig.memorial,
    /** REVIEW: the memorial's name in the navigation and its subject (its slug is in site-config-shared.ts). */
    navLabel: 'In Memory of Our Sisters',
    subject: 'Our Sisters',
  },
} as const;

export type SiteConfig = typeof siteConfig;
