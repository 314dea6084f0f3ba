import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  savedBoundaryScriptListSchema,
  type BoundaryScriptSaveRequest,
  type SavedBoundaryScript,
} from '@core/contracts/tools';
import { apiRequest } from '~/lib/api';

/** SPEC.md §7: GET /api/boundary-scripts/:email through the default query function. */
export function savedScriptsQueryKey(email: string) {
  return ['/api/boundary-scripts', email] as const;
}

/** Newest first (the server sends them so; sorting again keeps the list right whatever happens). */
export function newestFirst(scripts: readonly SavedBoundaryScript[]): SavedBoundaryScript[] {
  return [...scripts].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

const parseScripts = (data: unknown): SavedBoundaryScript[] => newestFirst(savedBoundaryScriptListSchema.parse(data));

/** Her saved scripts; runs only once she is unlocked (this hook lives behind the gate). */
export function useSavedScripts(email: string) {
  return useQuery({ queryKey: savedScriptsQueryKey(email), select: parseScripts });
}

/** POST /api/boundary-scripts; succeeds once it is stored (201) and her list is fetched again. */
export function useSaveScript(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: BoundaryScriptSaveRequest): Promise<void> => {
      await apiRequest('POST', '/api/boundary-scripts', request);
    },
    retry: false,
    onSuccess: () => queryClient.refetchQueries({ queryKey: savedScriptsQueryKey(email), exact: true }),
  });
}

/** DELETE /api/boundary-scripts/:id (204), then her list is fetched again. */
export function useDeleteScript(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<void> => {
      await apiRequest('DELETE', `/api/boundary-scripts/${id}`);
    },
    retry: false,
    onSettled: () => queryClient.refetchQueries({ queryKey: savedScriptsQueryKey(email), exact: true }),
  });
}
