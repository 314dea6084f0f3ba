import { journalPlan } from '@core/content/tools-catalog';
import { PageContainer } from '~/components/page-header';
import { ComingSoonFeatures } from '~/features/tools-hub/coming-soon';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/tools/journal');

export default function JournalPage() {
  return (
    <PageContainer>
      <ComingSoonFeatures plan={journalPlan} />
    </PageContainer>
  );
}
