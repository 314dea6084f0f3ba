/**
 * The business directory's listings apart from their words (SPEC.md §2 /business-directory):
 * the categories' ids, each business's id, name, owner, category, website and badges, and the
 * sponsor banner's company and address are the same in every language. business-directory.ts
 * and its Spanish twin each add the words (descriptions, services, places) by id, so a Spanish
 * page's scripts never carry the English listings (docs/decisions/0024).
 *
 * REVIEW: every business, owner and website below is a made-up sample that shows how the
 * directory will look; the page says so. Replace them with real, consenting businesses (and real
 * websites instead of the example.com placeholders) before launch, then set
 * `directoryListingsAreSamples` to false.
 */

/** SPEC.md §9: the category filter's options, in order. */
export const businessCategories = ['all', 'legal', 'financial', 'wellness', 'career', 'other'] as const;
export type BusinessCategoryFilter = (typeof businessCategories)[number];
export type BusinessCategory = Exclude<BusinessCategoryFilter, 'all'>;

/** REVIEW: true while the listings are samples; the page then says so above them. */
export const directoryListingsAreSamples = true;

/** What a listing is, in every language. */
export type DirectoryBusinessFacts = {
  readonly id: string;
  readonly name: string;
  readonly owner: string;
  readonly category: BusinessCategory;
  readonly website: string;
  readonly isFeatured: boolean;
  readonly isVerified: boolean;
  /** Shown as the "Partner" badge. */
  readonly isSponsor: boolean;
};

/** REVIEW: sample listings (made-up names and owners; example.com websites), in the page's order. */
export const directoryBusinessFacts = [
  {
    id: 'safe-harbor-family-law',
    name: 'Safe Harbor Family Law',
    owner: 'Renée Alvarez',
    category: 'legal',
    website: 'https://example.com/safe-harbor-family-law',
    isFeatured: true,
    isVerified: true,
    isSponsor: false,
  },
  {
    id: 'fresh-start-money-coaching',
    name: 'Fresh Start Money Coaching',
    owner: 'Monique Baptiste',
    category: 'financial',
    website: 'https://example.com/fresh-start-money-coaching',
    isFeatured: false,
    isVerified: true,
    isSponsor: false,
  },
  {
    id: 'rooted-calm-wellness',
    name: 'Rooted Calm Wellness Studio',
    owner: 'Keisha Thompson',
    category: 'wellness',
    website: 'https://example.com/rooted-calm-wellness',
    isFeatured: true,
    isVerified: false,
    isSponsor: false,
  },
  {
    id: 'next-chapter-career-studio',
    name: 'Next Chapter Career Studio',
    owner: 'Lauren Park',
    category: 'career',
    website: 'https://example.com/next-chapter-career-studio',
    isFeatured: false,
    isVerified: true,
    isSponsor: true,
  },
] as const satisfies readonly DirectoryBusinessFacts[];

export type DirectoryBusinessId = (typeof directoryBusinessFacts)[number]['id'];

/** REVIEW: the featured sponsor (SPEC.md: its banner is active by default and links out in a new tab). */
export const sponsor = {
  isActive: true,
  companyName: 'Next Chapter Career Studio',
  linkUrl: 'https://example.com/next-chapter-career-studio',
} as const;
