import { directoryListingsAreSamples } from '@core/content/business-directory';
import { PageContainer, PageHeader } from '~/components/page-header';
import { BusinessDirectory } from '~/features/business-directory/business-directory';
import { JoinDirectoryCards, SampleListingsNotice, SponsorBanner } from '~/features/business-directory/directory-extras';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/business-directory');

export default function BusinessDirectoryPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Business Directory" title="Survivor-Friendly Businesses">
        <p>Legal, financial, wellness and career professionals who understand what you have been through.</p>
      </PageHeader>
      {directoryListingsAreSamples ? <SampleListingsNotice /> : null}
      <SponsorBanner />
      <BusinessDirectory />
      <JoinDirectoryCards />
    </PageContainer>
  );
}
