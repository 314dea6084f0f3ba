import { PageContainer, PageHeader } from '~/components/page-header';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/community');

export default function CommunityPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Community" title="A Sisterhood That Listens">
        <p>Share your story, ask a question, or encourage another woman on the same road. You can always post anonymously.</p>
      </PageHeader>
    </PageContainer>
  );
}
