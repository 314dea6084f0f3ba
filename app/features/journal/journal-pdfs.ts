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
import { diffWords } from 'diff';
import { incidentCalendarTexts } from '@core/content/incident-calendar';
import { incidentFields, journalFileNames, journalPrompts, journalTexts, moodLevels } from '@core/content/journal';
import { datedFileName, moodLabel, promptText } from '@core/journal-prompts';
import { attachmentTexts } from '@core/content/attachments';
import type { Attachment as RecordFile, IncidentContent, IncidentVersion } from '@core/contracts/journal';
import { RECEIPT_KEYS_PATH } from '@core/contracts/receipts';
import { currentLocale, localePath } from '@core/i18n';
import { formatMessage } from '@core/message-format';
import { monthlySummaries, monthKey, monthOfDay, recordsByMonth } from '@core/incident-trend';
import { latestVersion, packDigest, recordDigest } from '@core/journal';
import { type RecordManifest, recordManifest } from '@core/record-manifest';
import { versionDigests } from '@core/receipts';
import { siteConfig } from '@core/site-config';
import { pdfSafeText } from '~/lib/pdf-text';
import { createPdfWriter } from '~/lib/pdf-writer';
import { downloadBytes } from '~/lib/download';
import { smallerCopy } from './attachment-files';
import { readableSize } from '~/lib/readable-size';
import { formatDateTime, formatLocalDay, formatMonth, happenedText, seriousnessText } from './journal-format';
import type { JournalEntry } from './use-journal';

const texts = journalTexts.pdf;

export type PdfLine = {
  style: 'title' | 'subtitle' | 'heading' | 'subheading' | 'version' | 'text' | 'field' | 'change' | 'digest' | 'small' | 'page-break' | 'image';
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
export function packOrder<E extends PackEntry>(records: readonly E[]): E[] {
  const key = (entry: E) => {
    const content = latestVersion(entry.incident!).content;
    return `${content.happenedDate}T${content.happenedTime || '00:00'}|${entry.incident!.versions[0]!.savedAt}`;
  };
  return records.filter((entry) => entry.incident).sort((a, b) => key(a).localeCompare(key(b)));
}

/** A photo or file as the pack prints it: what her record keeps of it, without the key that opens it. */
export type PackFile = Omit<RecordFile, 'key'>;
/** A record as the pack reads it: her journal's entries, or the records of a share link with their files (app/pages/_shared-island.tsx). */
export type PackEntryOf<F extends PackFile> = Omit<JournalEntry, 'attachments'> & { attachments?: readonly F[] };
export type PackEntry = PackEntryOf<PackFile>;

export type RecordPackRequest = { records: readonly PackEntry[]; name: string; made: Date; /** Adds the calendar page (issue 27 item 5). */ calendar?: boolean };

const shortFields = ['happenedDate', 'happenedTime', 'place'] as const;
const longFields = ['whatHappened', 'witnesses', 'injuries', 'actionsTaken'] as const;

/** Runs of words, quoted and joined, as a reader would say them. */
const quoted = (parts: string[]) =>
  parts
    .map((part) => part.trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part))
    .join('" ... "');

/**
 * What changed from one version to the next, in plain sentences: a short field "changed from X
 * to Y" (or added, or removed); a long one, the words added and the words removed (jsdiff's
 * word diff).
 */
export function describeChanges(before: IncidentContent, after: IncidentContent): string[] {
  const sentences: string[] = [];
  const shown = (field: keyof IncidentContent, value: string) => (field === 'happenedDate' && value ? formatLocalDay(value) : value);
  for (const field of [...shortFields, ...longFields]) {
    const from = before[field];
    const to = after[field];
    if (from === to) continue;
    const name = incidentFields[field].name;
    if (!from) sentences.push(formatMessage(texts.fieldAdded, { field: name, to: shown(field, to) }));
    else if (!to) sentences.push(formatMessage(texts.fieldRemoved, { field: name, from: shown(field, from) }));
    else if ((shortFields as readonly string[]).includes(field)) sentences.push(formatMessage(texts.changedFrom, { field: name, from: shown(field, from), to: shown(field, to) }));
    else {
      const parts = diffWords(from, to);
      const added = quoted(parts.filter((part) => part.added).map((part) => part.value));
      const removed = quoted(parts.filter((part) => part.removed).map((part) => part.value));
      if (added) sentences.push(formatMessage(texts.wordsAdded, { field: name, words: added }));
      if (removed) sentences.push(formatMessage(texts.wordsRemoved, { field: name, words: removed }));
    }
  }
  return sentences;
}

