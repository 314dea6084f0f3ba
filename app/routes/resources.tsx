import { PageContainer, PageHeader } from '~/components/page-header';
import { useBooking } from '~/features/booking/booking-context';
import { ResourceLibrary } from '~/features/resources/resource-library';
import { CrisisPanel, InstituteAndPartner, NextStepsSection, SupportCommunityCard } from '~/features/resources/support-sections';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/resources');

export default function ResourcesPage() {
  const { openBooking } = useBooking();
  const bookConsultation = () => openBooking('consultation');
  return (
    <PageContainer>
      <PageHeader eyebrow="Resources" title="Free Guides and Support">
        <p>Guides you can download, coaching, and places to find support, gathered in one place.</p>
      </PageHeader>
      <div className="mx-auto mt-10 max-w-3xl">
        <CrisisPanel />
      </div>
      <ResourceLibrary onBookConsultation={bookConsultation} />
      <div className="mt-12 grid gap-4 lg:grid-cols-3">
        <SupportCommunityCard />
        <InstituteAndPartner />
      </div>
      <div className="mt-12">
        <NextStepsSection onBookConsultation={bookConsultation} />
      </div>
    </PageContainer>
  );
}
