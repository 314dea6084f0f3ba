import { EyeOff, Heart, MessageCircle, Pin } from 'lucide-react';
import type { CommunityCategory } from '@core/constants';
import { communityCategoryLabels, communityPageText, postCardTexts as texts } from '@core/content/community';
import { formatMessage } from '@core/message-format';
import { Badge } from '~/components/ui/badge';

export type PostView = {
  key: string;
  category: CommunityCategory;
  title: string;
  content: string;
  /** null when anonymous. */
  authorName: string | null;
  isAnonymous: boolean;
  likeCount: number;
  replyCount: number;
  /** ISO date-time, and how long ago it was in words. */
  postedAt: string;
  timeAgo: string;
  /** One of our own example posts (not from a real person). */
  isSample: boolean;
  isPinned: boolean;
};

/**
 * One post: badges, title, author and time, content, and the like and reply counts as plain
 * text (liking and replying do not exist yet, so there is nothing to press).
 */
export function PostCard({ post }: { post: PostView }) {
  const headingId = `post-${post.key}`;
  const author = post.isAnonymous || !post.authorName ? texts.anonymous : post.authorName;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{communityCategoryLabels[post.category]}</Badge>
        {post.isAnonymous ? (
          <Badge variant="outline">
            <EyeOff aria-hidden="true" />
            {texts.anonymous}
          </Badge>
        ) : null}
        {post.isPinned ? (
          <Badge variant="outline">
            <Pin aria-hidden="true" />
            {texts.pinned}
          </Badge>
        ) : null}
        {post.isSample ? (
          <span className="inline-flex items-center rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground">
            {communityPageText.sampleBadge}
          </span>
        ) : null}
      </div>
      <h3 id={headingId} className="mt-3 text-lg font-semibold leading-snug text-balance">
        {post.title}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        <span>{author}</span>
        {post.timeAgo ? (
          <>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <time dateTime={post.postedAt}>{post.timeAgo}</time>
          </>
        ) : null}
      </p>
      <p className="mt-3 whitespace-pre-line text-pretty">{post.content}</p>
      <p className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground" data-testid="post-counts">
        <span className="inline-flex items-center gap-1.5">
          <Heart aria-hidden="true" className="size-4" />
          {formatMessage(texts.likes, { count: post.likeCount })}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <MessageCircle aria-hidden="true" className="size-4" />
          {formatMessage(texts.replies, { count: post.replyCount })}
        </span>
      </p>
    </article>
  );
}