function versionLines(versions: readonly IncidentVersion[], digests: readonly { digest: string; history: string }[]): PdfLine[] {
  const lines: PdfLine[] = [{ style: 'subheading', text: texts.versionsTitle }];
  versions.forEach((version, index) => {
    lines.push({ style: 'version', text: formatMessage(texts.versionHeading, { n: index + 1, total: versions.length }) });
    lines.push({ style: 'field', text: formatMessage(texts.versionSaved, { savedAt: formatDateTime(version.savedAt) }) });
    lines.push({ style: 'small', text: texts.versionDigest });
    lines.push({ style: 'digest', text: digests[index]!.digest });
    if (index > 0) {
      lines.push({ style: 'small', text: texts.historyDigest });
      lines.push({ style: 'digest', text: digests[index]!.history });
    }
    if (version.receipt) {
      lines.push({ style: 'small', text: formatMessage(texts.receiptSigned, { signedAt: version.receipt.signedAt, id: version.receipt.id, keyId: version.receipt.keyId }) });
      lines.push({ style: 'digest', text: version.receipt.signature });
    } else lines.push({ style: 'small', text: texts.noReceipt });
    if (index === 0) lines.push({ style: 'field', text: texts.firstVersion });
    else {
      lines.push({ style: 'field', text: formatMessage(texts.changesTitle, { n: index }) });
      for (const sentence of describeChanges(versions[index - 1]!.content, version.content)) lines.push({ style: 'change', text: sentence });
    }
    lines.push({ style: 'field', text: `${texts.happened} ${happenedText(version.content)}` });
    for (const field of incidentFieldNames) lines.push({ style: 'text', text: `${fieldLabel[field]} ${version.content[field] || texts.notGiven}` });
  });
  return lines;
}

const calendarTexts = incidentCalendarTexts.pack;

/**
 * The pack's calendar page: every month from the first record's to the last's (quiet months
 * too), how many of the pack's records happened in it, and each one's day and the seriousness
 * she chose; with what that seriousness is and is not (her own reading, outside the digests).
 */
export function calendarLines(ordered: readonly PackEntry[]): PdfLine[] {
  const records = ordered.map((entry) => ({ happenedDate: latestVersion(entry.incident!).content.happenedDate, seriousness: entry.incident!.seriousness }));
  const lastDay = records.map((record) => record.happenedDate).sort().at(-1);
  const last = lastDay ? monthOfDay(lastDay) : null;
  const lines: PdfLine[] = [
    { style: 'page-break', text: '' },
    { style: 'heading', text: calendarTexts.title },
    { style: 'small', text: calendarTexts.explain },
  ];
  if (!last) return lines;
  const byMonth = recordsByMonth(records);
  for (const summary of monthlySummaries(records, last)) {
    const month = formatMonth(summary.month);
    const said = summary.count === 0 ? calendarTexts.monthNone : summary.count === 1 ? calendarTexts.monthOne : calendarTexts.monthMany;
    lines.push({ style: 'subheading', text: formatMessage(said, { month, count: summary.count }) });
    for (const record of byMonth.get(monthKey(summary.month)) ?? []) {
      const seriousness = record.seriousness === undefined ? incidentCalendarTexts.calendar.notRated : seriousnessText(record.seriousness);
      lines.push({ style: 'change', text: formatMessage(calendarTexts.day, { day: `${formatLocalDay(record.happenedDate)} (${record.happenedDate})`, seriousness }) });
    }
  }
  return lines;
}

