/**
 * POST /api/signup (SPEC.md §2 /signup, §5, §7, §8): one schema for the form and the server.
 * The form adds `confirmEmail`, which is checked in the browser and never sent.
 *
 * Answers: 200 SignupReceived, the same whether or not the email had already signed up, so the
 * answer never tells anyone who is a member (issue 18): an email already signed up is left as it
 * was, and its owner gets an email saying she is already a member. 400 `{ error, issues }`.
 */
import * as z from 'zod/mini';
import { currentLocale, type Locale } from '../i18n';
import { codesOf } from './codes';
import { emailField, requiredText } from './common';
import { localeField } from './locale';

/** The codes of the form's problems; their words are core/content/signup.ts's `signupFieldMessages` and `signupMessages`. */
export const signupFieldCodes = codesOf('signupFieldMessages', ['firstName', 'lastName', 'phoneTooLong', 'phoneFormat', 'interests', 'howHeard']);
const confirmCodes = codesOf('signupMessages', ['invalidConfirm', 'mismatch']);
const messages = signupFieldCodes;

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

const phone = z.optional(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(30, messages.phoneTooLong),
      z.refine((value) => value === '' || /^\+?[0-9().\-\s]{7,}$/.test(value), messages.phoneFormat),
    ),
);

export const signupRequestSchema = z.object({
  firstName: requiredText(messages.firstName, 100),
  lastName: requiredText(messages.lastName, 100),
  email: emailField,
  phone,
  interests: z._default(
    z.array(z.enum(signupInterests, { error: messages.interests })).check(z.maxLength(signupInterests.length)),
    [],
  ),
  howHeard: z.optional(z.enum(howHeardOptions, { error: messages.howHeard })),
  /** The language she signed up in: any email to her is written in it. */
  locale: localeField,
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** The form: the request plus confirmEmail, with SPEC.md §5's confirm rules on that field. */
export const signupFormSchema = z
  .object({
    firstName: requiredText(messages.firstName, 100),
    lastName: requiredText(messages.lastName, 100),
    email: emailField,
    confirmEmail: z.pipe(z.string().check(z.trim()), z.email({ error: confirmCodes.invalidConfirm })),
    phone: z.string(),
    interests: z.array(z.enum(signupInterests)),
    howHeard: z.union([z.enum(howHeardOptions), z.literal('')]),
  })
  .check(
    z.refine((values) => values.email.trim().toLowerCase() === values.confirmEmail.trim().toLowerCase(), {
      message: confirmCodes.mismatch,
      path: ['confirmEmail'],
    }),
  );

/** What the form holds. */
export type SignupFormValues = z.input<typeof signupFormSchema>;

export const emptySignupForm: SignupFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  confirmEmail: '',
  phone: '',
  interests: [],
  howHeard: '',
};

/** The body sent to the server: confirmEmail dropped, empty optionals left out, the page's language added. */
export function toSignupRequest(values: SignupFormValues, language: Locale = currentLocale): SignupRequest {
  const phoneValue = values.phone.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(phoneValue === '' ? {} : { phone: phoneValue }),
    interests: [...values.interests],
    ...(values.howHeard === '' ? {} : { howHeard: values.howHeard }),
    locale: language,
  };
}

/** The answer to every accepted signup: only the (lower-cased) email she typed, nothing stored. */
export const signupReceivedSchema = z.object({
  email: z.string(),
});
export type SignupReceived = z.infer<typeof signupReceivedSchema>;
