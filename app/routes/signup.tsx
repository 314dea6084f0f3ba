import { PageContainer, PageHeader } from '~/components/page-header';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/signup');

export default function SignupPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Join for Free" title="Join the Movement">
        <p>Join for free to receive guides, tools and invitations to workshops. Your information will never be shared.</p>
      </PageHeader>
    </PageContainer>
  );
}
