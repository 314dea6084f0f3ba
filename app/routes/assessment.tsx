import { PageContainer } from '~/components/page-header';
import { SelfAssessment } from '~/features/assessment/self-assessment';
import { useBooking } from '~/features/booking/booking-context';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/assessment');

export default function AssessmentPage() {
  const { openBooking } = useBooking();
  return (
    <PageContainer>
      <SelfAssessment onBook={openBooking} />
    </PageContainer>
  );
}
