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
      await apiRequest('POST', '/api/bookings', request);
    },
    retry: false,
    onSuccess,
    onError,
  });
}
