import { PageContainer, PageHeader } from '~/components/page-header';
import { AffirmationJourney } from '~/features/affirmations/affirmation-journey';
import { showJourneyWelcome } from '~/features/affirmations/journey-welcome';
import { ToolAccount } from '~/features/tool-account/tool-account';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/tools/affirmations');

export default function AffirmationsPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow="Healing Tools" title="30-Day Affirmation Journey">
        <p>One affirmation and one gentle question a day, for thirty days. Your reflections are kept private behind your own passphrase.</p>
      </PageHeader>
      <div className="mt-10 sm:mt-12">
        <ToolAccount
          gateTitle="Unlock your journey"
          gateDescription="Enter your email and private passphrase to open your 30 days and the reflections you have written."
          unlockedTitle="Your journey is unlocked"
          onUnlock={showJourneyWelcome}
        >
          {({ email, onSessionEnded }) => <AffirmationJourney email={email} onSessionEnded={onSessionEnded} />}
        </ToolAccount>
      </div>
    </PageContainer>
  );
}
