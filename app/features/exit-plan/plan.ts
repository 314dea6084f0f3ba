/**
 * Her plan as the page shows it, from the exit-plan records of her vault: which steps are done,
 * her notes per phase, and progress per phase and overall. Pure, so it is tested on its own.
 */
import { type ExitPlanPhase, type ExitPlanPhaseId, exitPlanPhases, exitPlanTexts } from '@core/content/exit-plan';
import { stepsOf } from '@core/exit-plan-steps';
import { formatMessage } from '@core/message-format';
import { locale } from '@core/content/locale';
import type { ExitPlanNotePlaintext, ExitPlanStepPlaintext } from '@core/contracts/exit-plan';

/** What the page needs of a vault entry (useVaultEntries' shape). */
export type PlanEntry<C> = { recordId: string; updatedAt: string; content: C };
export type StepEntry = PlanEntry<ExitPlanStepPlaintext>;
export type NoteEntry = PlanEntry<ExitPlanNotePlaintext>;

export type StepState = {
  done: boolean;
  doneAt: string | null;
  /** Every record of this step: more than one when two devices each stored it ("kept both"). */
  records: StepEntry[];
};

export type NoteState = {
  /** The newest version (the one she edits). */
  current: NoteEntry | undefined;
  /** Older versions another device kept meanwhile, newest first. */
  others: NoteEntry[];
};

export type Progress = { done: number; total: number };

export const stepKey = (phaseId: ExitPlanPhaseId, stepId: string) => `${phaseId}/${stepId}`;
export const noteKey = (phaseId: ExitPlanPhaseId, noteId: string) => `${phaseId}/${noteId}`;

function newestFirst<T extends { updatedAt: string; recordId: string }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || b.recordId.localeCompare(a.recordId));
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

/** The state of each step she touched (the newest record decides; any other record of it is kept beside it). */
export function stepStates(entries: readonly StepEntry[]): Map<string, StepState> {
  const states = new Map<string, StepState>();
  for (const [key, records] of groupBy(entries, (entry) => stepKey(entry.content.phaseId, entry.content.stepId))) {
    const sorted = newestFirst(records);
    const newest = sorted[0]!.content;
    states.set(key, { done: newest.done, doneAt: newest.done ? newest.doneAt : null, records: sorted });
  }
  return states;
}

export function noteStates(entries: readonly NoteEntry[]): Map<string, NoteState> {
  const states = new Map<string, NoteState>();
  for (const [key, records] of groupBy(entries, (entry) => noteKey(entry.content.phaseId, entry.content.noteId))) {
    const [current, ...others] = newestFirst(records);
    states.set(key, { current, others });
  }
  return states;
}

export function isDone(states: ReadonlyMap<string, StepState>, phaseId: ExitPlanPhaseId, stepId: string): boolean {
  return states.get(stepKey(phaseId, stepId))?.done === true;
}

/** Steps of the phase done; a record of a step no longer listed does not count. */
export function phaseProgress(phase: ExitPlanPhase, states: ReadonlyMap<string, StepState>): Progress {
  const steps = stepsOf(phase);
  return { done: steps.filter((step) => isDone(states, phase.id, step.id)).length, total: steps.length };
}

/** Every track together, the staying-safer one included. */
export function overallProgress(states: ReadonlyMap<string, StepState>, phases: readonly ExitPlanPhase[] = exitPlanPhases): Progress {
  return phases.reduce<Progress>(
    (sum, phase) => {
      const one = phaseProgress(phase, states);
      return { done: sum.done + one.done, total: sum.total + one.total };
    },
    { done: 0, total: 0 },
  );
}

/** "3 of 11 steps done": progress said in words, never only drawn. */
export function progressText({ done, total }: Progress): string {
  return formatMessage(exitPlanTexts.progress, { done, total });
}

export function percentOf({ done, total }: Progress): number {
  return total === 0 ? 0 : Math.round((done / total) * 100);
}

/** A date she reads, in her own time zone and her language: "November 25, 2026". */
export function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString(locale.intl, { year: 'numeric', month: 'long', day: 'numeric' });
}
