import { PageContainer, PageHeader } from '~/components/page-header';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/terms-of-service');

export default function TermsOfServicePage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Legal" title="Terms of Service">
        <p>The terms for using this site and our coaching, tools and programs.</p>
      </PageHeader>
    </PageContainer>
  );
}
