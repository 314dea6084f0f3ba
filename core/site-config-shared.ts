/**
 * Owner-specific values that are the same in every language (the name, addresses, links and the
 * memorial's slug), part of core/site-config.ts: it adds the English words, and its Spanish twin
 * (locales/es/core/site-config.ts) adds the Spanish ones. They live in a module of their own, with no words,
 * because a Spanish page must carry none of the English ones: a bundler keeps a whole object
 * built with a spread (`{ ...shared, tagline }`) even when only its neighbour is used (esbuild
 * does so in the inlined head script). Every value marked REVIEW is listed in the README under
 * "Review before launch".
 */

/** The name, addresses, links and the memorial's slug: the same in every language. */
export const sharedSiteConfig = {
  productName: 'S.A.V.E. Sisterhood',
  /** REVIEW: the public address the site will live at (canonical and Open Graph URLs). */
  siteUrl: 'https://savesisterhood.org',
  /** REVIEW: where replies to messages come from and where people without a code write. */
  contactEmail: 'hello@savesisterhood.org',
  founder: {
    /** REVIEW: the founder's own social page. */
    socialUrl: 'https://www.instagram.com/',
  },
  memorial: {
    /**
     * REVIEW: the memorial's subject. The default honours all women lost to partner violence.
     * An owner can name one person: the path becomes /in-memory-{slug} and the nav label follows.
     */
    slug: 'our-sisters',
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
} as const;

export const memorialPath = `/in-memory-${sharedSiteConfig.memorial.slug}` as const;
