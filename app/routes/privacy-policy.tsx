import { PageContainer, PageHeader } from '~/components/page-header';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/privacy-policy');

export default function PrivacyPolicyPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Legal" title="Privacy Policy">
        <p>What we collect, why we collect it, how we protect it, and the choices you have.</p>
      </PageHeader>
    </PageContainer>
  );
}
