import { desc, eq } from 'drizzle-orm';
import { communityCategories, type CommunityCategory } from '@core/constants';
import {
  ANONYMOUS_AUTHOR_EMAIL,
  ANONYMOUS_AUTHOR_NAME,
  COMMUNITY_LIST_LIMIT,
  type CommunityPost,
  type CommunityPostRequest,
} from '@core/contracts/community';
import type { Database } from './client';
import { communityPosts } from './schema';

export type CommunityPostRow = typeof communityPosts.$inferSelect;

function categoryOf(category: string): CommunityCategory {
  return (communityCategories as readonly string[]).includes(category) ? (category as CommunityCategory) : 'support';
}

/**
 * The public shape of a stored post. Built field by field so nothing else leaks: never the
 * email, and no name when the post is anonymous.
 */
export function toPublicPost(row: CommunityPostRow): CommunityPost {
  return {
    id: row.id,
    authorName: row.isAnonymous ? null : row.authorName,
    isAnonymous: row.isAnonymous,
    title: row.title,
    content: row.content,
    category: categoryOf(row.category),
    tags: row.tags,
    likeCount: row.likeCount,
    replyCount: row.replyCount,
    isPinned: row.isPinned,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores a post awaiting review ('pending'). An anonymous post keeps no name or email at all,
 * even if the form sent them.
 */
export async function insertCommunityPost(db: Database, request: CommunityPostRequest): Promise<CommunityPostRow> {
  const [row] = await db
    .insert(communityPosts)
    .values({
      authorName: request.isAnonymous ? ANONYMOUS_AUTHOR_NAME : (request.authorName ?? ''),
      authorEmail: request.isAnonymous ? ANONYMOUS_AUTHOR_EMAIL : (request.authorEmail ?? ''),
      isAnonymous: request.isAnonymous,
      title: request.title,
      content: request.content,
      category: request.category,
      tags: request.tags,
      status: 'pending',
    })
    .returning();
  if (!row) throw new Error('The community post insert returned no row.');
  return row;
}

/** Approved posts only, newest first (the status + created_at index serves it). */
export async function listApprovedPosts(db: Database, limit = COMMUNITY_LIST_LIMIT): Promise<CommunityPost[]> {
  const rows = await db
    .select()
    .from(communityPosts)
    .where(eq(communityPosts.status, 'approved'))
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(limit);
  return rows.map(toPublicPost);
}
