import { useQuery } from '@tanstack/react-query';
import { resourceListSchema, type Resource } from '@core/contracts/resources';
import { useHydrated } from '~/hooks/use-hydrated';

export const resourcesQueryKey = ['/api/resources'] as const;

/** Reads the list, or null when the answer is not the shape the contract promises. */
function toResources(data: unknown): Resource[] | null {
  const parsed = resourceListSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export type ResourcesState =
  | { status: 'loading' }
  | { status: 'ready'; resources: Resource[] }
  /** The call failed or answered something unusable. */
  | { status: 'unavailable' };

/**
 * GET /api/resources through the default query function (SPEC.md §7). 'loading' until the
 * island has hydrated, even when the list is already in the page's query client (she came back
 * to the page): the first render must be the prerendered one.
 */
export function useResources(): ResourcesState {
  const hydrated = useHydrated();
  const query = useQuery({ queryKey: resourcesQueryKey, select: toResources });
  if (!hydrated || query.isPending) return { status: 'loading' };
  if (query.isError || !query.data) return { status: 'unavailable' };
  return { status: 'ready', resources: query.data };
}
