import { describe, expect, it } from 'vitest';
import { exitPlanPhases as english } from './exit-plan';
import { exitPlanPhase, stepsOf } from '../exit-plan-steps';
import { callLabel } from '../call-label';
import { formatMessage } from '../message-format';
import { exitPlanPhases, exitPlanTexts } from '../../locales/es/core/content/exit-plan';
import { exitPlannerPlan } from '../../locales/es/core/content/tools-catalog';

describe('the exit plan in Spanish', () => {
  it('names the five phases and their items as the Spanish tools page does, then the staying-safer track', () => {
    const five = exitPlanPhases.slice(0, 5).map((phase) => ({ name: phase.name, items: phase.groups.flatMap((group) => (group.title ? [group.title] : [])) }));
    expect(five).toEqual(exitPlannerPlan.phases.map((phase) => ({ name: phase.name, items: [...phase.items] })));
    expect(exitPlanPhases[5]!.name).toBe(exitPlanTexts.stayingPath);
  });

  it('keeps every id of the English plan in the same order (her vault stores them)', () => {
    const ids = (phases: typeof english) =>
      phases.map((phase) => ({ id: phase.id, steps: stepsOf(phase).map((step) => step.id), notes: phase.notes.map((note) => note.id) }));
    expect(ids(exitPlanPhases)).toEqual(ids(english));
    expect(exitPlanPhase(exitPlanPhases, 'staying').name).toBe('Más segura mientras te quedas');
  });

  it('says progress, notes and crisis lines in Spanish', () => {
    const say = (message: string, values: Record<string, string | number>) => formatMessage(message, values, 'es-US');
    expect(say(exitPlanTexts.progress, { done: 1, total: 1 })).toBe('1 de 1 paso hecho');
    expect(say(exitPlanTexts.progress, { done: 3, total: 11 })).toBe('3 de 11 pasos hechos');
    expect(say(exitPlanTexts.notesWritten, { count: 0 })).toBe('Todavía no hay ninguna. ');
    expect(say(exitPlanTexts.notesWritten, { count: 1 })).toBe('1 escrita. ');
    expect(say(exitPlanTexts.notesWritten, { count: 2 })).toBe('2 escritas. ');
    const crisisLine = (name: string, display: string, action: 'call' | 'text') =>
      say(exitPlanTexts.pdf.crisisLine, { name, line: callLabel({ display, action }, exitPlanTexts.pdf.callNumber) });
    expect(crisisLine('Emergencias', '911', 'call')).toBe('Emergencias: llama al 911');
    expect(crisisLine('Línea 988', 'Llama al 988', 'call')).toBe('Línea 988: Llama al 988');
    expect(crisisLine('Línea por texto', 'Envía START al 88788', 'text')).toBe('Línea por texto: Envía START al 88788');
  });

  it('writes no statistics or promises into the steps', () => {
    const text = exitPlanPhases.flatMap((phase) => [phase.intro, ...stepsOf(phase).map((step) => step.text)]).join(' ');
    expect(text).not.toMatch(/\d+ ?%|garantiza|estarás a salvo|siempre funciona/i);
  });
});
