// Photos in her records (issue 27 "Measured", docs/decisions/0032), in Chromium at Lighthouse's
// mobile CPU setting (4x slowdown), on the production build with its embedded PostgreSQL:
//
//   upload   a 4 MB photo kept as "the original" (not re-encoded) through the journal's own form:
//            from choosing the file to the record saved, its chunks on the server before it
//   journal  a journal of 200 records holding 40 images: from Unlock to the first page of records
//            with every thumbnail on it drawn, less an empty vault's unlock (the key derivation,
//            the session and an empty read: measured the same way, separately)
//   pack     a record pack of 100 records and 20 images: from pressing the pack button to the
//            download (every image fetched, opened and drawn in the PDF in her browser)
//   memory   the server's resident memory while ten 8 MB encrypted uploads arrive at once (their
//            80 chunks PUT concurrently by a Node client), the server and its PostgreSQL apart
//
// The pictures are made in Chromium at run time (scripts/bench/jpeg.mjs): a 12-megapixel JPEG
// grown to exactly 4 MiB, and from it, as the page makes them, smaller copies (2,048 px, JPEG 0.85)
// and thumbnails (160 px, JPEG 0.6). The journals are filled from Node with the code her browser
// seals with (core/vault: her record, each file's chunks under its own key) and the site's
// receipts over every version and file, so opening them asks for nothing more.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { residentBreakdown, sampleMemory, startServer, stopServer } from '../bench-server.mjs';
import { padJpeg, recordsWithPictures } from './jpeg.mjs';
import { CPU_SLOWDOWN, PASSPHRASE, unlockAt, vaultSession } from './vault.mjs';

export const RUNS = 3;
/** Issue 27's sizes. */
export const PHOTO_BYTES = 4 * 1024 * 1024;
export const JOURNAL = { records: 200, pictures: 40 };
export const PACK = { records: 100, pictures: 20 };
export const UPLOADS = { count: 10, bytes: 8 * 1024 * 1024 };
const PICTURES_PER_RECORD = 2;
/** As app/features/journal/attachment-files.ts draws them (docs/decisions/0032). */
const SMALLER = { side: 2048, quality: 0.85 };
const THUMBNAIL = { sides: [160, 120, 96], quality: 0.6, maxBytes: 8 * 1024 };
const LAUNCH = { args: ['--no-sandbox', '--disable-gpu'] };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The receipt key the build put into the pages, for a server on a new DATA_DIR (as
 * scripts/e2e-server.mjs does): without it the server would sign with a new development key the
 * pages do not trust, and the journal would ask again for every receipt each time it opens.
 */
export function receiptKeyEnv(root) {
  if (process.env.RECEIPT_SIGNING_KEY) return {};
  const file = join(root, process.env.DATA_DIR ?? 'data', 'receipt-signing-key.json');
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    return { RECEIPT_SIGNING_KEY: stored.seed, RECEIPT_SIGNING_KEY_SINCE: stored.createdAt };
  } catch {
    throw new Error(`No receipt key beside the build (${file}): run \`npm run build\` first, or set RECEIPT_SIGNING_KEY as the build had it.`);
  }
}

/** The page's words (English), read from the text modules so the bench follows them. */
export async function pageTexts() {
  const { journalTexts } = await tsImport('../../core/content/journal.ts', import.meta.url);
  const { attachmentTexts } = await tsImport('../../core/content/attachments.ts', import.meta.url);
  const { emptySpaceTexts } = await tsImport('../../core/content/vault-space.ts', import.meta.url);
  const { plainExportTexts } = await tsImport('../../core/content/plain-export.ts', import.meta.url);
  const { formatMessage } = await tsImport('../../core/message-format.ts', import.meta.url);
  return { journalTexts, attachmentTexts, emptySpaceTexts, plainExportTexts, formatMessage };
}

/**
 * The pictures, drawn in Chromium (unthrottled, before anything is timed): `photo`, a 4032 × 3024
 * JPEG of gradients, shapes and sensor-like noise grown to exactly PHOTO_BYTES, and `kinds`
 * different pictures as smaller copies and thumbnails.
 */
