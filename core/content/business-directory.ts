/**
 * The /business-directory page's listings (SPEC.md §2: a hard-coded list of 4 businesses, sample
 * content only), its sponsor banner and its three "join" cards.
 *
 * REVIEW: every business, owner, place and website is a made-up sample that shows how the
 * directory will look; the page says so. The names, owners, websites and badges are in
 * business-directory-data.ts (the same in every language), the words here. Replace them with
 * real, consenting businesses (and real websites instead of the example.com placeholders) before
 * launch, then set `directoryListingsAreSamples` to false.
 */

import {
  sponsor,
  type BusinessCategoryFilter,
  type DirectoryBusinessFacts,
  type DirectoryBusinessId,
} from './business-directory-data';

export {
  businessCategories,
  directoryListingsAreSamples,
  type BusinessCategory,
  type BusinessCategoryFilter,
} from './business-directory-data';

export const businessCategoryLabels: Record<BusinessCategoryFilter, string> = {
  all: 'All',
  legal: 'Legal',
  financial: 'Financial',
  wellness: 'Wellness',
  career: 'Career',
  other: 'Other',
};

/** SPEC.md §3's directory item: its facts (business-directory-data.ts) and its words. */
export type DirectoryBusiness = DirectoryBusinessFacts & {
  readonly description: string;
  readonly services: readonly string[];
  readonly location: string;
};

/** REVIEW: each sample's words, by id (made-up places). */
/** Each listing's words, by id; core/directory-businesses.ts puts them with their facts. */
export const businessWords: Record<DirectoryBusinessId, Pick<DirectoryBusiness, 'description' | 'services' | 'location'>> = {
  'safe-harbor-family-law': {
    description: 'Family law for survivors: protective orders, divorce, custody and child support, explained in plain language.',
    services: ['Protective orders', 'Divorce', 'Custody'],
    location: 'Atlanta, GA',
  },
  'fresh-start-money-coaching': {
    description: 'Budgeting, rebuilding credit and opening accounts in your own name after financial abuse.',
    services: ['Budgeting', 'Credit rebuilding', 'Banking basics'],
    location: 'Online, anywhere in the US',
  },
  'rooted-calm-wellness': {
    description: 'Trauma-informed yoga and breathing classes in small, women-only groups. Go at your own pace; every pose is optional.',
    services: ['Trauma-informed yoga', 'Breathwork', 'Women-only classes'],
    location: 'Houston, TX',
  },
  'next-chapter-career-studio': {
    description: 'Résumé help, interview practice and career planning for women going back to work or starting again.',
    services: ['Résumés', 'Interview practice', 'Career planning'],
    location: 'Chicago, IL and online',
  },
};


/** REVIEW: the featured sponsor's banner (SPEC.md: active by default, links out in a new tab). */
export const sponsorAd = {
  isActive: sponsor.isActive,
  companyName: sponsor.companyName,
  title: 'Starting again at work?',
  description: 'Résumé help, interview practice and career planning with a coach who understands.',
  linkText: 'Visit Next Chapter Career Studio',
  linkUrl: sponsor.linkUrl,
} as const;

/**
 * SPEC.md's three placeholder cards "do nothing": here they are information, not buttons, and
 * say how to take part (by writing to the site's contact address).
 */
export const joinCards = [
  {
    id: 'list',
    title: 'List Your Business',
    text: 'Do you run a business that supports women rebuilding their lives? Write to us and tell us about it.',
    subject: 'List my business',
  },
  {
    id: 'sponsor',
    title: 'Become a Sponsor',
    text: 'Sponsors support the work of the sisterhood. Write to us to hear how sponsorship works.',
    subject: 'Becoming a sponsor',
  },
  {
    id: 'featured',
    title: 'Get Featured',
    text: 'Featured businesses carry a Featured badge in the directory. Write to us to ask about being featured.',
    subject: 'Getting featured',
  },
] as const;

/** The page's header and the words of its search, listings and notices. */
export const directoryPageTexts = {
  eyebrow: 'Business Directory',
  title: 'Survivor-Friendly Businesses',
  lead: 'Legal, financial, wellness and career professionals who understand what you have been through.',
  listingsHeading: 'Find a business',
  samplesNotice:
    'The directory is just starting. The listings below are examples that show how it will look; they are not real businesses yet, and their website links go to a placeholder page.',
  sponsorEyebrow: 'Featured sponsor',
  joinHeading: 'Take part',
  /** Read after the address by a screen reader: "(about: List Your Business)". */
  joinAbout: ' (about: {title})',
} as const;

/** The search and filter (an island) and each listing's card. */
export const directorySearchTexts = {
  searchRegion: 'Search businesses',
  searchLabel: 'Search',
  searchHint: 'Searches business names and descriptions.',
  categoryLegend: 'Category',
  /** How many listings show: all of them, none, or some (`{shown}` of `{total}`). */
  results: { all: 'Showing all {total} businesses.', none: 'No businesses match.', some: 'Showing {shown} of {total} businesses.' },
  listLabel: 'Businesses',
  noMatchTitle: 'Nothing matches that search.',
  /** "No listing mentions “yoga” in Legal. Try another word or category." */
  noMatch:
    '{searched, select, yes {No listing mentions “{query}”} other {There are no listings}}{filtered, select, yes { in {category}} other {}}. Try another word or category.',
  clear: 'Clear search and category',
  owner: 'Owner: {owner}',
  badgesLabel: 'Badges',
  featured: 'Featured',
  verified: 'Verified',
  partner: 'Partner',
  servicesLabel: 'Services',
  locationLabel: 'Location: ',
  visitWebsite: 'Visit website',
  /** Read after "Visit website" by a screen reader. */
  visitWebsiteOf: ' of {name}',
} as const;
