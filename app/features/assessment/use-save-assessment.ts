import { useMutation } from '@tanstack/react-query';
import type { AssessmentSubmission } from '@core/contracts/assessment';
import { assessmentTexts } from '@core/content/assessment';
import { toast } from '~/hooks/use-toast';
import { apiRequest } from '~/lib/api';

/**
 * POST /api/assessment (SPEC.md §7). The answer's content is not used; success means the server stored
 * the results (2xx). No retries: the results are never saved twice by accident.
 */
export function useSaveAssessment() {
  return useMutation({
    mutationFn: async (submission: AssessmentSubmission): Promise<void> => {
      // Read to its end: an answer left unread stays open in the browser's network layer.
      await (await apiRequest('POST', '/api/assessment', submission)).text();
    },
    retry: false,
    onSuccess: () => {
      toast({ title: assessmentTexts.results.savedTitle, description: assessmentTexts.results.savedDescription });
    },
    onError: () => {
      toast({ variant: 'destructive', title: assessmentTexts.results.notSavedTitle, description: assessmentTexts.results.notSavedDescription });
    },
  });
}
