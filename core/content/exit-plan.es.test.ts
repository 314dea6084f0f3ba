import { describe, expect, it } from 'vitest';
import { exitPlanPhases as english, stepsOf as englishStepsOf } from './exit-plan';
import { exitPlanPhase, exitPlanPhases, exitPlanTexts, stepsOf } from '../../locales/es/core/content/exit-plan';
import { exitPlannerPlan } from '../../locales/es/core/content/tools-catalog';

describe('the exit plan in Spanish', () => {
  it('names the five phases and their items as the Spanish tools page does, then the staying-safer track', () => {
    const five = exitPlanPhases.slice(0, 5).map((phase) => ({ name: phase.name, items: phase.groups.flatMap((group) => (group.title ? [group.title] : [])) }));
    expect(five).toEqual(exitPlannerPlan.phases.map((phase) => ({ name: phase.name, items: [...phase.items] })));
    expect(exitPlanPhases[5]!.name).toBe(exitPlanTexts.stayingPath);
  });

  it('keeps every id of the English plan in the same order (her vault stores them)', () => {
    const ids = (phases: typeof english, steps: typeof englishStepsOf) =>
      phases.map((phase) => ({ id: phase.id, steps: steps(phase).map((step) => step.id), notes: phase.notes.map((note) => note.id) }));
    expect(ids(exitPlanPhases, stepsOf)).toEqual(ids(english, englishStepsOf));
    expect(exitPlanPhase('staying').name).toBe('Más segura mientras te quedas');
  });

  it('says progress, notes and crisis lines in Spanish', () => {
    expect(exitPlanTexts.progress(1, 1)).toBe('1 de 1 paso hecho');
    expect(exitPlanTexts.progress(3, 11)).toBe('3 de 11 pasos hechos');
    expect(exitPlanTexts.notesWritten(0)).toBe('Todavía no hay ninguna. ');
    expect(exitPlanTexts.notesWritten(2)).toBe('2 escritas. ');
    expect(exitPlanTexts.pdf.crisisLine('Emergencias', '911', 'call')).toBe('Emergencias: llama al 911');
    expect(exitPlanTexts.pdf.crisisLine('Línea 988', 'Llama al 988', 'call')).toBe('Línea 988: Llama al 988');
    expect(exitPlanTexts.pdf.crisisLine('Línea por texto', 'Envía START al 88788', 'text')).toBe('Línea por texto: Envía START al 88788');
  });

  it('writes no statistics or promises into the steps', () => {
    const text = exitPlanPhases.flatMap((phase) => [phase.intro, ...stepsOf(phase).map((step) => step.text)]).join(' ');
    expect(text).not.toMatch(/\d+ ?%|garantiza|estarás a salvo|siempre funciona/i);
  });
});
