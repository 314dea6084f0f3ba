/**
 * Her plan as a PDF she chooses to make (issue 17 item 3), built in her browser and never sent
 * anywhere. pdf-lib loads only when she asks (this module is itself imported on demand). Real
 * text in the standard fonts, so it can be selected and read aloud; the file name and title are
 * neutral ("plan-2026-11-25.pdf", "My plan") because the file may sit on a device someone else
 * looks at. Her private notes are written only when she asks for them.
 */
import { callLabel } from '@core/call-label';
import type { Hotline } from '@core/constants';
import { type ExitPlanPhase, exitPlanTexts } from '@core/content/exit-plan';
import { formatMessage } from '@core/message-format';
import { pdfSafeText } from '~/lib/pdf-text';
import { createPdfWriter } from '~/lib/pdf-writer';
import { isDone, longDate, noteKey, overallProgress, phaseProgress, progressText, stepKey, type NoteState, type StepState } from './plan';
import { downloadBytes } from '~/lib/download';

export type PlanPdfContent = {
  phases: readonly ExitPlanPhase[];
  steps: ReadonlyMap<string, StepState>;
  notes: ReadonlyMap<string, NoteState>;
  includeNotes: boolean;
  crisisLines: readonly Hotline[];
  date: Date;
};

const texts = exitPlanTexts.pdf;

function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A discreet file name with her local date, e.g. plan-2026-11-25.pdf. */
export function planFileName(date: Date): string {
  return `plan-${isoDay(date)}.pdf`;
}

/** True when the standard fonts cannot draw some of her characters (they are left out, and the PDF says so). */
export function losesCharacters(text: string): boolean {
  for (const char of text) if (!/\s|\u200B/u.test(char) && pdfSafeText(char) === '') return true;
  return false;
}

function crisisLineText(line: Hotline): string {
  return formatMessage(texts.crisisLine, { name: line.name, line: callLabel(line, texts.callNumber) });
}

/** Builds the PDF (US Letter, Helvetica, wrapped text, as many pages as it needs). */
export async function buildPlanPdf(content: PlanPdfContent): Promise<Uint8Array> {
  const pdf = await createPdfWriter(texts.title, content.date);
  const { write } = pdf;
  const { bold } = pdf.fonts;
  const { muted, accent } = pdf.colors;
  const heading = (text: string) => {
    const size = 14;
    pdf.heading(text, { size, before: 10, keep: size * 1.4 + 40 });
  };

  write(texts.title, { font: bold, size: 20, color: accent, gapAfter: 2 });
  write(`${texts.made} ${longDate(content.date.toISOString())}`, { color: muted, gapAfter: 4 });
  write(progressText(overallProgress(content.steps, content.phases)), { gapAfter: 4 });

  for (const phase of content.phases) {
    heading(`${phase.name} (${progressText(phaseProgress(phase, content.steps))})`);
    for (const group of phase.groups) {
      if (group.title) write(group.title, { font: bold, size: 11.5, gapAfter: 2 });
      for (const step of group.steps) {
        const state = content.steps.get(stepKey(phase.id, step.id));
        const done = isDone(content.steps, phase.id, step.id);
        const when = done && state?.doneAt ? ` (${longDate(state.doneAt)})` : '';
        write(`${step.text}${when}`, { label: done ? `[${texts.done}]` : `[${texts.toDo}]`, indent: 8, gapAfter: 3 });
      }
      pdf.gap(4);
    }
    if (content.includeNotes) {
      const written = phase.notes.flatMap((topic) => {
        const text = content.notes.get(noteKey(phase.id, topic.id))?.current?.content.text.trim();
        return text ? [{ label: topic.label, text }] : [];
      });
      if (written.length > 0) {
        write(texts.notes, { font: bold, size: 11.5, gapAfter: 2 });
        for (const note of written) {
          write(note.label, { font: bold, indent: 8 });
          for (const paragraph of note.text.split(/\r?\n/)) write(paragraph, { indent: 8 });
          if (losesCharacters(note.text)) write(texts.charactersLeftOut, { indent: 8, size: 9, color: muted });
          pdf.gap(4);
        }
      }
    }
  }

  heading(exitPlanTexts.crisisTitle);
  write(`${exitPlanTexts.crisisIntro}`, { gapAfter: 2 });
  for (const line of content.crisisLines) write(crisisLineText(line), { label: '-', indent: 8 });
  pdf.gap(10);
  write(texts.footer, { size: 9, color: muted });

  return pdf.save();
}

/** Builds the PDF and hands it to the browser as a download; answers the file name. */
export async function downloadPlanPdf(content: PlanPdfContent): Promise<string> {
  const bytes = await buildPlanPdf(content);
  const fileName = planFileName(content.date);
  downloadBytes(bytes, fileName, 'application/pdf');
  return fileName;
}
