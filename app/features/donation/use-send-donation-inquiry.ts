import { useMutation } from '@tanstack/react-query';
import { contactCreatedSchema, type ContactCreated, type ContactRequestInput } from '@core/contracts/contact';
import { apiRequest } from '~/lib/api';

export type DonationInquiry = Omit<ContactRequestInput, 'subject'>;

/**
 * POST /api/contact with the subject 'Donation Inquiry' (SPEC.md §5: always that subject).
 * Success means the server answered 201 with the stored inquiry's id; no retries.
 */
export function useSendDonationInquiry({ onSuccess, onError }: { onSuccess: () => void; onError: (error: Error) => void }) {
  return useMutation({
    mutationFn: async (inquiry: DonationInquiry): Promise<ContactCreated> => {
      const response = await apiRequest('POST', '/api/contact', { ...inquiry, subject: 'Donation Inquiry' } satisfies ContactRequestInput);
      return contactCreatedSchema.parse(await response.json());
    },
    retry: false,
    onSuccess,
    onError,
  });
}
