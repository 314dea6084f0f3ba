/**
 * The /signup page's words (SPEC.md §2 /signup, §5, §8): the form, its toasts, the welcome
 * screen after it and the sentences of its contract (core/contracts/signup.ts takes them from
 * here, so the Spanish build's form speaks Spanish; the server imports this English module).
 * The interests are stored by their English names; only what the form shows is translated.
 */
import type { HowHeard, SignupInterest } from '../contracts/signup';

export const signupPageTexts = {
  eyebrow: 'Join for Free',
  title: 'Join the Movement',
  intro: 'Join for free to receive guides, tools and invitations to workshops and events.',
  /** Outside the island, for a browser with JavaScript off. */
  noScript: 'Joining needs JavaScript turned on in your browser.',
} as const;

export const signupFormTexts = {
  heading: 'Your details',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  confirmEmail: 'Confirm email',
  phone: 'Phone (optional)',
  phoneHint: 'Only if you would like us to be able to call you.',
  interests: 'What are you interested in? (optional)',
  howHeard: 'How did you hear about us? (optional)',
  chooseOne: 'Choose one',
  privacy: 'Your information is private and will never be shared.',
  submit: 'Join the Movement',
  pending: 'Joining...',
} as const;

/** What the form shows for each interest (the value sent and stored stays the English name). */
export const signupInterestLabels: Record<SignupInterest, string> = {
  'S.A.V.E. Recovery Program': 'S.A.V.E. Recovery Program',
  'HeartWork Institute Certification': 'HeartWork Institute Certification',
  "Queen's Bag Hub Membership": "Queen's Bag Hub Membership",
  'Crisis Support Resources': 'Crisis Support Resources',
  'One-on-One Coaching': 'One-on-One Coaching',
  'Workshops & Events': 'Workshops & Events',
  'Free Resources & Guides': 'Free Resources & Guides',
};

/** What the select shows for each how-heard value. */
export const howHeardLabels: Record<HowHeard, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  'therapy-bot': 'Therapy bot',
  friend: 'A friend',
  search: 'Web search',
  other: 'Other',
};

export const signupMessages = {
  invalidConfirm: 'Invalid email address',
  mismatch: "Email addresses don't match",
  failedTitle: 'Signup Failed',
  failedFallback: 'Unable to complete signup. Please try again.',
  innerFallback: 'Signup failed',
  successTitle: 'Welcome to the S.A.V.E.™ Community!',
  successDescription: "You're now part of the movement from survival to sovereignty.",
} as const;

/** The contract's sentence for each field. */
export const signupFieldMessages = {
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  phoneTooLong: 'That phone number is too long.',
  phoneFormat: 'Please enter a phone number using digits, for example 555-123-4567.',
  interests: 'Please choose interests from the list.',
  howHeard: 'Please choose how you heard about us from the list.',
} as const;

/** The screen after signing up (SPEC.md §2). */
export const signupWelcomeTexts = {
  welcomeNamed: 'Welcome, {firstName}',
  welcome: 'Welcome to the Sisterhood',
  intro: 'You are now part of the S.A.V.E.™ community. There is no rush: take the next step when it feels right.',
  nextSteps: 'Your next steps',
  assessmentTitle: 'Take the self-assessment',
  assessmentText: '35 private questions that help you understand the patterns in your relationship. It takes 10-15 minutes.',
  toolsTitle: 'Explore the healing tools',
  toolsText: 'Start the 30-day affirmation journey or find calm words for a boundary.',
  helpTitle: 'Know where help is',
  helpText: 'If you are ever in danger, the crisis support page lists hotlines you can call or text any time.',
  assessmentButton: 'Take the assessment',
  toolsButton: 'Explore the tools',
} as const;
