import { Link } from 'react-router';
import { PageContainer, PageHeader } from '~/components/page-header';
import { Button } from '~/components/ui/button';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/tools');

export default function ToolsPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Healing Tools" title="Tools for Your Healing Journey">
        <p>Gentle, practical tools you can use at your own pace. What you write stays private behind your own passphrase.</p>
        <div className="flex flex-wrap justify-center gap-3 pt-4">
          <Button asChild>
            <Link to="/tools/affirmations">30-Day Affirmation Journey</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/tools/boundary-scripts">Boundary Script Generator</Link>
          </Button>
        </div>
      </PageHeader>
    </PageContainer>
  );
}
