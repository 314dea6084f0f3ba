/**
 * The plan's PDF as the Spanish site makes it: the Spanish build resolves each text module to its
 * twin (docs/decisions/0024-two-languages.md); here the same swap is made with vi.mock. The
 * standard PDF fonts draw Spanish letters (WinAnsi holds á é í ó ú ñ ü ¿ ¡), so nothing she reads
 * loses an accent, and crisis numbers stay exactly as in English.
 */
import { describe, expect, it, vi } from 'vitest';
import { hotlines } from '@core/constants';
import { exitPlanPhases, exitPlanTexts } from '@core/content/exit-plan';
import { buildPlanPdf, losesCharacters } from './plan-pdf';
import { noteStates, stepStates, type NoteEntry, type StepEntry } from './plan';
import { pdfText } from '~/lib/pdf-test-support';

vi.mock('@core/content/exit-plan', () => import('../../../locales/es/core/content/exit-plan'));
vi.mock('@core/content/locale', () => import('../../../locales/es/core/content/locale'));

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const steps: StepEntry[] = [
  { recordId: id(1), updatedAt: '2026-11-20T15:00:00.000Z', content: { kind: 'exit-plan-step', phaseId: 'safety', stepId: 'code-word', done: true, doneAt: '2026-11-20T15:00:00.000Z' } },
];
const notes: NoteEntry[] = [
  { recordId: id(2), updatedAt: '2026-11-20T15:00:00.000Z', content: { kind: 'exit-plan-note', phaseId: 'safety', noteId: 'code-words', text: '¿Paraguas azul? ¡Llamar ya! Güero, mañana, acción.' } },
];

describe('the plan PDF in Spanish', () => {
  it('is written in Spanish with every accent kept, and the crisis numbers as in English', async () => {
    const { text, title } = await pdfText(
      await buildPlanPdf({
        phases: exitPlanPhases,
        steps: stepStates(steps),
        notes: noteStates(notes),
        includeNotes: true,
        crisisLines: [hotlines.emergency, hotlines.domesticViolence, hotlines.domesticViolenceText],
        date: new Date(2026, 10, 25, 9, 0),
      }),
    );
    expect(title).toBe('Mi plan');
    expect(text).toContain('Creado el 25 de noviembre de 2026');
    expect(text).toContain('Planificación de seguridad (1 de 11 pasos hechos)');
    expect(text).toContain('Más segura mientras te quedas');
    expect(text).toMatch(/\[Hecho\] Acuerda con una persona de confianza una palabra clave que signifique "necesito ayuda, por favor llama al 911" o "ven ahora"\. \(20 de noviembre de 2026\)/);
    expect(text).toContain('[Pendiente] Apréndete de memoria');
    expect(text).toContain('Mis notas Palabras clave y lo que significan ¿Paraguas azul? ¡Llamar ya! Güero, mañana, acción.');
    expect(text).toContain(exitPlanTexts.crisisTitle);
    expect(text).toContain(': llama al 911');
    expect(text).toContain(': llama al 1-800-799-7233');
    expect(text).toContain('88788');
    expect(text).not.toMatch(/\b(?:call|steps done|Made on|My notes|To do)\b/);
    expect(losesCharacters('á é í ó ú ñ ü Á É Í Ó Ú Ñ Ü ¿ ¡')).toBe(false);
  });
});