/** A record's photos and files in the pack: what was kept, its digest and receipt, then the picture itself (an 'image' line naming it). */
function fileLines(files: readonly PackFile[]): PdfLine[] {
  if (files.length === 0) return [];
  const lines: PdfLine[] = [{ style: 'subheading', text: attachmentTexts.pack.heading }];
  for (const file of files) {
    lines.push({ style: 'field', text: file.name || attachmentTexts.noName });
    const kind = file.kept === 'smaller' ? attachmentTexts.smallerLabel : attachmentTexts.originalLabel;
    lines.push({ style: 'small', text: formatMessage(attachmentTexts.pack.kept, { kind, size: readableSize(file.size, currentLocale), addedAt: formatDateTime(file.addedAt) }) });
    lines.push({ style: 'small', text: formatMessage(attachmentTexts.pack.digest, { digest: '' }).trim() });
    lines.push({ style: 'digest', text: file.sha256 });
    if (file.receipt) {
      lines.push({ style: 'small', text: formatMessage(attachmentTexts.pack.receipt, { id: file.receipt.id, signedAt: file.receipt.signedAt, keyId: file.receipt.keyId }) });
      lines.push({ style: 'digest', text: file.receipt.signature });
    } else lines.push({ style: 'small', text: attachmentTexts.pack.noReceipt });
    lines.push({ style: 'image', text: file.fileId });
  }
  return lines;
}

/** The pack's lines and its digests (record digests in the pack's order, and the pack's). */
export async function recordPackLines({ records, name, made, calendar = false }: RecordPackRequest): Promise<{ lines: PdfLine[]; digests: string[]; pack: string; manifest: RecordManifest }> {
  const ordered = packOrder(records);
  const manifest = await recordManifest(
    ordered.map((entry) => entry.incident!),
    made,
    ordered.map((entry) => entry.attachments ?? []),
  );
  const histories = await Promise.all(ordered.map((entry) => versionDigests(entry.incident!.versions)));
  const digests = await Promise.all(ordered.map((entry) => recordDigest(entry.incident!)));
  const pack = await packDigest(digests);
  const days = ordered.map((entry) => latestVersion(entry.incident!).content.happenedDate);
  const period = days.length === 0 ? '' : formatMessage(texts.periodRange, { from: formatLocalDay(days[0]!), to: formatLocalDay(days.at(-1)!) });

  const lines: PdfLine[] = [
    { style: 'title', text: texts.packTitle },
    { style: 'field', text: `${texts.preparedFor} ${name.trim() || texts.noName}` },
    { style: 'field', text: `${texts.period} ${period}` },
    { style: 'field', text: `${texts.madeOn} ${formatDateTime(made.toISOString())}` },
    { style: 'field', text: `${texts.recordCount} ${ordered.length}` },
    { style: 'subheading', text: texts.packDigest },
    { style: 'digest', text: pack },
    { style: 'text', text: texts.ownRecord },
    { style: 'small', text: formatMessage(texts.seeLastPage, { title: texts.howToCheckTitle }) },
  ];
  if (calendar) lines.push(...calendarLines(ordered));

  ordered.forEach((entry, index) => {
    const incident = entry.incident!;
    const versions = incident.versions;
    const latest = latestVersion(incident);
    lines.push({ style: 'page-break', text: '' });
    lines.push({ style: 'heading', text: formatMessage(texts.recordHeading, { n: index + 1, total: ordered.length }) });
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
    if (versions.some((version) => loses(version.content))) lines.push({ style: 'small', text: texts.unencodable });
    lines.push(...fileLines(entry.attachments ?? []));
    lines.push(...versionLines(versions, histories[index]!));
  });

  lines.push({ style: 'page-break', text: '' });
  lines.push({ style: 'heading', text: texts.howToCheckTitle });
  for (const paragraph of texts.howToCheck) lines.push({ style: 'text', text: paragraph });
  if (ordered.some((entry) => entry.attachments?.length)) lines.push({ style: 'text', text: attachmentTexts.pack.howToCheck });
  lines.push({ style: 'subheading', text: texts.digestsInOrder });
  digests.forEach((digest, index) => lines.push({ style: 'digest', text: `${index + 1}. ${digest}` }));
  lines.push({ style: 'subheading', text: texts.packDigest });
  lines.push({ style: 'digest', text: pack });
  lines.push({ style: 'heading', text: texts.companionTitle });
  const links = { fileName: datedFileName(journalFileNames.recordManifest, made), verifyUrl: `${siteConfig.siteUrl}${localePath('/verify')}`, keysUrl: `${siteConfig.siteUrl}${RECEIPT_KEYS_PATH}` };
  for (const paragraph of texts.companion) lines.push({ style: 'text', text: formatMessage(paragraph, links) });
  return { lines, digests, pack, manifest };
}

