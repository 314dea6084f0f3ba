/**
 * The home page's words (SPEC.md §2 "/ (home)"): hero, the two free guides, the symptoms
 * section, the four-step path, the partnership section, the headline statistics and the
 * message box. Data, not code: the page in app/features/home renders it.
 *
 * Every figure comes from `./statistics` (SPEC.md §3's research figures); nothing here invents
 * a number. The guides' sizes and page counts are checked against the committed PDFs by
 * home.test.ts, so they cannot drift when the guides are regenerated.
 */

export const homeHero = {
  heading: 'You didn’t imagine it. You deserve to heal.',
  intro:
    'A sisterhood for women recovering from emotionally abusive and violent relationships: healing trauma, breaking cycles and building sovereignty, at your own pace and in private.',
  assessmentLabel: 'Take the free assessment',
  assessmentNote: '35 private questions, about 10-15 minutes.',
  bookingLabel: 'Book a free consultation',
  bookingNote: 'A free, private 30-minute conversation with a coach.',
} as const;

/**
 * Crisis numbers, before anything else on the page. The sentence is written around its three
 * links (911, the hotline's number, the text line), which are placed between these parts.
 */
export const helpNowSection = {
  heading: 'If you are in danger right now',
  beforeEmergency: 'Call ',
  afterEmergency: '. The National Domestic Violence Hotline is free and open day and night: ',
  beforeText: ', or ',
  textLink: 'text START to 88788',
  end: '.',
  worriedLink: 'Worried about someone else? What to say, and what to avoid',
} as const;

export type HomeGuide = {
  id: string;
  title: string;
  description: string;
  /** Same-site path of the committed PDF (public/books/). */
  href: string;
  /** The name the browser saves it under. */
  fileName: string;
  /** Size as shown, in kilobytes (rounded), e.g. 59 → "59 KB". */
  sizeKb: number;
  pages: number;
};

export const homeGuides: readonly HomeGuide[] = [
  {
    id: 'sis-i-get-it',
    title: 'Sis, I Get It',
    description: "A gentle companion for when you've started to wonder whether what you live is abuse.",
    href: '/books/sis-i-get-it.pdf',
    fileName: 'sis-i-get-it.pdf',
    sizeKb: 59,
    pages: 16,
  },
  {
    id: 'am-i-living-in-save',
    title: 'Am I Living in S.A.V.E.?',
    description: 'A private reflection guide for understanding the pattern of enduring, and finding your way back to yourself.',
    href: '/books/am-i-living-in-save.pdf',
    fileName: 'am-i-living-in-save.pdf',
    sizeKb: 61,
    pages: 17,
  },
];

/** "PDF, 59 KB, 16 pages": an ICU message of a guide's `sizeKb` and `pages`. */
export const guideFileInfo = 'PDF, {sizeKb} KB, {pages, plural, one {# page} other {# pages}}';

export const guidesSection = {
  heading: 'Free guides',
  intro: 'Two short guides to read at your own pace. Free, with no sign-up.',
  /** The link's word; the guide's title follows it for screen readers. */
  download: 'Download',
  /** Said quietly under the links: a downloaded file can be found by someone else. */
  deviceNote:
    'A downloaded file stays on this device, usually in Downloads, until you delete it. If someone else may look at this phone or computer, think about where you keep it, or delete it when you are done.',
} as const;

export const affirmationSection = {
  heading: 'Your affirmation for today',
  buttonLabel: 'New affirmation',
  note: 'Read it slowly. Say it out loud if you can.',
} as const;

/**
 * The private tools, in plain sight (issue 29 item 3; DESIGN.md "the five tools"): each one is
 * free and kept behind her own passphrase, and each links to its page. Plain strings only; the
 * paths are site paths (the page puts them in her language with localePath).
 */
export const privateToolsSection = {
  heading: 'Free, private tools for you',
  intro:
    'Five tools to keep your records, plan your safety and look after yourself. Every one is free: there is nothing to buy and nothing to unlock. What you write is encrypted on your own device, behind a passphrase only you know.',
  tools: [
    {
      id: 'journal',
      path: '/tools/journal',
      name: 'Journal and dated records',
      text: 'Write each day, and keep dated records of what happened, with every version kept, in a PDF you can give an advocate or a lawyer.',
    },
    {
      id: 'exit-plan',
      path: '/tools/exit-plan',
      name: 'Exit plan',
      text: 'A safety plan in small steps, whether you are leaving or staying for now.',
    },
    {
      id: 'symptom-tracker',
      path: '/tools/symptom-tracker',
      name: 'Symptom tracker',
      text: 'Notice how your body responds to stress and what sets it off, with a report for a doctor.',
    },
    {
      id: 'affirmations',
      path: '/tools/affirmations',
      name: 'The 30-day journey',
      text: 'A daily affirmation and a gentle question, for thirty days at your own pace.',
    },
    {
      id: 'boundary-scripts',
      path: '/tools/boundary-scripts',
      name: 'Boundary scripts',
      text: 'Calm words for setting a boundary, ready to say or to send.',
    },
  ],
  allTools: 'See all the tools',
  privateSpaceLink: 'How your private space works',
} as const;

