import { donationHeader } from '@core/content/donation';
import { PageContainer, PageHeader } from '~/components/page-header';
import { ClosingQuote, DonationInquiry, OtherWaysToSupport, OurImpact, WhyDonate } from '~/features/donation/donation-sections';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/movement');

export default function MovementPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow={donationHeader.eyebrow} title={donationHeader.title}>
        <p>{donationHeader.intro}</p>
      </PageHeader>
      <div className="mt-10 flex flex-col gap-14 sm:mt-14 sm:gap-20">
        <div className="grid gap-4 sm:gap-6 lg:grid-cols-5 lg:items-start">
          <div className="flex flex-col gap-4 sm:gap-6 lg:col-span-2">
            <WhyDonate />
            <OurImpact />
          </div>
          <div className="lg:col-span-3">
            <DonationInquiry />
          </div>
        </div>
        <OtherWaysToSupport />
        <ClosingQuote />
      </div>
    </PageContainer>
  );
}
