import { useQuery } from '@tanstack/react-query';
import { defaultStatistics, type Statistics } from '@core/contracts/statistics';
import { useHydrated } from '~/hooks/use-hydrated';
import { toStatistics } from '../statistics-content';

export const statisticsQueryKey = ['/api/statistics'] as const;

export type StatisticsState = { status: 'loading' } | { status: 'ready'; statistics: Statistics };

/**
 * GET /api/statistics through the default query function (SPEC.md §7). While it loads the
 * page says so; if it fails, or answers something unusable, the page shows SPEC.md §3's
 * defaults rather than an error.
 *
 * 'loading' until the island has hydrated, even when the answer is already in the page's query
 * client (another island asked first, or she came back to the page): the first render must be
 * the prerendered one.
 */
export function useStatistics(): StatisticsState {
  const hydrated = useHydrated();
  const query = useQuery({ queryKey: statisticsQueryKey, select: toStatistics });
  if (!hydrated || query.isPending) return { status: 'loading' };
  return { status: 'ready', statistics: query.data ?? defaultStatistics };
}
