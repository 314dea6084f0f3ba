/**
 * The /services page: three offerings, the comparison table, the free consultation,
 * testimonials and the accreditation notice. Prices are exactly SPEC.md §9's services-page
 * pricing; session lengths follow docs/decisions/0006-service-prices-and-session-lengths.md
 * (60-minute individual sessions, 2-hour Mother-Daughter sessions, a 12-week program, a
 * 30-minute free consultation). Data, not code: the route and components only lay it out.
 */
import type { BookingServiceType } from '../constants';

export type PriceLine = {
  /** What the price is for, e.g. "Sessions 2 to 5". */
  readonly label: string;
  /** The price exactly as SPEC.md §9 gives it, e.g. "$50". */
  readonly amount: string;
  readonly note?: string;
};

export type ServiceOffering = {
  /** Also the booking service the offering's button presets. */
  readonly id: Exclude<BookingServiceType, 'consultation'>;
  readonly name: string;
  /** How long it lasts, shown beside the name and in the comparison table. */
  readonly length: string;
  /** The price in a few words, for the card's headline and the table. */
  readonly priceSummary: string;
  readonly summary: string;
  readonly includes: readonly string[];
  readonly prices: readonly PriceLine[];
  /** A sentence under the prices, when they need one. */
  readonly priceNote?: string;
  /** The button's text: it opens 'Book Your Session' with this service chosen. */
  readonly bookLabel: string;
};

export const freeConsultation = {
  name: 'Free 30-minute consultation',
  length: '30 minutes',
  price: 'Free',
  summary:
    'A free, no-pressure conversation to ask your questions, to see whether coaching feels right for you, and to choose where to start.',
  points: [
    'You decide how much to share. You do not have to tell your story to book.',
    'We talk through the options on this page and what might suit you.',
    'There is nothing to pay and nothing to sign up for.',
  ],
  bookLabel: 'Book a free consultation',
} as const;

export const serviceOfferings: readonly ServiceOffering[] = [
  {
    id: 'individual',
    name: 'Individual Coaching Sessions',
    length: '60 minutes',
    priceSummary: '$25-$75 per hour',
    summary:
      'Private, one-on-one time with a coach to make sense of what you have lived through and to take your next steps at your own pace.',
    includes: [
      'A calm space to talk, without judgment',
      'Support with boundaries, self-trust and decisions',
      'Practices to use between sessions',
      'You choose what we work on and how fast',
    ],
    prices: [
      { label: 'First session (introductory)', amount: '$25' },
      { label: 'Sessions 2 to 5', amount: '$50', note: 'each' },
      { label: 'Session 6 and after', amount: '$75', note: 'each' },
    ],
    bookLabel: 'Book an individual session',
  },
  {
    id: 'program',
    name: 'S.A.V.E.™ Recovery Program',
    length: '12 weeks',
    priceSummary: 'From $20 (lifetime membership)',
    summary:
      'A structured 12-week path through the four steps of the S.A.V.E.™ framework: Recognition, Recovery, Reclamation and Thriving.',
    includes: [
      'Guided work through each of the four steps',
      'Reflection prompts and healing practices for each week',
      'For educators and practitioners: the educator framework, to share the work with others',
    ],
    prices: [
      { label: 'Regular lifetime membership', amount: '$20' },
      { label: 'Educator framework', amount: '$100' },
    ],
    bookLabel: 'Book the Recovery Program',
  },
  {
    id: 'family',
    name: 'Mother-Daughter Healing',
    length: '2 hours',
    priceSummary: 'Priced case by case',
    summary:
      'Sessions for a mother and daughter together: to understand patterns that pass between generations, and to rebuild trust and honest conversation.',
    includes: [
      'Sessions for the two of you together',
      'Ways to talk about hard things safely',
      'Small shared steps to keep practicing at home',
    ],
    prices: [{ label: 'Each family', amount: 'Priced case by case' }],
    priceNote: 'We agree the price with you at your free consultation.',
    bookLabel: 'Book Mother-Daughter Healing',
  },
];

/** Comparison table rows: one per offering, columns as in `comparisonColumns`. */
export const comparisonColumns = ['Who it is for', 'Format', 'Length', 'Price'] as const;

