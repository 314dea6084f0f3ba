/** Community moderation: posts by status, newest first; approving or hiding one. */
import { count, desc, eq } from 'drizzle-orm';
import type { AdminCommunityPost, Page } from '@core/contracts/admin';
import { communityCategories, type CommunityCategory } from '@core/constants';
import { type CommunityPostStatus, communityPostStatuses } from '@core/contracts/community';
import type { Database } from './client';
import { communityPosts } from './schema';

function toAdminPost(row: typeof communityPosts.$inferSelect): AdminCommunityPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    category: (communityCategories as readonly string[]).includes(row.category) ? (row.category as CommunityCategory) : 'support',
    tags: row.tags,
    isAnonymous: row.isAnonymous,
    // An anonymous post never kept a name or an email (docs/decisions/0007).
    authorName: row.isAnonymous ? null : row.authorName,
    authorEmail: row.isAnonymous || row.authorEmail === '' ? null : row.authorEmail,
    status: (communityPostStatuses as readonly string[]).includes(row.status) ? (row.status as CommunityPostStatus) : 'pending',
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listCommunityPostsForReview(
  db: Database,
  query: { status?: CommunityPostStatus | undefined; page: number; pageSize: number },
): Promise<Page<AdminCommunityPost>> {
  const where = query.status ? eq(communityPosts.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(communityPosts)
      .where(where)
      .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(communityPosts).where(where),
  ]);
  return { items: rows.map(toAdminPost), page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 };
}

/** Approves or hides a post; undefined for an unknown id. */
export async function setCommunityPostStatus(
  db: Database,
  id: number,
  status: 'approved' | 'hidden',
): Promise<AdminCommunityPost | undefined> {
  const [row] = await db.update(communityPosts).set({ status }).where(eq(communityPosts.id, id)).returning();
  return row ? toAdminPost(row) : undefined;
}

export async function countPendingPosts(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(communityPosts).where(eq(communityPosts.status, 'pending'));
  return row?.n ?? 0;
}
