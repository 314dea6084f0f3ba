import { Link } from 'react-router';
import { notFoundPage } from '@core/routes';
import { PageContainer, PageHeader } from '~/components/page-header';
import { Button } from '~/components/ui/button';
import { buildMeta } from '~/lib/seo';

export const meta = () => buildMeta({ ...notFoundPage, robots: 'noindex, follow' });

export default function NotFoundPage() {
  return (
    <PageContainer>
      <PageHeader title="Page Not Found">
        <p>We could not find that page. It may have moved, or the address may have a typo.</p>
        <div className="flex flex-wrap justify-center gap-3 pt-4">
          <Button asChild>
            <Link to="/">Go to the home page</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/crisis-support">Crisis support</Link>
          </Button>
        </div>
      </PageHeader>
    </PageContainer>
  );
}
