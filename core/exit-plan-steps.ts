/**
 * The exit plan's steps, words-free (docs/decisions/0036): the phases come in as an argument, in
 * whichever language the caller holds them, so the text modules stay data.
 */
import type { ExitPlanPhase, ExitPlanPhaseId, ExitPlanStep } from './content/exit-plan';

/** The steps of a phase, in order. */
export function stepsOf(phase: ExitPlanPhase): readonly ExitPlanStep[] {
  return phase.groups.flatMap((group) => group.steps);
}

/** The phase with this id; a missing one is a bug in the texts, not her doing. */
export function exitPlanPhase(phases: readonly ExitPlanPhase[], id: ExitPlanPhaseId): ExitPlanPhase {
  const phase = phases.find((candidate) => candidate.id === id);
  if (!phase) throw new Error(`No exit plan phase ${id}`);
  return phase;
}
