import { Suspense } from 'react';
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
      gateTitle="Unlock your journey"
      gateDescription="Enter your email and private passphrase to open your 30 days and the reflections you have written."
      unlockedTitle="Your journey is unlocked"
      onUnlock={showJourneyWelcome}
    >
      <Suspense fallback={<p role="status" className="py-10 text-center text-muted-foreground">Loading your journey...</p>}>
        <AffirmationJourney />
      </Suspense>
    </VaultAccount>
  );
}

export const AffirmationsToolIsland = withQueryClient(AffirmationsTool);
