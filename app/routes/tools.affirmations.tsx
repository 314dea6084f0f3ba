import { PageContainer, PageHeader } from '~/components/page-header';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/tools/affirmations');

export default function AffirmationsPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Healing Tools" title="30-Day Affirmation Journey">
        <p>One affirmation and one gentle question a day, for thirty days. Your reflections are kept private behind your own passphrase.</p>
      </PageHeader>
    </PageContainer>
  );
}
