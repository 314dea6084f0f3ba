import { Suspense } from 'react';
import { lazyPart } from '~/components/lazy-part';
import { showJourneyWelcome } from '~/features/affirmations/journey-welcome';
import { ToolAccount } from '~/features/tool-account/tool-account';
import { withQueryClient } from '~/lib/query-island';

// The tool is fetched when she reaches for the gate: the locked page (what every first visit gets) hydrates without it.
const AffirmationJourney = lazyPart(() => import('~/features/affirmations/affirmation-journey').then((module) => module.AffirmationJourney));

/** The gate, and behind it the 30-day journey: two features composed here, beside their page. */
function AffirmationsTool() {
  return (
    <ToolAccount
      preload={AffirmationJourney.preload}
      gateTitle="Unlock your journey"
      gateDescription="Enter your email and private passphrase to open your 30 days and the reflections you have written."
      unlockedTitle="Your journey is unlocked"
      onUnlock={showJourneyWelcome}
    >
      {({ email, onSessionEnded }) => (
        <Suspense fallback={<p role="status" className="py-10 text-center text-muted-foreground">Loading your journey...</p>}>
          <AffirmationJourney email={email} onSessionEnded={onSessionEnded} />
        </Suspense>
      )}
    </ToolAccount>
  );
}

export const AffirmationsToolIsland = withQueryClient(AffirmationsTool);
