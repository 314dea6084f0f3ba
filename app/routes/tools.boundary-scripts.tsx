import { PageContainer, PageHeader } from '~/components/page-header';
import { BoundaryTool } from '~/features/boundaries/boundary-tool';
import { ToolAccount } from '~/features/tool-account/tool-account';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/tools/boundary-scripts');

export default function BoundaryScriptsPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Healing Tools" title="Boundary Script Generator">
        <p>Find calm, clear words for a boundary, in a simple, firm or exit tone, and keep the ones that help you.</p>
      </PageHeader>
      <div className="mt-10 sm:mt-12">
        <ToolAccount
          gateTitle="Unlock your scripts"
          gateDescription="Enter your email and private passphrase to write boundary scripts and keep the ones that help you."
          unlockedTitle="Your scripts are unlocked"
        >
          {({ email, onSessionEnded }) => <BoundaryTool email={email} onSessionEnded={onSessionEnded} />}
        </ToolAccount>
      </div>
    </PageContainer>
  );
}
