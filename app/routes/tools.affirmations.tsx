import { Suspense } from 'react';
import { lazyPart } from '~/components/lazy-part';
import { PageContainer, PageHeader } from '~/components/page-header';
import { showJourneyWelcome } from '~/features/affirmations/journey-welcome';
import { ToolAccount } from '~/features/tool-account/tool-account';
import { metaFor } from '~/lib/seo';

// The tool is fetched when she reaches for the gate (docs/decisions/0013): the locked page hydrates without it.
const AffirmationJourney = lazyPart(() => import('~/features/affirmations/affirmation-journey').then((module) => module.AffirmationJourney));

export const meta = () => metaFor('/tools/affirmations');

export default function AffirmationsPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Healing Tools" title="30-Day Affirmation Journey">
        <p>One affirmation and one gentle question a day, for thirty days. Your reflections are kept private behind your own passphrase.</p>
      </PageHeader>
      <div className="mt-10 sm:mt-12">
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
      </div>
    </PageContainer>
  );
}
