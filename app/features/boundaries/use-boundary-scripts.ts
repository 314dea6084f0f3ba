import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { BoundaryScriptPlaintext } from '@core/contracts/vault';
import { useVaultEntries } from '~/lib/vault/use-vault';
import { deleteRecord, saveRecord } from '~/lib/vault/vault-store';

/** A script she saved, as the list shows it (a `boundary-script` entry of her vault). */
export type SavedScript = Omit<BoundaryScriptPlaintext, 'kind' | 'savedAt'> & { recordId: string; savedAt: string };

/** Newest first: when she saved it (kept from an old account when it moved), else when it was stored. */
export function newestFirst(scripts: readonly SavedScript[]): SavedScript[] {
  return [...scripts].sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt) || b.recordId.localeCompare(a.recordId));
}

/** Her saved scripts from her open vault, newest first (this hook lives behind the gate). */
export function useSavedScripts(): SavedScript[] {
  const entries = useVaultEntries('boundary-script');
  return useMemo(
    () =>
      newestFirst(
        entries.map(({ recordId, createdAt, content: { kind: _kind, savedAt, ...script } }) => ({ ...script, recordId, savedAt: savedAt ?? createdAt })),
      ),
    [entries],
  );
}

/** Seals and stores a script; succeeds once the server stored it. */
export function useSaveScript() {
  return useMutation({
    mutationFn: (script: Omit<BoundaryScriptPlaintext, 'kind'>) => saveRecord({ kind: 'boundary-script', ...script }),
    retry: false,
  });
}

/** Deletes a saved script from her vault (also fine when another device deleted it first). */
export function useDeleteScript() {
  return useMutation({ mutationFn: (recordId: string) => deleteRecord(recordId), retry: false });
}
