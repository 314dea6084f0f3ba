/**
 * The /crisis-support page's words: the emergency banner, where to find shelter, legal help and
 * counseling, the safety-plan checklists and the note on leaving quickly. The crisis numbers
 * themselves live once, in core/constants.ts (`hotlines`), exactly as SPEC.md §9 gives them.
 *
 * This page must be useful with no JavaScript and on a 2G connection: keep it text.
 */

export const emergencyBanner = {
  /** Shown as "In immediate danger? Call 911." with 911 as a tap-to-call link. */
  lead: 'In immediate danger?',
  /** Before the number. */
  call: 'Call',
  detail:
    'If it is not safe to speak, you can try texting 911. Text-to-911 works in many areas but not all; where it does not, you get a reply telling you to call instead.',
} as const;

/** The page's own headings, its "On this page" links and the lines between its sections. */
export const crisisPageTexts = {
  eyebrow: 'Crisis Support',
  title: 'You Are Not Alone',
  onThisPage: 'On this page',
  hotlinesTitle: 'Hotlines',
  sections: {
    hotlines: 'Hotlines',
    moreHelp: 'Shelter, legal help, counseling',
    language: 'Help in Spanish',
    immigration: 'If you are an immigrant',
    safetyPlan: 'Safety plan',
    leavingQuickly: 'Leaving quickly',
    offlineHelp: 'Help without a signal',
  },
  helpCardsTitle: 'Shelter, legal help and counseling',
  checklistsTitle: 'Safety plan checklists',
  clearTicks: 'Clear all ticks',
  /** In the leaving-quickly box when JavaScript is off. */
  noScript:
    'JavaScript is off in this browser, so the keys do not work here, and after the “Exit this page” link the Back button can return to this page.',
  stayingSaferLink: 'Staying safer online: what the exit can and cannot do',
  worriedLink: 'Worried about someone? Help for friends and family',
} as const;

export const hotlinesIntro =
  'These lines are free and confidential. You can call or text at any hour, and you do not have to give your name.';

export type HelpLink = { readonly label: string; readonly href: string };

export type HelpCard = {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** Other sites, opened in a new tab (never embedded). */
  readonly links: readonly HelpLink[];
  /**
   * Where each fact of the card was checked (not shown): the official page where there is one.
   * Keep them beside the words; a fact that cannot be checked is not written.
   */
  readonly sources?: readonly string[];
};

/** Shelter, legal help and counseling: how to find them where she lives. */
export const helpCards: readonly HelpCard[] = [
  {
    id: 'shelter',
    title: 'A safe place to stay',
    paragraphs: [
      'The National Domestic Violence Hotline can help you look for shelter space near you and talk through what you need, including for your children.',
      'DomesticShelters.org lists domestic violence programs and shelters, searchable by where you are.',
      'If you cannot reach anyone and you are in danger now, call 911.',
    ],
    links: [{ label: 'DomesticShelters.org', href: 'https://www.domesticshelters.org/' }],
  },
  {
    id: 'legal',
    title: 'Legal help',
    paragraphs: [
      'A protective order (also called a restraining order) can order someone to stay away from you. The rules differ from state to state.',
      'WomensLaw.org explains protective orders, custody and divorce for each state in plain language. LawHelp.org lists free legal aid near you.',
      'A local domestic violence program can often connect you with a legal advocate who can help with forms and go to court with you. Ask the hotline.',
    ],
    links: [
      { label: 'WomensLaw.org', href: 'https://www.womenslaw.org/' },
      { label: 'LawHelp.org', href: 'https://www.lawhelp.org/' },
    ],
  },
  {
    id: 'counseling',
    title: 'Counseling and support',
    paragraphs: [
      'Many local domestic violence programs offer free counseling and support groups. The hotline can tell you what is near you.',
      'If you look for a therapist, it is fine to ask whether they have training in trauma and domestic abuse.',
      'Domestic violence advocates do not recommend couples counseling with a partner who is abusive: it can make things less safe. Support for you on your own is safer.',
      'If you are thinking about suicide, or are worried about someone, call or text 988.',
    ],
    links: [],
  },
  {
    id: 'language',
    title: 'Help in Spanish and in your language',
    paragraphs: [
      'The National Domestic Violence Hotline has a site in Spanish, espanol.thehotline.org, with a live chat in Spanish.',
      'When you call the Hotline, you can ask for an interpreter. The Hotline has said it works with a language service for some 200 languages.',
      'At 988, press 2 when you call to talk with a counselor in Spanish, or text AYUDA to 988. Its chat is in Spanish too.',
      'Wherever you call, it is fine to ask for an interpreter in your language.',
    ],
    links: [{ label: 'The Hotline in Spanish', href: 'https://espanol.thehotline.org/' }],
    sources: [
      // The Hotline's Spanish site and its live chat in Spanish (Texas Health and Human Services, in Spanish).
      'https://www.hhs.texas.gov/es/servicios/seguridad/programa-contra-la-violencia-familiar',
      // The Hotline's director of services to EFE, 2019: a language service with 200 languages. REVIEW: not yet checked on thehotline.org.
      'https://www.elmundous.com/2019/06/07/linea-para-victimas-de-violencia-domestica-cruza-los-5-millones-de-llamadas/',
      // 988: "Spanish-language (Press 2)", "Spanish-language (text AYUDA)", text and chat in Spanish.
      'https://988lifeline.org/get-help/what-to-expect',
    ],
  },
  {
    id: 'immigration',
    title: 'If you are an immigrant',
    paragraphs: [
      'You can get help whatever your immigration status. Domestic violence shelters may not refuse to help you because of it.',
      'The law protects immigrant survivors too. If the person hurting you is your spouse, parent or child and a U.S. citizen or permanent resident, a VAWA self-petition may let you ask for status on your own, without the abuser knowing.',
      'A U visa is for victims of certain crimes, domestic violence among them, who help the police or prosecutors. A T visa is for survivors of human trafficking.',
      'For advice on your case, see an immigration lawyer or a representative accredited by the Department of Justice who works for a recognized organization. Never a “notario”: in many countries a notario is a lawyer, but in the United States notarios and immigration consultants cannot give you immigration legal advice.',
      'The Department of Justice lists lawyers and organizations that help for free or at low cost, and USCIS explains how to find them. The Hotline can also tell you about immigration help.',
    ],
    links: [
      { label: 'USCIS: find legal services', href: 'https://www.uscis.gov/avoid-scams/find-legal-services' },
      {
        label: 'WomensLaw.org: abuse in immigrant communities',
        href: 'https://www.womenslaw.org/about-abuse/abuse-specific-communities/abuse-immigrant-communities/what-legal-options-are-there',
      },
    ],
    sources: [
      // "Domestic violence shelters ... may not refuse to help people based on their immigration status."
      'https://www.womenslaw.org/about-abuse/abuse-specific-communities/abuse-immigrant-communities/what-legal-options-are-there',
      // VAWA self-petition: spouses, children and parents of U.S. citizens and permanent residents, without the abuser's knowledge.
      'https://www.uscis.gov/humanitarian/abused-spouses-children-and-parents',
      // U visa (certain crimes, domestic violence among them; helpful to law enforcement) and T visa (trafficking).
      'https://www.uscis.gov/humanitarian/victims-of-human-trafficking-and-other-crimes',
      // Attorneys and DOJ-accredited representatives of recognized organizations; "notarios" cannot give immigration legal advice; DOJ's free and low-cost lists.
      'https://www.uscis.gov/avoid-scams/find-legal-services',
    ],
  },
];

