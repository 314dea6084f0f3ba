// The donation form's rules and the answer's schema (zod), fetched when she first reaches for
// the form rather than with the page (docs/decisions/0013); see loadDonationValidation.
import { zodResolver } from '@hookform/resolvers/zod';
import { contactCreatedSchema, contactRequestSchema } from '@core/contracts/contact';

/** The form's rules are the API's, less the subject, which the form always sets itself. */
export const donationFormSchema = contactRequestSchema.omit({ subject: true });
export const donationResolver = zodResolver(donationFormSchema);
export { contactCreatedSchema };