/** Her journal, newest first (as the page lists it). */
export function journalLines(entries: readonly JournalEntry[], made: Date): PdfLine[] {
  const lines: PdfLine[] = [
    { style: 'title', text: texts.journalTitle },
    { style: 'subtitle', text: `${texts.madeOn} ${formatDateTime(made.toISOString())} · ${formatMessage(journalTexts.list.count, { count: entries.length })}` },
  ];
  for (const entry of entries) {
    lines.push({ style: 'heading', text: formatDateTime(entry.writtenAt) });
    const about = [entry.mood !== null ? formatMessage(journalTexts.about.mood, { value: entry.mood, word: moodLabel(moodLevels, entry.mood) }) : '', entry.feelings.length > 0 ? formatMessage(journalTexts.about.feelings, { words: entry.feelings.join(', ') }) : '']
      .filter(Boolean)
      .join(' - ');
    if (about) lines.push({ style: 'small', text: about });
    const prompt = promptText(journalPrompts, entry.promptId);
    if (prompt) lines.push({ style: 'small', text: formatMessage(journalTexts.about.prompt, { text: prompt }) });
    if (entry.text) lines.push({ style: 'text', text: entry.text });
    if (entry.incident) {
      const latest = latestVersion(entry.incident);
      lines.push({ style: 'subheading', text: `${journalTexts.list.incidentBadge} (${formatMessage(journalTexts.list.versions, { count: entry.incident.versions.length })})` });
      lines.push({ style: 'field', text: `${texts.happened} ${happenedText(latest.content)}` });
      for (const field of incidentFieldNames) {
        if (latest.content[field]) lines.push({ style: 'field', text: `${incidentFields[field].name}: ${latest.content[field]}` });
      }
    }
  }
  return lines;
}

type Attachment = { bytes: Uint8Array; fileName: string; mimeType: string; description: string };

/** A picture the pack draws, by file id: its bytes as JPEG or PNG, 'not-drawn' (a PDF, or a picture pdf-lib cannot embed), or 'unreadable'. */
export type PackImages = Map<string, { bytes: Uint8Array; type: 'jpeg' | 'png' } | 'not-drawn' | 'unreadable'>;

