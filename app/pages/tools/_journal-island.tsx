import { Suspense } from 'react';
import { journalGateTexts as journalTexts } from '@core/content/journal-gate';
import { lazyPart } from '~/components/lazy-part';
import { VaultAccount } from '~/features/vault/vault-account';
import { withQueryClient } from '~/lib/query-island';

// The tool is fetched when she reaches for the gate: the locked page (what every first visit gets) hydrates without it.
const JournalTool = lazyPart(() => import('~/features/journal/journal-tool').then((module) => module.JournalTool));

/** The gate, and behind it her journal: two features composed here, beside their page. */
function Journal() {
  return (
    <VaultAccount preload={JournalTool.preload} gateTitle={journalTexts.gateTitle} gateDescription={journalTexts.gateDescription} unlockedTitle={journalTexts.unlockedTitle}>
      <Suspense fallback={<p role="status" className="py-10 text-center text-muted-foreground">{journalTexts.loading}</p>}>
        <JournalTool />
      </Suspense>
    </VaultAccount>
  );
}

export const JournalToolIsland = withQueryClient(Journal);
