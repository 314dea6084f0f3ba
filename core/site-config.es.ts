/**
 * The Spanish words of the owner's values (core/site-config.ts): everything else (addresses,
 * links, the memorial's slug and so its path) is the English config's, so each value stays in
 * one place. Every value marked REVIEW is in the README's "Review before launch" list.
 */
import type { Translation } from './i18n';
import { siteConfig as english } from './site-config';

export const siteConfig: Translation<typeof english> = {
  ...english,
  /** REVIEW: the tagline in Spanish. */
  tagline: 'De sobrevivir a ser dueña de tu vida',
  founder: {
    ...english.founder,
    /**
     * REVIEW: the founder's name as she wants it shown in Spanish. Until then the placeholder is
     * lower case: it is only read mid-sentence ("Conoce a nuestra fundadora", "Sigue a nuestra
     * fundadora" in core/content/founder.es.ts), and her own name will be written as she writes it.
     */
    name: 'nuestra fundadora',
  },
  memorial: {
    ...english.memorial,
    /** REVIEW: the memorial's label and subject in Spanish (its path stays the English one's). */
    navLabel: 'En memoria de nuestras hermanas',
    subject: 'Nuestras hermanas',
  },
};

export { memorialPath } from './site-config';
export type { SiteConfig } from './site-config';
