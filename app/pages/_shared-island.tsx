import { Suspense } from 'react';
import { sharedPageTexts } from '@core/content/share';
import type { ShareBundle } from '@core/share/share-bundle';
import { lazyPart } from '~/components/lazy-part';
import { loadOnce } from '~/lib/load-once';
import { type OpenSharedFile, type SharedFile, sharedFilesOf } from '~/features/share/share-client';
import { SharedView } from '~/features/share/shared-view';
import type { PackEntryOf } from '~/features/journal/journal-pdfs';
import type { JournalEntry } from '~/features/journal/use-journal';

/** The journal's record pack code (pdf-lib included), fetched only when the advocate asks for the pack. */
const loadPack = loadOnce(() => import('~/features/journal/journal-pdfs'));

/** The journal's list of a record's photos and files (thumbnails; the picture in the site's Dialog and a PDF after the plain-file warning load when pressed), fetched only when a link carries files. */
const RecordAttachments = lazyPart(() => import('~/features/journal/record-attachments').then((module) => module.RecordAttachments<SharedFile>));

/** The journal's incident calendar, fetched only when a link carries the calendar. */
const IncidentCalendar = lazyPart(() => import('~/features/journal/incident-calendar').then((module) => module.IncidentCalendar));

/** The shared records as the calendar reads them: her records (with the seriousness the calendar carries), nothing of the journal's other fields. */
function asEntries(bundle: ShareBundle): JournalEntry[] {
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

/** The shared records as the pack reads them: as the calendar does, each with its photos and files. */
function asPackEntries(bundle: ShareBundle): PackEntryOf<SharedFile>[] {
  return asEntries(bundle).map((entry, index) => ({ ...entry, attachments: sharedFilesOf(bundle, index) }));
}

async function downloadPack(bundle: ShareBundle, openFile: OpenSharedFile): Promise<string> {
  const { downloadRecordPack } = await loadPack();
  return (await downloadRecordPack({ records: asPackEntries(bundle), name: '', made: new Date(), calendar: Boolean(bundle.calendar), openFile })).fileName;
}

function files(shown: readonly SharedFile[], open: OpenSharedFile) {
  return (
    <Suspense fallback={<p role="status">{sharedPageTexts.opening}</p>}>
      <RecordAttachments attachments={shown} open={open} />
    </Suspense>
  );
}

function calendar(bundle: ShareBundle) {
  return (
    <Suspense fallback={<p role="status">{sharedPageTexts.opening}</p>}>
      <IncidentCalendar entries={asEntries(bundle)} reader="advocate" />
    </Suspense>
  );
}

/** The advocate's page: the share feature, with the journal's record pack, photo list and incident calendar composed in (docs/decisions/0034). */
export function SharedIsland() {
  return <SharedView downloadPack={downloadPack} calendar={calendar} files={files} />;
}
