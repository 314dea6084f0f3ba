import { useQuery } from '@tanstack/react-query';
import { locale } from '@core/content/locale';
import { resourceListSchema, type Resource } from '@core/contracts/resources';
import { useHydrated } from '~/hooks/use-hydrated';
import { apiRequest } from '~/lib/api';

/** Every language's list starts with this key, so one invalidation refreshes whichever is shown. */
export const resourcesQueryKey = ['/api/resources'] as const;

/** This page's language's list: the Spanish page lists the Spanish library (issue 20). */
const listQueryKey = [...resourcesQueryKey, locale.code] as const;

/** GET /api/resources?language=…: the library of this build's language. */
async function fetchResources(): Promise<unknown> {
  const response = await apiRequest('GET', `/api/resources?language=${encodeURIComponent(locale.code)}`);
  return response.json();
}

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
 * GET /api/resources?language=… (SPEC.md §7). 'loading' until the island has hydrated, even
 * when the list is already in the page's query client (she came back to the page): the first
 * render must be the prerendered one.
 */
export function useResources(): ResourcesState {
  const hydrated = useHydrated();
  const query = useQuery({ queryKey: listQueryKey, queryFn: fetchResources, select: toResources });
  if (!hydrated || query.isPending) return { status: 'loading' };
  if (query.isError || !query.data) return { status: 'unavailable' };
  return { status: 'ready', resources: query.data };
}
