import { Suspense } from 'react';
import { symptomTrackerTexts } from '@core/content/symptom-tracker';
import { lazyPart } from '~/components/lazy-part';
import { Card } from '~/components/ui/card';
import { VaultAccount } from '~/features/vault/vault-account';
import { withQueryClient } from '~/lib/query-island';

// The tool is fetched when she reaches for the gate: the locked page (what every first visit gets) hydrates without it.
const SymptomTracker = lazyPart(() => import('~/features/symptom-tracker/symptom-tracker').then((module) => module.SymptomTracker));
const SharePanel = lazyPart(() => import('~/features/share/share-panel').then((module) => module.SharePanel));

/** The gate, and behind it the tracker: features composed here, with sharing with her advocate, beside their page. */
function SymptomTrackerTool() {
  return (
    <VaultAccount
      preload={() => {
        SymptomTracker.preload();
        SharePanel.preload();
      }}
      gateTitle={symptomTrackerTexts.gateTitle}
      gateDescription={symptomTrackerTexts.gateDescription}
      unlockedTitle={symptomTrackerTexts.unlockedTitle}
    >
      <Suspense fallback={<p role="status" className="py-10 text-center text-muted-foreground">{symptomTrackerTexts.loading}</p>}>
        <SymptomTracker />
        {/* Sharing with her advocate (docs/decisions/0034): its own feature, composed here. */}
        <Card className="mt-6 p-5 sm:p-8">
          <SharePanel source="symptoms" />
        </Card>
      </Suspense>
    </VaultAccount>
  );
}

export const SymptomTrackerToolIsland = withQueryClient(SymptomTrackerTool);
