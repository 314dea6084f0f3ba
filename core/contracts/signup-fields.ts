/**
 * The signup form's fields, texts and empty values (SPEC.md §2 /signup, §5), without zod, so
 * the page can draw and hydrate its form without downloading the schemas of signup.ts (which
 * re-exports these and checks the types below against its schemas). The form imports the
 * schemas when she first reaches for it (docs/decisions/0013).
 */
import type { SignupRequest } from './signup';

export const signupInterests = [
  'S.A.V.E. Recovery Program',
  'HeartWork Institute Certification',
  "Queen's Bag Hub Membership",
  'Crisis Support Resources',
  'One-on-One Coaching',
  'Workshops & Events',
  'Free Resources & Guides',
] as const;
export type SignupInterest = (typeof signupInterests)[number];

export const howHeardOptions = ['facebook', 'instagram', 'therapy-bot', 'friend', 'search', 'other'] as const;
export type HowHeard = (typeof howHeardOptions)[number];

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
  duplicate: 'This email is already part of the community. You do not need to sign up again.',
  failedTitle: 'Signup Failed',
  failedFallback: 'Unable to complete signup. Please try again.',
  innerFallback: 'Signup failed',
  successTitle: 'Welcome to the S.A.V.E.™ Community!',
  successDescription: "You're now part of the movement from survival to sovereignty.",
} as const;

/** What the form holds (signup.ts checks that its form schema takes exactly this). */
export type SignupFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  phone: string;
  interests: SignupInterest[];
  howHeard: HowHeard | '';
};

export const emptySignupForm: SignupFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  confirmEmail: '',
  phone: '',
  interests: [],
  howHeard: '',
};

/** The body sent to the server: confirmEmail dropped, empty optionals left out. */
export function toSignupRequest(values: SignupFormValues): SignupRequest {
  const phoneValue = values.phone.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(phoneValue === '' ? {} : { phone: phoneValue }),
    interests: [...values.interests],
    ...(values.howHeard === '' ? {} : { howHeard: values.howHeard }),
  };
}
