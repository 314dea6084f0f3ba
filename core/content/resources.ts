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

/** The /resources page's header. */
export const resourcesPageHeader = {
  eyebrow: 'Resources',
  title: 'Free Guides and Support',
  lead: 'Guides you can download, coaching, and places to find support, gathered in one place.',
} as const;

/** What a card of each type is called, beside its icon. */
export const resourceTypeLabels: Record<ResourceType, string> = {
  download: 'Free guide',
  coaching: 'Coaching',
  other: 'On this site',
};

/** The library (an island): its heading, its lines, and what its cards' buttons say. */
export const resourceLibraryTexts = {
  heading: 'Guides, coaching and support',
  intro: 'Everything here is free. The guides download to your device: if others use it, think about where you keep them.',
  unavailableNote: 'We could not load the whole library just now. These guides and the free consultation are always here.',
  emptyNote: 'More resources are on their way. In the meantime, these guides and the free consultation are here for you.',
  bookConsultation: 'Book a free consultation',
  open: 'Open',
  download: 'Download',
  /** Read after the guide's title by a screen reader, for a PDF. */
  pdfSuffix: ' (PDF)',
  notAvailableTitle: 'Not Available',
  preparingDescription: 'One moment while we get your guide ready.',
} as const;

/**
 * Texts the resources page shows (SPEC.md §2, §8). SPEC.md's 'Check your email for the download
 * link!' is not used: nothing is emailed, the file downloads at once (DESIGN.md: honest texts).
 */
export const resourceMessages = {
  notFound: 'That resource is no longer available. Please refresh the page to see the current list.',
  preparingTitle: 'Preparing Download',
  preparingButton: 'Preparing...',
  startedTitle: 'Download Started',
  startedDescription: 'Your download has started. If others use this device, think about where you keep it.',
  joinCommunityTitle: 'Redirecting to Community',
  joinCommunityDescription: 'Opening our private community platform...',
} as const;

/** The partner community's card. */
export const supportCommunityTexts = {
  title: 'Support Community',
  description:
    'A private community where survivors encourage one another, on a partner’s platform. It is run by another service with its own privacy rules, and you may need an account there.',
  joinLabel: 'Join the Community',
} as const;

/** The crisis panel at the top of /resources; the numbers themselves come from core/constants. */
export const resourcesCrisisPanel = {
  heading: 'Need to talk to someone now?',
  /** "If you are in immediate danger, call 911. The National Domestic Violence Hotline ...: 1-800-799-7233." */
  beforeEmergency: 'If you are in immediate danger, call ',
  afterEmergency: '. The National Domestic Violence Hotline is free and open day and night: ',
  afterHotline: '.',
  allLines: 'All crisis hotlines',
  crisisPageLink: 'Safety planning and more support on our Crisis Support page',
} as const;

/** HeartWork Institute and the wealth-building partner, beside the community card. */
export const instituteAndPartnerTexts = {
  institute: {
    title: 'HeartWork Institute',
    description:
      'Our training for coaches, educators and helpers who want to support survivors well: a 5-level certification track, part of the Educator Package. Our programs are not yet formally accredited, and we say so plainly.',
    linkLabel: 'See services and training',
  },
  wealth: {
    title: 'Building Financial Independence',
    description:
      'Money can be part of what keeps a woman in a harmful relationship. Our partner community helps women learn to build savings, income and independence. It is a separate site with its own privacy rules.',
    linkLabel: 'Visit our partner',
  },
} as const;

/** 'Not sure where to start?' at the foot of /resources. */
export const resourcesNextSteps = {
  heading: 'Not sure where to start?',
  text: 'The private self-assessment can help you name what you have been living. A free consultation is a calm first conversation, with no pressure.',
  assessmentLabel: 'Take the self-assessment',
  consultationLabel: 'Book a free consultation',
} as const;
