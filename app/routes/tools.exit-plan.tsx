import { PageContainer } from '~/components/page-header';
import { ComingSoonExitPlanner } from '~/features/tools-hub/coming-soon';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/tools/exit-plan');

export default function ExitPlanPage() {
  return (
    <PageContainer>
      <ComingSoonExitPlanner />
    </PageContainer>
  );
}
