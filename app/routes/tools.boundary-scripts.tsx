import { Suspense } from 'react';
import { lazyPart } from '~/components/lazy-part';
import { PageContainer, PageHeader } from '~/components/page-header';
import { ToolAccount } from '~/features/tool-account/tool-account';
import { metaFor } from '~/lib/seo';

// The tool is fetched when she reaches for the gate (docs/decisions/0013): the locked page hydrates without it.
const BoundaryTool = lazyPart(() => import('~/features/boundaries/boundary-tool').then((module) => module.BoundaryTool));

export const meta = () => metaFor('/tools/boundary-scripts');

export default function BoundaryScriptsPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Healing Tools" title="Boundary Script Generator">
        <p>Find calm, clear words for a boundary, in a simple, firm or exit tone, and keep the ones that help you.</p>
      </PageHeader>
      <div className="mt-10 sm:mt-12">
        <ToolAccount
          preload={BoundaryTool.preload}
          gateTitle="Unlock your scripts"
          gateDescription="Enter your email and private passphrase to write boundary scripts and keep the ones that help you."
          unlockedTitle="Your scripts are unlocked"
        >
          {({ email, onSessionEnded }) => (
            <Suspense fallback={<p role="status" className="py-10 text-center text-muted-foreground">Loading your scripts...</p>}>
              <BoundaryTool email={email} onSessionEnded={onSessionEnded} />
            </Suspense>
          )}
        </ToolAccount>
      </div>
    </PageContainer>
  );
}
