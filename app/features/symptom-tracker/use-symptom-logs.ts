import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { SymptomLogPlaintext } from '@core/contracts/symptoms';
import { useVaultEntries } from '~/lib/vault/use-vault';
import { deleteRecord, saveRecord } from '~/lib/vault/vault-store';
import { newestFirst, type SymptomLog } from './symptom-patterns';

/** Her logs from her open vault, newest first by when she felt it (this hook lives behind the gate). */
export function useSymptomLogs(): SymptomLog[] {
  const entries = useVaultEntries('symptom-log');
  return useMemo(() => newestFirst(entries.map(({ recordId, content: { kind: _kind, ...log } }) => ({ ...log, recordId }))), [entries]);
}

export type SaveLogInput = { log: Omit<SymptomLogPlaintext, 'kind'>; recordId?: string };

/** Seals and stores a log (a change to it when it has a record id); succeeds once the server stored it. */
export function useSaveLog() {
  return useMutation({
    mutationFn: ({ log, recordId }: SaveLogInput) => saveRecord({ kind: 'symptom-log', ...log }, recordId),
    retry: false,
  });
}

/** Deletes a log from her vault (also fine when another device deleted it first). */
export function useDeleteLog() {
  return useMutation({ mutationFn: (recordId: string) => deleteRecord(recordId), retry: false });
}
