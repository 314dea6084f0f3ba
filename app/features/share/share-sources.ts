/**
 * What each tool offers to share (docs/decisions/0034): the choices the panel lists and the part
 * of the bundle the chosen ones make. Read from her open vault through the vault's own hooks
 * (app/lib/vault), so the share feature imports no other feature.
 */
import { useMemo } from 'react';
import { exitPlanPhases } from '@core/content/exit-plan';
import { exitPlanPhase } from '@core/exit-plan-steps';
import { shareTexts as texts } from '@core/content/share';
import { symptomLabel } from '@core/symptom-words';
import { INTENSITY_MAX } from '@core/constants';
import { exitPlanPhaseIds } from '@core/contracts/exit-plan';
import type { ShareSource } from '@core/contracts/share';
import { formatMessage } from '@core/message-format';
import type { ShareRecord } from '@core/share/share-bundle';
import { type RecordChoiceItem, choiceDetail } from '~/components/record-choice';
import { useVaultEntries } from '~/lib/vault/use-vault';
import type { ShareParts } from './share-make';
import { dateTime, day } from './share-dates';


/** What she adds to a journal link beyond its records (the other tools ignore both). */
export type ShareExtras = { withCalendar: boolean; withFiles: boolean };

export type ShareOffer = {
  items: RecordChoiceItem[];
  /** The bundle's part made of the chosen ids. */
  parts: (chosen: readonly string[], extras: ShareExtras) => ShareParts;
  /** How many photos and files the chosen records keep, and their bytes (none outside the journal). */
  filesOf: (chosen: readonly string[]) => { count: number; bytes: number };
};

const noFiles = () => ({ count: 0, bytes: 0 });

function useJournalOffer(): ShareOffer {
  const entries = useVaultEntries('journal-entry');
  return useMemo(() => {
    const records = entries.filter((entry) => entry.content.incident);
    return {
      items: records.map((entry) => {
        const latest = entry.content.incident!.versions.at(-1)!.content;
        return { id: entry.recordId, title: day(latest.happenedDate), detail: choiceDetail(latest.whatHappened) };
      }),
      parts: (chosen, { withCalendar, withFiles }) => {
        const picked = records.filter((entry) => chosen.includes(entry.recordId));
        const shared: ShareRecord[] = picked.map((entry) => ({ storedAt: entry.createdAt, versions: entry.content.incident!.versions }));
        return {
          records: shared,
          files: withFiles ? picked.flatMap((entry, index) => (entry.content.attachments ?? []).map((attachment) => ({ record: index, attachment }))) : [],
          calendar: withCalendar
            ? {
                days: picked.map((entry, index) => ({
                  record: index,
                  happenedDate: entry.content.incident!.versions.at(-1)!.content.happenedDate,
                  ...(entry.content.incident!.seriousness === undefined ? {} : { seriousness: entry.content.incident!.seriousness }),
                })),
              }
            : null,
        };
      },
      filesOf: (chosen) => {
        const files = records.filter((entry) => chosen.includes(entry.recordId)).flatMap((entry) => entry.content.attachments ?? []);
        return { count: files.length, bytes: files.reduce((total, file) => total + file.size, 0) };
      },
    };
  }, [entries]);
}

function useExitPlanOffer(): ShareOffer {
  const steps = useVaultEntries('exit-plan-step');
  const notes = useVaultEntries('exit-plan-note');
  return useMemo(() => {
    const done = steps.map((entry) => entry.content).filter((step) => step.done);
    const written = notes.map((entry) => entry.content).filter((note) => note.text.trim() !== '');
    const items = exitPlanPhaseIds.flatMap((phaseId) => {
      const stepCount = done.filter((step) => step.phaseId === phaseId).length;
      const noteCount = written.filter((note) => note.phaseId === phaseId).length;
      if (stepCount + noteCount === 0) return [];
      return [{ id: phaseId, title: exitPlanPhase(exitPlanPhases, phaseId).name, detail: formatMessage(texts.exitPlanPart, { steps: stepCount, notes: noteCount }) }];
    });
    return {
      items,
      parts: (chosen) => ({
        records: [],
        exitPlan: {
          steps: done.filter((step) => chosen.includes(step.phaseId)),
          notes: written.filter((note) => chosen.includes(note.phaseId)),
        },
      }),
      filesOf: noFiles,
    };
  }, [steps, notes]);
}

function useSymptomsOffer(): ShareOffer {
  const entries = useVaultEntries('symptom-log');
  return useMemo(() => {
    const logs = [...entries].sort((a, b) => Date.parse(a.content.occurredAt) - Date.parse(b.content.occurredAt));
    return {
      items: logs.map((entry) => {
        const log = entry.content;
        return {
          id: entry.recordId,
          title: `${dateTime(log.occurredAt)}: ${log.symptomId === null ? log.ownSymptom : symptomLabel(log.symptomId)}`,
          detail: formatMessage(texts.symptomPart, { intensity: log.intensity, max: INTENSITY_MAX, notes: choiceDetail(log.notes) }),
        };
      }),
      parts: (chosen) => ({ records: [], symptoms: logs.filter((entry) => chosen.includes(entry.recordId)).map((entry) => entry.content) }),
      filesOf: noFiles,
    };
  }, [entries]);
}

/** The offer of one tool (hooks called in a fixed order, whichever the page's source). */
export function useShareOffer(source: ShareSource): ShareOffer {
  const journal = useJournalOffer();
  const exitPlan = useExitPlanOffer();
  const symptoms = useSymptomsOffer();
  return source === 'journal' ? journal : source === 'exit-plan' ? exitPlan : symptoms;
}
