import { describe, expect, it } from 'vitest';
import { shareChoicesSchema, shareCodeFormSchema } from '../contracts/share';
import { type ShareBundle, ShareBundleError, openShareBundle, sealShareBundle, shareBundleSchema } from './share-bundle';
import { deriveShareKeys } from './share-keys';

const secret = new Uint8Array(32).map((_, index) => 255 - index);

const record = (happenedDate: string, whatHappened: string) => ({
  storedAt: '2026-11-20T10:00:01.000Z',
  versions: [{ savedAt: '2026-11-20T10:00:00.000Z', content: { happenedDate, happenedTime: '', place: 'home', whatHappened, witnesses: '', injuries: '', actionsTaken: '' } }],
});

const bundle: ShareBundle = {
  format: 'save-sisterhood-share',
  version: 1,
  madeAt: '2026-11-28T12:00:00.000Z',
  language: 'en',
  records: [record('2026-10-02', 'He shouted.'), record('2026-11-19', 'He broke the phone.')],
  attachments: [],
  calendar: { days: [{ record: 0, happenedDate: '2026-10-02', seriousness: 2 }, { record: 1, happenedDate: '2026-11-19' }] },
  exitPlan: {
    steps: [{ kind: 'exit-plan-step', phaseId: 'safety', stepId: 'code-word', done: true, doneAt: '2026-11-01T09:00:00.000Z' }],
    notes: [{ kind: 'exit-plan-note', phaseId: 'safety', noteId: 'safe-place', text: 'Aunt M., second street' }],
  },
  symptoms: [
    { kind: 'symptom-log', symptomId: 'headache', ownSymptom: '', intensity: 7, occurredAt: '2026-11-20T08:00:00.000Z', triggerIds: ['raised-voice'], ownTrigger: '', notes: 'after the call' },
  ],
};

describe('the share bundle’s parts (docs/decisions/0034)', () => {
  it('carries the calendar’s days, the exit plan and symptom logs through sealing and opening, unchanged', async () => {
    const keys = await deriveShareKeys(secret);
    const opened = await openShareBundle(keys.key, keys.linkId, await sealShareBundle(keys.key, keys.linkId, bundle));
    expect(opened).toEqual(bundle);
  });

  it('refuses a calendar day that is not a date or a seriousness off the scale, and a symptom log that breaks its contract', () => {
    expect(shareBundleSchema.safeParse({ ...bundle, calendar: { days: [{ record: 0, happenedDate: '2026-13-02' }] } }).success).toBe(false);
    expect(shareBundleSchema.safeParse({ ...bundle, calendar: { days: [{ record: 0, happenedDate: '2026-10-02', seriousness: 6 }] } }).success).toBe(false);
    expect(shareBundleSchema.safeParse({ ...bundle, symptoms: [{ ...bundle.symptoms![0], intensity: 11 }] }).success).toBe(false);
    expect(shareBundleSchema.safeParse({ ...bundle, calendar: { days: [{ record: 5, happenedDate: '2026-10-02' }] } }).success).toBe(false);
  });

  it('a page that opens a bundle with a broken part says it could not be read, with a wrong key too', async () => {
    const keys = await deriveShareKeys(secret);
    const other = await deriveShareKeys(secret, '123456');
    const broken = { ...bundle, exitPlan: { steps: [{ phaseId: 'nowhere' }], notes: [] } } as unknown as ShareBundle;
    await expect(sealShareBundle(keys.key, keys.linkId, broken)).rejects.toThrow();
    const sealed = await sealShareBundle(keys.key, keys.linkId, bundle);
    await expect(openShareBundle(other.key, keys.linkId, sealed)).rejects.toBeInstanceOf(ShareBundleError);
  });
});

describe('the share forms’ contracts', () => {
  const choices = { chosen: ['a'], expiresInDays: '7', onceOnly: false, withCode: true, withCalendar: false, withFiles: true };

  it('needs at least one thing chosen, and a lifetime of 1, 7 or 30 days', () => {
    expect(shareChoicesSchema.safeParse(choices).success).toBe(true);
    expect(shareChoicesSchema.safeParse({ ...choices, chosen: [] }).error?.issues[0]?.message).toBe('shareFieldMessages.chooseOne');
    expect(shareChoicesSchema.safeParse({ ...choices, expiresInDays: '2' }).success).toBe(false);
  });

  it('takes a spoken code of six digits, read with a space or a dash, and nothing else', () => {
    expect(shareCodeFormSchema.safeParse({ code: '123 456' }).success).toBe(true);
    expect(shareCodeFormSchema.safeParse({ code: '123-456' }).success).toBe(true);
    expect(shareCodeFormSchema.safeParse({ code: '12345' }).error?.issues[0]?.message).toBe('shareFieldMessages.code');
    expect(shareCodeFormSchema.safeParse({ code: 'abcdef' }).success).toBe(false);
  });
});