export const otherSitesNote =
  'Links to other sites open in a new tab. Visiting them shows in your browsing history like any other site.';

export type ChecklistGroup = {
  readonly id: string;
  readonly title: string;
  readonly intro?: string;
  readonly items: readonly string[];
};

export const checklistIntro =
  'A safety plan is a set of small, practical steps for staying safer, whether you stay, are thinking of leaving, or have left. Take what fits your life and leave the rest.';

/**
 * Said on the page, and true: the ticks are plain checkboxes; nothing stores them (no storage,
 * no cookie, no request), and the form asks the browser not to restore them.
 */
export const checklistPrivacy =
  'Your ticks stay only on this page while it is open in this tab. They are not saved anywhere: not on this device and not on our server. Leaving or reloading the page clears them.';

export const checklistGroups: readonly ChecklistGroup[] = [
  {
    id: 'leaving',
    title: 'If you decide to leave',
    items: [
      'Think about where you could go: a friend, family, or a shelter',
      'Know the quickest and safest way out of your home',
      'Put some money aside, even a little, where only you can reach it',
      'Keep your phone charged and know which numbers to call',
      'Plan for your children and pets',
      'Think about the safest time to go, when the other person is not around',
      'Pack a small bag and keep it somewhere safe, or with someone you trust',
    ],
  },
  {
    id: 'documents',
    title: 'Documents and things to take',
    intro: 'Originals if you can, copies or photos if you cannot.',
    items: [
      'ID: driver’s license, passport or other photo ID',
      'Birth certificates and Social Security cards, yours and your children’s',
      'Bank cards, checkbook and any cash',
      'Lease, mortgage or car papers',
      'Insurance cards and medical records',
      'Medicines and prescriptions',
      'Protective orders and other court papers',
      'Anything that shows the abuse: photos, messages, notes with dates',
      'Keys: house, car, work',
      'Phone, charger and a list of important numbers',
      'Something comforting for your children',
    ],
  },
  {
    id: 'safe-person',
    title: 'A safe person',
    items: [
      'Choose someone you trust who would help without telling the other person',
      'Tell them as much as feels safe about what is happening',
      'Agree a code word or sign that means “I need help, call 911”',
      'Agree what they will do if they get it',
      'Leave copies of important papers or a spare key with them, if that is safe',
      'Learn their phone number by heart',
    ],
  },
  {
    id: 'digital',
    title: 'Digital safety',
    items: [
      'Look for help on a device the other person cannot use or check',
      'Use a private or incognito window, and delete only the entries you need to if clearing everything would be noticed',
      'Check your phone for location sharing and apps you do not recognize',
      'Change your passwords from a safe device, and turn on two-step sign-in',
      'Check which devices are signed in to your email and accounts, and sign out the ones you do not know',
      'Think about shared accounts: family phone plans, shared photos and cloud backups',
      'Calls and texts to hotlines appear in your call log and messages: delete them afterwards if that is safer',
    ],
  },
];

/** The privacy notice SPEC.md §2 asks for: Esc leaves the page; what leaving does and does not do. */
export const leavingQuickly = {
  title: 'Leaving this site quickly',
  paragraphs: [
    'Press the Esc key, press Shift three times, or use the “Exit this page” button at the top to leave at once. It opens a weather page and replaces this page in your tab, so the Back button does not bring you back here.',
    'It cannot erase your browsing history. If someone may check your device, use a private or incognito window, or a device they cannot reach, such as a friend’s phone or a library computer.',
    'This page keeps nothing about you: no account, no form sent, no ticks saved.',
  ],
} as const;
