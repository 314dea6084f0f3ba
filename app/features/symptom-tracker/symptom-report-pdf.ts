/**
 * The report for her doctor or therapist (SPEC.md: "exporting reports for healthcare
 * providers"): a PDF made in her browser from the logs of the days she picks. pdf-lib is loaded
 * only when she makes one; nothing is sent anywhere. The text is real (selectable, readable by
 * a screen reader), the file name and metadata are plain, and the report says it is her own
 * record, not a diagnosis. Counts are of what she logged; nothing is inferred.
 */
import { locale } from '@core/content/locale';
import { INTENSITY_MAX, symptomTrackerTexts } from '@core/content/symptom-tracker';
import { formatMessage } from '@core/message-format';
import { createPdfWriter } from '~/lib/pdf-writer';
import { countsPerSymptom, logsBetween, readableDay, readableTime, symptomNameOf, togetherCounts, triggerNamesOf, type SymptomLog } from './symptom-patterns';
import { downloadBytes } from '~/lib/download';
import { symptomReportFileName } from '@core/symptom-words';

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
const times = (count: number) => formatMessage(texts.times, { count });

/** The report's lines, in order, as the PDF writes them (tested without drawing). */
export type ReportLine = { style: 'title' | 'subtitle' | 'heading' | 'text' | 'bullet' | 'entry' | 'small'; text: string };

export function symptomReportLines({ logs, from, to, includeNotes, made }: SymptomReportRequest): ReportLine[] {
  const inRange = logsBetween(logs, from, to);
  const lines: ReportLine[] = [
    { style: 'title', text: texts.heading },
    { style: 'subtitle', text: formatMessage(texts.period, { from: readableDay(from), to: readableDay(to) }) },
    { style: 'subtitle', text: formatMessage(texts.madeOn, { date: made.toLocaleDateString(locale.intl, { year: 'numeric', month: 'long', day: 'numeric' }) }) },
    { style: 'text', text: texts.ownRecord },
  ];
  if (inRange.length === 0) {
    lines.push({ style: 'text', text: texts.noLogs });
    return lines;
  }

  lines.push({ style: 'heading', text: texts.summary });
  lines.push({ style: 'text', text: formatMessage(texts.summaryText, { count: inRange.length, max: INTENSITY_MAX }) });
  for (const count of countsPerSymptom(inRange)) {
    lines.push({ style: 'bullet', text: formatMessage(texts.symptomLine, { symptom: count.symptom, times: times(count.count), average: count.averageIntensity, max: INTENSITY_MAX, highest: count.highestIntensity }) });
  }

  const together = togetherCounts(inRange);
  lines.push({ style: 'heading', text: symptomTrackerTexts.together.title });
  if (together.length === 0) {
    lines.push({ style: 'text', text: texts.noneLinked });
  } else {
    lines.push({ style: 'text', text: texts.togetherText });
    for (const pair of together) lines.push({ style: 'bullet', text: formatMessage(texts.pairLine, { trigger: pair.trigger, symptom: pair.symptom, times: times(pair.count) }) });
  }

  lines.push({ style: 'heading', text: texts.eachLog });
  for (const log of inRange) {
    lines.push({ style: 'entry', text: formatMessage(texts.entry, { time: readableTime(log.occurredAt), symptom: symptomNameOf(log), intensity: log.intensity, max: INTENSITY_MAX }) });
    const moments = triggerNamesOf(log);
    lines.push({ style: 'text', text: formatMessage(texts.momentsLinked, { moments: moments.length === 0 ? texts.noneNoted : moments.join('; ') }) });
    if (includeNotes && log.notes !== '') lines.push({ style: 'text', text: formatMessage(texts.notes, { notes: log.notes }) });
  }
  lines.push({ style: 'small', text: texts.ownRecord });
  return lines;
}

/** Builds the PDF (US Letter, Helvetica, wrapped text, as many pages as it needs). */
export async function buildSymptomReportPdf(request: SymptomReportRequest): Promise<Uint8Array> {
  const pdf = await createPdfWriter(texts.pdfTitle, request.made);
  const { write, gap } = pdf;
  const { bold } = pdf.fonts;
  const { muted, accent } = pdf.colors;

  for (const line of symptomReportLines(request)) {
    switch (line.style) {
      case 'title':
        write(line.text, { font: bold, size: 20, color: accent });
        gap(4);
        break;
      case 'subtitle':
        write(line.text, { color: muted });
        break;
      case 'heading':
        pdf.heading(line.text, { before: 14, after: 2 });
        break;
      case 'entry':
        pdf.room(50);
        gap(8);
        write(line.text, { font: bold });
        break;
      case 'bullet':
        write(line.text, { indent: 14, bullet: '-' });
        gap(2);
        break;
      case 'small':
        gap(16);
        write(line.text, { size: 9, color: muted });
        break;
      default:
        write(line.text);
        gap(2);
    }
  }
  return pdf.save();
}

/** Builds the report and hands it to the browser as a download; answers the file name. */
export async function downloadSymptomReport(request: SymptomReportRequest): Promise<string> {
  const bytes = await buildSymptomReportPdf(request);
  const fileName = symptomReportFileName(request.made);
  downloadBytes(bytes, fileName, 'application/pdf');
  return fileName;
}
