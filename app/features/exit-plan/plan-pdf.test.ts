import { describe, expect, it } from 'vitest';
import { hotlines } from '@core/constants';
import { exitPlanPhases } from '@core/content/exit-plan';
import { stepsOf } from '@core/exit-plan-steps';
import { buildPlanPdf, losesCharacters, planFileName } from './plan-pdf';
import { noteStates, stepStates, type NoteEntry, type StepEntry } from './plan';
import { pdfText } from '~/lib/pdf-test-support';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const steps: StepEntry[] = [
  { recordId: id(1), updatedAt: '2026-11-20T15:00:00.000Z', content: { kind: 'exit-plan-step', phaseId: 'safety', stepId: 'code-word', done: true, doneAt: '2026-11-20T15:00:00.000Z' } },
  { recordId: id(2), updatedAt: '2026-11-21T15:00:00.000Z', content: { kind: 'exit-plan-step', phaseId: 'staying', stepId: 'phone-ready', done: true, doneAt: '2026-11-21T15:00:00.000Z' } },
];
const notes: NoteEntry[] = [
  { recordId: id(3), updatedAt: '2026-11-20T15:00:00.000Z', content: { kind: 'exit-plan-note', phaseId: 'safety', noteId: 'code-words', text: 'Blue umbrella means call now.\nSecond line.' } },
  { recordId: id(4), updatedAt: '2026-11-20T15:00:00.000Z', content: { kind: 'exit-plan-note', phaseId: 'staying', noteId: 'safety-notes', text: 'Aunt J – spare key 🔑' } },
];
const content = {
  phases: exitPlanPhases,
  steps: stepStates(steps),
  notes: noteStates(notes),
  crisisLines: [hotlines.emergency, hotlines.domesticViolence],
  date: new Date(2026, 10, 25, 9, 0),
};
const total = exitPlanPhases.reduce((sum, phase) => sum + stepsOf(phase).length, 0);

describe('printable plan PDF', () => {
  it('has a discreet file name with her local date', () => {
    expect(planFileName(new Date(2026, 10, 25, 23, 30))).toBe('plan-2026-11-25.pdf');
  });

  it('writes every phase, every step marked done or to do, progress and the crisis lines as real text; no notes unless asked', async () => {
    const { text, title, pageCount: pages } = await pdfText(await buildPlanPdf({ ...content, includeNotes: false }));
    expect(title).toBe('My plan');
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Made on November 25, 2026');
    expect(text).toContain(`2 of ${total} steps done`);
    for (const phase of exitPlanPhases) expect(text).toContain(phase.name);
    expect(text).toContain(`Safety Planning (1 of ${stepsOf(exitPlanPhases[0]!).length} steps done)`);
    expect(text).toContain('Emergency contacts');
    expect(text).toContain('AI automation tools');
    expect(text).toMatch(/\[Done\] Agree on a code word with a trusted person that means "I need help, please call 911" or "come now\." \(November 20, 2026\)/);
    expect(text).toMatch(/\[To do\] Choose one or two people you trust/);
    expect(text).toContain('[Done] Keep your phone charged');
    expect(text).toContain('call 1-800-799-7233');
    expect(text).not.toContain('Blue umbrella');
    expect(text).not.toContain('My notes');
  });

  it('writes her notes under their labels when she asks, saying when characters had to be left out', async () => {
    const { text } = await pdfText(await buildPlanPdf({ ...content, includeNotes: true }));
    expect(text).toContain('My notes Code words and what they mean Blue umbrella means call now. Second line.');
    expect(text).toContain('My safety notes Aunt J - spare key');
    expect(text).toContain('Some characters of this note cannot be shown in a PDF and were left out.');
    expect(losesCharacters('Blue umbrella – “yes”')).toBe(false);
    expect(losesCharacters('spare key 🔑')).toBe(true);
  });
});
