/**
 * The words of the donation-inquiry page, /movement (SPEC.md §2 "Donation-inquiry page", §9
 * donation tiers). Data, not code: app/features/donation renders it. The form's own texts
 * (missing, failed, sent) live with its contract in `../contracts/contact`.
 *
 * Values marked REVIEW are the owner's to confirm before launch (README "Review before launch").
 */

export const donationHeader = {
  eyebrow: 'Support the Movement',
  title: 'Help a Sister Rise',
  intro:
    'Your gift can support a sister in crisis, fund HeartWork training, build recovery centers or sponsor a full recovery journey. Tell us how you would like to help, and we will reply with the details.',
} as const;

export type DonationTier = { amount: string; purpose: string };

/** SPEC.md §2 "Why Donate" and §9 "Donation tiers $10, $25, $100, $500", in order. */
export const donationTiers: readonly DonationTier[] = [
  { amount: '$10', purpose: 'Support a sister in crisis' },
  { amount: '$25', purpose: 'Fund HeartWork training' },
  { amount: '$100', purpose: 'Help build recovery centers' },
  { amount: '$500', purpose: 'Sponsor a full recovery journey' },
];

export const whyDonate = {
  heading: 'Why Donate',
  intro: 'Every gift, at any size, goes to the work of the sisterhood. Here is what each level helps make possible.',
} as const;

export type ImpactFigure = { id: string; value: string; label: string };

/**
 * REVIEW: SPEC.md §1 lists these as marketing claims ("10,000+ women helped, 89.5% report
 * increased empowerment, 67.8% breaking generational cycles") without a source or a date. The
 * owner must confirm each figure, where it comes from, and the wording below. Note that SPEC.md
 * also lists "help 10,000+ women" as a goal: if 10,000+ is not yet reached, say "Our goal:
 * 10,000+ women" instead.
 */
export const impactFigures: readonly ImpactFigure[] = [
  { id: 'women-helped', value: '10,000+', label: 'women helped by the movement' },
  { id: 'empowerment', value: '89.5%', label: 'of women in our programs say they feel more empowered' },
  { id: 'generational-cycles', value: '67.8%', label: 'say they are breaking generational cycles' },
];

export const ourImpact = {
  heading: 'Our Impact',
  /** REVIEW: keep this honest note unless the figures come from independent research. */
  sourceNote: 'These figures come from our own programs and what the women in them tell us. They are not independent research.',
} as const;

/** REVIEW: the three payment apps the team sends details for. */
export const paymentApps = 'Cash App, Zelle or PayPal';

/**
 * The donation interest select's options (SPEC.md §3 labels; the purposes as "Why Donate"), by
 * the value core/contracts/contact.ts stores; the contract builds its list from these.
 */
export const donationInterestTexts = {
  crisis_support: { label: 'Crisis Support $10+', purpose: 'Support a sister in crisis' },
  heartwork_training: { label: '$25+', purpose: 'Fund HeartWork training' },
  save_centers: { label: '$100+', purpose: 'Help build recovery centers' },
  full_journey: { label: '$500+', purpose: 'Sponsor a full recovery journey' },
  monthly_recurring: { label: 'Monthly Recurring Support', purpose: 'Give a little every month' },
  general_inquiry: { label: 'General Inquiry', purpose: 'Ask us anything about giving' },
} as const;

export const donationForm = {
  heading: 'Get Donation Information',
  intro: `Tell us how you would like to give. We will reply by email with payment details for ${paymentApps}.`,
  noPaymentNote: 'This form does not take a payment, and nothing is charged.',
  requiredLegend: 'Fields marked with an asterisk (*) are required.',
  nameLabel: 'Name',
  emailLabel: 'Email',
  messageLabel: 'Message',
  messageHint: 'For example, whether you would like to give once or every month, or any question you have.',
  interestLabel: 'Donation interest (optional)',
  interestPlaceholder: 'Not sure yet',
  submitLabel: 'Send Message',
} as const;

export const otherWays = {
  heading: 'Other Ways to Support',
  wealth: {
    title: 'Wealth-building community',
    text: 'Join our wealth-building community, where women learn to build financial independence together. It is run on another website, with its own privacy rules.',
    linkLabel: 'Visit the wealth-building community',
  },
  volunteer: {
    title: 'Volunteer Opportunities',
    text: 'Would you like to give your time or skills? Write to us and tell us a little about yourself and how you would like to help.',
    linkLabel: 'Email us about volunteering',
    mailSubject: 'Volunteer Opportunities',
    /** "Our address is hello@example.org." around the site's address. */
    addressBefore: 'Our address is ',
    addressAfter: '.',
  },
} as const;

/** Our own words, not a quotation of anyone else. */
export const closingQuote = {
  text: 'No woman should have to find her way back to herself alone. When one sister rises, she makes the way easier for the next.',
  attribution: 'S.A.V.E. Sisterhood',
} as const;
