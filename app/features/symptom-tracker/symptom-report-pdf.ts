/**
 * The report for her doctor or therapist (SPEC.md: "exporting reports for healthcare
 * providers"): a PDF made in her browser from the logs of the days she picks. pdf-lib is loaded
 * only when she makes one; nothing is sent anywhere. The text is real (selectable, readable by
 * a screen reader), the file name and metadata are plain, and the report says it is her own
 * record, not a diagnosis. Counts are of what she logged; nothing is inferred.
 */
import { INTENSITY_MAX, symptomReportFileName, symptomTrackerTexts } from '@core/content/symptom-tracker';
import { pdfSafeText, wrapText } from '~/lib/pdf-text';
import { countsPerSymptom, logsBetween, readableDay, readableTime, symptomNameOf, togetherCounts, triggerNamesOf, type SymptomLog } from './symptom-patterns';

export type SymptomReportRequest = {
  logs: readonly SymptomLog[];
  /** Local days YYYY-MM-DD, both included. */
  from: string;
  to: string;
  includeNotes: boolean;
  /** When the report is made (its date and the file name's). */
  made: Date;
};

const texts = symptomTrackerTexts.report;

function times(count: number): string {
  return count === 1 ? '1 time' : `${count} times`;
}

/** The report's lines, in order, as the PDF writes them (tested without drawing). */
export type ReportLine = { style: 'title' | 'subtitle' | 'heading' | 'text' | 'bullet' | 'entry' | 'small'; text: string };

export function symptomReportLines({ logs, from, to, includeNotes, made }: SymptomReportRequest): ReportLine[] {
  const inRange = logsBetween(logs, from, to);
  const lines: ReportLine[] = [
    { style: 'title', text: texts.heading },
    { style: 'subtitle', text: `Period: ${readableDay(from)} to ${readableDay(to)}` },
    { style: 'subtitle', text: `Made on ${made.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })}` },
    { style: 'text', text: texts.ownRecord },
  ];
  if (inRange.length === 0) {
    lines.push({ style: 'text', text: texts.noLogs });
    return lines;
  }

  lines.push({ style: 'heading', text: 'Summary' });
  lines.push({ style: 'text', text: `${inRange.length === 1 ? '1 log' : `${inRange.length} logs`} in this period. Intensity is from 0 (not at all) to ${INTENSITY_MAX} (the strongest).` });
  for (const count of countsPerSymptom(inRange)) {
    lines.push({
      style: 'bullet',
      text: `${count.symptom}: logged ${times(count.count)}, average intensity ${count.averageIntensity} of ${INTENSITY_MAX}, highest ${count.highestIntensity}`,
    });
  }

  const together = togetherCounts(inRange);
  lines.push({ style: 'heading', text: symptomTrackerTexts.together.title });
  if (together.length === 0) {
    lines.push({ style: 'text', text: 'No moments were linked to a symptom in this period.' });
  } else {
    lines.push({ style: 'text', text: 'How many times each moment and each symptom were logged together. This does not mean one causes the other.' });
    for (const pair of together) lines.push({ style: 'bullet', text: `${pair.trigger} with ${pair.symptom}: ${times(pair.count)}` });
  }

  lines.push({ style: 'heading', text: 'Each log' });
  for (const log of inRange) {
    lines.push({ style: 'entry', text: `${readableTime(log.occurredAt)} - ${symptomNameOf(log)} - intensity ${log.intensity} of ${INTENSITY_MAX}` });
    const moments = triggerNamesOf(log);
    lines.push({ style: 'text', text: `Moments linked: ${moments.length === 0 ? 'none noted' : moments.join('; ')}` });
    if (includeNotes && log.notes !== '') lines.push({ style: 'text', text: `Notes: ${log.notes}` });
  }
  lines.push({ style: 'small', text: texts.ownRecord });
  return lines;
}

/** Builds the PDF (US Letter, Helvetica, wrapped text, as many pages as it needs). */
export async function buildSymptomReportPdf(request: SymptomReportRequest): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(texts.pdfTitle);
  doc.setSubject('');
  doc.setAuthor('');
  doc.setKeywords([]);
  doc.setCreator(texts.pdfTitle);
  doc.setProducer(texts.pdfTitle);
  doc.setCreationDate(request.made);
  doc.setModificationDate(request.made);

  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.18, 0.1, 0.16);
  const muted = rgb(0.38, 0.3, 0.35);
  const accent = rgb(0.42, 0.18, 0.36);
  const pageSize: [number, number] = [612, 792];
  const margin = 56;
  const width = pageSize[0] - margin * 2;
  let page = doc.addPage(pageSize);
  let y = pageSize[1] - margin;

  const newPageIfBelow = (needed: number) => {
    if (y - needed < margin) {
      page = doc.addPage(pageSize);
      y = pageSize[1] - margin;
    }
  };
  const write = (text: string, font: typeof regular, size: number, color: typeof ink, indent = 0, marker?: string) => {
    const lineHeight = size * 1.4;
    wrapText(pdfSafeText(text), width - indent, (line) => font.widthOfTextAtSize(line, size)).forEach((line, index) => {
      newPageIfBelow(lineHeight);
      y -= lineHeight;
      if (marker !== undefined && index === 0) page.drawText(marker, { x: margin + 2, y, size, font, color });
      page.drawText(line, { x: margin + indent, y, size, font, color });
    });
  };

  for (const line of symptomReportLines(request)) {
    switch (line.style) {
      case 'title':
        write(line.text, bold, 20, accent);
        y -= 4;
        break;
      case 'subtitle':
        write(line.text, regular, 11, muted);
        break;
      case 'heading':
        // Keep a heading with at least two lines of what follows it.
        newPageIfBelow(60);
        y -= 14;
        write(line.text, bold, 13, accent);
        y -= 2;
        break;
      case 'entry':
        newPageIfBelow(50);
        y -= 8;
        write(line.text, bold, 11, ink);
        break;
      case 'bullet':
        write(line.text, regular, 11, ink, 14, '-');
        y -= 2;
        break;
      case 'small':
        y -= 16;
        write(line.text, regular, 9, muted);
        break;
      default:
        write(line.text, regular, 11, ink);
        y -= 2;
    }
  }
  return doc.save();
}

/** Builds the report and hands it to the browser as a download; answers the file name. */
export async function downloadSymptomReport(request: SymptomReportRequest): Promise<string> {
  const bytes = await buildSymptomReportPdf(request);
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const fileName = symptomReportFileName(request.made);
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
