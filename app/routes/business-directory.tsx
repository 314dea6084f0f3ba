import { PageContainer, PageHeader } from '~/components/page-header';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/business-directory');

export default function BusinessDirectoryPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Business Directory" title="Survivor-Friendly Businesses">
        <p>Legal, financial, wellness and career professionals who understand what you have been through.</p>
      </PageHeader>
    </PageContainer>
  );
}
