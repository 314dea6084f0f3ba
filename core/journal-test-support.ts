/**
 * For tests only: a dated record of her journal as her journal and its file carry it, written
 * with nothing but the record (no mood, feelings, words, prompt or journey day).
 */
import type { Incident, JournalEntryFields } from './contracts/journal';

export function incidentEntry(entryId: string, writtenAt: string, incident: Incident): JournalEntryFields {
  return { entryId, writtenAt, mood: null, feelings: [], text: '', promptId: null, journeyDay: null, incident };
}
