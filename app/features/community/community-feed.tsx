import { Info } from 'lucide-react';
import type { CommunityPost } from '@core/contracts/community';
import { samplePosts } from '@core/community-samples';
import { communityPageText, samplePostsAsOf, type SamplePost } from '@core/content/community';
import { useApprovedPosts } from './api/use-community-posts';
import { PostCard, type PostView } from './post-card';
import { timeAgo } from './time-ago';

function fromSample(post: SamplePost): PostView {
  return {
    key: post.id,
    category: post.category,
    title: post.title,
    content: post.content,
    authorName: post.authorName,
    isAnonymous: post.authorName === null,
    likeCount: post.likeCount,
    replyCount: post.replyCount,
    postedAt: post.postedAt,
    // Counted from a fixed date, so the prerendered page and the browser agree.
    timeAgo: timeAgo(post.postedAt, samplePostsAsOf),
    isSample: true,
    isPinned: false,
  };
}

function fromApproved(post: CommunityPost, now: Date): PostView {
  return {
    key: `approved-${post.id}`,
    category: post.category,
    title: post.title,
    content: post.content,
    authorName: post.isAnonymous ? null : post.authorName,
    isAnonymous: post.isAnonymous,
    likeCount: post.likeCount,
    replyCount: post.replyCount,
    postedAt: post.createdAt,
    timeAgo: timeAgo(post.createdAt, now),
    isSample: false,
    isPinned: post.isPinned,
  };
}

const samples = samplePosts.map(fromSample);

/** The four sample posts: static, their time-ago counted from a fixed date. */
export function SamplePosts() {
  return (
    <section aria-labelledby="sample-posts">
      <h2 id="sample-posts" className="text-2xl font-semibold tracking-tight">
        {communityPageText.samplesHeading}
      </h2>
      <p className="mt-2 flex items-start gap-2 text-muted-foreground">
        <Info aria-hidden="true" className="mt-1 size-4 shrink-0" />
        <span>{communityPageText.samplesNote}</span>
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{communityPageText.countsNote}</p>
      <ul className="mt-5 flex flex-col gap-4">
        {samples.map((post) => (
          <li key={post.key}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The approved posts from the server, after the samples (an island, hydrated when she nears the
 * end of the samples). They only ever arrive in the browser, after hydration, so their time-ago
 * can be counted from now without a mismatch. The wrapper is there even while the list is empty:
 * it is what tells the island it has come near the screen.
 */
export function ApprovedPosts() {
  const approved = useApprovedPosts();
  const now = new Date();
  return (
    <div data-approved-posts="">
      {approved.length > 0 ? (
        <section aria-labelledby="approved-posts" className="mt-10">
          <h2 id="approved-posts" className="text-2xl font-semibold tracking-tight">
            {communityPageText.approvedHeading}
          </h2>
          <ul className="mt-5 flex flex-col gap-4">
            {approved.map((post) => (
              <li key={post.id}>
                <PostCard post={fromApproved(post, now)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
