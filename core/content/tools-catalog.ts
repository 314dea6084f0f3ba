/**
 * The healing tools as the site presents them (SPEC.md §2 /tools, /tools/journal,
 * /tools/exit-plan, /tools/symptom-tracker, /upgrade-access): the hub's six cards, SPEC.md's
 * feature lists of the three newer tools (what they do now), and the two paid packages, which
 * only the upgrade page shows (the hub shows no price: DESIGN.md "the five tools").
 *
 * Feature lists and package contents are SPEC.md's lists, word for word. Every tool is free to
 * use (docs/decisions/0022). Icons are chosen by `id` in the app (core stays framework-free).
 */

export type ToolStatus = 'available' | 'support';

export type ToolCard = {
  id: 'affirmations' | 'boundary-scripts' | 'journal' | 'exit-plan' | 'symptom-tracker' | 'crisis-support';
  path: string;
  name: string;
  /** One line, shown under the name. */
  description: string;
  status: ToolStatus;
};

/** The hub's six cards, in SPEC.md's order. */
export const toolCards = [
  {
    id: 'affirmations',
    path: '/tools/affirmations',
    name: '30-Day Affirmation Journey',
    description: 'A daily affirmation and a gentle reflection prompt for thirty days.',
    status: 'available',
  },
  {
    id: 'boundary-scripts',
    path: '/tools/boundary-scripts',
    name: 'Boundary Script Generator',
    description: 'Calm words for setting a boundary, in a simple, firm or exit tone.',
    status: 'available',
  },
  {
    id: 'journal',
    path: '/tools/journal',
    name: 'Daily Reflection Journal',
    description: 'A private place to write each day, with guided prompts.',
    status: 'available',
  },
  {
    id: 'exit-plan',
    path: '/tools/exit-plan',
    name: 'Exit Strategy Planner',
    description: 'A five-phase plan, from safety to a life of your own.',
    status: 'available',
  },
  {
    id: 'symptom-tracker',
    path: '/tools/symptom-tracker',
    name: 'Symptom-to-Trigger Tracker',
    description: 'Notice how your body responds to stress, and what sets it off.',
    status: 'available',
  },
  {
    id: 'crisis-support',
    path: '/crisis-support',
    name: 'Crisis Support',
    description: 'Hotlines you can call or text any time, and help with safety planning.',
    status: 'support',
  },
] as const satisfies readonly ToolCard[];

export type ToolCardId = (typeof toolCards)[number]['id'];

export type PlannedFeatures = {
  id: 'journal' | 'symptom-tracker';
  name: string;
  intro: string;
  features: readonly string[];
};

export type PlannerPhase = { name: string; items: readonly string[] };

export const journalPlan = {
  id: 'journal',
  name: 'Daily Reflection Journal',
  intro: 'A private daily journal with gentle prompts, so you can see how far you have come.',
  features: [
    'Daily guided prompts',
    'Mood tracking and pattern recognition',
    'Private encrypted entries',
    'Export of the journey',
    'Integration with an affirmation calendar',
  ],
} as const satisfies PlannedFeatures;

export const symptomTrackerPlan = {
  id: 'symptom-tracker',
  name: 'Symptom-to-Trigger Tracker',
  intro: 'Stress often shows up in the body first. This tracker will help you notice it and understand it.',
  features: [
    'Tracking of physical symptoms and intensity',
    'Linking to emotional triggers',
    'Visualizing patterns',
    'Identifying somatic trauma responses',
    'Exporting reports for healthcare providers',
  ],
} as const satisfies PlannedFeatures;

export const exitPlannerPlan = {
  id: 'exit-plan',
  name: 'Exit Strategy Planner',
  intro: 'A five-phase framework for leaving safely and building a life of your own, one step at a time.',
  phases: [
    { name: 'Safety Planning', items: ['Emergency contacts', 'Documents', 'Safe spaces'] },
    { name: 'Healing and Recovery', items: [] },
    { name: 'Financial Independence', items: ['Bank accounts', 'Credit repair', 'Income sources'] },
    { name: 'Business Building', items: ['Skills audit', 'Business ideas', 'AI automation tools'] },
    { name: 'Wealth and Legacy', items: ['Investment', 'Generational healing'] },
  ],
  /** Shown beside the planner: help with safety planning exists today. */
  safetyNote: 'If you are planning to leave now, a domestic violence advocate can help you make a safety plan today.',
} as const satisfies { id: 'exit-plan'; name: string; intro: string; phases: readonly PlannerPhase[]; safetyNote: string };

export type PaidPackage = {
  level: 'tools_bundle' | 'educator';
  name: string;
  price: string;
  summary: string;
  includes: readonly string[];
};

/** The five tools of the $20 bundle (SPEC.md §2 /upgrade-access). */
export const bundleTools = [
  '30-Day Affirmation Calendar',
  'Boundary Script Generator',
  'Daily Reflection Journal',
  'Exit Strategy Planner',
  'Symptom-to-Trigger Tracker',
] as const;

export const accessPackages = {
  tools_bundle: {
    level: 'tools_bundle',
    name: 'Tools Bundle',
    price: '$20',
    summary: 'All 5 healing tools.',
    includes: bundleTools,
  },
  educator: {
    level: 'educator',
    name: 'Educator Package',
    price: '$100',
    summary: 'For practitioners and educators.',
    includes: [
      'Everything in the Tools Bundle',
      'Certification track',
      'Books',
      'Guides',
      'Workbooks',
      'Educator training',
      'Facilitating healing circles',
    ],
  },
} as const satisfies Record<PaidPackage['level'], PaidPackage>;

/** The /tools page's header and the hub's own words (app/pages/tools/index.astro, app/features/tools-hub). */
export const toolsHubTexts = {
  eyebrow: 'Healing Tools',
  title: 'Tools for Your Healing Journey',
  intro: 'Gentle, practical tools you can use at your own pace. What you write stays private behind your own passphrase.',
  privateSpaceLink: 'How your private space works, and staying safer online',
  cardsLabel: 'Healing tools',
  openTool: 'Open the tool',
  getHelp: 'Get help now',
  /** Said in the header: no tool waits behind a payment (docs/decisions/0022). */
  free: 'Every tool here is free to use. There is nothing to buy and nothing to unlock.',
  /** A quiet line under the cards, for someone who wants to support the work or teaches: no price here. */
  supportBefore: 'Would you like to support our work, or are you an educator?',
  supportLink: 'Support and educator access',
} as const;
