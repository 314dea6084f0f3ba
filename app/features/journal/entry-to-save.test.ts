import { describe, expect, it } from 'vitest';
import type { IncidentContent } from '@core/contracts/journal';
import { entryToSave, type EntryDraft, type JournalEntry } from './use-journal';

const content: IncidentContent = {
  happenedDate: '2026-11-02',
  happenedTime: '',
  place: '',
  whatHappened: 'He took my keys.',
  witnesses: '',
  injuries: '',
  actionsTaken: '',
};
const draft = (overrides: Partial<EntryDraft> = {}): EntryDraft => ({ mood: null, feelings: [], text: '', promptId: null, journeyDay: null, incident: content, ...overrides });
const now = new Date('2026-11-03T08:00:00.000Z');

describe('saving a record with her seriousness', () => {
  it('keeps the step she picked beside the versions, and none when she leaves it', () => {
    expect(entryToSave({ draft: draft({ seriousness: 3 }), now }).fields.incident).toEqual({ versions: [{ savedAt: now.toISOString(), content }], seriousness: 3 });
    expect(entryToSave({ draft: draft({ seriousness: null }), now }).fields.incident).toEqual({ versions: [{ savedAt: now.toISOString(), content }] });
  });

  it('changing only the seriousness saves without adding a version; clearing it removes it; the same again changes nothing', () => {
    const saved = entryToSave({ draft: draft({ seriousness: 2 }), now }).fields;
    const existing: JournalEntry = { ...saved, recordId: '10000000-0000-4000-8000-000000000001', createdAt: now.toISOString(), updatedAt: now.toISOString() };
    const later = new Date('2026-11-04T08:00:00.000Z');
    const raised = entryToSave({ draft: draft({ seriousness: 4 }), existing, now: later });
    expect(raised).toMatchObject({ changed: true, versionAdded: false });
    expect(raised.fields.incident).toEqual({ versions: saved.incident!.versions, seriousness: 4 });
    const cleared = entryToSave({ draft: draft({ seriousness: null }), existing, now: later });
    expect(cleared).toMatchObject({ changed: true, versionAdded: false });
    expect(cleared.fields.incident!.seriousness).toBeUndefined();
    expect(entryToSave({ draft: draft({ seriousness: 2 }), existing, now: later })).toMatchObject({ changed: false, versionAdded: false });
    // A changed text adds a version and keeps the seriousness.
    const edited = entryToSave({ draft: draft({ seriousness: 2, incident: { ...content, place: 'Kitchen' } }), existing, now: later });
    expect(edited).toMatchObject({ changed: true, versionAdded: true });
    expect(edited.fields.incident!.versions).toHaveLength(2);
    expect(edited.fields.incident!.seriousness).toBe(2);
  });
});
