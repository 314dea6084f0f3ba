import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/** SPEC.md §7's cache rules: never stale, no refetch on focus or interval, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The page's one query client, shared by its islands (./query-island.tsx) and overlays. */
export const queryClient = createQueryClient();
