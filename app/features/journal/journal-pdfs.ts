/**
 * The journal's two PDFs, made in her browser (pdf-lib loaded only when she asks for one;
 * nothing is sent anywhere): her journal, and the record pack of the records she chose for an
 * advocate, a lawyer or a court. Real text (selectable, read by a screen reader), standard
 * fonts, plain metadata and file names. Each PDF is first a list of lines (tested without
 * drawing), then drawn.
 *
 * Helvetica cannot draw every character (app/lib/pdf-text.ts): the pack says so under a record
 * whose text lost characters, since its digest is of the text as she wrote it.
 */
import { incidentFields, journalPdfFileName, journalTexts, moodLabel, promptText, recordPackFileName } from '@core/content/journal';
import type { IncidentContent } from '@core/contracts/journal';
import { latestVersion, packDigest, recordDigest } from '@core/journal';
import { pdfSafeText } from '~/lib/pdf-text';
import { createPdfWriter } from '~/lib/pdf-writer';
import { downloadBytes } from './download';
import { formatDateTime, formatLocalDay, happenedText } from './journal-format';
import type { JournalEntry } from './use-journal';

const texts = journalTexts.pdf;

export type PdfLine = {
  style: 'title' | 'subtitle' | 'heading' | 'subheading' | 'text' | 'field' | 'digest' | 'small' | 'page-break';
  text: string;
};

const incidentFieldNames = ['place', 'whatHappened', 'witnesses', 'injuries', 'actionsTaken'] as const;
const fieldLabel: Record<(typeof incidentFieldNames)[number], string> = {
  place: texts.place,
  whatHappened: texts.whatHappened,
  witnesses: texts.witnesses,
  injuries: texts.injuries,
  actionsTaken: texts.actionsTaken,
};

function loses(content: IncidentContent): boolean {
  return Object.values(content).some((value) => pdfSafeText(value) !== value.replace(/[\n\r\t]/g, ' '));
}

/** Records in the pack's order: by when it happened (date, then time; no time first), then when first written. */
export function packOrder(records: readonly JournalEntry[]): JournalEntry[] {
  const key = (entry: JournalEntry) => {
    const content = latestVersion(entry.incident!).content;
    return `${content.happenedDate}T${content.happenedTime || '00:00'}|${entry.incident!.versions[0]!.savedAt}`;
  };
  return records.filter((entry) => entry.incident).sort((a, b) => key(a).localeCompare(key(b)));
}

export type RecordPackRequest = { records: readonly JournalEntry[]; name: string; made: Date };

/** The pack's lines and its digests (record digests in the pack's order, and the pack's). */
export async function recordPackLines({ records, name, made }: RecordPackRequest): Promise<{ lines: PdfLine[]; digests: string[]; pack: string }> {
  const ordered = packOrder(records);
  const digests = await Promise.all(ordered.map((entry) => recordDigest(entry.incident!)));
  const pack = await packDigest(digests);
  const days = ordered.map((entry) => latestVersion(entry.incident!).content.happenedDate);
  const period = days.length === 0 ? '' : texts.periodRange(formatLocalDay(days[0]!), formatLocalDay(days.at(-1)!));

  const lines: PdfLine[] = [
    { style: 'title', text: texts.packTitle },
    { style: 'field', text: `${texts.preparedFor} ${name.trim() || texts.noName}` },
    { style: 'field', text: `${texts.period} ${period}` },
    { style: 'field', text: `${texts.madeOn} ${formatDateTime(made.toISOString())}` },
    { style: 'field', text: `${texts.recordCount} ${ordered.length}` },
    { style: 'subheading', text: texts.packDigest },
    { style: 'digest', text: pack },
    { style: 'text', text: texts.ownRecord },
    { style: 'small', text: texts.seeLastPage(texts.howToCheckTitle) },
  ];

  ordered.forEach((entry, index) => {
    const incident = entry.incident!;
    const versions = incident.versions;
    const latest = latestVersion(incident);
    lines.push({ style: 'page-break', text: '' });
    lines.push({ style: 'heading', text: texts.recordHeading(index + 1, ordered.length) });
    lines.push({ style: 'field', text: `${texts.happened} ${happenedText(latest.content)}` });
    lines.push({ style: 'field', text: `${texts.written} ${formatDateTime(versions[0]!.savedAt)}` });
    lines.push({ style: 'field', text: `${texts.lastEdited} ${versions.length > 1 ? formatDateTime(latest.savedAt) : texts.notEdited}` });
    lines.push({ style: 'field', text: `${texts.versions} ${versions.length}` });
    lines.push({ style: 'field', text: `${texts.firstStored} ${formatDateTime(entry.createdAt)}` });
    lines.push({ style: 'subheading', text: texts.digest });
    lines.push({ style: 'digest', text: digests[index]! });
    for (const field of incidentFieldNames) {
      lines.push({ style: 'subheading', text: fieldLabel[field] });
      lines.push({ style: 'text', text: latest.content[field] || texts.notGiven });
    }
    if (loses(latest.content)) lines.push({ style: 'small', text: texts.unencodable });
  });

  lines.push({ style: 'page-break', text: '' });
  lines.push({ style: 'heading', text: texts.howToCheckTitle });
  for (const paragraph of texts.howToCheck) lines.push({ style: 'text', text: paragraph });
  lines.push({ style: 'subheading', text: texts.digestsInOrder });
  digests.forEach((digest, index) => lines.push({ style: 'digest', text: `${index + 1}. ${digest}` }));
  lines.push({ style: 'subheading', text: texts.packDigest });
  lines.push({ style: 'digest', text: pack });
  return { lines, digests, pack };
}

