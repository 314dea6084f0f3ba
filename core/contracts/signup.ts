/**
 * POST /api/signup (SPEC.md §2 /signup, §5, §7, §8): one schema for the form and the server.
 * The form adds `confirmEmail`, which is checked in the browser and never sent.
 *
 * Answers: 201 SignupCreated; 400 `{ error, issues }`; 409 `{ error }` for an email already signed up.
 */
import { z } from 'zod';
import { emailField, requiredText, type SameType } from './common';
import { howHeardOptions, signupInterests, signupMessages, type SignupFormValues } from './signup-fields';

export {
  emptySignupForm,
  howHeardLabels,
  howHeardOptions,
  signupInterests,
  signupMessages,
  toSignupRequest,
  type HowHeard,
  type SignupFormValues,
  type SignupInterest,
} from './signup-fields';

const phone = z
  .string()
  .trim()
  .max(30, 'That phone number is too long.')
  .refine((value) => value === '' || /^\+?[0-9().\-\s]{7,}$/.test(value), 'Please enter a phone number using digits, for example 555-123-4567.')
  .optional();

export const signupRequestSchema = z.object({
  firstName: requiredText('Please enter your first name.', 100),
  lastName: requiredText('Please enter your last name.', 100),
  email: emailField,
  phone,
  interests: z.array(z.enum(signupInterests, { error: 'Please choose interests from the list.' })).max(signupInterests.length).default([]),
  howHeard: z.enum(howHeardOptions, { error: 'Please choose how you heard about us from the list.' }).optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** The form: the request plus confirmEmail, with SPEC.md §5's confirm rules on that field. */
export const signupFormSchema = z
  .object({
    firstName: requiredText('Please enter your first name.', 100),
    lastName: requiredText('Please enter your last name.', 100),
    email: emailField,
    confirmEmail: z.string().trim().pipe(z.email({ error: signupMessages.invalidConfirm })),
    phone: z.string(),
    interests: z.array(z.enum(signupInterests)),
    howHeard: z.union([z.enum(howHeardOptions), z.literal('')]),
  })
  .refine((values) => values.email.trim().toLowerCase() === values.confirmEmail.trim().toLowerCase(), {
    message: signupMessages.mismatch,
    path: ['confirmEmail'],
  });
// signup-fields.ts writes the form's values out without zod; this fails to compile if they drift apart.
const formValuesMatchSchema: SameType<z.input<typeof signupFormSchema>, SignupFormValues> = true;
void formValuesMatchSchema;

export const signupCreatedSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  accessLevel: z.literal('free'),
});
export type SignupCreated = z.infer<typeof signupCreatedSchema>;
