import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useVaultEntries } from '~/lib/vault/use-vault';
import { saveRecord } from '~/lib/vault/vault-store';
import { completedDayContent, toJourneyRecord, type JourneyRecord } from './journey';

/** Her journey days, from her open vault (this hook lives behind the gate). */
export function useJourneyRecords(): JourneyRecord[] {
  const entries = useVaultEntries('journey-day');
  return useMemo(() => entries.map(toJourneyRecord), [entries]);
}

export type CompleteDayInput = { day: number; reflection: string; record: JourneyRecord | undefined };

/**
 * Completes a day: seals the day's record with her key and stores it (a change to the day's
 * record when it has one, a new record otherwise). Succeeds only once the server stored it.
 */
export function useCompleteDay() {
  return useMutation({
    mutationFn: ({ day, reflection, record }: CompleteDayInput) => saveRecord(completedDayContent(day, reflection), record?.recordId),
    retry: false,
  });
}
