import { Suspense } from 'react';
import { exitPlanTexts } from '@core/content/exit-plan';
import { lazyPart } from '~/components/lazy-part';
import { Card } from '~/components/ui/card';
import { VaultAccount } from '~/features/vault/vault-account';
import { withQueryClient } from '~/lib/query-island';

// The planner is fetched when she reaches for the gate: the locked page (what every first visit gets) hydrates without it.
const ExitPlanner = lazyPart(() => import('~/features/exit-plan/exit-planner').then((module) => module.ExitPlanner));
const SharePanel = lazyPart(() => import('~/features/share/share-panel').then((module) => module.SharePanel));

/** The gate, and behind it her exit plan: features composed here, with sharing with her advocate, beside their page. */
function ExitPlanTool() {
  return (
    <VaultAccount
      preload={() => {
        ExitPlanner.preload();
        SharePanel.preload();
      }}
      gateTitle={exitPlanTexts.gateTitle}
      gateDescription={exitPlanTexts.gateDescription}
      unlockedTitle={exitPlanTexts.unlockedTitle}
    >
      <Suspense fallback={<p role="status" className="py-10 text-center text-muted-foreground">{exitPlanTexts.loading}</p>}>
        <ExitPlanner />
        {/* Sharing with her advocate (docs/decisions/0034): its own feature, composed here. */}
        <Card className="mt-6 p-5 sm:p-8">
          <SharePanel source="exit-plan" />
        </Card>
      </Suspense>
    </VaultAccount>
  );
}

export const ExitPlanToolIsland = withQueryClient(ExitPlanTool);
