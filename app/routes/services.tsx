import { PageContainer, PageHeader } from '~/components/page-header';
import { useBooking } from '~/features/booking/booking-context';
import {
  AccreditationNotice,
  ComparisonSection,
  ConsultationSection,
  OfferingsSection,
  TestimonialsSection,
} from '~/features/services/services-sections';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/services');

export default function ServicesPage() {
  const { openBooking } = useBooking();
  return (
    <PageContainer>
      <PageHeader eyebrow="Coaching & Services" title="Support Shaped Around You">
        <p>
          One-on-one coaching, the 12-week S.A.V.E.™ Recovery Program and Mother-Daughter Healing. If you are not sure where
          to begin, start with a free 30-minute consultation.
        </p>
      </PageHeader>
      <ConsultationSection onBook={openBooking} />
      <OfferingsSection onBook={openBooking} />
      <ComparisonSection />
      <TestimonialsSection />
      <AccreditationNotice />
    </PageContainer>
  );
}
