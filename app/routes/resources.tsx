import { Link } from 'react-router';
import { PageContainer, PageHeader } from '~/components/page-header';
import { Button } from '~/components/ui/button';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/resources');

export default function ResourcesPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Resources" title="Free Guides and Support">
        <p>Guides you can download, coaching, and places to find support, gathered in one place.</p>
        <div className="flex flex-wrap justify-center gap-3 pt-4">
          <Button asChild>
            <Link to="/assessment">Take the self-assessment</Link>
          </Button>
        </div>
      </PageHeader>
    </PageContainer>
  );
}
