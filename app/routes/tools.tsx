import { PageContainer, PageHeader } from '~/components/page-header';
import { ToolsHub } from '~/features/tools-hub/tools-hub';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/tools');

export default function ToolsPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Healing Tools" title="Tools for Your Healing Journey">
        <p>Gentle, practical tools you can use at your own pace. What you write stays private behind your own passphrase.</p>
      </PageHeader>
      <ToolsHub />
    </PageContainer>
  );
}
