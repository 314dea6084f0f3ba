import { useEffect, useMemo, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { journalTexts } from '@core/content/journal';
import { formatMessage } from '@core/message-format';
import type { Incident, IncidentContent, JournalEntryFields } from '@core/contracts/journal';
import { entriesToImport, fitsOneRecord, newestFirst, readJournalFile, withNewVersion, withReceipt } from '@core/journal';
import { versionDigests } from '@core/receipts';
import { builtInReceiptKeys, requestReceipt } from '~/lib/receipts';
import { useVaultEntries } from '~/lib/vault/use-vault';
import { deleteRecord, saveRecord, VaultActionError, type SaveOutcome } from '~/lib/vault/vault-store';
import {
  type AttachmentChanges,
  attachmentPlaceholder,
  attachmentsChanged,
  attachmentsOfRecord,
  commitSavedFiles,
  forgetFiles,
  forgetFilesOrThrow,
  keepFiles,
  removedAttachments,
} from './attachment-save';

/** One entry as the page shows it: her fields, its record id, and the server's times. */
export type JournalEntry = JournalEntryFields & { recordId: string; createdAt: string; updatedAt: string };

/** Her entries from her open vault, newest first by when she wrote them (this hook lives behind the gate). */
export function useJournalEntries(): JournalEntry[] {
  const entries = useVaultEntries('journal-entry');
  return useMemo(
    () => newestFirst(entries.map(({ recordId, createdAt, updatedAt, content: { kind: _kind, ...fields } }) => ({ ...fields, recordId, createdAt, updatedAt }))),
    [entries],
  );
}

/** Completed days of her 30-day journey (read from the same vault: the journal offers the affirmation of the day she is on). */
export function useCompletedJourneyDays(): Set<number> {
  const days = useVaultEntries('journey-day');
  return useMemo(() => new Set(days.filter((day) => day.content.completed).map((day) => day.content.day)), [days]);
}

export type EntryDraft = Pick<JournalEntryFields, 'mood' | 'feelings' | 'text' | 'promptId' | 'journeyDay'> & {
  /** The record of what happened as she typed it now, or null when the entry is not a record. */
  incident: IncidentContent | null;
  /** How serious it was for her (1-5, the calendar's scale), or null when she leaves it; only for a record. */
  seriousness?: number | null;
};

export type SaveEntryInput = { draft: EntryDraft; existing?: JournalEntry; now?: Date; files?: AttachmentChanges };
export type SaveEntryResult = (SaveOutcome & { versions: number; versionAdded: boolean; receipt: boolean }) | { outcome: 'unchanged'; versions: number };

/**
 * The record with the site's receipts added to the versions that have none (ADR 0030): each
 * version's history digest is sent, nothing else. Versions the site cannot sign now stay
 * without one; `added` says how many got one.
 */
export async function withReceipts(incident: Incident, limit = Infinity): Promise<{ incident: Incident; added: number; missing: number }> {
  const digests = await versionDigests(incident.versions);
  let next = incident;
  let added = 0;
  let asked = 0;
  for (const [index, version] of incident.versions.entries()) {
    if (version.receipt || asked >= limit) continue;
    asked += 1;
    const receipt = await requestReceipt(digests[index]!.history);
    if (!receipt) break;
    next = withReceipt(next, index, receipt);
    added += 1;
  }
  return { incident: next, added, missing: next.versions.filter((version) => !version.receipt).length };
}

/**
 * The entry she saves: a new one, or a change to `existing`. A record of what happened gets a
 * new version at the end of its history (never a change to an earlier one); the entry is
 * checked against one envelope's limit first, so "too long" is said before anything is sent.
 */
export function entryToSave({ draft, existing, now = new Date() }: SaveEntryInput): { fields: JournalEntryFields; changed: boolean; versionAdded: boolean } {
  const savedAt = now.toISOString();
  const base: JournalEntryFields = {
    entryId: existing?.entryId ?? crypto.randomUUID(),
    writtenAt: existing?.writtenAt ?? savedAt,
    mood: draft.mood,
    feelings: draft.feelings,
    text: draft.text.trim(),
    promptId: draft.promptId,
    journeyDay: draft.journeyDay,
    // Her photos stay with the entry through every edit (docs/decisions/0032).
    ...(existing?.attachments?.length ? { attachments: existing.attachments } : {}),
  };
  let changed = !existing || JSON.stringify([existing.mood, existing.feelings, existing.text, existing.promptId, existing.journeyDay]) !== JSON.stringify([base.mood, base.feelings, base.text, base.promptId, base.journeyDay]);
  let versionAdded = false;
  // A record, once made, stays a record: its history is never dropped by an edit.
  if (draft.incident || existing?.incident) {
    const next = draft.incident ? withNewVersion(existing?.incident, draft.incident, savedAt) : { incident: existing!.incident!, changed: false };
    // Her seriousness sits beside the versions (ADR 0033): changing it alone adds no version.
    const { seriousness: _before, ...incident } = next.incident;
    const seriousness = draft.seriousness === undefined ? existing?.incident?.seriousness : (draft.seriousness ?? undefined);
    base.incident = seriousness === undefined ? incident : { ...incident, seriousness };
    versionAdded = next.changed;
    changed = changed || next.changed || seriousness !== existing?.incident?.seriousness;
  }
  return { fields: base, changed, versionAdded };
}

/** Seals and stores an entry; succeeds once the server stored it. */
export function useSaveEntry() {
  return useMutation({
    mutationFn: async (input: SaveEntryInput): Promise<SaveEntryResult> => {
      const { fields, changed: textChanged, versionAdded } = entryToSave(input);
      const versions = fields.incident?.versions.length ?? 0;
      const changed = textChanged || attachmentsChanged(input.files, input.existing?.attachments ?? []);
      if (!changed) return { outcome: 'unchanged', versions };
      if (input.files) fields.attachments = input.files.kept;
      if (!fitsOneRecord({ ...fields, attachments: [...(fields.attachments ?? []), ...(input.files?.pending ?? []).map(attachmentPlaceholder)] })) throw new VaultActionError(journalTexts.tooLong);
      // Her photos are sealed and sent first; the record names them only once they are stored.
      const sent = input.files ? await keepFiles(input.files.pending) : [];
      if (sent.length > 0 || input.files) fields.attachments = [...(fields.attachments ?? []), ...sent];
      if (fields.attachments?.length === 0) delete fields.attachments;
      // The receipt is asked for before sealing, so the version is stored with it; without one it is saved all the same.
      let receipt = true;
      if (fields.incident) {
        const signed = await withReceipts(fields.incident);
        fields.incident = signed.incident;
        receipt = signed.missing === 0;
      }
      let saved: SaveOutcome;
      try {
        saved = await saveRecord({ kind: 'journal-entry', ...fields }, input.existing?.recordId);
      } catch (error) {
        await forgetFiles(sent);
        throw error;
      }
      // The files it names are kept now: an upload never committed is deleted by the server a day on.
      await commitSavedFiles(sent);
      // Photos she removed from the record go once the record no longer names them.
      if (input.files) await forgetFiles(removedAttachments(input.existing, input.files));
      return { ...saved, versions, versionAdded, receipt };
    },
    retry: false,
  });
}

/** Deletes an entry (and a record's whole history) from her vault. */
export function useDeleteEntry() {
  return useMutation({
    mutationFn: async (recordId: string) => {
      // Its photos first: a record deleted before them would leave files nobody can name.
      await forgetFilesOrThrow(attachmentsOfRecord(recordId));
      await deleteRecord(recordId);
    },
    retry: false,
  });
}

export class JournalImportError extends Error {
  override name = 'JournalImportError';
  constructor(
    message: string,
    readonly added: number,
  ) {
    super(message);
  }
}

/**
 * Brings a journal file back: each entry not already in her journal (by its entryId) is sealed
 * into a new record. Stops at the first failure and says how many were added; a second try adds
 * only the rest.
 */
export function useImportJournal(existing: readonly JournalEntry[]) {
  return useMutation({
    mutationFn: async (text: string) => {
      const imported = await readJournalFile(text, builtInReceiptKeys);
      const { toAdd, skipped } = entriesToImport(
        existing.map((entry) => entry.entryId),
        imported,
      );
      let added = 0;
      for (const fields of toAdd) {
        try {
          await saveRecord({ kind: 'journal-entry', ...fields });
        } catch (error) {
          throw new JournalImportError(error instanceof VaultActionError ? error.message : formatMessage(journalTexts.exportImport.importPartial, { added }), added);
        }
        added += 1;
      }
      return { added, skipped };
    },
    retry: false,
  });
}

/** Receipts asked for at most this many versions each time the journal opens (the route allows 30 a minute). */
export const RECEIPT_CATCH_UP_MAX = 20;

/**
 * Once each time her journal opens: for records with versions saved without a receipt, asks the
 * site again and stores the receipts it gives (content and saved times unchanged). Quiet: a
 * failure leaves them for the next time.
 */
export function useReceiptCatchUp(entries: readonly JournalEntry[]) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    const waiting = entries.filter((entry) => entry.incident?.versions.some((version) => !version.receipt));
    if (waiting.length === 0) return;
    done.current = true;
    void (async () => {
      let budget = RECEIPT_CATCH_UP_MAX;
      for (const entry of waiting) {
        if (budget <= 0) return;
        const { recordId, createdAt: _c, updatedAt: _u, ...fields } = entry;
        const signed = await withReceipts(fields.incident!, budget);
        budget -= signed.added;
        if (signed.added === 0) return;
        try {
          await saveRecord({ kind: 'journal-entry', ...fields, incident: signed.incident }, recordId);
        } catch {
          return;
        }
      }
    })();
  }, [entries]);
}

/**
 * Once each time her journal opens: tells the server every file her records name is kept
 * (docs/decisions/0041), in case a commit after a save did not reach it. File ids only; quiet.
 */
export function useFileCommitCatchUp(entries: readonly JournalEntry[]) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    const named = entries.flatMap((entry) => entry.attachments ?? []);
    if (named.length === 0) return;
    done.current = true;
    void commitSavedFiles(named);
  }, [entries]);
}
