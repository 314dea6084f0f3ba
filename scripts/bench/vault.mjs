// The vault's unlock time (issue 16, docs/decisions/0015): from pressing Unlock to her records
// on screen, i.e. the Argon2id key derivation (its WebAssembly fetched on first use), the session,
// reading and opening every record. Measured in Chromium with Lighthouse's mobile CPU setting
// (4x slowdown), for an empty vault (to its "Nothing is saved under this email and passphrase"
// page) and for one holding the whole 30-day journey. The server runs with the build's receipt
// key (scripts/bench.mjs), so the pages never ask again for a receipt they cannot check.
import { chromium } from '@playwright/test';

export const CPU_SLOWDOWN = 4;
const RUNS = 3;
/** The passphrase of every vault the bench makes. */
export const PASSPHRASE = 'bench passphrase of four words';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The words of her space when it opens empty, and of the repeat of a new space's first save (core/content/vault-space.ts). */
async function spaceTexts() {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport('../../core/content/vault-space.ts', import.meta.url);
}

/**
 * Everything before the timing starts, on a tool page with her vault's gate (`path`, e.g.
 * '/tools/journal'): opens it, waits for the page and its Unlock button to be ready, slows the CPU
 * to CPU_SLOWDOWN and types `email` and PASSPHRASE. Unlock is not pressed: the caller times that.
 * Answers the page's DevTools session (to set the CPU back).
 */
export async function unlockAt(page, path, email) {
  await page.goto(path);
  await page.waitForSelector('[data-shell="ready"]');
  await page.getByRole('button', { name: 'Unlock' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('form button[type="submit"]')?.hasAttribute('disabled'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Private passphrase').fill(PASSPHRASE);
  return cdp;
}

/** A vault session for `locator` opened from Node: the cookie and the origin its requests carry. */
export async function vaultSession(base, locator) {
  const origin = new URL(base).origin;
  const session = await fetch(`${base}/api/vault/session`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ locator }) });
  if (session.status !== 204) throw new Error(`The bench could not open a vault session (${session.status}).`);
  const cookie = session.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return { base, origin, cookie };
}

/**
 * From pressing Unlock to what she sees: for a vault with records, her space and its days; for
 * an empty one, "Nothing is saved under this email and passphrase" (the key derived, the
 * session open, the empty list read: a space is made only when she chooses to).
 */
async function unlockOnce(browser, base, email, { empty }) {
  const { emptySpaceTexts } = await spaceTexts();
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  try {
    const cdp = await unlockAt(page, '/tools/affirmations', email);
    const started = Date.now();
    await page.getByRole('button', { name: 'Unlock' }).click();
    if (empty) {
      await page.getByRole('heading', { level: 2, name: emptySpaceTexts.heading }).waitFor({ timeout: 60_000 });
    } else {
      await page.getByRole('region', { name: 'Your private space' }).waitFor({ timeout: 60_000 });
      await page.getByText(/^Day \d+ of 30$/).first().waitFor({ timeout: 60_000 });
    }
    const ms = Date.now() - started;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { ms, page, context };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * Unlock times, in ms (median of RUNS), for an empty vault and a full one. The full vault is
 * filled by completing its 30 days through the journey's own form, sealed as she would.
 */
export async function benchVaultUnlock({ base, executablePath, log = console.log }) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const empty = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { ms, context } = await unlockOnce(browser, base, `bench.empty.${Date.now()}.${run}@example.org`, { empty: true });
      empty.push(ms);
      await context.close();
    }
    log(`  unlock, empty vault, ${CPU_SLOWDOWN}x CPU: ${empty.join(', ')} ms (median ${median(empty)})`);

    const email = `bench.full.${Date.now()}@example.org`;
    const { page, context } = await unlockOnce(browser, base, email, { empty: true });
    // She makes the new space on purpose; its first save asks for the passphrase once more.
    const { emptySpaceTexts, newSpaceTexts } = await spaceTexts();
    await page.getByRole('button', { name: emptySpaceTexts.create }).click();
    await page.getByRole('region', { name: 'Your private space' }).waitFor({ timeout: 60_000 });
    const days = 30;
    for (let day = 1; day <= days; day += 1) {
      await page.getByLabel(`Your reflection for day ${day}`).fill(`A reflection of a few lines for day ${day}. `.repeat(6));
      const saved = page.waitForResponse((response) => response.url().includes('/api/vault/records/') && response.request().method() === 'PUT', { timeout: 120_000 });
      await page.getByRole('button', { name: 'Complete Day' }).click();
      if (day === 1) {
        const repeat = page.getByRole('dialog', { name: newSpaceTexts.title });
        await repeat.getByLabel(newSpaceTexts.label).fill(PASSPHRASE);
        await repeat.getByRole('button', { name: newSpaceTexts.submit }).click();
      }
      if ((await saved).status() !== 201) throw new Error(`Day ${day} was not saved.`);
      if (day < days) await page.getByRole('button', { name: `Go to day ${day + 1}` }).click();
    }
    await context.close();
    const full = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { ms, context: next } = await unlockOnce(browser, base, email, { empty: false });
      full.push(ms);
      await next.close();
    }
    log(`  unlock, ${days} journey days, ${CPU_SLOWDOWN}x CPU: ${full.join(', ')} ms (median ${median(full)})`);
    return { cpuSlowdown: CPU_SLOWDOWN, emptyMs: empty, fullMs: full, fullRecords: days, medianEmptyMs: median(empty), medianFullMs: median(full) };
  } finally {
    await browser.close();
  }
}

