import { PageContainer, PageHeader } from '~/components/page-header';
import { UpgradeAccess } from '~/features/upgrade-access/upgrade-access';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/upgrade-access');

export default function UpgradeAccessPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Upgrade Access" title="Activate Your Access">
        <p>Choose your package, then enter the email you signed up with and the access password you received.</p>
      </PageHeader>
      <div className="mt-10 sm:mt-12">
        <UpgradeAccess />
      </div>
    </PageContainer>
  );
}
