import { Link } from 'react-router';
import { PageContainer, PageHeader } from '~/components/page-header';
import { Button } from '~/components/ui/button';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/tools/journal');

export default function JournalPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Coming Soon" title="Daily Reflection Journal">
        <p>A private place to write each day, with gentle guided prompts. We are still building it.</p>
        <div className="flex flex-wrap justify-center gap-3 pt-4">
          <Button asChild>
            <Link to="/tools">Back to all tools</Link>
          </Button>
        </div>
      </PageHeader>
    </PageContainer>
  );
}
