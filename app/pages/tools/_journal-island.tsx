import { Suspense } from 'react';
import { journalGateTexts as journalTexts } from '@core/content/journal-gate';
import { DrawnLater } from '~/components/drawn-later';
import { lazyPart } from '~/components/lazy-part';
import { Card } from '~/components/ui/card';
import { VaultAccount } from '~/features/vault/vault-account';
import { withQueryClient } from '~/lib/query-island';

// The tool is fetched when she reaches for the gate: the locked page (what every first visit gets) hydrates without it.
const JournalTool = lazyPart(() => import('~/features/journal/journal-tool').then((module) => module.JournalTool));
const SharePanel = lazyPart(() => import('~/features/share/share-panel').then((module) => module.SharePanel));

/** The gate, and behind it her journal and sharing with her advocate: features composed here, beside their page. */
function Journal() {
  return (
    <VaultAccount
      preload={() => {
        JournalTool.preload();
        SharePanel.preload();
      }}
      gateTitle={journalTexts.gateTitle}
      gateDescription={journalTexts.gateDescription}
      unlockedTitle={journalTexts.unlockedTitle}
    >
      <Suspense
        fallback={
          <p role="status" className="py-10 text-center text-muted-foreground">
            {journalTexts.loading}
          </p>
        }
      >
        <JournalTool />
        {/* Sharing with her advocate (docs/decisions/0034): its own feature, beside the journal's record pack, drawn with it after her entries. */}
        <DrawnLater>
          <Card className="mt-6 p-5 sm:p-8">
            <SharePanel source="journal" />
          </Card>
        </DrawnLater>
      </Suspense>
    </VaultAccount>
  );
}

export const JournalToolIsland = withQueryClient(Journal);
