import { PageContainer } from '~/components/page-header';
import { useBooking } from '~/features/booking/booking-context';
import { DailyAffirmation } from '~/features/home/daily-affirmation';
import { GuideDownloads } from '~/features/home/guide-downloads';
import { HomeMessageBox } from '~/features/home/home-message-box';
import {
  HeadlineStatistics,
  HelpNow,
  HomeHero,
  PartnershipSection,
  RecoveryPath,
  SymptomsSection,
} from '~/features/home/home-sections';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/');

export default function HomePage() {
  const { openBooking } = useBooking();
  return (
    <>
      <HomeHero onBook={() => openBooking('consultation')} />
      <div className="px-4 sm:px-6">
        <HelpNow />
      </div>
      <PageContainer>
        <div className="flex flex-col gap-14 sm:gap-20">
          <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
            <DailyAffirmation />
            <GuideDownloads />
          </div>
          <SymptomsSection />
          <RecoveryPath />
          <HeadlineStatistics />
          <PartnershipSection />
          <HomeMessageBox />
        </div>
      </PageContainer>
    </>
  );
}
