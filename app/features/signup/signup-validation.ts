// The signup form's rules (zod and its resolver), fetched when she first reaches for the form
// rather than with the page (docs/decisions/0013); see loadSignupValidation in signup-form.tsx.
import { zodResolver } from '@hookform/resolvers/zod';
import { signupFormSchema } from '@core/contracts/signup';

export const signupResolver = zodResolver(signupFormSchema);
