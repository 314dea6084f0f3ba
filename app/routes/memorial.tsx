import { Link } from 'react-router';
import { memorialPath, siteConfig } from '@core/site-config';
import { PageContainer, PageHeader } from '~/components/page-header';
import { Button } from '~/components/ui/button';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor(memorialPath);

export default function MemorialPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="We Remember" title={siteConfig.memorial.navLabel}>
        <p>We honour the women whose lives were taken by partner violence. We say their names, we learn the warning signs, and we work so that others may live.</p>
        <div className="flex flex-wrap justify-center gap-3 pt-4">
          <Button asChild>
            <Link to="/crisis-support">Get support now</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/assessment">Take the assessment</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/community">Join the community</Link>
          </Button>
        </div>
      </PageHeader>
    </PageContainer>
  );
}
