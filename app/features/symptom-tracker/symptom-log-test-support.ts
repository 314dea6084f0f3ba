/** For tests only: a logged symptom with a fixed id from `n`, a headache of 5 on 10 November 2026 at 09:30 unless `overrides` say otherwise. */
import type { SymptomLog } from './symptom-patterns';

export function symptomLog(n: number, overrides: Partial<SymptomLog>): SymptomLog {
  return {
    recordId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    symptomId: 'headache',
    ownSymptom: '',
    intensity: 5,
    occurredAt: new Date(2026, 10, 10, 9, 30).toISOString(),
    triggerIds: [],
    ownTrigger: '',
    notes: '',
    ...overrides,
  };
}
