/**
 * The community page's sample posts apart from their words (SPEC.md §2 /community): ids,
 * categories, first names, counts and dates are the same in every language. community.ts and its
 * Spanish twin each give every sample its title and content by id, so a Spanish page's scripts
 * never carry the English posts (docs/decisions/0024).
 */
import type { CommunityCategory } from '../constants';

export type SamplePostFacts = {
  id: string;
  category: CommunityCategory;
  /** The first name shown, or null for an anonymous sample (shown as 'Anonymous'). */
  authorName: string | null;
  likeCount: number;
  replyCount: number;
  /** ISO date-time, before `samplePostsAsOf`. */
  postedAt: string;
};

/** The moment the sample posts' time-ago is counted from. */
export const samplePostsAsOf = '2025-10-24T18:00:00.000Z';

/** Newest first. */
export const samplePostFacts = [
  {
    id: 'sample-quiet-evenings',
    category: 'support',
    authorName: null,
    likeCount: 24,
    replyCount: 9,
    postedAt: '2025-10-24T16:00:00.000Z',
  },
  {
    id: 'sample-said-no',
    category: 'success-story',
    authorName: 'Dana',
    likeCount: 41,
    replyCount: 12,
    postedAt: '2025-10-24T11:00:00.000Z',
  },
  {
    id: 'sample-finding-words',
    category: 'question',
    authorName: null,
    likeCount: 18,
    replyCount: 15,
    postedAt: '2025-10-23T15:00:00.000Z',
  },
  {
    id: 'sample-sleep',
    category: 'advice',
    authorName: 'Renee',
    likeCount: 33,
    replyCount: 7,
    postedAt: '2025-10-21T09:00:00.000Z',
  },
] as const satisfies readonly SamplePostFacts[];

export type SamplePostId = (typeof samplePostFacts)[number]['id'];
