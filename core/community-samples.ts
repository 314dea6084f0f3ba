/**
 * The community page's sample posts (SPEC.md §2 /community): their facts (ids, dates, counts;
 * ./content/community-data.ts) with their words in this build's language (./content/community.ts
 * or its twin). Words-free: the words come from the text module.
 */
import { samplePostWords, type SamplePost } from './content/community';
import { samplePostFacts } from './content/community-data';

export const samplePosts: readonly SamplePost[] = samplePostFacts.map((post) => ({ ...post, ...samplePostWords[post.id] }));
