import { Suspense } from 'react';
import { exitPlanTexts } from '@core/content/exit-plan';
import { lazyPart } from '~/components/lazy-part';
import { VaultAccount } from '~/features/vault/vault-account';
import { withQueryClient } from '~/lib/query-island';

// The planner is fetched when she reaches for the gate: the locked page (what every first visit gets) hydrates without it.
const ExitPlanner = lazyPart(() => import('~/features/exit-plan/exit-planner').then((module) => module.ExitPlanner));

/** The gate, and behind it her exit plan: two features composed here, beside their page. */
function ExitPlanTool() {
  return (
    <VaultAccount
      preload={ExitPlanner.preload}
      gateTitle={exitPlanTexts.gateTitle}
      gateDescription={exitPlanTexts.gateDescription}
      unlockedTitle={exitPlanTexts.unlockedTitle}
    >
      <Suspense fallback={<p role="status" className="py-10 text-center text-muted-foreground">{exitPlanTexts.loading}</p>}>
        <ExitPlanner />
      </Suspense>
    </VaultAccount>
  );
}

export const ExitPlanToolIsland = withQueryClient(ExitPlanTool);
