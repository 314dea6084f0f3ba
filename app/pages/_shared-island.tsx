import type { ShareBundle } from '@core/share/share-bundle';
import { loadOnce } from '~/lib/load-once';
import { SharedView } from '~/features/share/shared-view';
import type { JournalEntry } from '~/features/journal/use-journal';

/** The journal's record pack code (pdf-lib included), fetched only when the advocate asks for the pack. */
const loadPack = loadOnce(() => import('~/features/journal/journal-pdfs'));

/** The shared records as the pack reads them: her records, with nothing of the journal's other fields. */
function asPackEntries(bundle: ShareBundle): JournalEntry[] {
  return bundle.records.map((record, index) => ({
    recordId: `shared-${index}`,
    createdAt: record.storedAt,
    updatedAt: record.storedAt,
    entryId: `shared-${index}`,
    writtenAt: record.versions[0]!.savedAt,
    mood: null,
    feelings: [],
    text: '',
    promptId: null,
    journeyDay: null,
    incident: { versions: record.versions },
  }));
}

async function downloadPack(bundle: ShareBundle): Promise<string> {
  const { downloadRecordPack } = await loadPack();
  return (await downloadRecordPack({ records: asPackEntries(bundle), name: '', made: new Date() })).fileName;
}

/** The advocate's page: the share feature, with the journal's record pack composed in (docs/decisions/0034). */
export function SharedIsland() {
  return <SharedView downloadPack={downloadPack} />;
}
