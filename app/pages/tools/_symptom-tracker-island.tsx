import { Suspense } from 'react';
import { symptomTrackerTexts } from '@core/content/symptom-tracker';
import { lazyPart } from '~/components/lazy-part';
import { VaultAccount } from '~/features/vault/vault-account';
import { withQueryClient } from '~/lib/query-island';

// The tool is fetched when she reaches for the gate: the locked page (what every first visit gets) hydrates without it.
const SymptomTracker = lazyPart(() => import('~/features/symptom-tracker/symptom-tracker').then((module) => module.SymptomTracker));

/** The gate, and behind it the tracker: two features composed here, beside their page. */
function SymptomTrackerTool() {
  return (
    <VaultAccount
      preload={SymptomTracker.preload}
      gateTitle={symptomTrackerTexts.gateTitle}
      gateDescription={symptomTrackerTexts.gateDescription}
      unlockedTitle={symptomTrackerTexts.unlockedTitle}
    >
      <Suspense fallback={<p role="status" className="py-10 text-center text-muted-foreground">{symptomTrackerTexts.loading}</p>}>
        <SymptomTracker />
      </Suspense>
    </VaultAccount>
  );
}

export const SymptomTrackerToolIsland = withQueryClient(SymptomTrackerTool);