/**
 * The journal with 1,000 entries (issue 17, "Measured"): from pressing Unlock to her mood chart
 * drawn, i.e. the key derivation, the session, reading and opening all 1,000 records, drawing
 * the page and Chart.js fetched and drawing 1,000 points, with Lighthouse's mobile CPU setting.
 * The vault is filled from Node with the same code the page seals with (core/vault), since
 * writing 1,000 entries through the form would measure the form, not the journal.
 * Also answers the part after the key: the total minus an empty journal's unlock.
 */
export async function benchJournal({ base, executablePath, log = console.log, entries = 1000 }) {
  const { tsImport } = await import('tsx/esm/api');
  const { deriveVaultKeys } = await tsImport('../../core/vault/kdf.ts', import.meta.url);
  const { sealRecord } = await tsImport('../../core/vault/records.ts', import.meta.url);
  const email = `bench.journal.${Date.now()}@example.org`;
  const { encryptionKey, locator } = await deriveVaultKeys(email, PASSPHRASE);
  const { origin, cookie } = await vaultSession(base, locator);
  const feelings = ['calm', 'tired', 'hopeful', 'sad', 'anxious', 'relieved'];
  const start = Date.parse('2024-01-01T08:00:00.000Z');
  let next = 0;
  const put = async () => {
    while (next < entries) {
      const n = next++;
      const recordId = crypto.randomUUID();
      const content = {
        kind: 'journal-entry',
        entryId: crypto.randomUUID(),
        writtenAt: new Date(start + n * 86_400_000 * 0.7).toISOString(),
        mood: (n % 5) + 1,
        feelings: [feelings[n % feelings.length], feelings[(n * 7) % feelings.length]],
        text: `An entry of a few lines, number ${n}. `.repeat(8),
        promptId: `day-${(n % 30) + 1}`,
        journeyDay: null,
      };
      const envelope = await sealRecord(encryptionKey, recordId, content);
      const response = await fetch(`${base}/api/vault/records/${recordId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin, cookie },
        body: JSON.stringify({ envelope, baseVersion: 0 }),
      });
      if (response.status !== 201) throw new Error(`The bench could not store entry ${n} (${response.status}).`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, put));

  const { emptySpaceTexts } = await spaceTexts();
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const once = async (who) => {
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    try {
      await unlockAt(page, '/tools/journal', who);
      const started = Date.now();
      await page.getByRole('button', { name: 'Unlock' }).click();
      if (who !== email) {
        // An empty vault opens on "Nothing is saved under this email and passphrase": her page, until she makes a space.
        await page.getByRole('heading', { level: 2, name: emptySpaceTexts.heading }).waitFor({ timeout: 120_000 });
        const opened = Date.now() - started;
        return { opened, drawn: opened };
      }
      await page.getByRole('region', { name: 'Your private space' }).waitFor({ timeout: 120_000 });
      const opened = Date.now() - started;
      await page.locator('[data-draw-state="drawn"]').waitFor({ timeout: 120_000 });
      return { opened, drawn: Date.now() - started };
    } finally {
      await context.close();
    }
  };
  try {
    const empty = [];
    const full = [];
    for (let run = 0; run < RUNS; run += 1) {
      empty.push((await once(`bench.journal.empty.${Date.now()}.${run}@example.org`)).drawn);
      full.push(await once(email));
    }
    const drawn = full.map((run) => run.drawn);
    const afterKey = median(drawn) - median(empty);
    log(`  journal, empty, unlock to page, ${CPU_SLOWDOWN}x CPU: ${empty.join(', ')} ms (median ${median(empty)})`);
    log(`  journal, ${entries} entries, unlock to records open, ${CPU_SLOWDOWN}x CPU: ${full.map((run) => run.opened).join(', ')} ms`);
    log(`  journal, ${entries} entries, unlock to mood chart drawn, ${CPU_SLOWDOWN}x CPU: ${drawn.join(', ')} ms (median ${median(drawn)}; ${afterKey} ms more than an empty journal)`);
    return { cpuSlowdown: CPU_SLOWDOWN, entries, emptyMs: empty, openedMs: full.map((run) => run.opened), drawnMs: drawn, medianDrawnMs: median(drawn), medianEmptyMs: median(empty), afterKeyMs: afterKey };
  } finally {
    await browser.close();
  }
}
