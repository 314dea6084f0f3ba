import { Link } from 'react-router';
import { PageContainer, PageHeader } from '~/components/page-header';
import { Button } from '~/components/ui/button';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/tools/exit-plan');

export default function ExitPlanPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Coming Soon" title="Exit Strategy Planner">
        <p>A five-phase plan for leaving safely and building a life of your own. We are still building it.</p>
        <p>If you are planning to leave now, our crisis support page has safety-planning steps and hotlines.</p>
        <div className="flex flex-wrap justify-center gap-3 pt-4">
          <Button asChild>
            <Link to="/crisis-support">Safety planning and hotlines</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/tools">Back to all tools</Link>
          </Button>
        </div>
      </PageHeader>
    </PageContainer>
  );
}
