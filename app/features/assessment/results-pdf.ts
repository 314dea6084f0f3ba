/**
 * A PDF of the assessment results, made in the browser (DESIGN.md "results download"). pdf-lib is
 * loaded only when this runs. The file name and the document title are discreet, because the
 * file may sit on a device someone else looks at; the safety check is never written into it.
 */
import type { AssessmentResult } from '@core/assessment-scoring';
import { callLabel } from '@core/call-label';
import type { Hotline } from '@core/constants';
import { resultsPdfTexts as texts } from '@core/content/assessment';
import { riskLevelName } from '@core/assessment-check';
import { riskLevelNames } from '@core/content/assessment-tiers';
import { locale } from '@core/content/locale';
import { formatMessage } from '@core/message-format';
import { pdfSafeText, wrapText } from '~/lib/pdf-text';
import { createPdfWriter } from '~/lib/pdf-writer';
import { downloadBytes } from '~/lib/download';

// Kept importable from here for the code and tests that already do.
export { pdfSafeText, wrapText };

export type ResultsPdfContent = {
  result: Pick<AssessmentResult, 'score' | 'maxScore' | 'displayPercentage' | 'riskLevel' | 'selfStage' | 'description' | 'recommendations' | 'urgentSupport'>;
  crisisLines: readonly Hotline[];
  date: Date;
};

/** The neutral title used for the file name and the PDF's metadata. */
export const pdfTitle = texts.title;

function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A discreet file name with the local date, e.g. wellbeing-notes-2026-11-21.pdf. */
export function resultsFileName(date: Date): string {
  return `${texts.fileNameStem}-${isoDate(date)}.pdf`;
}

function longDate(date: Date): string {
  return date.toLocaleDateString(locale.intl, { year: 'numeric', month: 'long', day: 'numeric' });
}

function crisisLineText(line: Hotline): string {
  const number = callLabel(line, texts.callNumber);
  return `${line.name}: ${number}${line.detail ? ` (${line.detail.toLowerCase()})` : ''}`;
}

/** Builds the PDF (US Letter, Helvetica, wrapped text, as many pages as it needs). */
export async function buildResultsPdf(content: ResultsPdfContent): Promise<Uint8Array> {
  const pdf = await createPdfWriter(pdfTitle, content.date);
  const { write, heading } = pdf;
  const { bold } = pdf.fonts;
  const { muted, accent } = pdf.colors;
  const bullets = (items: readonly string[]) => {
    for (const item of items) write(item, { indent: 14, bullet: '-', gapAfter: 4 });
  };

  const { result } = content;
  write(pdfTitle, { font: bold, size: 20, color: accent, gapAfter: 2 });
  write(formatMessage(texts.dated, { date: longDate(content.date) }), { color: muted, gapAfter: 10 });

  heading(texts.heading);
  write(formatMessage(texts.score, { score: result.score, max: result.maxScore, percent: result.displayPercentage }));
  write(formatMessage(texts.result, { level: riskLevelName(riskLevelNames, result.riskLevel) }));
  write(formatMessage(texts.stage, { stage: result.selfStage }), { gapAfter: 6 });
  write(result.description, { gapAfter: 4 });

  const crisis = () => {
    heading(result.urgentSupport ? texts.crisisUrgent : texts.crisis);
    write(texts.crisisIntro, { gapAfter: 2 });
    bullets(content.crisisLines.map(crisisLineText));
  };
  if (result.urgentSupport) crisis();
  heading(texts.recommendations);
  bullets(result.recommendations);
  if (!result.urgentSupport) crisis();

  pdf.gap(10);
  write(texts.footer, { size: 9, color: muted });

  return pdf.save();
}

/** Builds the PDF and hands it to the browser as a download. */
export async function downloadResultsPdf(content: ResultsPdfContent): Promise<string> {
  const bytes = await buildResultsPdf(content);
  const fileName = resultsFileName(content.date);
  downloadBytes(bytes, fileName, 'application/pdf');
  return fileName;
}
