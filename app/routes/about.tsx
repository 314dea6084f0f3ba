import { siteConfig } from '@core/site-config';
import { PageContainer, PageHeader } from '~/components/page-header';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/about');

export default function AboutPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="About" title={`Meet ${siteConfig.founder.name}`}>
        <p>
          {siteConfig.productName} began with one woman’s recovery and a promise: that no sister should have to find her way back to
          herself alone.
        </p>
      </PageHeader>
    </PageContainer>
  );
}
