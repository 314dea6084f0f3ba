import { Suspense } from 'react';
import { affirmationsGateTexts as texts } from '@core/content/affirmations-gate';
import { lazyPart } from '~/components/lazy-part';
import { showJourneyWelcome } from '~/features/affirmations/journey-welcome';
import { VaultAccount } from '~/features/vault/vault-account';
import { withQueryClient } from '~/lib/query-island';

// The tool is fetched when she reaches for the gate: the locked page (what every first visit gets) hydrates without it.
const AffirmationJourney = lazyPart(() => import('~/features/affirmations/affirmation-journey').then((module) => module.AffirmationJourney));

/** The gate, and behind it the 30-day journey: two features composed here, beside their page. */
function AffirmationsTool() {
  return (
    <VaultAccount
      preload={AffirmationJourney.preload}
      gateTitle={texts.gateTitle}
      gateDescription={texts.gateDescription}
      unlockedTitle={texts.unlockedTitle}
      onUnlock={showJourneyWelcome}
    >
      <Suspense fallback={<p role="status" className="py-10 text-center text-muted-foreground">{texts.loading}</p>}>
        <AffirmationJourney />
      </Suspense>
    </VaultAccount>
  );
}

export const AffirmationsToolIsland = withQueryClient(AffirmationsTool);
