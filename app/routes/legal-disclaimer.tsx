import { PageContainer, PageHeader } from '~/components/page-header';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/legal-disclaimer');

export default function LegalDisclaimerPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Legal" title="Legal Disclaimer">
        <p>Our content is educational. It is not a substitute for professional medical, psychological or legal advice.</p>
      </PageHeader>
    </PageContainer>
  );
}