async function drawPdf(lines: readonly PdfLine[], title: string, made: Date, attachment?: Attachment, images: PackImages = new Map()): Promise<Uint8Array> {
  const pdf = await createPdfWriter(title, made, { lineSpacing: 1.45, mono: true });
  const { write, gap } = pdf;
  const { bold, mono } = pdf.fonts;
  const { muted, accent } = pdf.colors;

  for (const line of lines) {
    switch (line.style) {
      case 'page-break':
        pdf.pageBreak();
        break;
      case 'image': {
        const image = images.get(line.text);
        if (image && typeof image === 'object') await pdf.image(image.bytes, image.type);
        else {
          gap(4);
          write(image === 'unreadable' ? attachmentTexts.pack.unreadable : attachmentTexts.pack.notDrawn, { size: 9, color: muted });
        }
        gap(6);
        break;
      }
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
      case 'version':
        pdf.heading(line.text, { size: 11.5, before: 12 });
        break;
      case 'change':
        write(line.text, { indent: 12, bullet: '-' });
        gap(2);
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
  pdf.numberPages((page, pages) => formatMessage(texts.pageNumber, { page, pages }));
  if (attachment) await pdf.attach(attachment.bytes, attachment.fileName, attachment.mimeType, attachment.description);
  return pdf.save();
}

/**
 * Opens the pack's pictures in her browser (one at a time: a pack of twenty photos never holds
 * them all at once in chunks). JPEG and PNG go in as kept; WebP and HEIC are drawn to JPEG for
 * the PDF only (the digest stays that of the bytes she kept).
 */
export async function packImages<F extends PackFile>(records: readonly PackEntryOf<F>[], open: (file: F) => Promise<Blob>, toJpeg: (blob: Blob) => Promise<Blob>): Promise<PackImages> {
  const images: PackImages = new Map();
  for (const file of records.flatMap((entry) => (entry.incident ? (entry.attachments ?? []) : []))) {
    if (file.type === 'application/pdf') {
      images.set(file.fileId, 'not-drawn');
      continue;
    }
    let blob: Blob;
    try {
      blob = await open(file);
    } catch {
      images.set(file.fileId, 'unreadable');
      continue;
    }
    try {
      const drawable = file.type === 'image/jpeg' || file.type === 'image/png' ? blob : await toJpeg(blob);
      images.set(file.fileId, { bytes: new Uint8Array(await drawable.arrayBuffer()), type: file.type === 'image/png' ? 'png' : 'jpeg' });
    } catch {
      images.set(file.fileId, 'not-drawn');
    }
  }
  return images;
}

/** The pack's PDF (its manifest attached inside) and the manifest's own text, for the file beside it. */
export async function buildRecordPackPdf(request: RecordPackRequest & { images?: PackImages }) {
  const { lines, digests, pack, manifest } = await recordPackLines(request);
  const manifestText = JSON.stringify(manifest, null, 2);
  const fileName = datedFileName(journalFileNames.recordManifest, request.made);
  const bytes = await drawPdf(lines, texts.packTitle, request.made, {
    bytes: new TextEncoder().encode(manifestText),
    fileName,
    mimeType: 'application/json',
    description: texts.companionTitle,
  }, request.images);
  return { bytes, digests, pack, manifest, manifestText, manifestFileName: fileName };
}

export function buildJournalPdf(entries: readonly JournalEntry[], made: Date) {
  return drawPdf(journalLines(entries, made), texts.journalTitle, made);
}

/**
 * Saves the PDF; answers its name and its companion file, which she saves with a second press (a
 * browser may block two downloads at once). `openFile` opens a record's file here: her vault's
 * (`openAttachment`), or a share link's on her advocate's page.
 */
export async function downloadRecordPack<F extends PackFile>(
  request: RecordPackRequest & { records: readonly PackEntryOf<F>[]; openFile: (file: F) => Promise<Blob> },
): Promise<{ fileName: string; manifestFileName: string; manifestText: string }> {
  const hasFiles = request.records.some((entry) => entry.incident && entry.attachments?.length);
  const images = hasFiles ? await packImages(request.records, request.openFile, smallerCopy) : undefined;
  const { bytes, manifestText, manifestFileName } = await buildRecordPackPdf({ ...request, ...(images ? { images } : {}) });
  const fileName = datedFileName(journalFileNames.recordPack, request.made);
  downloadBytes(bytes, fileName, 'application/pdf');
  return { fileName, manifestFileName, manifestText };
}

export async function downloadJournalPdf(entries: readonly JournalEntry[], made: Date): Promise<string> {
  const bytes = await buildJournalPdf(entries, made);
  const fileName = datedFileName(journalFileNames.journalPdf, made);
  downloadBytes(bytes, fileName, 'application/pdf');
  return fileName;
}
