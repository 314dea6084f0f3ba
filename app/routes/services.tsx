import { PageContainer, PageHeader } from '~/components/page-header';
import { Button } from '~/components/ui/button';
import { useBooking } from '~/features/booking/booking-context';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/services');

export default function ServicesPage() {
  const { openBooking } = useBooking();
  return (
    <PageContainer>
      <PageHeader eyebrow="Coaching & Services" title="Support Shaped Around You">
        <p>One-on-one coaching, the 12-week S.A.V.E.™ Recovery Program and Mother-Daughter Healing. Start with a free 30-minute consultation.</p>
        <div className="flex flex-wrap justify-center gap-3 pt-4">
          <Button onClick={() => openBooking('consultation')}>Book a free consultation</Button>
          <Button variant="outline" onClick={() => openBooking('individual')}>
            Book an individual session
          </Button>
        </div>
      </PageHeader>
    </PageContainer>
  );
}
