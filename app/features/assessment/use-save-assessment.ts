import { useMutation } from '@tanstack/react-query';
import type { AssessmentSubmission } from '@core/contracts/assessment';
import { toast } from '~/hooks/use-toast';
import { apiRequest } from '~/lib/api';

/**
 * POST /api/assessment (SPEC.md §7). The answer is not read; success means the server stored
 * the results (2xx). No retries: the results are never saved twice by accident.
 */
export function useSaveAssessment() {
  return useMutation({
    mutationFn: async (submission: AssessmentSubmission): Promise<void> => {
      await apiRequest('POST', '/api/assessment', submission);
    },
    retry: false,
    onSuccess: () => {
      toast({ title: 'Assessment Results Saved', description: 'Your results have been saved securely.' });
    },
    onError: () => {
      toast({
        variant: 'destructive',
        title: 'Results Not Saved',
        description: 'Your results could not be saved just now. They are still here on your screen.',
      });
    },
  });
}
