import { Suspense } from 'react';
import { boundaryScriptsGateTexts as texts } from '@core/content/boundary-scripts-gate';
import { lazyPart } from '~/components/lazy-part';
import { VaultAccount } from '~/features/vault/vault-account';
import { withQueryClient } from '~/lib/query-island';

// The tool is fetched when she reaches for the gate: the locked page (what every first visit gets) hydrates without it.
const BoundaryTool = lazyPart(() => import('~/features/boundaries/boundary-tool').then((module) => module.BoundaryTool));

/** The gate, and behind it the boundary script generator: two features composed here, beside their page. */
function BoundaryScriptsTool() {
  return (
    <VaultAccount
      preload={BoundaryTool.preload}
      gateTitle={texts.gateTitle}
      gateDescription={texts.gateDescription}
      unlockedTitle={texts.unlockedTitle}
    >
      <Suspense fallback={<p role="status" className="py-10 text-center text-muted-foreground">{texts.loading}</p>}>
        <BoundaryTool />
      </Suspense>
    </VaultAccount>
  );
}

export const BoundaryScriptsToolIsland = withQueryClient(BoundaryScriptsTool);
