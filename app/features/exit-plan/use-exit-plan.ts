import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ExitPlanPhaseId } from '@core/content/exit-plan';
import { useVaultEntries } from '~/lib/vault/use-vault';
import { type SaveOutcome, deleteRecord, saveRecord } from '~/lib/vault/vault-store';
import { noteStates, stepStates, type NoteEntry, type StepState } from './plan';

/** Her plan from her open vault (this hook lives behind the gate). */
export function useExitPlan() {
  const steps = useVaultEntries('exit-plan-step');
  const notes = useVaultEntries('exit-plan-note');
  return {
    steps: useMemo(() => stepStates(steps), [steps]),
    notes: useMemo(() => noteStates(notes), [notes]),
  };
}

export type SetStepInput = { phaseId: ExitPlanPhaseId; stepId: string; done: boolean; state: StepState | undefined };

/**
 * Ticking stores the step (a change to its newest record when she has one); unticking deletes
 * every record of it, so an untouched step leaves nothing in her vault. Resolves once stored.
 */
export function useSetStep() {
  return useMutation({
    mutationFn: async ({ phaseId, stepId, done, state }: SetStepInput): Promise<SaveOutcome | { outcome: 'deleted' }> => {
      if (!done) {
        for (const record of state?.records ?? []) await deleteRecord(record.recordId);
        return { outcome: 'deleted' };
      }
      return saveRecord({ kind: 'exit-plan-step', phaseId, stepId, done: true, doneAt: new Date().toISOString() }, state?.records[0]?.recordId);
    },
    retry: false,
  });
}

export type SaveNoteInput = { phaseId: ExitPlanPhaseId; noteId: string; text: string; current: NoteEntry | undefined };

/** Stores a note; a note emptied is deleted rather than kept blank. Resolves once stored. */
export function useSaveNote() {
  return useMutation({
    mutationFn: async ({ phaseId, noteId, text, current }: SaveNoteInput): Promise<SaveOutcome | { outcome: 'deleted' }> => {
      if (text.trim() === '') {
        if (current) await deleteRecord(current.recordId);
        return { outcome: 'deleted' };
      }
      return saveRecord({ kind: 'exit-plan-note', phaseId, noteId, text }, current?.recordId);
    },
    retry: false,
  });
}

/** Removes one version of a note (a copy another device kept). */
export function useDeleteNoteVersion() {
  return useMutation({ mutationFn: (recordId: string) => deleteRecord(recordId), retry: false });
}
