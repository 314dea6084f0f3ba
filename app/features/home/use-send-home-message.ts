import { useMutation } from '@tanstack/react-query';
import { contactCreatedSchema, type ContactCreated, type ContactRequestInput } from '@core/contracts/contact';
import { apiRequest } from '~/lib/api';

export type HomeMessage = Pick<ContactRequestInput, 'name' | 'email' | 'message'>;

/**
 * POST /api/contact with the subject 'Home page message' (DESIGN.md "home message box": it
 * really delivers). Success means the server answered 201 with the stored message's id; no
 * retries, so a message is never sent twice by accident.
 */
export function useSendHomeMessage({ onSuccess, onError }: { onSuccess: () => void; onError: (error: Error) => void }) {
  return useMutation({
    mutationFn: async (message: HomeMessage): Promise<ContactCreated> => {
      const response = await apiRequest('POST', '/api/contact', { ...message, subject: 'Home page message' } satisfies ContactRequestInput);
      return contactCreatedSchema.parse(await response.json());
    },
    retry: false,
    onSuccess,
    onError,
  });
}
