import { useMutation } from '@tanstack/react-query';
import type { ContactCreated, ContactRequestInput } from '@core/contracts/contact';
import { apiRequest } from '~/lib/api';
import { loadOnce } from '~/lib/load-once';
import type * as DonationValidation from './donation-validation';

/** The form's rules and the answer's schema (zod), fetched once when she first reaches for the form. */
export const loadDonationValidation: () => Promise<typeof DonationValidation> = loadOnce(() => import('./donation-validation'));

export type DonationInquiry = Omit<ContactRequestInput, 'subject'>;

/**
 * POST /api/contact with the subject 'Donation Inquiry' (SPEC.md §5: always that subject).
 * Success means the server answered 201 with the stored inquiry's id; no retries.
 */
export function useSendDonationInquiry({ onSuccess, onError }: { onSuccess: () => void; onError: (error: Error) => void }) {
  return useMutation({
    mutationFn: async (inquiry: DonationInquiry): Promise<ContactCreated> => {
      const [{ contactCreatedSchema }, response] = await Promise.all([
        loadDonationValidation(),
        apiRequest('POST', '/api/contact', { ...inquiry, subject: 'Donation Inquiry' } satisfies ContactRequestInput),
      ]);
      return contactCreatedSchema.parse(await response.json());
    },
    retry: false,
    onSuccess,
    onError,
  });
}