/**
 * Signs many women notice when they have been enduring too much for too long, grouped like the
 * assessment's categories. Not a checklist for a diagnosis, and said to be not one.
 */
export const symptomsSection = {
  heading: 'Does any of this feel familiar?',
  intro: 'Many women who have lived with emotional abuse notice some of these. You may see yourself in a few, in all, or in none.',
  signs: [
    { title: 'Doubting yourself', text: 'You replay conversations and wonder whether you remembered them right.' },
    { title: 'Walking on eggshells', text: 'You plan what to say, and when, to keep the peace.' },
    { title: 'Carrying it in your body', text: 'Headaches, a knotted stomach, a tight chest or nights without sleep.' },
    { title: 'Going numb', text: 'Feeling flat or far away, as if your own feelings have gone quiet.' },
    { title: 'Losing yourself', text: 'Friends, interests and the person you used to be feel out of reach.' },
    { title: 'Holding on to hope', text: 'Waiting for things to go back to how they were at the start.' },
  ],
  note: 'Noticing these is not a diagnosis, and it does not mean something is wrong with you. It means what you live deserves attention, and you deserve support.',
  linkLabel: 'Take the private self-assessment',
} as const;

/** SPEC.md §2: the four-step path, in order. */
export const recoveryPath = {
  heading: 'The path from survival to sovereignty',
  intro: 'Healing is not a straight line. These four steps give it a shape, and you can move through them at your own pace.',
  /** Read before each step's name by screen readers (the number is drawn in a circle). */
  stepLabel: 'Step {number}: ',
  steps: [
    { name: 'Recognition', text: 'Naming what you have been living, and believing yourself.' },
    { name: 'Recovery', text: 'Caring for your body and mind, and finding safe people and places.' },
    { name: 'Reclamation', text: 'Taking back your voice, your boundaries and your choices.' },
    { name: 'Thriving', text: 'Building a life, a livelihood and a legacy that are your own.' },
  ],
} as const;

export const partnershipSection = {
  heading: 'Our partner community',
  text: 'We work with a private online community where survivors and supporters learn, share and grow together. It is run on another website, which has its own privacy rules.',
  linkLabel: 'Visit our partner community',
} as const;

/** Which research figure a headline shows (core/content/statistics-data.ts). */
export type HeadlineStatisticId = 'ipv-lifetime' | 'psychological-aggression' | 'lifetime-cost' | 'recovery-time';

export type HeadlineStatistic = { id: HeadlineStatisticId; label: string };

/**
 * The four headline figures (SPEC.md §3 defaults), labelled as the statistics page labels them.
 * Their values are the figures in the page's language (core/headline-figures.ts).
 */
export const headlineStatistics: readonly HeadlineStatistic[] = [
  { id: 'ipv-lifetime', label: 'of women experience intimate partner violence in their lifetime' },
  { id: 'psychological-aggression', label: 'of women experience psychological aggression from a partner' },
  { id: 'lifetime-cost', label: 'lifetime cost of partner violence, per woman' },
  { id: 'recovery-time', label: 'average time to recover (every path is different)' },
];

export const statisticsSection = {
  heading: 'You are far from alone',
  /** The same source caveat the statistics page gives under its research figures. */
  sourceNote: 'Research figures on intimate partner violence in the United States.',
  linkLabel: 'See more statistics',
} as const;

export const messageBox = {
  heading: 'Send us a message',
  intro: 'A question, what you are going through, or what would help: write to us and we will reply by email.',
  safetyNote: 'Use an email address only you can read, and share only what feels safe to write.',
  nameLabel: 'Your name',
  nameHint: 'A first name or nickname is fine.',
  emailLabel: 'Email for our reply',
  messageLabel: 'Your message',
  messageHint: 'Press Enter to send. Shift+Enter starts a new line.',
  sendLabel: 'Send message',
  sendingLabel: 'Sending...',
} as const;
