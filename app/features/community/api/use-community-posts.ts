import { useQuery } from '@tanstack/react-query';
import { communityPostListSchema, type CommunityPost } from '@core/contracts/community';

export const communityPostsQueryKey = ['/api/community/posts'] as const;

/** Approved posts, pinned ones first, otherwise in the server's order (newest first). */
function toPosts(data: unknown): CommunityPost[] {
  const parsed = communityPostListSchema.safeParse(data);
  if (!parsed.success) return [];
  return [...parsed.data].sort((a, b) => Number(b.isPinned) - Number(a.isPinned));
}

/**
 * GET /api/community/posts (approved posts only). If the call fails the page simply shows the
 * sample posts: there is nothing she needs to do about it.
 */
export function useApprovedPosts(): CommunityPost[] {
  const query = useQuery({ queryKey: communityPostsQueryKey, select: toPosts });
  return query.data ?? [];
}
