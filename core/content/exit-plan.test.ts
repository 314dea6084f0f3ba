import { describe, expect, it } from 'vitest';
import { exitPlanNotePlaintextSchema, exitPlanStepPlaintextSchema } from '../contracts/exit-plan';
import { vaultPlaintextSchema, vaultRecordKinds } from '../contracts/vault';
import { exitPlanPhases } from './exit-plan';
import { stepsOf } from '../exit-plan-steps';
import { exitPlannerPlan } from './tools-catalog';

describe('exit plan content', () => {
  it("has SPEC.md's five phases, their names and items word for word, then the staying-safer track", () => {
    const five = exitPlanPhases.slice(0, 5).map((phase) => ({ name: phase.name, items: phase.groups.flatMap((group) => (group.title ? [group.title] : [])) }));
    expect(five).toEqual(exitPlannerPlan.phases.map((phase) => ({ name: phase.name, items: [...phase.items] })));
    expect(exitPlanPhases.map((phase) => phase.id)).toEqual(['safety', 'healing', 'financial', 'business', 'wealth', 'staying']);
    expect(exitPlanPhases[5]!.name).toBe('Staying safer while you stay');
  });

  it('gives every phase steps and a private note, with ids the records accept and unique within the phase', () => {
    for (const phase of exitPlanPhases) {
      const steps = stepsOf(phase);
      expect(steps.length).toBeGreaterThanOrEqual(3);
      expect(new Set(steps.map((step) => step.id)).size).toBe(steps.length);
      expect(phase.notes.length).toBeGreaterThanOrEqual(1);
      for (const step of steps) {
        expect(exitPlanStepPlaintextSchema.safeParse({ kind: 'exit-plan-step', phaseId: phase.id, stepId: step.id, done: true, doneAt: null }).success).toBe(true);
      }
      for (const note of phase.notes) {
        expect(exitPlanNotePlaintextSchema.safeParse({ kind: 'exit-plan-note', phaseId: phase.id, noteId: note.id, text: 'x' }).success).toBe(true);
      }
    }
  });

  it('asks for each step once in the whole plan (a step in two phases was ticked twice and counted twice)', () => {
    const ids = exitPlanPhases.flatMap((phase) => stepsOf(phase).map((step) => step.id));
    expect(new Set(ids).size).toBe(ids.length);
    const codeWordSteps = exitPlanPhases.flatMap((phase) => stepsOf(phase).filter((step) => /code word/i.test(step.text)).map((step) => `${phase.id}/${step.id}`));
    expect(codeWordSteps).toEqual(['safety/code-word']);
  });

  it('writes no statistics or promises into the steps', () => {
    const text = exitPlanPhases.flatMap((phase) => [phase.intro, ...stepsOf(phase).map((step) => step.text)]).join(' ');
    expect(text).not.toMatch(/\d+ ?%|guarantee|will be safe|always works/i);
  });
});

describe('exit plan records', () => {
  it('are kinds of the vault, checked by the vault contract', () => {
    expect(vaultRecordKinds).toContain('exit-plan-step');
    expect(vaultRecordKinds).toContain('exit-plan-note');
    const step = { kind: 'exit-plan-step', phaseId: 'safety', stepId: 'code-word', done: true, doneAt: '2026-11-25T10:00:00.000Z' };
    expect(vaultPlaintextSchema.parse(step)).toEqual(step);
    expect(vaultPlaintextSchema.safeParse({ ...step, phaseId: 'elsewhere' }).success).toBe(false);
    expect(vaultPlaintextSchema.safeParse({ ...step, stepId: 'Not A Slug' }).success).toBe(false);
    expect(vaultPlaintextSchema.safeParse({ ...step, doneAt: 'yesterday' }).success).toBe(false);
  });

  it('keep a note under its limit', () => {
    const note = { kind: 'exit-plan-note', phaseId: 'staying', noteId: 'safety-notes', text: 'a'.repeat(4000) };
    expect(vaultPlaintextSchema.safeParse(note).success).toBe(true);
    expect(vaultPlaintextSchema.safeParse({ ...note, text: 'a'.repeat(4001) }).success).toBe(false);
  });
});
