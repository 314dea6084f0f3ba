import { describe, expect, it } from 'vitest';
import { symptomOptions, triggerOptions } from '@core/content/symptom-tracker';
import { symptomLogPlaintextSchema } from '@core/contracts/symptoms';
import { vaultPlaintextSchema } from '@core/contracts/vault';
import { byDay, countsPerSymptom, logsBetween, newestFirst, symptomNameOf, togetherCounts, triggerNamesOf, type SymptomLog } from './symptom-patterns';

let counter = 0;
function log(overrides: Partial<SymptomLog>): SymptomLog {
  counter += 1;
  return {
    recordId: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    symptomId: 'headache',
    ownSymptom: '',
    intensity: 5,
    occurredAt: new Date(2026, 10, 20, 9, 30).toISOString(),
    triggerIds: [],
    ownTrigger: '',
    notes: '',
    ...overrides,
  };
}

describe('the symptom-log record', () => {
  const valid = { kind: 'symptom-log', symptomId: 'headache', ownSymptom: '', intensity: 7, occurredAt: '2026-11-20T09:30:00.000Z', triggerIds: ['raised-voice'], ownTrigger: '', notes: '' };

  it('is a kind of the vault', () => {
    expect(vaultPlaintextSchema.safeParse(valid).success).toBe(true);
  });

  it('holds exactly one symptom: a listed one or her own words', () => {
    expect(symptomLogPlaintextSchema.safeParse({ ...valid, symptomId: null, ownSymptom: 'Ringing ears' }).success).toBe(true);
    expect(symptomLogPlaintextSchema.safeParse({ ...valid, symptomId: null, ownSymptom: '   ' }).success).toBe(false);
    expect(symptomLogPlaintextSchema.safeParse({ ...valid, ownSymptom: 'Ringing ears' }).success).toBe(false);
  });

  it('keeps intensity a whole number from 0 to 10', () => {
    expect(symptomLogPlaintextSchema.safeParse({ ...valid, intensity: 0 }).success).toBe(true);
    expect(symptomLogPlaintextSchema.safeParse({ ...valid, intensity: 10 }).success).toBe(true);
    expect(symptomLogPlaintextSchema.safeParse({ ...valid, intensity: 11 }).success).toBe(false);
    expect(symptomLogPlaintextSchema.safeParse({ ...valid, intensity: -1 }).success).toBe(false);
    expect(symptomLogPlaintextSchema.safeParse({ ...valid, intensity: 4.5 }).success).toBe(false);
  });

  it('allows no moment at all (she may not know) but not a malformed id', () => {
    expect(symptomLogPlaintextSchema.safeParse({ ...valid, triggerIds: [] }).success).toBe(true);
    expect(symptomLogPlaintextSchema.safeParse({ ...valid, triggerIds: ['Not An Id'] }).success).toBe(false);
  });

  it('lists ids that are unique and slugs', () => {
    for (const options of [symptomOptions, triggerOptions]) {
      const ids = options.map((option) => option.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });
});

describe('names', () => {
  it('uses the list label or her own words, and lists her own moment after the listed ones', () => {
    expect(symptomNameOf(log({ symptomId: 'tight-chest' }))).toBe('Tight chest');
    expect(symptomNameOf(log({ symptomId: null, ownSymptom: 'Ringing ears' }))).toBe('Ringing ears');
    expect(triggerNamesOf(log({ triggerIds: ['raised-voice', 'money-worries'], ownTrigger: 'A song on the radio' }))).toEqual([
      'A raised voice',
      'Money worries',
      'A song on the radio',
    ]);
  });
});

describe('counts', () => {
  const logs = [
    log({ symptomId: 'headache', intensity: 4, triggerIds: ['raised-voice'] }),
    log({ symptomId: 'headache', intensity: 7, triggerIds: ['raised-voice', 'money-worries'] }),
    log({ symptomId: 'tight-chest', intensity: 9, triggerIds: ['raised-voice'], ownTrigger: 'His car outside' }),
    log({ symptomId: null, ownSymptom: 'Ringing ears', intensity: 2 }),
  ];

  it('counts each symptom with its average and highest intensity, most logged first', () => {
    expect(countsPerSymptom(logs)).toEqual([
      { symptom: 'Headache', count: 2, averageIntensity: 5.5, highestIntensity: 7 },
      { symptom: 'Ringing ears', count: 1, averageIntensity: 2, highestIntensity: 2 },
      { symptom: 'Tight chest', count: 1, averageIntensity: 9, highestIntensity: 9 },
    ]);
  });

  it('counts how often each moment and symptom were logged together; a log with no moment adds nothing', () => {
    expect(togetherCounts(logs)).toEqual([
      { trigger: 'A raised voice', symptom: 'Headache', count: 2 },
      { trigger: 'A raised voice', symptom: 'Tight chest', count: 1 },
      { trigger: 'His car outside', symptom: 'Tight chest', count: 1 },
      { trigger: 'Money worries', symptom: 'Headache', count: 1 },
    ]);
    expect(togetherCounts([])).toEqual([]);
  });

  it('groups by local day, oldest first, with the day average', () => {
    const days = byDay([
      log({ occurredAt: new Date(2026, 10, 21, 23, 50).toISOString(), intensity: 3 }),
      log({ occurredAt: new Date(2026, 10, 20, 0, 10).toISOString(), intensity: 8, symptomId: 'tiredness' }),
      log({ occurredAt: new Date(2026, 10, 21, 8, 0).toISOString(), intensity: 6 }),
    ]);
    expect(days).toEqual([
      { day: '2026-11-20', count: 1, averageIntensity: 8, symptoms: ['Tiredness'] },
      { day: '2026-11-21', count: 2, averageIntensity: 4.5, symptoms: ['Headache'] },
    ]);
  });

  it('orders newest first and picks a range of local days, both ends included', () => {
    const early = log({ occurredAt: new Date(2026, 10, 1, 0, 5).toISOString() });
    const middle = log({ occurredAt: new Date(2026, 10, 15, 12, 0).toISOString() });
    const late = log({ occurredAt: new Date(2026, 10, 30, 23, 55).toISOString() });
    expect(newestFirst([early, late, middle]).map((l) => l.recordId)).toEqual([late.recordId, middle.recordId, early.recordId]);
    expect(logsBetween([late, early, middle], '2026-11-01', '2026-11-30').map((l) => l.recordId)).toEqual([
      early.recordId,
      middle.recordId,
      late.recordId,
    ]);
    expect(logsBetween([late, early, middle], '2026-11-02', '2026-11-29')).toEqual([middle]);
  });
});
