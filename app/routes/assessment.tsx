import { Link } from 'react-router';
import { PageContainer, PageHeader } from '~/components/page-header';
import { Button } from '~/components/ui/button';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/assessment');

export default function AssessmentPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Self-Assessment" title="Understand What You Have Been Living">
        <p>35 questions, answered privately, about how your relationship has affected you. It takes 10-15 minutes, and you can stop at any time.</p>
        <div className="flex flex-wrap justify-center gap-3 pt-4">
          <Button asChild variant="outline">
            <Link to="/crisis-support">I need help now</Link>
          </Button>
        </div>
      </PageHeader>
    </PageContainer>
  );
}
