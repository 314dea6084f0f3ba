import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceDownloadSchema, type ResourceDownload } from '@core/contracts/resources';
import { apiRequest } from '~/lib/api';
import { resourcesQueryKey } from './use-resources';

/** POST /api/resources/:id/download: counts the download and answers where the file is. */
export async function recordResourceDownload(id: number): Promise<ResourceDownload> {
  const response = await apiRequest('POST', `/api/resources/${id}/download`);
  return resourceDownloadSchema.parse(await response.json());
}

/** True when the failure was the server saying the resource no longer exists. */
export function isNotFound(error: Error): boolean {
  return error.message.startsWith('404:');
}

/**
 * Records one download. On success the list is fetched again (SPEC.md §7); no retries, so one
 * click is one count.
 */
export function useRecordDownload({
  onSuccess,
  onError,
}: {
  onSuccess: (download: ResourceDownload, id: number) => void;
  onError: (error: Error, id: number) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordResourceDownload,
    retry: false,
    onSuccess: async (download, id) => {
      onSuccess(download, id);
      await queryClient.invalidateQueries({ queryKey: resourcesQueryKey });
    },
    onError: (error, id) => {
      onError(error, id);
      if (isNotFound(error)) void queryClient.invalidateQueries({ queryKey: resourcesQueryKey });
    },
  });
}