export async function makePictures(browser, kinds = 4) {
  const page = await browser.newPage();
  try {
    const drawn = await page.evaluate(
      async ({ kinds, smaller, thumbnail }) => {
        const toBase64 = async (blob) => {
          const bytes = new Uint8Array(await blob.arrayBuffer());
          let binary = '';
          for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
          return btoa(binary);
        };
        const jpeg = async (source, side, quality) => {
          const scale = Math.min(1, side / Math.max(source.width, source.height));
          const canvas = new OffscreenCanvas(Math.round(source.width * scale), Math.round(source.height * scale));
          canvas.getContext('2d').drawImage(source, 0, 0, canvas.width, canvas.height);
          return canvas.convertToBlob({ type: 'image/jpeg', quality });
        };
        const picture = (seed) => {
          const width = 4032;
          const height = 3024;
          let state = seed;
          const random = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
          const canvas = new OffscreenCanvas(width, height);
          const context = canvas.getContext('2d');
          const gradient = context.createLinearGradient(0, 0, width, height);
          gradient.addColorStop(0, `hsl(${random() * 360} 30% 45%)`);
          gradient.addColorStop(0.5, `hsl(${random() * 360} 35% 75%)`);
          gradient.addColorStop(1, `hsl(${random() * 360} 25% 25%)`);
          context.fillStyle = gradient;
          context.fillRect(0, 0, width, height);
          for (let shape = 0; shape < 300; shape += 1) {
            context.fillStyle = `hsl(${random() * 360} ${30 + random() * 40}% ${30 + random() * 40}%)`;
            context.globalAlpha = 0.3 + random() * 0.5;
            context.beginPath();
            context.arc(random() * width, random() * height, 20 + random() * 400, 0, 2 * Math.PI);
            context.fill();
          }
          context.globalAlpha = 1;
          const image = context.getImageData(0, 0, width, height);
          const pixels = image.data;
          for (let at = 0; at < pixels.length; at += 4) {
            const noise = (random() - 0.5) * 24;
            pixels[at] += noise;
            pixels[at + 1] += noise + (random() - 0.5) * 12;
            pixels[at + 2] += noise;
          }
          context.putImageData(image, 0, 0);
          return canvas;
        };
        const out = { photos: [], smaller: [], thumbnails: [] };
        for (let kind = 0; kind < kinds; kind += 1) {
          const canvas = picture(12345 + kind * 7919);
          if (kind === 0) for (const quality of [0.92, 0.9, 0.88, 0.85, 0.8]) out.photos.push(await toBase64(await jpeg(canvas, canvas.width, quality)));
          out.smaller.push(await toBase64(await jpeg(canvas, smaller.side, smaller.quality)));
          let small;
          for (const side of thumbnail.sides) {
            small = await jpeg(canvas, side, thumbnail.quality);
            if (small.size <= thumbnail.maxBytes) break;
          }
          out.thumbnails.push(await toBase64(small));
        }
        return out;
      },
      { kinds, smaller: SMALLER, thumbnail: THUMBNAIL },
    );
    // The best quality that fits 4 MiB, grown to exactly 4 MiB by comments (the picture unchanged).
    const fits = drawn.photos.map((text) => Buffer.from(text, 'base64')).find((bytes) => bytes.length <= PHOTO_BYTES - 4);
    if (!fits) throw new Error('The bench could not make a 4 MB photo.');
    const photo = Buffer.from(padJpeg(new Uint8Array(fits), PHOTO_BYTES));
    const smaller = drawn.smaller.map((text) => Buffer.from(text, 'base64'));
    const thumbnails = drawn.thumbnails.map((text) => Buffer.from(text, 'base64').toString('base64url'));
    return { photo, encodedBytes: fits.length, smaller, thumbnails };
  } finally {
    await page.close();
  }
}

