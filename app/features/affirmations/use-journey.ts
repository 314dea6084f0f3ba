import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { affirmationListSchema, type AffirmationRecord } from '@core/contracts/tools';
import { apiRequest } from '~/lib/api';
import { completeDayCall } from './journey';

/** SPEC.md §7: GET /api/affirmations/:email through the default query function. */
export function journeyQueryKey(email: string) {
  return ['/api/affirmations', email] as const;
}

const parseRecords = (data: unknown): AffirmationRecord[] => affirmationListSchema.parse(data);

/** Her progress records; runs only once she is unlocked (this hook lives behind the gate). */
export function useJourneyRecords(email: string) {
  return useQuery({ queryKey: journeyQueryKey(email), select: parseRecords });
}

export type CompleteDayInput = { day: number; reflection: string; record: AffirmationRecord | undefined };

/**
 * Completes a day: PATCH when the day has a record, POST otherwise. Succeeds only once the
 * server stored it and her list has been fetched again, so what she sees is what is kept.
 */
export function useCompleteDay(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ day, reflection, record }: CompleteDayInput): Promise<void> => {
      const call = completeDayCall({ email, day, reflection, record });
      await apiRequest(call.method, call.url, call.body);
    },
    retry: false,
    onSettled: () => queryClient.refetchQueries({ queryKey: journeyQueryKey(email), exact: true }),
  });
}
