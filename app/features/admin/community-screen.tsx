import { communityCategoryLabels } from '@core/content/community';
import { Eye, EyeOff } from 'lucide-react';
import { type AdminCommunityPost, communityPostStatusLabels } from '@core/contracts/admin';
import { communityPostStatuses } from '@core/contracts/community';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { toast } from '~/hooks/use-toast';
import { errorSentence, useCommunityPosts, useModeratePost } from './api/admin-api';
import { Detail, EmptyState, FilterSelect, LoadState, Pager, SCREEN_HEADING_ID, ScreenHeader } from './console-parts';
import { formatDateTime } from './format';
import { useConsoleParams } from './use-console-params';

function PostCard({ post }: { post: AdminCommunityPost }) {
  const moderate = useModeratePost();
  const set = (status: 'approved' | 'hidden') =>
    moderate.mutate(
      { id: post.id, status },
      {
        onSuccess: () =>
          toast(
            status === 'approved'
              ? { title: 'Post approved', description: 'It now shows on the community page.' }
              : { title: 'Post hidden', description: 'It no longer shows on the community page.' },
          ),
        onError: (error) => toast({ variant: 'destructive', title: 'Not changed', description: errorSentence(error, 'We could not change this post. Please try again.') }),
      },
    );
  return (
    <Card role="article" aria-labelledby={`post-${post.id}`} className="gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`post-${post.id}`} className="text-lg font-semibold leading-snug">
          {post.title}
        </h3>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="outline">{communityCategoryLabels[post.category]}</Badge>
          <Badge variant={post.status === 'pending' ? 'default' : 'secondary'}>{communityPostStatusLabels[post.status]}</Badge>
        </div>
      </div>
      <p className="whitespace-pre-wrap break-words">{post.content}</p>
      <dl className="flex flex-col gap-1.5">
        <Detail term="By">
          {post.isAnonymous ? (
            'Anonymous (no name or email was kept)'
          ) : (
            <>
              {post.authorName}
              {post.authorEmail ? (
                <>
                  {' · '}
                  <a className="break-all text-primary underline underline-offset-4" href={`mailto:${post.authorEmail}`}>
                    {post.authorEmail}
                  </a>
                </>
              ) : null}
            </>
          )}
        </Detail>
        {post.tags.length > 0 ? <Detail term="Tags">{post.tags.join(', ')}</Detail> : null}
        <Detail term="Posted">{formatDateTime(post.createdAt)}</Detail>
      </dl>
      <div className="flex flex-wrap gap-2 pt-1">
        {post.status !== 'approved' ? (
          <Button size="sm" disabled={moderate.isPending} onClick={() => set('approved')}>
            <Eye aria-hidden="true" />
            Approve<span className="sr-only"> “{post.title}”</span>
          </Button>
        ) : null}
        {post.status !== 'hidden' ? (
          <Button size="sm" variant="outline" disabled={moderate.isPending} onClick={() => set('hidden')}>
            <EyeOff aria-hidden="true" />
            Hide<span className="sr-only"> “{post.title}”</span>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

/** Posts awaiting review (by default), approved or hidden. Approved ones show on /community. */
export function CommunityScreen() {
  const { page, get, update } = useConsoleParams();
  const raw = get('status');
  // Awaiting review unless she asks for another list ("all" shows every post).
  const status = raw === 'all' ? undefined : (communityPostStatuses as readonly string[]).includes(raw) ? raw : 'pending';
  const query = useCommunityPosts({ status, page });

  return (
    <section aria-labelledby={SCREEN_HEADING_ID} className="flex flex-col gap-5">
      <ScreenHeader title="Community" description="Approve a post and it shows on the community page, after the sample posts. Hide it to take it down." />
      <FilterSelect
        label="Show"
        value={raw === 'all' ? 'all' : (status ?? 'pending')}
        options={[...communityPostStatuses.map((value) => ({ value, label: communityPostStatusLabels[value] })), { value: 'all', label: 'All posts' }]}
        onChange={(value) => update({ status: value === 'pending' ? undefined : value })}
      />
      <LoadState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()} what="the posts">
        {query.data && query.data.items.length === 0 ? (
          <EmptyState>{status === 'pending' ? 'Nothing is waiting for review.' : 'No posts here.'}</EmptyState>
        ) : (
          <ul className="flex flex-col gap-4">
            {query.data?.items.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
        {query.data ? <Pager page={page} pageSize={query.data.pageSize} total={query.data.total} onPage={(next) => update({ page: next })} label="Posts" /> : null}
      </LoadState>
    </section>
  );
}
