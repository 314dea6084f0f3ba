import { PageContainer, PageHeader } from '~/components/page-header';
import { CommunityAside } from '~/features/community/community-aside';
import { CommunityFeed } from '~/features/community/community-feed';
import { CreatePostPanel } from '~/features/community/create-post-panel';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/community');

export default function CommunityPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Community" title="A Sisterhood That Listens">
        <p>Share your story, ask a question, or encourage another woman on the same road. You can always post anonymously.</p>
      </PageHeader>
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-10">
          <CreatePostPanel />
          <CommunityFeed />
        </div>
        <aside aria-label="About this community" className="lg:sticky lg:top-[calc(var(--site-header-height)+1rem)] lg:self-start">
          <CommunityAside />
        </aside>
      </div>
    </PageContainer>
  );
}