/** A vault opened from Node as her browser opens it (core/vault), for filling it before the timing. */
async function openVault(base, email) {
  const { deriveVaultKeys } = await tsImport('../../core/vault/kdf.ts', import.meta.url);
  const { encryptionKey, locator } = await deriveVaultKeys(email, PASSPHRASE);
  return { ...(await vaultSession(base, locator)), encryptionKey };
}

async function receiptFor(vault, digest) {
  const response = await fetch(`${vault.base}/api/receipts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: vault.origin, cookie: vault.cookie },
    body: JSON.stringify({ digest }),
  });
  if (!response.ok) throw new Error(`The bench could not have a receipt (${response.status}).`);
  return response.json();
}

async function putChunk(vault, fileId, index, chunk) {
  const response = await fetch(`${vault.base}/api/vault/files/${fileId}/chunks/${index}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream', origin: vault.origin, cookie: vault.cookie },
    body: chunk,
  });
  if (response.status !== 201) throw new Error(`The bench could not store chunk ${index} of a file (${response.status}: ${await response.text()}).`);
}

/** One file kept as the page keeps it (core/vault/file-chunks: its own key, sealed chunks sent one by one, a receipt over its digest). */
async function keepFile(vault, bytes, name, thumbnail, addedAt) {
  const { newFileKey, sealFile } = await tsImport('../../core/vault/file-chunks.ts', import.meta.url);
  const fileId = crypto.randomUUID();
  const { key, raw } = await newFileKey();
  const sealed = await sealFile(key, fileId, new Blob([bytes]), (index, chunk) => putChunk(vault, fileId, index, chunk));
  return {
    fileId,
    key: raw,
    name,
    type: 'image/jpeg',
    size: bytes.length,
    chunks: sealed.chunks,
    sha256: sealed.sha256,
    kept: 'smaller',
    addedAt,
    thumbnail,
    receipt: await receiptFor(vault, sealed.sha256),
  };
}

/**
 * Fills a new vault with `records` records of what happened, each with two versions (edited once)
 * and a receipt for each, the newest holding `pictures` smaller copies (two a record) with their
 * thumbnails. Answers the email that opens it.
 */
