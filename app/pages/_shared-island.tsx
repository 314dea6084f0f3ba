import { Suspense } from 'react';
import { sharedPageTexts } from '@core/content/share';
import type { ShareBundle } from '@core/share/share-bundle';
import { lazyPart } from '~/components/lazy-part';
import { loadOnce } from '~/lib/load-once';
import { SharedView } from '~/features/share/shared-view';
import type { JournalEntry } from '~/features/journal/use-journal';

/** The journal's record pack code (pdf-lib included), fetched only when the advocate asks for the pack. */
const loadPack = loadOnce(() => import('~/features/journal/journal-pdfs'));

/** The journal's incident calendar, fetched only when a link carries the calendar. */
const IncidentCalendar = lazyPart(() => import('~/features/journal/incident-calendar').then((module) => module.IncidentCalendar));

/** The shared records as the pack and the calendar read them: her records (with the seriousness the calendar carries), nothing of the journal's other fields. */
function asPackEntries(bundle: ShareBundle): JournalEntry[] {
  const seriousness = new Map((bundle.calendar?.days ?? []).flatMap((day) => (day.seriousness === undefined ? [] : [[day.record, day.seriousness] as const])));
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
    incident: { versions: record.versions, ...(seriousness.has(index) ? { seriousness: seriousness.get(index)! } : {}) },
  }));
}

async function downloadPack(bundle: ShareBundle): Promise<string> {
  const { downloadRecordPack } = await loadPack();
  return (await downloadRecordPack({ records: asPackEntries(bundle), name: '', made: new Date(), calendar: Boolean(bundle.calendar) })).fileName;
}

function calendar(bundle: ShareBundle) {
  return (
    <Suspense fallback={<p role="status">{sharedPageTexts.opening}</p>}>
      <IncidentCalendar entries={asPackEntries(bundle)} trend={false} />
    </Suspense>
  );
}

/** The advocate's page: the share feature, with the journal's record pack and incident calendar composed in (docs/decisions/0034). */
export function SharedIsland() {
  return <SharedView downloadPack={downloadPack} calendar={calendar} />;
}
