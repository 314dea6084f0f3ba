/**
 * Owner-specific values, in one place. Every value marked REVIEW is listed in the README under
 * "Review before launch": the owner must confirm or replace it before the site goes live.
 */
export const siteConfig = {
  productName: 'S.A.V.E. Sisterhood',
  tagline: 'From Survival to Sovereignty',
  /** REVIEW: the public address the site will live at (canonical and Open Graph URLs). */
  siteUrl: 'https://savesisterhood.org',
  /** REVIEW: where replies to messages come from and where people without a code write. */
  contactEmail: 'hello@savesisterhood.org',
  founder: {
    /** REVIEW: the founder's name as she wants it shown. */
    name: 'Our Founder',
    /** REVIEW: the founder's own social page. */
    socialUrl: 'https://www.instagram.com/',
  },
  memorial: {
    /**
     * REVIEW: the memorial's subject. The default honours all women lost to partner violence.
     * An owner can name one person: the path becomes /in-memory-{slug} and the nav label follows.
     */
    slug: 'our-sisters',
    navLabel: 'In Memory of Our Sisters',
    subject: 'Our Sisters',
  },
  social: {
    /** REVIEW: the brand's social pages. */
    instagram: 'https://www.instagram.com/',
    linkedin: 'https://www.linkedin.com/',
    tiktok: 'https://www.tiktok.com/',
    threads: 'https://www.threads.net/',
  },
  external: {
    /** REVIEW: the partner community platform. */
    partnerCommunityUrl: 'https://www.skool.com/',
    /** REVIEW: the wealth-building community site. */
    wealthCommunityUrl: 'https://www.skool.com/',
    /** REVIEW: storefront product pages for paid access. */
    storefrontToolsUrl: 'https://stan.store/',
    storefrontEducatorUrl: 'https://stan.store/',
    /** REVIEW: the free therapy chatbot on an external chat service. */
    chatbotUrl: 'https://chatgpt.com/',
  },
  /**
   * Where the quick exit sends a visitor: a neutral, common site that is unremarkable in a
   * browser history. REVIEW if the owner prefers another.
   */
  quickExitUrl: 'https://www.bbc.co.uk/weather',
} as const;

export const memorialPath = `/in-memory-${siteConfig.memorial.slug}` as const;

export type SiteConfig = typeof siteConfig;