export const comparisonRows: readonly { readonly offering: string; readonly cells: readonly [string, string, string, string] }[] = [
  {
    offering: 'Free consultation',
    cells: ['Anyone wondering where to start', 'One-on-one conversation', '30 minutes', 'Free'],
  },
  {
    offering: 'Individual Coaching Sessions',
    cells: [
      'Women who want private, personal support',
      'One-on-one sessions',
      '60 minutes per session',
      '$25 first session, $50 sessions 2 to 5, $75 from session 6',
    ],
  },
  {
    offering: 'S.A.V.E.™ Recovery Program',
    cells: [
      'Women who want a structured path, and educators',
      'Guided program',
      '12 weeks',
      '$20 regular lifetime membership, $100 educator framework',
    ],
  },
  {
    offering: 'Mother-Daughter Healing',
    cells: ['A mother and daughter together', 'Shared sessions', '2 hours per session', 'Priced case by case'],
  },
];

/** What booking means, said where the buttons are (the booking form takes no payment). */
export const bookingNote =
  'Booking sends a request; nothing is charged. We contact you within 24 hours to confirm, and agree the time, length and price with you before your first session.';

/** The tools bundle, sold on /upgrade-access. */
export const toolsBundle = { name: 'Healing tools bundle', amount: '$20', href: '/upgrade-access' } as const;

export type Testimonial = { readonly quote: string; readonly attribution: string };

/**
 * REVIEW: no client has yet given words for this page. Until the owner supplies real ones,
 * shared with permission and attributed only by first initial, these are illustrative examples,
 * and the page says so plainly next to them. They describe how sessions feel, never outcomes,
 * numbers or promises. When real words arrive, replace them and set this flag to false.
 */
export const testimonialsAreIllustrative = true;

export const testimonials: readonly Testimonial[] = [
  {
    quote: 'I did not have a name for what was happening to me. For the first time, someone listened without telling me what I should have done.',
    attribution: 'Illustrative example',
  },
  {
    quote: 'I could go slowly. When a session got hard, we stopped and breathed, and nobody rushed me.',
    attribution: 'Illustrative example',
  },
  {
    quote: 'My daughter and I talked about things we had never been able to say to each other.',
    attribution: 'Illustrative example',
  },
];

/** SPEC.md §2: the programs are not yet formally accredited. */
export const accreditationNotice = {
  title: 'About accreditation',
  paragraphs: [
    'Our programs, including the S.A.V.E.™ Recovery Program and the HeartWork Institute certification track, are not yet formally accredited.',
    'Coaching is not therapy, counseling, medical or legal care, and does not replace them. Our coaches do not diagnose or treat.',
  ],
} as const;

/** The /services page's header and the words around its sections. */
export const servicesPageTexts = {
  eyebrow: 'Coaching & Services',
  title: 'Support Shaped Around You',
  lead: 'One-on-one coaching, the 12-week S.A.V.E.™ Recovery Program and Mother-Daughter Healing. If you are not sure where to begin, start with a free 30-minute consultation.',
  offeringsHeading: 'Ways to work with us',
  /** Read with the offering's name: "What Individual Coaching Sessions includes". */
  includesLabel: 'What {name} includes',
  pricesLabel: '{name} prices',
  /** No price beside the tools (DESIGN.md "the five tools"): the bundle lives on the upgrade page only. */
  bundleLine: 'Every healing tool is free to use, with nothing to buy.',
  bundleLink: 'Support the work or get educator access',
  compareHeading: 'Compare the options',
  compareCaption: 'Coaching options side by side',
  scrollHint: 'Scroll the table sideways to see every column.',
  optionColumn: 'Option',
  testimonialsIllustrativeHeading: 'What coaching can feel like',
  testimonialsHeading: 'In their words',
  testimonialsIllustrativeNote:
    'These are illustrative examples written for this page, not quotes from clients. When women choose to share their own words, with their permission, they will appear here.',
  /** "In danger or in crisis? [Crisis Support] lists free lines you can call or text at any hour." */
  crisisBefore: 'In danger or in crisis? ',
  crisisLink: 'Crisis Support',
  crisisAfter: ' lists free lines you can call or text at any hour.',
} as const;
