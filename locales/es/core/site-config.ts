/**
 * The Spanish words of the owner's values (core/site-config.ts): everything else (the name,
 * addresses, links, the memorial's slug and so its path) comes from site-config-shared.ts, as
 * the English module's does, so each value stays in one place. The English module itself is
 * never imported, so a Spanish page's scripts carry none of its English words. Every value
 * marked REVIEW is in the README's "Review before launch" list.
 */
import type { Translation } from '@core/i18n';
import type { siteConfig as english } from '@core/site-config';
import { sharedSiteConfig } from '@core/site-config-shared';
import { locale } from './content/locale';

export const siteConfig: Translation<typeof english> = {
  ...sharedSiteConfig,
  /** REVIEW: the tagline in Spanish. */
  tagline: 'De sobrevivir a ser dueña de tu vida',
  /** The quick exit's neutral page for the Spanish site: its line in core/languages.ts. */
  quickExitUrl: locale.quickExitUrl,
  founder: {
    ...sharedSiteConfig.founder,
    /** REVIEW: the founder's name as she wants it shown in Spanish. */
    name: 'Nuestra fundadora',
  },
  memorial: {
    ...sharedSiteConfig.memorial,
    /** REVIEW: the memorial's label and subject in Spanish (its path stays the English one's). */
    navLabel: 'En memoria de nuestras hermanas',
    subject: 'Nuestras hermanas',
  },
};

export { memorialPath } from '@core/site-config-shared';
export type { SiteConfig } from '@core/site-config';
