import { PageContainer, PageHeader } from '~/components/page-header';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/tools/boundary-scripts');

export default function BoundaryScriptsPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Healing Tools" title="Boundary Script Generator">
        <p>Find calm, clear words for a boundary, in a simple, firm or exit tone, and keep the ones that help you.</p>
      </PageHeader>
    </PageContainer>
  );
}
