/**
 * The resources library as the site first starts with it (SPEC.md §2 /resources). The migration
 * server/db/migrations/0002_seed_resources.sql inserts exactly these rows, once, on a new
 * database; a test checks the two agree. To change the starting library, change this list and
 * add a migration that does the same to the table (existing sites keep their own edits).
 */
import type { ResourceType } from '../constants';

export type SeedResource = {
  title: string;
  description: string;
  type: ResourceType;
  url: string | null;
};

export const seedResources: readonly SeedResource[] = [
  {
    title: 'Sis, I Get It',
    description:
      "A gentle companion for when you've started to wonder whether what you live is abuse. A free guide to read at your own pace.",
    type: 'download',
    url: '/books/sis-i-get-it.pdf',
  },
  {
    title: 'Am I Living in S.A.V.E.?',
    description:
      'A private reflection guide for understanding the pattern of enduring, and finding your way back to yourself. Free to download.',
    type: 'download',
    url: '/books/am-i-living-in-save.pdf',
  },
  {
    title: 'Free 30-Minute Consultation',
    description:
      'A free, private conversation with a coach about where you are and what could help next. No cost and no pressure.',
    type: 'coaching',
    url: null,
  },
  {
    title: 'Private Self-Assessment',
    description:
      'Thirty-five questions, about 10-15 minutes, to help you see the patterns in your relationship more clearly. Your answers stay private.',
    type: 'other',
    url: '/assessment',
  },
  {
    title: 'Crisis Support',
    description:
      'Hotlines you can call or text at any time, day or night, and ways to plan for your safety.',
    type: 'other',
    url: '/crisis-support',
  },
];