export async function fillJournal(base, label, { records, pictures }, art) {
  const { sealRecord } = await tsImport('../../core/vault/records.ts', import.meta.url);
  const { versionDigests } = await tsImport('../../core/receipts.ts', import.meta.url);
  const email = `bench.${label}.${Date.now()}@example.org`;
  const vault = await openVault(base, email);
  const holders = recordsWithPictures(records, pictures, PICTURES_PER_RECORD);
  const start = Date.parse('2025-01-01T08:00:00.000Z');
  const day = 86_400_000;
  const content = (n, edit) => ({
    happenedDate: new Date(start + n * day).toISOString().slice(0, 10),
    happenedTime: '21:30',
    place: 'At home',
    whatHappened: `A record of a few lines, number ${n}${edit}. `.repeat(12),
    witnesses: 'Nobody',
    injuries: '',
    actionsTaken: 'Wrote it down.',
  });
  let next = 0;
  let picture = 0;
  const fill = async () => {
    while (next < records) {
      const n = next++;
      const writtenAt = new Date(start + n * day + 3_600_000).toISOString();
      const versions = [
        { savedAt: writtenAt, content: content(n, '') },
        { savedAt: new Date(start + n * day + 7_200_000).toISOString(), content: content(n, ', edited') },
      ];
      const digests = await versionDigests(versions);
      for (const [index, version] of versions.entries()) version.receipt = await receiptFor(vault, digests[index].history);
      const attachments = [];
      for (let held = 0; held < (holders.get(n) ?? 0); held += 1) {
        const kind = picture++ % art.smaller.length;
        attachments.push(await keepFile(vault, art.smaller[kind], `photo-${n}-${held + 1}.jpg`, art.thumbnails[kind], writtenAt));
      }
      const recordId = crypto.randomUUID();
      const entry = {
        kind: 'journal-entry',
        entryId: crypto.randomUUID(),
        writtenAt,
        mood: null,
        feelings: [],
        text: '',
        promptId: null,
        journeyDay: null,
        incident: { versions, seriousness: (n % 5) + 1 },
        ...(attachments.length > 0 ? { attachments } : {}),
      };
      const envelope = await sealRecord(vault.encryptionKey, recordId, entry);
      const response = await fetch(`${base}/api/vault/records/${recordId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: vault.origin, cookie: vault.cookie },
        body: JSON.stringify({ envelope, baseVersion: 0 }),
      });
      if (response.status !== 201) throw new Error(`The bench could not store record ${n} (${response.status}: ${await response.text()}).`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, fill));
  return email;
}

/** A new page on the journal, its gate ready, at 4x CPU, her email and passphrase typed (nothing pressed yet). */
export async function journalGate(browser, base, email, contextOptions = {}) {
  const context = await browser.newContext({ baseURL: base, ...contextOptions });
  // A slow machine (4x CPU on a shared host) is not a failure: only the figures say how slow.
  context.setDefaultTimeout(120_000);
  const page = await context.newPage();
  try {
    await unlockAt(page, '/tools/journal', email);
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** Unlocks and waits for her space (a vault with records in it opens straight there). */
export async function unlock(page) {
  await page.getByRole('button', { name: 'Unlock' }).click();
  await page.getByRole('region', { name: 'Your private space' }).waitFor({ timeout: 120_000 });
}

/** Leg 1: the photo through the journal's form, kept as the original; RUNS times. */
async function benchUpload(browser, base, art, texts) {
  const { journalTexts, attachmentTexts, formatMessage } = texts;
  const { FILE_CHUNK_BYTES, FILE_CHUNK_OVERHEAD_BYTES } = await tsImport('../../core/vault/file-chunks.ts', import.meta.url);
  // A record already there, so her space opens at once (an empty one asks first whether to start one).
  const email = await fillJournal(base, 'upload', { records: 1, pictures: 0 }, art);
  const name = 'photo-4mb.jpg';
  // Chosen from a file on disk, as her phone's picker hands the page a file: given as bytes,
  // Playwright would rebuild the file inside the throttled page from base64, which she never pays.
  const folder = mkdtempSync(join(tmpdir(), 'save-bench-photo-'));
  const file = join(folder, name);
  writeFileSync(file, art.photo);
  const runs = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const { context, page } = await journalGate(browser, base, email);
      try {
        await unlock(page);
        const form = page.getByRole('form', { name: journalTexts.write.title });
        await form.getByRole('checkbox', { name: journalTexts.write.markIncident }).check();
        await form.getByLabel(/The date it happened/).fill('2026-11-20');
        await form.getByLabel(/What happened/).fill(`He broke the bedroom door (run ${run + 1}).`);
        const chunks = [];
        page.on('response', (response) => {
          const request = response.request();
          // The page sends each chunk as a Blob, whose bytes the browser does not show its tools: its length is the header's.
          if (request.method() === 'PUT' && response.url().includes('/api/vault/files/')) chunks.push(request.headerValue('content-length').then((length) => ({ status: response.status(), bytes: Number(length ?? 0) })));
        });
        const [chooser] = await Promise.all([page.waitForEvent('filechooser'), form.getByRole('button', { name: attachmentTexts.choose }).click()]);
        const formElement = await form.elementHandle();
        const legend = formatMessage(attachmentTexts.keepLegend, { name });
        // Inside the timed span the page is driven by plain DOM calls: Playwright's role queries
        // and actionability checks run in the throttled page and would add their own seconds.
        const started = Date.now();
        await chooser.setFiles(file);
        await page.waitForFunction(
          ({ form, legend }) => {
            const choice = [...form.querySelectorAll('fieldset')].find((fieldset) => fieldset.querySelector('legend')?.textContent === legend);
            const original = choice?.querySelectorAll('input[type="radio"]')[1];
            if (!original) return false;
            original.click();
            return original.checked;
          },
          { form: formElement, legend },
          { polling: 'raf', timeout: 120_000 },
        );
        const chosenMs = Date.now() - started;
        const saving = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/api/vault/records/'), { timeout: 120_000 });
        await formElement.evaluate((form) => form.querySelector('button[type="submit"]').click());
        const saved = await saving;
        const ms = Date.now() - started;
        if (saved.status() !== 201) throw new Error(`The record with the photo was not saved (${saved.status()}).`);
        const expected = Math.ceil(PHOTO_BYTES / FILE_CHUNK_BYTES);
        const stored = await Promise.all(chunks);
        const sent = stored.reduce((sum, chunk) => sum + chunk.bytes, 0);
        if (stored.length !== expected || stored.some((chunk) => chunk.status !== 201)) throw new Error(`The photo's chunks were not all stored before the record: ${stored.map((chunk) => chunk.status).join(', ') || 'none'}.`);
        // The original, byte for byte: its sealed chunks are its size and each chunk's overhead (a smaller copy would be far less).
        if (sent !== PHOTO_BYTES + expected * FILE_CHUNK_OVERHEAD_BYTES) throw new Error(`The photo was not kept as the original: ${sent} sealed bytes sent.`);
        runs.push({ ms, chosenMs });
      } finally {
        await context.close();
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return { runs, ms: runs.map((run) => run.ms), chosenMs: runs.map((run) => run.chosenMs), medianMs: median(runs.map((run) => run.ms)), bytes: PHOTO_BYTES, encodedBytes: art.encodedBytes };
}

/** Leg 2: unlock to the first page of records with every thumbnail on it drawn, and an empty vault's unlock, RUNS times each. */
async function benchJournalOpen(browser, base, art, texts) {
  const { attachmentTexts, emptySpaceTexts } = texts;
  const email = await fillJournal(base, 'photos-journal', JOURNAL, art);
  const altPrefix = attachmentTexts.thumbnailAlt.split('{name}')[0];
  // The first page shows 20 records (app/features/journal/entry-list.tsx): the newest, which hold the pictures.
  const expected = Math.min(JOURNAL.pictures, 20 * PICTURES_PER_RECORD);
  const full = [];
  const empty = [];
  for (let run = 0; run < RUNS; run += 1) {
    {
      const { context, page } = await journalGate(browser, base, `bench.photos-empty.${Date.now()}.${run}@example.org`);
      try {
        const started = Date.now();
        await page.getByRole('button', { name: 'Unlock' }).click();
        await page.getByRole('heading', { level: 2, name: emptySpaceTexts.heading }).waitFor({ timeout: 120_000 });
        empty.push(Date.now() - started);
      } finally {
        await context.close();
      }
    }
    const { context, page } = await journalGate(browser, base, email);
    try {
      const started = Date.now();
      await unlock(page);
      const opened = Date.now() - started;
      await page.waitForFunction(
        ({ prefix, count }) => {
          const thumbnails = [...document.querySelectorAll('img')].filter((image) => image.alt.startsWith(prefix));
          return thumbnails.length >= count && thumbnails.every((image) => image.complete && image.naturalWidth > 0);
        },
        { prefix: altPrefix, count: expected },
        { timeout: 120_000, polling: 'raf' },
      );
      full.push({ opened, shown: Date.now() - started });
    } finally {
      await context.close();
    }
  }
  const shown = full.map((run) => run.shown);
  return {
    ...JOURNAL,
    thumbnailsShown: expected,
    openedMs: full.map((run) => run.opened),
    shownMs: shown,
    emptyMs: empty,
    medianShownMs: median(shown),
    medianEmptyMs: median(empty),
    afterKeyMs: median(shown) - median(empty),
  };
}

/** Leg 3: pressing the pack button (and her "yes" to a plain file) to the PDF's download, RUNS times. */
async function benchPack(browser, base, art, texts) {
  const { journalTexts, plainExportTexts } = texts;
  const email = await fillJournal(base, 'photos-pack', PACK, art);
  const runs = [];
  const sizes = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { context, page } = await journalGate(browser, base, email, { acceptDownloads: true });
    try {
      await unlock(page);
      const pack = page.locator('section').filter({ has: page.getByRole('heading', { name: journalTexts.pack.title }) });
      const make = pack.getByRole('button', { name: journalTexts.pack.make });
      await make.waitFor();
      const downloading = page.waitForEvent('download', { timeout: 180_000 });
      const started = Date.now();
      await make.click();
      await page.getByRole('alertdialog').getByRole('button', { name: plainExportTexts.confirm }).click();
      const download = await downloading;
      runs.push(Date.now() - started);
      const path = await download.path();
      const pdf = readFileSync(path);
      // Every picture is in it: the PDF holds at least the smaller copies' bytes.
      const pictureBytes = Array.from({ length: PACK.pictures }, (_, n) => art.smaller[n % art.smaller.length].length).reduce((sum, size) => sum + size, 0);
      if (!download.suggestedFilename().endsWith('.pdf') || pdf.length < pictureBytes) throw new Error(`The pack is not a PDF holding ${PACK.pictures} pictures (${download.suggestedFilename()}, ${pdf.length} bytes).`);
      sizes.push(pdf.length);
    } finally {
      await context.close();
    }
  }
  return { ...PACK, ms: runs, medianMs: median(runs), pdfBytes: Math.max(...sizes) };
}

/** The photo legs, by name: `--legs=journal` (with `--only=photos`) runs some of them only. */
export const PHOTO_LEGS = ['upload', 'journal', 'pack', 'memory'];

/** Those of legs 1-3 named in `legs` (all by default) on one server (the production build, `base`). */
export async function benchPhotos({ base, executablePath, legs = PHOTO_LEGS, log = console.log }) {
  const texts = await pageTexts();
  const browser = await chromium.launch({ executablePath, ...LAUNCH });
  const results = { cpuSlowdown: CPU_SLOWDOWN };
  try {
    const art = await makePictures(browser);
    log(`  pictures made: a ${art.photo.length}-byte photo (JPEG ${art.encodedBytes} bytes, 4032 × 3024), smaller copies of ${art.smaller.map((bytes) => Math.round(bytes.length / 1024)).join(', ')} KB`);
    if (legs.includes('upload')) {
      const upload = (results.upload = await benchUpload(browser, base, art, texts));
      log(`  a 4 MB photo kept as the original, chosen to record saved, ${CPU_SLOWDOWN}x CPU: ${upload.ms.join(', ')} ms (median ${upload.medianMs}; its choice shown after ${upload.chosenMs.join(', ')} ms)`);
    }
    if (legs.includes('journal')) {
      const journal = (results.journal = await benchJournalOpen(browser, base, art, texts));
      log(`  journal of ${journal.records} records with ${journal.pictures} images, unlock to ${journal.thumbnailsShown} thumbnails drawn, ${CPU_SLOWDOWN}x CPU: ${journal.shownMs.join(', ')} ms (median ${journal.medianShownMs}); its space open after ${journal.openedMs.join(', ')} ms`);
      log(`  empty vault, unlock to its page (the key), ${CPU_SLOWDOWN}x CPU: ${journal.emptyMs.join(', ')} ms (median ${journal.medianEmptyMs}); so ${journal.afterKeyMs} ms beyond the key`);
    }
    if (legs.includes('pack')) {
      const pack = (results.pack = await benchPack(browser, base, art, texts));
      log(`  record pack of ${pack.records} records and ${pack.pictures} images, button to download, ${CPU_SLOWDOWN}x CPU: ${pack.ms.join(', ')} ms (median ${pack.medianMs}; PDF ${(pack.pdfBytes / 2 ** 20).toFixed(1)} MB)`);
    }
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * The server takes its first daily backup 5 s after it starts (server/db/backups.ts): waits until
 * its file is in DATA_DIR/backups, so the memory leg measures the uploads and not, by the chance
 * of a timer, the backup reading the chunks they stored (docs/decisions/0054 measures that too).
 */
export async function firstBackupTaken(dataDir, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    let names = [];
    try {
      names = readdirSync(join(dataDir, 'backups'));
    } catch {
      // not made yet
    }
    if (names.some((name) => name.endsWith('.jsonl.gz'))) return;
    if (Date.now() - started > timeoutMs) throw new Error(`The server took no backup into ${dataDir}/backups within ${timeoutMs / 1000} s.`);
    await sleep(100);
  }
}

/**
 * Leg 4, on a server of its own (`env`: a new DATA_DIR): ten vaults each send an 8 MB file at once,
 * every sealed chunk PUT concurrently (80 requests in flight), while the resident memory of the
 * server and of its PostgreSQL is sampled every 100 ms, once its start-up backup is taken. The
 * chunks are sealed (core/vault) before the timing; one is read back to show they were stored.
 * The budget's figure is the RSS sum; `peakPssMb` (shared pages divided among the processes
 * mapping them) is given beside it.
 */
export async function benchUploadMemory({ env, log = console.log }) {
  const { newFileKey, sealChunk, chunkCount, FILE_CHUNK_BYTES } = await tsImport('../../core/vault/file-chunks.ts', import.meta.url);
  const { toBase64url } = await tsImport('../../core/vault/base64url.ts', import.meta.url);
  const server = await startServer(env);
  try {
    const count = chunkCount(UPLOADS.bytes);
    const uploads = [];
    for (let upload = 0; upload < UPLOADS.count; upload += 1) {
      const vault = await vaultSession(server.base, toBase64url(crypto.getRandomValues(new Uint8Array(32))));
      const fileId = crypto.randomUUID();
      const { key } = await newFileKey();
      const chunks = [];
      for (let index = 0; index < count; index += 1) {
        const plain = new Uint8Array(FILE_CHUNK_BYTES);
        for (let at = 0; at < plain.length; at += 65_536) crypto.getRandomValues(plain.subarray(at, at + 65_536));
        chunks.push(await sealChunk(key, fileId, index, count, plain));
      }
      uploads.push({ vault, fileId, chunks });
    }
    await firstBackupTaken(env.DATA_DIR);
    await sleep(2000);
    const idle = residentBreakdown(server.child.pid);
    const memory = sampleMemory(server.child.pid, 100);
    const started = performance.now();
    await Promise.all(uploads.flatMap(({ vault, fileId, chunks }) => chunks.map((chunk, index) => putChunk(vault, fileId, index, chunk))));
    const seconds = (performance.now() - started) / 1000;
    await sleep(2000);
    const { samples, peakMb, peakServerMb, peakPssMb } = memory.stop();
    const peakPostgresMb = samples.reduce((most, sample) => Math.max(most, sample.mb - sample.serverMb), 0);
    const { vault, fileId, chunks } = uploads[UPLOADS.count - 1];
    const back = await fetch(`${server.base}/api/vault/files/${fileId}/chunks/${count - 1}`, { headers: { origin: vault.origin, cookie: vault.cookie } });
    if (!back.ok || !Buffer.from(await back.arrayBuffer()).equals(Buffer.from(chunks[count - 1]))) throw new Error('A chunk read back is not the chunk sent.');
    const figures = {
      uploads: UPLOADS.count,
      megabytes: UPLOADS.bytes / 2 ** 20,
      requests: UPLOADS.count * count,
      seconds: Math.round(seconds * 10) / 10,
      idleMb: idle.totalMb,
      idleServerMb: idle.serverMb,
      idlePostgresMb: idle.childrenMb,
      peakMb,
      peakServerMb,
      peakPostgresMb,
      peakPssMb,
      idlePssMb: idle.pssMb,
    };
    log(`  ten 8 MB uploads at once (${figures.requests} chunks in flight), ${figures.seconds} s: peak resident memory ${peakMb} MB (server ${peakServerMb} MB, PostgreSQL ${peakPostgresMb} MB; proportional ${peakPssMb} MB); idle before ${idle.totalMb} MB (server ${idle.serverMb}, PostgreSQL ${idle.childrenMb}; proportional ${idle.pssMb})`);
    return figures;
  } finally {
    await stopServer(server);
  }
}
