import { describe, expect, it } from 'vitest';
import { exitPlanPhases } from '@core/content/exit-plan';
import { exitPlanPhase, stepsOf } from '@core/exit-plan-steps';
import type { ExitPlanNotePlaintext, ExitPlanStepPlaintext } from '@core/contracts/exit-plan';
import { isDone, noteKey, noteStates, overallProgress, percentOf, phaseProgress, progressText, stepKey, stepStates, type NoteEntry, type StepEntry } from './plan';

let counter = 0;
function step(phaseId: ExitPlanStepPlaintext['phaseId'], stepId: string, done: boolean, updatedAt = '2026-11-20T10:00:00.000Z'): StepEntry {
  counter += 1;
  return {
    recordId: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    updatedAt,
    content: { kind: 'exit-plan-step', phaseId, stepId, done, doneAt: done ? updatedAt : null },
  };
}
function note(phaseId: ExitPlanNotePlaintext['phaseId'], noteId: string, text: string, updatedAt: string): NoteEntry {
  counter += 1;
  return { recordId: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`, updatedAt, content: { kind: 'exit-plan-note', phaseId, noteId, text } };
}

const safety = exitPlanPhase(exitPlanPhases, 'safety');
const staying = exitPlanPhase(exitPlanPhases, 'staying');
const total = exitPlanPhases.reduce((sum, phase) => sum + stepsOf(phase).length, 0);

describe('exit plan progress', () => {
  it('is nothing done for an empty vault, per phase and overall, said in words', () => {
    const states = stepStates([]);
    expect(phaseProgress(safety, states)).toEqual({ done: 0, total: stepsOf(safety).length });
    expect(overallProgress(states)).toEqual({ done: 0, total });
    expect(progressText(overallProgress(states))).toBe(`0 of ${total} steps done`);
    expect(progressText({ done: 1, total: 1 })).toBe('1 of 1 step done');
    expect(percentOf({ done: 0, total: 0 })).toBe(0);
    expect(percentOf({ done: 1, total: 3 })).toBe(33);
  });

  it('counts ticked steps of each phase, the staying-safer track included overall', () => {
    const states = stepStates([step('safety', 'code-word', true), step('safety', 'bag-ready', true), step('staying', 'phone-ready', true)]);
    expect(phaseProgress(safety, states).done).toBe(2);
    expect(phaseProgress(staying, states).done).toBe(1);
    expect(phaseProgress(exitPlanPhase(exitPlanPhases, 'healing'), states).done).toBe(0);
    expect(overallProgress(states)).toEqual({ done: 3, total });
    // The same step id in another phase is another step.
    expect(isDone(states, 'staying', 'code-word')).toBe(false);
  });

  it('lets the newest record of a step decide when two devices each stored one, and keeps both records', () => {
    const older = step('safety', 'route', true, '2026-11-20T10:00:00.000Z');
    const newer = step('safety', 'route', false, '2026-11-21T10:00:00.000Z');
    const states = stepStates([older, newer]);
    const state = states.get(stepKey('safety', 'route'))!;
    expect(state.done).toBe(false);
    expect(state.doneAt).toBeNull();
    expect(state.records.map((record) => record.recordId)).toEqual([newer.recordId, older.recordId]);
    expect(stepStates([newer, step('safety', 'route', true, '2026-11-22T08:00:00.000Z')]).get(stepKey('safety', 'route'))!.done).toBe(true);
  });

  it('does not count a step no longer listed', () => {
    const states = stepStates([step('safety', 'a-retired-step', true)]);
    expect(phaseProgress(safety, states).done).toBe(0);
    expect(overallProgress(states).done).toBe(0);
  });
});

describe('exit plan notes', () => {
  it('shows the newest version of a note and keeps the others beside it', () => {
    const first = note('safety', 'contacts', 'A', '2026-11-20T10:00:00.000Z');
    const second = note('safety', 'contacts', 'B', '2026-11-21T10:00:00.000Z');
    const other = note('safety', 'code-words', 'C', '2026-11-19T10:00:00.000Z');
    const states = noteStates([first, second, other]);
    expect(states.get(noteKey('safety', 'contacts'))!.current?.content.text).toBe('B');
    expect(states.get(noteKey('safety', 'contacts'))!.others.map((entry) => entry.content.text)).toEqual(['A']);
    expect(states.get(noteKey('safety', 'code-words'))!.others).toEqual([]);
    expect(states.get(noteKey('staying', 'safety-notes'))).toBeUndefined();
  });
});
