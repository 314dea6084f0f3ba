import { symptomTrackerPlan } from '@core/content/tools-catalog';
import { PageContainer } from '~/components/page-header';
import { ComingSoonFeatures } from '~/features/tools-hub/coming-soon';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/tools/symptom-tracker');

export default function SymptomTrackerPage() {
  return (
    <PageContainer>
      <ComingSoonFeatures plan={symptomTrackerPlan} />
    </PageContainer>
  );
}
