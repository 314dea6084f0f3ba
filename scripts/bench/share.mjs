// Opening a share link (issue 28, docs/decisions/0034): a link of 50 records (each with two
// versions), the incident calendar's days and 10 photos (each a 600 KB JPEG with its thumbnail,
// re-sealed chunk by chunk beside the bundle, as her browser does), made from Node with the same
// code her browser seals with (core/share), opened in
// Chromium at Lighthouse's mobile CPU setting (4x slowdown): from the page's navigation (no code)
// or from pressing Open (with a spoken code: the code's Argon2id included) to the first record on
// screen; and the JS the page fetched by then (Brotli, as the server sends it).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { padJpeg } from './jpeg.mjs';
import { pageBytes } from './bytes.mjs';
import { CPU_SLOWDOWN, vaultSession } from './vault.mjs';

const RUNS = 3;
const RECORDS = 50;
const IMAGES = 10;
/** A smaller copy's usual size (2,048 px, JPEG 0.85): the e2e fixture's picture padded to it. */
const IMAGE_BYTES = 600 * 1024;
const thumbnailJpeg = readFileSync(new URL('../../e2e/fixtures/photo-with-gps.jpg', import.meta.url));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A vault session (a random locator) and one link of RECORDS records; answers the link's path after the origin. */
async function makeLink(base, code) {
  const { tsImport } = await import('tsx/esm/api');
  const keys = await tsImport('../../core/share/share-keys.ts', import.meta.url);
  const { sealShareBundle } = await tsImport('../../core/share/share-bundle.ts', import.meta.url);
  const { resealForShare } = await tsImport('../../core/share/share-files.ts', import.meta.url);
  const { FILE_CHUNK_BYTES } = await tsImport('../../core/vault/file-chunks.ts', import.meta.url);
  const { toBase64url } = await tsImport('../../core/vault/base64url.ts', import.meta.url);
  const { origin, cookie } = await vaultSession(base, toBase64url(crypto.getRandomValues(new Uint8Array(32))));
  const content = (n, edit) => ({
    happenedDate: `2026-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
    happenedTime: '21:30',
    place: 'At home',
    whatHappened: `A record of a few lines, number ${n}${edit}. `.repeat(12),
    witnesses: 'Nobody',
    injuries: '',
    actionsTaken: 'Wrote it down.',
  });
  const records = Array.from({ length: RECORDS }, (_, n) => ({
    storedAt: new Date(Date.parse('2026-01-01T08:00:00.000Z') + n * 86_400_000).toISOString(),
    versions: [
      { savedAt: new Date(Date.parse('2026-01-01T08:00:00.000Z') + n * 86_400_000).toISOString(), content: content(n, '') },
      { savedAt: new Date(Date.parse('2026-01-02T08:00:00.000Z') + n * 86_400_000).toISOString(), content: content(n, ', edited') },
    ],
  }));
  const secret = keys.newShareSecret();
  const derived = await keys.deriveShareKeys(secret, code);
  // The incident calendar rides along, as when she ticks it: its days, each with a seriousness.
  const calendar = { days: records.map((record, n) => ({ record: n, happenedDate: record.versions.at(-1).content.happenedDate, seriousness: (n % 5) + 1 })) };
  // Ten photos, on ten records spread through the link, each re-sealed a chunk at a time under the link's key.
  const picture = new Uint8Array(padJpeg(new Uint8Array(thumbnailJpeg), IMAGE_BYTES));
  const attachments = [];
  const files = [];
  for (let n = 0; n < IMAGES; n += 1) {
    const attachmentId = crypto.randomUUID();
    const chunks = await resealForShare(derived.key, derived.linkId, attachmentId, picture.length, async (index) => picture.slice(index * FILE_CHUNK_BYTES, (index + 1) * FILE_CHUNK_BYTES));
    files.push({ attachmentId, chunks });
    attachments.push({
      attachmentId,
      record: n * (RECORDS / IMAGES),
      name: `photo-${n + 1}.jpg`,
      type: 'image/jpeg',
      size: picture.length,
      chunks: chunks.length,
      sha256: createHash('sha256').update(picture).digest('hex'),
      kept: 'smaller',
      addedAt: records[n * (RECORDS / IMAGES)].versions[0].savedAt,
      thumbnail: toBase64url(new Uint8Array(thumbnailJpeg)),
    });
  }
  const bundle = { format: 'save-sisterhood-share', version: 1, madeAt: new Date().toISOString(), language: 'en', records, attachments, calendar };
  const body = {
    linkId: derived.linkId,
    tokenHash: await keys.shareTokenHash(derived.token),
    ciphertext: await sealShareBundle(derived.key, derived.linkId, bundle),
    files,
    expiresInDays: 1,
    onceOnly: false,
  };
  const made = await fetch(`${base}/api/shares`, { method: 'POST', headers: { 'content-type': 'application/json', origin, cookie }, body: JSON.stringify(body) });
  if (made.status !== 201) throw new Error(`The bench could not make a link (${made.status}).`);
  return `/shared#${keys.shareFragment(secret, code !== undefined)}`;
}

/** Times to the first record and the JS fetched by then, with and without a spoken code (median of RUNS). */
export async function benchShare({ base, clientDir, executablePath, log = console.log }) {
  const plain = await makeLink(base);
  const code = '246810';
  const coded = await makeLink(base, code);
  const origin = new URL(base).origin;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const once = async (path, withCode) => {
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    const records = [];
    page.on('request', (request) => records.push({ url: request.url(), resourceType: request.resourceType() === 'script' ? 'Script' : request.resourceType() === 'stylesheet' ? 'Stylesheet' : request.resourceType() === 'document' ? 'Document' : 'Other' }));
    try {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      let started = Date.now();
      await page.goto(path);
      if (withCode) {
        await page.waitForSelector('[data-shell="ready"]');
        await page.getByLabel('Spoken code').fill(code);
        started = Date.now();
        await page.getByRole('button', { name: 'Open', exact: true }).click();
      }
      await page.getByRole('heading', { level: 3, name: /^Record 1:/ }).waitFor({ timeout: 60_000 });
      const ms = Date.now() - started;
      const atFirstRecord = records.length;
      // The first record's photo drawn from its thumbnail (inside the bundle): the photos' code, loaded without any
      // interaction, is in; what the page fetched by then is its JS before interaction.
      await page.getByRole('img', { name: /photo-1\.jpg/ }).waitFor({ timeout: 60_000 });
      return { ms, jsBrFirstRecord: pageBytes(clientDir, origin, records.slice(0, atFirstRecord)).totals.js.br, jsBr: pageBytes(clientDir, origin, records).totals.js.br };
    } finally {
      await context.close();
    }
  };
  try {
    const plainRuns = [];
    const codedRuns = [];
    for (let run = 0; run < RUNS; run += 1) {
      plainRuns.push(await once(plain, false));
      codedRuns.push(await once(coded, true));
    }
    const plainMs = plainRuns.map((run) => run.ms);
    const codedMs = codedRuns.map((run) => run.ms);
    const jsKb = Math.round((Math.max(...plainRuns.map((run) => run.jsBr)) / 1024) * 10) / 10;
    const jsKbFirstRecord = Math.round((Math.max(...plainRuns.map((run) => run.jsBrFirstRecord)) / 1024) * 10) / 10;
    log(`  (each link also carries ${IMAGES} photos of ${IMAGE_BYTES / 1024} KB)`);
    log(`  share link of ${RECORDS} records, navigation to first record, ${CPU_SLOWDOWN}x CPU: ${plainMs.join(', ')} ms (median ${median(plainMs)})`);
    log(`  share link of ${RECORDS} records with a code, Open to first record, ${CPU_SLOWDOWN}x CPU: ${codedMs.join(', ')} ms (median ${median(codedMs)})`);
    log(`  share page JS fetched by the first record (Brotli): ${jsKbFirstRecord} KB; with the photos' thumbnails drawn, before any interaction: ${jsKb} KB`);
    return { cpuSlowdown: CPU_SLOWDOWN, records: RECORDS, images: IMAGES, imageKb: IMAGE_BYTES / 1024, plainMs, codedMs, medianPlainMs: median(plainMs), medianCodedMs: median(codedMs), jsKb, jsKbFirstRecord };
  } finally {
    await browser.close();
  }
}
