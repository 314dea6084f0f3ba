/**
 * For tests only: a dated record of her journal as the list hands it to the PDFs, with fixed ids
 * and times from `n` (1-9): its first version `content`, then one version for each of `edits`.
 */
import type { IncidentContent } from '@core/contracts/journal';
import { withNewVersion } from '@core/journal';
import { incidentEntry } from '@core/journal-test-support';
import type { JournalEntry } from './use-journal';

export function incidentRecord(n: number, content: IncidentContent, edits: Array<Partial<IncidentContent>> = []): JournalEntry {
  let incident = withNewVersion(undefined, content, `2026-11-0${n}T09:00:00.000Z`).incident;
  edits.forEach((edit, index) => {
    incident = withNewVersion(incident, { ...incident.versions.at(-1)!.content, ...edit }, `2026-11-1${index}T10:00:00.000Z`).incident;
  });
  return {
    ...incidentEntry(`00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, `2026-11-0${n}T09:00:00.000Z`, incident),
    recordId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    createdAt: `2026-11-0${n}T09:00:01.000Z`,
    updatedAt: `2026-11-0${n}T09:00:01.000Z`,
  };
}
