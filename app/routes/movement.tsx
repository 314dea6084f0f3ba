import { PageContainer, PageHeader } from '~/components/page-header';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/movement');

export default function MovementPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Support the Movement" title="Help a Sister Rise">
        <p>Your gift can support a sister in crisis, fund HeartWork training, build recovery centers or sponsor a full recovery journey.</p>
      </PageHeader>
    </PageContainer>
  );
}
