/**
 * The /upgrade-access page's words (SPEC.md §2 /upgrade-access, §5, §8): the page, the package
 * choice, the activate form, its toasts and notices. The contract (core/contracts/upgrade.ts)
 * takes its messages from here; the server imports this module and its twin by name, so a wrong
 * access password is answered in the language she used. The packages' names, prices and contents
 * live in core/content/tools-catalog.ts.
 */
import type { PaidAccessLevel } from '../contracts/upgrade';

export const upgradePageTexts = {
  eyebrow: 'Upgrade Access',
  title: 'Activate Your Access',
  intro: 'Choose your package, then enter the email you signed up with and the access password you received.',
} as const;

/**
 * Said before the packages (issue 29 item 3; docs/decisions/0022): every tool is free, so a
 * package is support for the work, or the educator's resources; and a payment can be seen.
 */
export const supportNotice = {
  title: 'Every tool is free',
  text: 'You never need to buy anything to use the journal, the exit plan, the symptom tracker, the 30-day journey or the boundary scripts. The Tools Bundle is a way to support our work; the Educator Package brings the resources and training for educators and practitioners.',
  statement:
    'A payment may show on a card or bank statement, or in an email receipt, that someone else can see. If that could put you at risk, you do not need to buy anything: every tool stays free.',
} as const;

export const upgradeMessages = {
  missingTitle: 'Missing Information',
  missingDescription: 'Please enter your email and access password.',
  wrongCodeTitle: 'Invalid Password',
  wrongCode: 'The access password you entered is incorrect.',
  failedTitle: 'Upgrade Failed',
  failedFallback: 'Unable to upgrade access. Please try again.',
  successTitle: 'Access Upgraded!',
  successDescription: {
    tools_bundle: 'You now have $20 Tools Bundle access.',
    educator: 'You now have $100 Educator access.',
  } satisfies Record<PaidAccessLevel, string>,
  chooseLevel: 'Please choose the Tools Bundle or the Educator Package.',
} as const;

export const packageChoiceTexts = {
  legend: '1. Choose your package',
  includes: '{name} includes',
  buy: 'Buy the {name} ({price})',
} as const;

export const activateTexts = {
  heading: '2. Activate the {name}',
  intro: 'Use your email address and the access password you received after buying.',
  email: 'Email',
  accessCode: 'Access password',
  showAccessCode: 'Show access password',
  submit: 'Activate Access',
  pending: 'Activating...',
  choosePackage: 'Choose a package above to enter your email and access password.',
  /** After the success sentence: where she is taken, and a link to go at once. */
  takingYou: 'Taking you to {destination} now.',
  goNow: 'Go now',
  destinations: {
    tools_bundle: 'the tools page',
    educator: 'the services page',
  } satisfies Record<PaidAccessLevel, string>,
} as const;

export const accreditationNotice = {
  title: 'About accreditation',
  text: 'The HeartWork certification track in the Educator Package is our own training program. It is not yet formally accredited by an outside body, and it is not a government licence to practise therapy or counselling. The tools and materials support your healing and your work; they do not replace professional care.',
} as const;

/** Before and after the contact address, which the page links. */
export const noCodeHelp = {
  title: 'No access password?',
  before:
    'You receive one after buying a package from the links above. If you have bought one and cannot find it, or have any question, write to us at',
  after: '.',
} as const;
