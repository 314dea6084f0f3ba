import { useMutation } from '@tanstack/react-query';
import type { BookingRequest } from '@core/contracts/booking';
import { apiRequest } from '~/lib/api';

/**
 * POST /api/bookings. Success means the server answered 2xx (it stored the booking); no
 * retries, so a booking is never sent twice by accident.
 */
export function useCreateBooking({ onSuccess, onError }: { onSuccess: () => void; onError: (error: Error) => void }) {
  return useMutation({
    mutationFn: async (request: BookingRequest): Promise<void> => {
      // Read to its end: an answer left unread stays open in the browser's network layer.
      await (await apiRequest('POST', '/api/bookings', request)).text();
    },
    retry: false,
    onSuccess,
    onError,
  });
}
