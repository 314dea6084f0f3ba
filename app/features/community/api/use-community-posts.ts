import { useQuery } from '@tanstack/react-query';
import { communityPostListSchema, type CommunityPost } from '@core/contracts/community';
import { useHydrated } from '~/hooks/use-hydrated';

export const communityPostsQueryKey = ['/api/community/posts'] as const;

/** Approved posts, pinned ones first, otherwise in the server's order (newest first). */
function toPosts(data: unknown): CommunityPost[] {
  const parsed = communityPostListSchema.safeParse(data);
  if (!parsed.success) return [];
  return [...parsed.data].sort((a, b) => Number(b.isPinned) - Number(a.isPinned));
}

/**
 * GET /api/community/posts (approved posts only). If the call fails the page simply shows the
 * sample posts: there is nothing she needs to do about it. None until the island has hydrated,
 * even when the list is already in the page's query client (she came back to the page): the
 * first render must be the prerendered one.
 */
export function useApprovedPosts(): CommunityPost[] {
  const hydrated = useHydrated();
  const query = useQuery({ queryKey: communityPostsQueryKey, select: toPosts });
  return (hydrated ? query.data : undefined) ?? [];
}