/** Her journal, newest first (as the page lists it). */
export function journalLines(entries: readonly JournalEntry[], made: Date): PdfLine[] {
  const lines: PdfLine[] = [
    { style: 'title', text: texts.journalTitle },
    { style: 'subtitle', text: `${texts.madeOn} ${formatDateTime(made.toISOString())} · ${journalTexts.list.count(entries.length)}` },
  ];
  for (const entry of entries) {
    lines.push({ style: 'heading', text: formatDateTime(entry.writtenAt) });
    const about = [entry.mood !== null ? journalTexts.about.mood(entry.mood, moodLabel(entry.mood)) : '', entry.feelings.length > 0 ? journalTexts.about.feelings(entry.feelings.join(', ')) : '']
      .filter(Boolean)
      .join(' - ');
    if (about) lines.push({ style: 'small', text: about });
    const prompt = promptText(entry.promptId);
    if (prompt) lines.push({ style: 'small', text: journalTexts.about.prompt(prompt) });
    if (entry.text) lines.push({ style: 'text', text: entry.text });
    if (entry.incident) {
      const latest = latestVersion(entry.incident);
      lines.push({ style: 'subheading', text: `${journalTexts.list.incidentBadge} (${journalTexts.list.versions(entry.incident.versions.length)})` });
      lines.push({ style: 'field', text: `${texts.happened} ${happenedText(latest.content)}` });
      for (const field of incidentFieldNames) {
        if (latest.content[field]) lines.push({ style: 'field', text: `${incidentFields[field].name}: ${latest.content[field]}` });
      }
    }
  }
  return lines;
}

async function drawPdf(lines: readonly PdfLine[], title: string, made: Date): Promise<Uint8Array> {
  const pdf = await createPdfWriter(title, made, { lineSpacing: 1.45, mono: true });
  const { write, gap } = pdf;
  const { bold, mono } = pdf.fonts;
  const { muted, accent } = pdf.colors;

  for (const line of lines) {
    switch (line.style) {
      case 'page-break':
        pdf.pageBreak();
        break;
      case 'title':
        write(line.text, { font: bold, size: 22, color: accent });
        gap(10);
        break;
      case 'subtitle':
        write(line.text, { color: muted });
        gap(4);
        break;
      case 'heading':
        pdf.heading(line.text, { size: 14, before: 14, flushAtPageTop: true });
        break;
      case 'subheading':
        pdf.room(40);
        gap(6);
        write(line.text, { font: bold, size: 10.5 });
        break;
      case 'field':
        write(line.text);
        gap(2);
        break;
      case 'digest':
        write(line.text, { font: mono, size: 9.5 });
        gap(4);
        break;
      case 'small':
        gap(4);
        write(line.text, { size: 9, color: muted });
        break;
      default:
        write(line.text);
        gap(4);
    }
  }
  return pdf.save();
}

export async function buildRecordPackPdf(request: RecordPackRequest) {
  const { lines, digests, pack } = await recordPackLines(request);
  return { bytes: await drawPdf(lines, texts.packTitle, request.made), digests, pack };
}

export function buildJournalPdf(entries: readonly JournalEntry[], made: Date) {
  return drawPdf(journalLines(entries, made), texts.journalTitle, made);
}

export async function downloadRecordPack(request: RecordPackRequest): Promise<string> {
  const { bytes } = await buildRecordPackPdf(request);
  const fileName = recordPackFileName(request.made);
  downloadBytes(bytes, fileName, 'application/pdf');
  return fileName;
}

export async function downloadJournalPdf(entries: readonly JournalEntry[], made: Date): Promise<string> {
  const bytes = await buildJournalPdf(entries, made);
  const fileName = journalPdfFileName(made);
  downloadBytes(bytes, fileName, 'application/pdf');
  return fileName;
}
