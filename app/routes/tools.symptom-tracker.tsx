import { Link } from 'react-router';
import { PageContainer, PageHeader } from '~/components/page-header';
import { Button } from '~/components/ui/button';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/tools/symptom-tracker');

export default function SymptomTrackerPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Coming Soon" title="Symptom-to-Trigger Tracker">
        <p>Notice how your body responds to stress, and what tends to set it off. We are still building it.</p>
        <div className="flex flex-wrap justify-center gap-3 pt-4">
          <Button asChild>
            <Link to="/tools">Back to all tools</Link>
          </Button>
        </div>
      </PageHeader>
    </PageContainer>
  );
}
