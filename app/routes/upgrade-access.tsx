import { PageContainer, PageHeader } from '~/components/page-header';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/upgrade-access');

export default function UpgradeAccessPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Upgrade Access" title="Activate Your Access">
        <p>Enter the access code you received to unlock the Tools Bundle or the Educator Package.</p>
      </PageHeader>
    </PageContainer>
  );
}
