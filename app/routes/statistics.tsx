import { PageContainer, PageHeader } from '~/components/page-header';
import { StatisticsSections } from '~/features/statistics/statistics-view';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/statistics');

export default function StatisticsPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Statistics" title="The Numbers Behind Our Work">
        <p>What research tells us about intimate partner violence and recovery, and what our own community’s assessments show.</p>
      </PageHeader>
      <StatisticsSections />
    </PageContainer>
  );
}
