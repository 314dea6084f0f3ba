/**
 * Her plan as a PDF she chooses to make (issue 17 item 3), built in her browser and never sent
 * anywhere. pdf-lib loads only when she asks (this module is itself imported on demand). Real
 * text in the standard fonts, so it can be selected and read aloud; the file name and title are
 * neutral ("plan-2026-11-25.pdf", "My plan") because the file may sit on a device someone else
 * looks at. Her private notes are written only when she asks for them.
 */
import type { Hotline } from '@core/constants';
import { type ExitPlanPhase, exitPlanTexts } from '@core/content/exit-plan';
import { pdfSafeText, wrapText } from '~/lib/pdf-text';
import { isDone, longDate, noteKey, overallProgress, phaseProgress, progressText, stepKey, type NoteState, type StepState } from './plan';

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
  const number = line.action === 'call' && !line.display.startsWith('Call') ? `call ${line.display}` : line.display;
  return `${line.name}: ${number}`;
}

/** Builds the PDF (US Letter, Helvetica, wrapped text, as many pages as it needs). */
export async function buildPlanPdf(content: PlanPdfContent): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(texts.title);
  doc.setSubject('');
  doc.setAuthor('');
  doc.setKeywords([]);
  doc.setCreator(texts.title);
  doc.setProducer(texts.title);
  doc.setCreationDate(content.date);
  doc.setModificationDate(content.date);

  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  type Font = typeof regular;
  const ink = rgb(0.18, 0.1, 0.16);
  const muted = rgb(0.38, 0.3, 0.35);
  const accent = rgb(0.42, 0.18, 0.36);

  const pageSize: [number, number] = [612, 792];
  const margin = 56;
  const width = pageSize[0] - margin * 2;
  let page = doc.addPage(pageSize);
  let y = pageSize[1] - margin;
  const room = (needed: number) => {
    if (y - needed < margin) {
      page = doc.addPage(pageSize);
      y = pageSize[1] - margin;
    }
  };

  /** Writes wrapped text; `marker` is drawn before the first line (a tick box, a dash). */
  const write = (text: string, options: { font?: Font; size?: number; color?: typeof ink; indent?: number; gapAfter?: number; marker?: string } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 11;
    const indent = options.indent ?? 0;
    const markerWidth = options.marker ? font.widthOfTextAtSize(`${options.marker} `, size) : 0;
    const lineHeight = size * 1.4;
    const lines = wrapText(pdfSafeText(text), width - indent - markerWidth, (line) => font.widthOfTextAtSize(line, size));
    lines.forEach((line, index) => {
      room(lineHeight);
      y -= lineHeight;
      if (index === 0 && options.marker) page.drawText(options.marker, { x: margin + indent, y, size, font: bold, color: accent });
      page.drawText(line, { x: margin + indent + markerWidth, y, size, font, color: options.color ?? ink });
    });
    y -= options.gapAfter ?? 0;
  };
  const heading = (text: string, size = 14) => {
    // Keep a heading with at least two lines of what follows it.
    room(size * 1.4 + 40);
    y -= 10;
    write(text, { font: bold, size, color: accent, gapAfter: 4 });
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
        write(`${step.text}${when}`, { marker: done ? `[${texts.done}]` : `[${texts.toDo}]`, indent: 8, gapAfter: 3 });
      }
      y -= 4;
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
          if (losesCharacters(note.text)) write('(Some characters of this note cannot be shown in a PDF and were left out.)', { indent: 8, size: 9, color: muted });
          y -= 4;
        }
      }
    }
  }

  heading(exitPlanTexts.crisisTitle);
  write(`${exitPlanTexts.crisisIntro}`, { gapAfter: 2 });
  for (const line of content.crisisLines) write(crisisLineText(line), { marker: '-', indent: 8 });
  y -= 10;
  write(texts.footer, { size: 9, color: muted });

  return doc.save();
}

/** Builds the PDF and hands it to the browser as a download; answers the file name. */
export async function downloadPlanPdf(content: PlanPdfContent): Promise<string> {
  const bytes = await buildPlanPdf(content);
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const fileName = planFileName(content.date);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return fileName;
}
